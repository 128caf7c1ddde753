// Lighthouse's mobile profile applied for real over CDP (not simulated): CPU 4x slower, 150 ms
// round trips, 1.6 Mbps down, 750 kbps up. One definition for the slow-phone e2e project and
// `npm run bench:visitor`.
import type { Page } from '@playwright/test';

export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
} as const;

/**
 * The CPU slowdown that turns a host of this speed (Lighthouse's BenchmarkIndex) into the mid-tier
 * phone Lighthouse's 4x stands for: its documented calibration (lighthouse docs/throttling.md,
 * "Calibrating the CPU slowdown", and the calculator it links, lighthouse-cpu-throttling-calculator:
 * 2000 is 6x, 1533 4x, 1300 3x, 800 2x, 150 1x, linear between). Lighthouse's fixed 4x assumes a
 * high-end desktop (about 1533); on a slower host 4x emulates a slower phone than it means.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`not a BenchmarkIndex: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/**
 * A `--cpu` option's value: a fixed slowdown (`4`), or `calibrated` (calibratedCpuSlowdown of the
 * host's speed, measured by the caller).
 */
export function parseCpuSlowdown(value: string): number | 'calibrated' {
  if (value === 'calibrated') return value;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 1)
    throw new Error(`--cpu: "${value}" is neither a slowdown ≥ 1 nor "calibrated"`);
  return n;
}

/** Applies the profile to a page, before it is opened (another CPU slowdown if given). */
export async function applySlowPhone(
  page: Page,
  cpuSlowdown: number = SLOW_PHONE.cpuSlowdown,
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_PHONE.latencyMs,
    downloadThroughput: SLOW_PHONE.downloadBytesPerSecond,
    uploadThroughput: SLOW_PHONE.uploadBytesPerSecond,
  });
}
