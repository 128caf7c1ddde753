// The functions under the real Deno runtime (npm package `deno`): type-check every entrypoint,
// then run tests/deno, which start each entrypoint and send real HTTP requests on loopback.
import { spawnSync } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRealPgDatabase, realPostgresAvailable } from '../../tests/helpers/real-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const deno = path.join(ROOT, 'node_modules/.bin/deno');
const functionsDir = path.join(ROOT, 'supabase/functions');
const functionDirs = readdirSync(functionsDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => path.join(functionsDir, e.name));

// As the Supabase CLI bundles them: from each function's own folder, with its own deno.json.
for (const dir of functionDirs) {
  const check = spawnSync(deno, ['check', 'index.ts'], { cwd: dir, stdio: 'inherit' });
  if (check.status !== 0) {
    console.error(`deno check failed in ${path.relative(ROOT, dir)}`);
    process.exit(check.status ?? 1);
  }
}

// Database-backed checks use a throwaway database on the machine's PostgreSQL, when it answers.
const unavailable = await realPostgresAvailable();
const realDb = unavailable ? null : await createRealPgDatabase(2);
const dbEnv: Record<string, string> = realDb
  ? { TEST_DB_URL: realDb.url }
  : { TEST_DB_SKIP_REASON: unavailable ?? '' };

const res = spawnSync(
  deno,
  ['test', '--allow-net', '--allow-env', '--allow-read', '--allow-run', '--allow-sys', 'tests/deno/'],
  {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...dbEnv, NO_COLOR: '1' },
  },
);
await realDb?.drop();
process.stdout.write(res.stdout);
process.stderr.write(res.stderr);
// Deno closes with: "ok | 6 passed | 0 failed (2s)" (or FAILED | ...), with "| N ignored" when any.
const m = /(\d+) passed(?: \((\d+) steps\))? \| (\d+) failed(?: \((\d+) steps\))?(?: \| (\d+) ignored)?/.exec(
  res.stdout,
);
const summary = m ? { passed: Number(m[1]), failed: Number(m[3]), skipped: Number(m[5] ?? 0) } : null;
if (process.env.DENO_SUMMARY_FILE && summary)
  writeFileSync(process.env.DENO_SUMMARY_FILE, JSON.stringify(summary));
process.exit(res.status ?? 1);
