// The host's speed as Lighthouse measures it, for the benchmarks to report and calibrate by
// (docs/decisions/039-benchmarks-carry-the-host-speed.md).
import { chromium } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { CHROMIUM } from '../shared/chromium.ts';
import { calibratedCpuSlowdown } from '../shared/slow-phone-profile.ts';
import { HOST_SPEED_READINGS } from '../test/run-cost.ts';

/** A fresh browser (CHROMIUM), nothing cached. */
export const freshBrowser = () => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });

/**
 * Lighthouse's BenchmarkIndex: its page function (about a second each) run `readings` times in one
 * unthrottled page of a fresh browser, the best of them. Whatever else the host runs only lowers a
 * reading, and a fresh browser is still starting its other processes during the first one; how
 * much single readings spread: decision 039.
 */
export async function hostSpeed(readings = HOST_SPEED_READINGS): Promise<number> {
  const browser = await freshBrowser();
  try {
    const page = await browser.newPage();
    let best = 0;
    for (let i = 0; i < readings; i++)
      best = Math.max(best, await page.evaluate(pageFunctions.computeBenchmarkIndex));
    return Math.round(best);
  } finally {
    await browser.close();
  }
}

/**
 * The host's speed on the scale Lighthouse's CPU calibration is defined on: the BenchmarkIndex a
 * Lighthouse run of `url` reports (lhr.environment.benchmarkIndex), median of `runs` runs, each in
 * a fresh browser. It reads higher than hostSpeed's plain page on the same host (seen 2026-11-27:
 * 2,765 against single plain-page readings of 1,417-1,803), so the two are never mixed.
 */
export async function lighthouseBenchmarkIndex(url: string, runs = 3): Promise<number> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const values: number[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: LIGHTHOUSE_FLAGS,
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        onlyAudits: ['first-contentful-paint'],
        output: 'json',
        logLevel: 'error',
      });
      const index = result?.lhr.environment.benchmarkIndex;
      if (index) values.push(index);
    } finally {
      chrome.kill();
    }
  }
  if (!values.length) throw new Error(`no BenchmarkIndex from Lighthouse for ${url}`);
  const sorted = values.sort((a, b) => a - b);
  return Math.round(sorted[Math.floor((sorted.length - 1) / 2)]!);
}

/**
 * The CPU slowdown Lighthouse's documented calibration gives for this host now (its own runs of
 * `url` measure the speed), to two decimals, with the speed it was read from.
 */
export async function calibrateCpu(url: string): Promise<{ benchmarkIndex: number; slowdown: number }> {
  const benchmarkIndex = await lighthouseBenchmarkIndex(url);
  return { benchmarkIndex, slowdown: Number(calibratedCpuSlowdown(benchmarkIndex).toFixed(2)) };
}

/** How scripts/bench/lighthouse.ts starts Chromium for Lighthouse (and the probe above). */
export const LIGHTHOUSE_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
