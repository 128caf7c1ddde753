// What a whole `npm test` cost, and on what host: its wall time, the machine's busy CPU-seconds over
// it (Linux's /proc/stat) and the host's speed (Lighthouse's BenchmarkIndex). The suite's length
// follows the host's speed (decision 039), so each run says which host it ran on.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { formatNumber } from '../../src/lib/format.ts';

/**
 * The busy clock ticks in a /proc/stat text: user, nice, system, irq and softirq of its first
 * (all-CPU) line. Idle, I/O wait and time stolen by the hypervisor are not the machine's work.
 * Null when the text has no such line.
 */
export function busyTicks(procStat: string): number | null {
  const line = procStat.split('\n').find((l) => l.startsWith('cpu '));
  const fields = line?.trim().split(/\s+/).slice(1).map(Number);
  if (!fields || fields.length < 7 || fields.slice(0, 7).some((n) => !Number.isFinite(n))) return null;
  // user, nice, system, (idle, iowait), irq, softirq
  return [0, 1, 2, 5, 6].reduce((sum, i) => sum + fields[i]!, 0);
}

let ticksPerSecondRead: number | undefined;

/** Clock ticks per second (getconf CLK_TCK, read once; Linux's is 100 wherever getconf is missing). */
function ticksPerSecond(): number {
  if (ticksPerSecondRead === undefined) {
    const res = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const n = Number(res.stdout?.trim());
    ticksPerSecondRead = res.status === 0 && n > 0 ? n : 100;
  }
  return ticksPerSecondRead;
}

/** The machine's busy CPU-seconds since boot, or null where there is no /proc/stat (not Linux). */
export function busyCpuSeconds(): number | null {
  try {
    const ticks = busyTicks(readFileSync('/proc/stat', 'utf8'));
    return ticks === null ? null : ticks / ticksPerSecond();
  } catch {
    return null;
  }
}

/**
 * How many readings of the host's speed `hostSpeed` (scripts/bench/host-speed.ts) takes the best of. Kept
 * here, in a module with no browser behind it, so that the cost line can name it without loading
 * Playwright at the start of `npm test`.
 */
export const HOST_SPEED_READINGS = 5;

export type RunCost = {
  wallMs: number;
  /** Busy CPU-seconds of the whole machine over the run, or null where unreadable. */
  busyCpuS: number | null;
  cores: number;
  /** The host speed read at the end (the reader startRunCost is given), or null. */
  benchmarkIndex: number | null;
};

/** One line: "npm test took 15 min 0 s; 1,736 CPU-s busy (1.93 of 2 cores); host BenchmarkIndex 1,385 (…)". */
export function formatRunCost(cost: RunCost): string {
  const seconds = Math.round(cost.wallMs / 1000);
  const parts = [`npm test took ${Math.floor(seconds / 60)} min ${seconds % 60} s`];
  if (cost.busyCpuS !== null && cost.wallMs > 0) {
    const busyCores = cost.busyCpuS / (cost.wallMs / 1000);
    parts.push(`${formatNumber(cost.busyCpuS)} CPU-s busy (${busyCores.toFixed(2)} of ${cost.cores} cores)`);
  }
  parts.push(
    cost.benchmarkIndex === null
      ? 'host speed not read'
      : `host BenchmarkIndex ${formatNumber(cost.benchmarkIndex)} (the best of ${HOST_SPEED_READINGS} readings of Lighthouse's page function in a plain page, decision 039)`,
  );
  return parts.join('; ');
}

/** Starts the clock; the function it returns measures the run so far and reads the host's speed. */
export function startRunCost(readHostSpeed: () => Promise<number>): () => Promise<RunCost> {
  const started = Date.now();
  const busyAtStart = busyCpuSeconds();
  return async () => {
    const wallMs = Date.now() - started;
    const busyNow = busyCpuSeconds();
    const busyCpuS = busyAtStart === null || busyNow === null ? null : busyNow - busyAtStart;
    const benchmarkIndex = await readHostSpeed().catch(() => null);
    return { wallMs, busyCpuS, cores: cpus().length, benchmarkIndex };
  };
}
