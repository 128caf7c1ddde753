// `npm test`: the whole suite, in order — typecheck, lint, layering, vitest, functions under Deno, the
// production build, Playwright e2e — then one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const TMP = path.join(ROOT, '.tmp');
mkdirSync(TMP, { recursive: true });
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

type Totals = { passed: number; failed: number; skipped: number };
const totals: Totals = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
const only = process.argv.slice(2);

function run(step: string, cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): boolean {
  if (only.length && !only.includes(step)) return true;
  console.log(`\n▶ ${step}: ${[path.basename(cmd), ...args].join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = res.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${step} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (!ok) failures.push(step);
  return ok;
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

run('typecheck', bin('tsc'), ['-p', 'tsconfig.json']);
run('lint', bin('biome'), ['check', '.']);
run('layers', 'npm', ['run', '--silent', 'lint:layers']);

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
}>(vitestJson);
if (v) {
  totals.passed += v.numPassedTests;
  totals.failed += v.numFailedTests;
  totals.skipped += v.numPendingTests + v.numTodoTests;
}

const denoJson = path.join(TMP, 'deno-summary.json');
rmSync(denoJson, { force: true });
run('deno', process.execPath, ['--import', 'tsx', 'scripts/test-deno.ts'], { DENO_SUMMARY_FILE: denoJson });
const d = readJson<Totals>(denoJson);
if (d) {
  totals.passed += d.passed;
  totals.failed += d.failed;
  totals.skipped += d.skipped;
}

if (
  // The whole static site (client, prerendered pages, gate page, CSP hashes), as `npm run build`.
  run('build', process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/build.ts')])
) {
  const e2eJson = path.join(TMP, 'playwright.json');
  rmSync(e2eJson, { force: true });
  run('e2e', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, E2E_SKIP_BUILD: '1' });
  const p = readJson<{ stats: { expected: number; unexpected: number; flaky: number; skipped: number } }>(
    e2eJson,
  );
  if (p) {
    totals.passed += p.stats.expected + p.stats.flaky;
    totals.failed += p.stats.unexpected;
    totals.skipped += p.stats.skipped;
  } else if (existsSync(e2eJson) === false && (!only.length || only.includes('e2e'))) {
    failures.push('e2e (no report)');
  }
}

console.log('');
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
