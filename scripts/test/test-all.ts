// `npm test`: the whole suite — the production build, then typecheck, lint, layering, vitest (with
// the cross-engine smoke on the build beside them: that one mostly waits), functions under Deno,
// Playwright e2e — then one closing line with the totals.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { clusterCopy } from '../../server/pglite-cluster.ts';
import { E2E_CHROMIUM } from '../shared/chromium.ts';
import { formatRunCost, startRunCost } from './run-cost.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TMP = path.join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const only = process.argv.slice(2);
/** Whether `step` runs: every step, or only those named on the command line. */
const selected = (step: string) => !only.length || only.includes(step);
// The whole run's wall time and busy CPU, and the host's speed read at its end (a browser for about
// a second): the 12-minute target is read against it (scripts/test/run-cost.ts).
console.log(`npm test on Node ${process.versions.node}`);
const measureRun = startRunCost(async () => (await import('../bench/host-speed.ts')).hostSpeed());

/** Prints a step's outcome and time (`started`: Date.now() when it began); a failed one is listed. */
function finished(step: string, ok: boolean, started: number) {
  console.log(`${ok ? '✔' : '✘'} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(step);
}

function run(step: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  if (!selected(step)) return true;
  console.log(`\n▶ ${step}: ${[path.basename(cmd), ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  finished(step, ok, started);
  return ok;
}

/** Starts a step in the background, its output kept in a file and printed when it ends. */
function start(step: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<boolean> {
  if (!selected(step)) return Promise.resolve(true);
  console.log(`\n▶ ${step} (beside the next steps): ${[path.basename(cmd), ...args].join(' ')}`);
  const started = Date.now();
  const logFile = path.join(TMP, `${step}.log`);
  // Straight into a file: the steps beside it run with spawnSync, which holds this event loop.
  const fd = openSync(logFile, 'w');
  const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      console.log(`\n── ${step} output ──\n${readFileSync(logFile, 'utf8')}`);
      const ok = code === 0;
      finished(step, ok, started);
      resolve(ok);
    });
  });
}

type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; tests: { status: string; projectName: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
};

/** The e2e tests with this outcome ('flaky': passed only on their retry; 'unexpected': failed), named. */
function testsWith(report: PlaywrightReport, status: 'flaky' | 'unexpected'): string[] {
  const names: string[] = [];
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === status) names.push(`[${test.projectName}] ${spec.file} › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites) walk(suite);
  return names;
}
const flaky: string[] = [];
/** The tests that failed, named again in the closing lines (CI shows only the tail of the output). */
const failedTests: string[] = [];

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/**
 * One Playwright run (`args` picks its projects) on the build, its tests added to the totals;
 * `step` names it, and its failures' traces and screenshots are kept under test-results/<step>.
 */
function e2e(step: string, args: string[]) {
  if (selected(step)) console.log(`\n${step} runs in ${E2E_CHROMIUM}`);
  const json = path.join(TMP, `playwright-${step}.json`);
  rmSync(json, { force: true });
  run(step, bin('playwright'), ['test', ...args, '--output', path.join('test-results', step)], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: json,
    E2E_SKIP_BUILD: '1',
  });
  const p = readJson<PlaywrightReport>(json);
  if (p) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
    flaky.push(...testsWith(p, 'flaky'));
    failedTests.push(...testsWith(p, 'unexpected'));
  } else if (existsSync(json) === false && selected(step)) {
    failures.push(`${step} (no report)`);
  }
}

// The whole static site (client, prerendered pages, gate page, CSP hashes), as `npm run build`.
const built = run('build', process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build/build.ts')]);
// The copy of a fresh database cluster that every new embedded database starts from (decision 044),
// made now if this machine has none, before the steps below start a score of databases at once.
{
  const started = Date.now();
  await clusterCopy();
  finished('database cluster copy ready', true, started);
}
const enginesJson = path.join(TMP, 'engines-summary.json');
rmSync(enginesJson, { force: true });
const engines = built
  ? start('engines', process.execPath, ['--import', 'tsx', 'scripts/test/engine-smoke.ts'], {
      ENGINES_SUMMARY_FILE: enginesJson,
    })
  : Promise.resolve(false);

// Beside the cross-engine smoke, which only needs the build.
run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
// Biome, then the colour check (scripts/test/check-colours.ts): `npm run lint`, the one definition.
run('lint', 'npm', ['run', '--silent', 'lint']);
run('layers', 'npm', ['run', '--silent', 'lint:layers']);
// wrangler deploy --dry-run on the build: the production edge's own tool accepts the configuration,
// the Worker's bundle and the assets, within the plan's limits (scripts/test/edge-dry-run.ts).
if (built) run('edge', process.execPath, ['--import', 'tsx', 'scripts/test/edge-dry-run.ts']);

const vitestJson = path.join(TMP, 'vitest.json');
rmSync(vitestJson, { force: true });
run('vitest', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
const v = readJson<{
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    startTime?: number;
    endTime?: number;
    assertionResults?: { status: string; fullName: string }[];
  }[];
}>(vitestJson);
if (v) {
  // The slowest files, by their own wall time (two run at once): where a slow host would time out first.
  const slowest = (v.testResults ?? [])
    .map((file) => ({
      file: path.relative(ROOT, file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 10);
  console.log(
    `Slowest vitest files:\n${slowest.map((s) => `  ${(s.ms / 1000).toFixed(1).padStart(6)} s  ${s.file}`).join('\n')}`,
  );
  for (const file of v.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        failedTests.push(`[vitest] ${path.relative(ROOT, file.name)} › ${t.fullName}`);
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + v.numTodoTests;
}

const denoJson = path.join(TMP, 'deno-summary.json');
rmSync(denoJson, { force: true });
run('deno', process.execPath, ['--import', 'tsx', 'scripts/test/test-deno.ts'], {
  DENO_SUMMARY_FILE: denoJson,
});
const d = readJson<Totals>(denoJson);
if (d) {
  totals.passed += d.passed;
  totals.failed += d.failed;
  totals.skipped += d.skipped;
}

// The slow-phone project beside the cross-engine smoke, which outlasts the steps above (2026-11-27:
// 175 s against 116 s): its throttled browsers mostly wait on their emulated network and CPU.
if (built) e2e('e2e-slow-phone', ['--project', 'slow-phone']);

await engines;
const en = readJson<Totals & { flaky?: string[]; failures?: string[] }>(enginesJson);
if (en) {
  totals.passed += en.passed;
  totals.failed += en.failed;
  totals.skipped += en.skipped;
  flaky.push(...(en.flaky ?? []));
  failedTests.push(...(en.failures ?? []));
}

// The rest of the e2e suite, on its own: it keeps both cores busy.
if (built) e2e('e2e', ['--project', 'chromium']);

console.log('');
if (flaky.length) console.log(`Passed only on a retry (flaky):\n${flaky.map((n) => `  ${n}`).join('\n')}`);
if (failedTests.length) console.log(`Failed:\n${failedTests.map((n) => `  ${n}`).join('\n')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
if (!only.length) console.log(formatRunCost(await measureRun()));
process.exit(failures.length || totals.failed ? 1 : 0);
