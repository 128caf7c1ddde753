// `npm run size`: gzip size of the JavaScript a visitor loads before the gate is usable (the
// entry script and what index.html preloads), and of each lazily loaded chunk. Builds first
// unless --no-build. Budget for the gate: 60 KB gzip.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const BUDGET_KB = 60;

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', dist],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [
  ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g),
].map((m) => m[1]!);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);

let initialTotal = 0;
console.log('Loaded before the gate is usable:');
for (const f of initial) {
  const size = gz(f);
  initialTotal += size;
  console.log(`  ${f.padEnd(48)} ${kb(size)}`);
}
console.log(`  ${'JavaScript total (gzip)'.padEnd(48)} ${kb(initialTotal)}  (budget ${BUDGET_KB} KB)`);
for (const f of css) console.log(`  ${f.padEnd(48)} ${kb(gz(f))} (CSS)`);

const initialSet = new Set(initial);
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initialSet.has(`assets/${f}`))
  .map((f) => ({ f: `assets/${f}`, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
console.log('\nLoaded after the gate (lazy chunks, gzip):');
for (const { f, size } of lazy) console.log(`  ${f.padEnd(48)} ${kb(size)}`);

if (initialTotal / 1024 > BUDGET_KB) {
  console.log(`\nOver budget: ${kb(initialTotal)} > ${BUDGET_KB} KB`);
  process.exitCode = 1;
}
