// `npm run bench:visitor [-- --runs 5] [--routes /,/pricing] [--baseline <dist dir>] [--cpu 4,calibrated]`: what a
// visitor on a slow phone lives, per route. Cold visits (a fresh browser each), Lighthouse's mobile
// profile applied for real over CDP (scripts/shared/slow-phone-profile.ts), at 390 and 1280 px, routes
// (and builds) interleaved so a noisy machine slows them alike. Reports, as medians: first
// contentful paint; the largest contentful paint the visitor saw (its last candidate by the time
// the page's islands have hydrated; the visit makes no input, which would end it); the moment the
// app runs every control of the page (<html data-hydrated>: before it, native controls work and
// app-only clicks are kept), and the difference. Serves the built site itself (DIST_DIR, default
// dist/; build first); with --baseline, another build (an earlier commit's dist) in the same run,
// next to it. Also when the page's islands (decision 033: parts that hydrate after the app is
// ready, their markup working meanwhile) have all hydrated. docs/decisions/028-usable-from-first-paint.md.
// The profile slows the host's CPU 4x, so a slower host is a slower phone: the report starts and
// ends with the host's speed (Lighthouse's BenchmarkIndex, in an unthrottled page) to read it by.
// --cpu: the CPU slowdowns to visit with, interleaved (default 4, the profile's); "calibrated" is
// the one Lighthouse's documented calibration gives for this host's speed (the BenchmarkIndex of
// three Lighthouse runs before the visits): the same phone on a quick or a slow host.
// The page tells the bench it is done with a console message: nothing of the bench's runs in the
// page while it loads (--probe poll, Playwright's waitForFunction as before 2026-11-27, compares).
import path from 'node:path';
import { pagePaths } from '../../server/origin/site-paths.ts';
import {
  APP_OWNED_PROPERTY_PREFIX,
  HYDRATED_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
} from '../../src/lib/early/contract.ts';
import { NAME_SHIM } from '../shared/in-page.ts';
import { startSiteServer } from '../shared/site-server.ts';
import { applySlowPhone, parseCpuSlowdown } from '../shared/slow-phone-profile.ts';
import { calibrateCpu, freshBrowser, hostSpeed } from './host-speed.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : fallback;
};
const RUNS = Number(arg('runs', '5'));
const WIDTHS = [390, 1280];
const routes = arg('routes', pagePaths().join(',')).split(',');
const baseline = arg('baseline', '');
/** The CPU slowdowns to visit with, interleaved: 4 (the profile's), a number, or "calibrated". */
const cpuOptions = arg('cpu', '4').split(',').map(parseCpuSlowdown);
type Probe = 'console' | 'poll';
/** How the bench learns that a visit is over: "console" (default), or "poll" (the way before, to compare). */
const probes = arg('probe', 'console')
  .split(',')
  .map((p): Probe => {
    if (p === 'console' || p === 'poll') return p;
    throw new Error(`--probe: "${p}" is neither "console" nor "poll"`);
  });

type Visit = { fcp: number; lcp: number; ready: number; islands: number };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)]! : Number.NaN;
};

async function main() {
  const dataDir = (name: string) => path.join(ROOT, '.tmp', `visitor-bench-${name}-${process.pid}`);
  const builds: { name: string; url: string; stop: () => void }[] = [
    { name: 'this', ...(await startSiteServer({ PUBLIC_LAUNCH: 'true', DATA_DIR: dataDir('this') })) },
  ];
  if (baseline)
    builds.push({
      name: 'baseline',
      ...(await startSiteServer({
        PUBLIC_LAUNCH: 'true',
        DATA_DIR: dataDir('baseline'),
        DIST_DIR: baseline,
      })),
    });
  const results = new Map<string, Visit[]>();
  const failed = new Map<string, number>();
  const speedBefore = await hostSpeed();
  // "calibrated": the slowdown Lighthouse's documented calibration gives for this host's speed now,
  // on the scale it is defined on (the BenchmarkIndex Lighthouse's own runs report).
  const calibrated = cpuOptions.includes('calibrated')
    ? await calibrateCpu(`${builds[0]!.url}${routes[0]}`)
    : undefined;
  const cpus = cpuOptions.map((c) => (c === 'calibrated' ? calibrated!.slowdown : c));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const width of WIDTHS) {
        for (const route of routes) {
          for (const [cpu, probe] of cpus.flatMap((c) => probes.map((p) => [c, p] as const))) {
            for (const build of builds) {
              const key = `${route} @${width}${cpus.length > 1 ? ` cpu ${cpu}x` : ''}${probes.length > 1 ? ` ${probe}` : ''}${builds.length > 1 ? ` ${build.name}` : ''}`;
              const visits = results.get(key) ?? [];
              results.set(key, visits);
              // One visit that never gets ready (a stalled request on a loaded machine) is reported,
              // not the end of a half-hour run: its row says how many visits it lost.
              try {
                visits.push(await visit(`${build.url}${route}`, width, cpu, probe));
              } catch (error) {
                failed.set(key, (failed.get(key) ?? 0) + 1);
                console.error(
                  `${key}, run ${run + 1}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
                );
              }
            }
          }
        }
      }
    }
  } finally {
    for (const build of builds) build.stop();
  }
  const speedAfter = await hostSpeed();
  console.log(
    `\nHost speed (Lighthouse's BenchmarkIndex, unthrottled): ${speedBefore} before, ${speedAfter} after`,
  );
  console.log(
    `CPU slowdown: ${cpus.map((c, i) => `${c}x${cpuOptions[i] === 'calibrated' ? ` (calibrated: Lighthouse's BenchmarkIndex ${calibrated?.benchmarkIndex})` : ''}`).join(', ')}`,
  );
  console.log(`Slow-phone profile, cold visits (a fresh browser each), median of ${RUNS} (ms):`);
  console.log('("failed": visits that did not get ready within 60 s; the medians are of the others)');
  console.log('("islands": every island of the page hydrated too; the page\'s ready when it has none)');
  console.log(
    'route @width'.padEnd(30),
    'FCP'.padStart(7),
    'LCP'.padStart(7),
    'ready'.padStart(7),
    'ready-FCP'.padStart(10),
    'islands'.padStart(8),
    'islands-FCP'.padStart(12),
    'failed'.padStart(7),
  );
  for (const [key, visits] of results) {
    const column = (pick: (v: Visit) => number, width: number) =>
      median(visits.map(pick)).toFixed(0).padStart(width);
    console.log(
      key.padEnd(30),
      column((v) => v.fcp, 7),
      column((v) => v.lcp, 7),
      column((v) => v.ready, 7),
      column((v) => v.ready - v.fcp, 10),
      column((v) => v.islands, 8),
      column((v) => v.islands - v.fcp, 12),
      String(failed.get(key) ?? 0).padStart(7),
    );
  }
}

/** One cold visit: a fresh browser, the slow-phone profile, until the app runs the page. */
/** What the page logs once every island has hydrated: the visit's end. */
const DONE_MESSAGE = 'visitor-bench: islands live';

async function visit(url: string, width: number, cpuSlowdown: number, probe: Probe): Promise<Visit> {
  const browser = await freshBrowser();
  try {
    const page = await browser.newPage({ viewport: { width, height: width < 500 ? 844 : 800 } });
    // The moment the app marks <html> as running the page, on the page's clock (every build has it),
    // watched on the document: the <html> element may not exist yet when this runs.
    // Then the moment every island's content is the app's (the head script's test, ownedByApp in
    // replay.ts), looked at every 10 ms from ready on.
    await page.addInitScript(NAME_SHIM);
    await page.addInitScript(
      ({ attribute, island, owned, done }) => {
        const times = window as unknown as { __ready?: number; __islands?: number; __lcp?: number };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) times.__lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        const live = (el: Element | null) => !!el && Object.keys(el).some((k) => k.startsWith(owned));
        new MutationObserver((_, observer) => {
          if (!document.documentElement.hasAttribute(attribute)) return;
          times.__ready = performance.now();
          observer.disconnect();
          const poll = setInterval(() => {
            const islands = [...document.querySelectorAll(`[${island}]`)];
            if (!islands.every((el) => live(el.firstElementChild))) return;
            times.__islands = performance.now();
            clearInterval(poll);
            console.debug(done);
          }, 10);
        }).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
      },
      {
        attribute: HYDRATED_ATTRIBUTE,
        island: ISLAND_ATTRIBUTE,
        owned: APP_OWNED_PROPERTY_PREFIX,
        done: DONE_MESSAGE,
      },
    );
    await applySlowPhone(page, cpuSlowdown);
    // Told by a console message, not by polling the page: Playwright's waitForFunction first
    // evaluates its injected script in the page, 160-220 ms of the page's main thread at 4-5.6x
    // CPU, right between first paint and ready (traced 2026-11-27); no visitor's page runs that.
    // "poll" keeps that way, to compare.
    const done =
      probe === 'console'
        ? page.waitForEvent('console', { predicate: (m) => m.text() === DONE_MESSAGE, timeout: 60_000 })
        : null;
    await page.goto(url, { waitUntil: 'commit' });
    if (done) await done;
    else
      await page.waitForFunction(
        () => (window as unknown as { __islands?: number }).__islands !== undefined,
        null,
        { timeout: 60_000 },
      );
    return await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN,
      ready: (window as unknown as { __ready: number }).__ready,
      islands: (window as unknown as { __islands: number }).__islands,
    }));
  } finally {
    await browser.close();
  }
}

await main();
