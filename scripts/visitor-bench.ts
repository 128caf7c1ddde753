// `npm run bench:visitor [-- --runs 5]`: what a visitor on a slow phone lives, per route. Cold
// visits (a fresh browser context each), Lighthouse's mobile profile applied for real over CDP
// (scripts/slow-phone-profile.ts), at 390 and 1280 px, routes interleaved so a noisy machine slows them alike. Reports, as medians: first contentful paint,
// the moment the app runs every control of the page (`data-hydrated`: before it, native controls
// work and app-only clicks are kept), and the difference. Serves the built site itself (DIST_DIR,
// default dist/; build first). docs/decisions/028-usable-from-first-paint.md.
import path from 'node:path';
import { chromium } from '@playwright/test';
import { pagePaths } from '../server/origin/site-paths.ts';
import { APP_READY_EVENT } from '../src/lib/early/contract.ts';
import { startSiteServer } from './site-server.ts';
import { applySlowPhone } from './slow-phone-profile.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const RUNS = Number(arg('runs', '5'));
const WIDTHS = [390, 1280];
const routes = arg('routes', pagePaths().join(',')).split(',');

type Visit = { fcp: number; ready: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
};

async function main() {
  const server = await startSiteServer({
    PUBLIC_LAUNCH: 'true',
    DATA_DIR: path.join(ROOT, '.tmp', `visitor-bench-${process.pid}`),
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const results = new Map<string, Visit[]>();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const width of WIDTHS) {
        for (const route of routes) {
          const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 } });
          const page = await context.newPage();
          // The moment the app says it runs the page (APP_READY_EVENT), on the page's clock.
          await page.addInitScript((event) => {
            document.addEventListener(event, () => {
              (window as unknown as { __ready: number }).__ready = performance.now();
            });
          }, APP_READY_EVENT);
          await applySlowPhone(page);
          await page.goto(`${server.url}${route}`, { waitUntil: 'commit' });
          await page.waitForFunction(
            () => (window as unknown as { __ready?: number }).__ready !== undefined,
            null,
            {
              timeout: 60_000,
            },
          );
          const visit = await page.evaluate(() => ({
            fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
            ready: (window as unknown as { __ready: number }).__ready,
          }));
          const key = `${route} @${width}`;
          results.set(key, [...(results.get(key) ?? []), visit]);
          await context.close();
        }
      }
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(`\nSlow-phone profile, cold visits, median of ${RUNS} (ms):`);
  console.log('route @width'.padEnd(26), 'FCP'.padStart(7), 'ready'.padStart(7), 'ready-FCP'.padStart(10));
  for (const [key, visits] of results) {
    const fcp = median(visits.map((v) => v.fcp));
    const ready = median(visits.map((v) => v.ready));
    const gap = median(visits.map((v) => v.ready - v.fcp));
    console.log(
      key.padEnd(26),
      fcp.toFixed(0).padStart(7),
      ready.toFixed(0).padStart(7),
      gap.toFixed(0).padStart(10),
    );
  }
}

await main();
