// `npm run lighthouse [-- --routes /,/pricing] [--runs 3] [--no-build] [--gate] [--dist <dir>] [--no-js]
// [--explain] [--fresh] [--pairs [--baseline <dir>]] [--cpu <n|calibrated>]`:
// builds the site into .tmp/lighthouse-dist (or <dir>; with --no-build, measures the build already
// there), serves it in public-launch mode (PUBLIC_LAUNCH=true, the real server) on loopback (with
// --gate: gate on, measuring the gate page a visitor without the cookie gets), and runs Lighthouse
// (mobile, simulated throttling) in the system Chromium, several runs per route. Prints one JSON
// line per route with the medians: Performance, FCP, LCP, TBT (and the range of the runs' TBT),
// CLS and the transferred script bytes. --no-js measures a copy of the build whose pages load no
// script: the floor the HTML and CSS alone set (docs/decisions/026-main-thread-budget-findings.md).
// --explain also prints, for every run, the tasks its TBT is made of (scripts/bench/lighthouse-explain.ts).
// --fresh: a fresh browser for every run (a cold cache, as a first visit). --pairs: each route with
// and without its scripts, interleaved, fresh browsers, in one run; prints both medians and the
// with-JS minus no-JS difference (a difference in one run holds on a noisy machine; absolute TBT
// does not). --baseline (with --pairs): another build (an earlier commit's) measured with its scripts
// in the same interleaving, and this build's with-JS medians minus its. Each line also gives the host's speed (Lighthouse's BenchmarkIndex, median of the
// runs): the same page measures 2-5x slower on a slow hour of a shared machine. --cpu sets the
// simulated CPU slowdown (Lighthouse's default 4x assumes a high-end desktop host); "calibrated"
// measures the host's BenchmarkIndex first and uses Lighthouse's documented calibration for it
// (scripts/shared/slow-phone-profile.ts).
// A benchmark, not a test: nothing here asserts speed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { paths } from '../../src/config/paths.ts';
import { withoutPageScripts } from '../build/page-scripts.ts';
import { rewriteBuiltFile } from '../build/precompress.ts';
import { CHROMIUM } from '../shared/chromium.ts';
import { freePort, waitForServer } from '../shared/local-server.ts';
import { parseCpuSlowdown } from '../shared/slow-phone-profile.ts';
import { calibrateCpu, LIGHTHOUSE_FLAGS } from './host-speed.ts';
import { explainBlocking } from './lighthouse-explain.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.resolve(ROOT, option('--dist') ?? path.join('.tmp', 'lighthouse-dist'));

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const gate = process.argv.includes('--gate');
const routes = option('--routes')?.split(',').filter(Boolean) ?? (gate ? [paths.home] : Object.values(paths));
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

const cpuOption = option('--cpu');
/** The simulated CPU slowdown, or undefined for Lighthouse's own (4x). */
let cpuSlowdown: number | undefined;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptBytes: number;
  /** The host's speed as Lighthouse measured it for this run (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (lhr.configSettings). */
  cpuSlowdown: number;
};

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** A copy of the build whose pages run none of their own scripts (as with scripts turned off). */
function withoutScripts(dist: string): string {
  const copy = path.join(ROOT, '.tmp', `${path.basename(dist)}-no-js`);
  rmSync(copy, { recursive: true, force: true });
  cpSync(dist, copy, { recursive: true });
  for (const file of readdirSync(copy).filter((f) => f.endsWith('.html'))) {
    const page = path.join(copy, file);
    rewriteBuiltFile(page, withoutPageScripts(readFileSync(page, 'utf8')));
  }
  return copy;
}

const noJs = process.argv.includes('--no-js');
const explain = process.argv.includes('--explain');
// --pairs: each route with its scripts and without them (the no-JS floor), interleaved, a fresh
// browser per run, in one run; prints both medians and the difference (issue 17, item 6).
const pairs = process.argv.includes('--pairs');
const fresh = pairs || process.argv.includes('--fresh');
const baselineDir = option('--baseline');
if (baselineDir !== undefined && !pairs) throw new Error('--baseline goes with --pairs');

type Server = { base: string; stop: () => Promise<void> };

async function serve(dist: string, name: string): Promise<Server> {
  const port = await freePort();
  const dataDir = path.join(ROOT, '.tmp', `lighthouse-data-${name}-${process.pid}`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PUBLIC_LAUNCH: gate ? 'false' : 'true',
      SKIP_BUILD: '1',
      DIST_DIR: dist,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(`${base}/robots.txt`, child);
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let shared: chromeLauncher.LaunchedChrome | undefined;

/** One Lighthouse run of `url` (again, a few times at most, when a busy machine spoils a trace). */
async function measure(url: string, route: string): Promise<Run> {
  for (let failures = 0; ; failures++) {
    const chrome = fresh
      ? await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS })
      : shared!;
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        ...(cpuSlowdown === undefined
          ? {}
          : { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } }),
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      const error = !lhr ? 'no result' : lhr.runtimeError?.message;
      if (error || !lhr) {
        if (failures >= 3) throw new Error(`${route}: ${error}`);
        console.error(`${route}: ${error}; running again`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary = lhr.audits['resource-summary']?.details as
        | { items: { resourceType: string; transferSize: number }[] }
        | undefined;
      if (explain && result) {
        const blocking = await explainBlocking(result.artifacts, lhr.configSettings);
        console.log(JSON.stringify({ route, tbtMs: Math.round(audit('total-blocking-time')), blocking }));
      }
      return {
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        scriptBytes: summary?.items.find((it) => it.resourceType === 'script')?.transferSize ?? 0,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
      };
    } finally {
      if (fresh) chrome.kill();
    }
  }
}

/** The medians of a route's runs, as one JSON-ready object. */
function summarize(results: Run[]) {
  const pick = (key: keyof Run) => median(results.map((r) => r[key]));
  const tbts = results.map((r) => r.tbtMs);
  return {
    performance: pick('performance'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    tbtRangeMs: [Math.round(Math.min(...tbts)), Math.round(Math.max(...tbts))],
    cls: Number(pick('cls').toFixed(3)),
    scriptKB: Number((pick('scriptBytes') / 1024).toFixed(1)),
    benchmarkIndex: Math.round(pick('benchmarkIndex')),
    cpuSlowdown: pick('cpuSlowdown'),
  };
}

/** One set of medians minus another, on the figures the targets are about. */
function difference(a: ReturnType<typeof summarize>, b: ReturnType<typeof summarize>) {
  return {
    performance: a.performance - b.performance,
    tbtMs: a.tbtMs - b.tbtMs,
    fcpMs: a.fcpMs - b.fcpMs,
    lcpMs: a.lcpMs - b.lcpMs,
  };
}

const servers: Server[] = [];
try {
  const withJs = await serve(noJs ? withoutScripts(DIST) : DIST, noJs ? 'no-js' : 'js');
  servers.push(withJs);
  const floor = pairs ? await serve(withoutScripts(DIST), 'no-js') : undefined;
  if (floor) servers.push(floor);
  const baseline = baselineDir === undefined ? undefined : await serve(path.resolve(baselineDir), 'baseline');
  if (baseline) servers.push(baseline);
  if (!fresh) shared = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: LIGHTHOUSE_FLAGS });
  if (cpuOption !== undefined) {
    const parsed = parseCpuSlowdown(cpuOption);
    if (parsed === 'calibrated') {
      // Lighthouse's documented calibration, from the speed its own runs report on this host now.
      const { benchmarkIndex, slowdown } = await calibrateCpu(`${withJs.base}${routes[0]}`);
      cpuSlowdown = slowdown;
      console.log(JSON.stringify({ cpu: 'calibrated', benchmarkIndex, cpuSlowdownMultiplier: slowdown }));
    } else cpuSlowdown = parsed;
  }

  if (floor) {
    // Interleaved: run by run, route by route, with and without scripts, so load hits both alike.
    const js = new Map<string, Run[]>();
    const none = new Map<string, Run[]>();
    const before = new Map<string, Run[]>();
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        js.set(route, [...(js.get(route) ?? []), await measure(`${withJs.base}${route}`, route)]);
        none.set(route, [...(none.get(route) ?? []), await measure(`${floor.base}${route}`, route)]);
        if (baseline)
          before.set(route, [...(before.get(route) ?? []), await measure(`${baseline.base}${route}`, route)]);
      }
    }
    for (const route of routes) {
      const a = summarize(js.get(route)!);
      const b = summarize(none.get(route)!);
      const c = baseline ? summarize(before.get(route)!) : undefined;
      console.log(
        JSON.stringify({
          route,
          runs,
          withJs: a,
          noJs: b,
          difference: difference(a, b),
          ...(c ? { baseline: c, vsBaseline: difference(a, c) } : {}),
        }),
      );
    }
  } else {
    for (const route of routes) {
      const results: Run[] = [];
      while (results.length < runs) results.push(await measure(`${withJs.base}${route}`, route));
      console.log(
        JSON.stringify({
          route,
          ...(gate ? { page: 'gate' } : {}),
          ...(noJs ? { javascript: false } : {}),
          runs,
          ...summarize(results),
        }),
      );
    }
  }
} finally {
  shared?.kill();
  for (const server of servers) await server.stop();
}
