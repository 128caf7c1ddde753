// `npm run lighthouse [-- --routes /,/pricing] [--runs 3] [--no-build] [--gate] [--dist <dir>] [--no-js]
// [--explain]`:
// builds the site into .tmp/lighthouse-dist (or <dir>; with --no-build, measures the build already
// there), serves it in public-launch mode (PUBLIC_LAUNCH=true, the real server) on loopback (with
// --gate: gate on, measuring the gate page a visitor without the cookie gets), and runs Lighthouse
// (mobile, simulated throttling) in the system Chromium, several runs per route. Prints one JSON
// line per route with the medians: Performance, FCP, LCP, TBT (and the range of the runs' TBT),
// CLS and the transferred script bytes. --no-js measures a copy of the build whose pages load no
// script: the floor the HTML and CSS alone set (docs/decisions/026-main-thread-budget-findings.md).
// --explain also prints, for every run, the tasks its TBT is made of (scripts/lighthouse-explain.ts).
// A benchmark, not a test: nothing here asserts speed.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { paths } from '../src/config/paths.ts';
import { explainBlocking } from './lighthouse-explain.ts';
import { freePort, waitForServer } from './local-server.ts';
import { withoutPageScripts } from './page-scripts.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.resolve(ROOT, option('--dist') ?? path.join('.tmp', 'lighthouse-dist'));
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const gate = process.argv.includes('--gate');
const routes = option('--routes')?.split(',').filter(Boolean) ?? (gate ? [paths.home] : Object.values(paths));
const runs = Number(option('--runs') ?? 3);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');

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
};

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', '--outDir', DIST], {
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
    writeFileSync(page, withoutPageScripts(readFileSync(page, 'utf8')));
  }
  return copy;
}

const noJs = process.argv.includes('--no-js');
const explain = process.argv.includes('--explain');
const served = noJs ? withoutScripts(DIST) : DIST;

const port = await freePort();
const dataDir = path.join(ROOT, '.tmp', `lighthouse-data-${process.pid}`);
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PUBLIC_LAUNCH: gate ? 'false' : 'true',
    SKIP_BUILD: '1',
    DIST_DIR: served,
    PORT: String(port),
    DATA_DIR: dataDir,
  },
});
const base = `http://127.0.0.1:${port}`;

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer(`${base}/robots.txt`, server);
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const route of routes) {
    const results: Run[] = [];
    let failures = 0;
    while (results.length < runs) {
      const result = await lighthouse(`${base}${route}`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      const error = !lhr ? 'no result' : lhr.runtimeError?.message;
      if (error || !lhr) {
        // A busy machine sometimes spoils a trace (NO_NAVSTART): run again, a few times at most.
        if (++failures > 3) throw new Error(`${route}: ${error}`);
        console.error(`${route}: ${error}; running again`);
        continue;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const summary = lhr.audits['resource-summary']?.details as
        | { items: { resourceType: string; transferSize: number }[] }
        | undefined;
      results.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcpMs: audit('first-contentful-paint'),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        scriptBytes: summary?.items.find((it) => it.resourceType === 'script')?.transferSize ?? 0,
      });
      if (explain && result) {
        const blocking = await explainBlocking(result.artifacts, lhr.configSettings);
        console.log(
          JSON.stringify({
            route,
            run: results.length,
            tbtMs: Math.round(audit('total-blocking-time')),
            blocking,
          }),
        );
      }
    }
    const pick = (key: keyof Run) => median(results.map((r) => r[key]));
    const tbts = results.map((r) => r.tbtMs);
    console.log(
      JSON.stringify({
        route,
        ...(gate ? { page: 'gate' } : {}),
        ...(noJs ? { javascript: false } : {}),
        runs,
        performance: pick('performance'),
        fcpMs: Math.round(pick('fcpMs')),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        tbtRangeMs: [Math.round(Math.min(...tbts)), Math.round(Math.max(...tbts))],
        cls: Number(pick('cls').toFixed(3)),
        scriptKB: Number((pick('scriptBytes') / 1024).toFixed(1)),
      }),
    );
  }
} finally {
  chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
