// `npm run size`: gzip size of what the staging gate page loads (its script and inline stylesheet,
// budget 20 KB of JavaScript), of what each prerendered page loads up front and of all the script
// it runs before it is ready (budget 130 KB, issue 17), and of every lazily loaded chunk. Builds
// first unless --no-build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  GATE_PAGE_FILE,
  PRECOMPRESSED_SUFFIX,
  pageFileFor,
  pagePaths,
} from '../../server/origin/site-paths.ts';
import { staticChunkImports } from '../build/page-scripts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dist = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const GATE_BUDGET_KB = 20;
/** The script a page runs before it is ready (issue 17): a budget reported, not enforced. */
const READY_BUDGET_KB = 130;

if (!process.argv.includes('--no-build')) {
  const res = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts/build/build.ts'), '--outDir', dist],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
/** What the local origin sends a browser that accepts br: the build's brotli copy (scripts/build/precompress.ts). */
const sent = (file: string) => {
  const copy = path.join(dist, file + PRECOMPRESSED_SUFFIX);
  return existsSync(copy) ? statSync(copy).size : gz(file);
};

/** The scripts an HTML document loads up front (module scripts and modulepreloads). */
function upFrontScripts(htmlFile: string): string[] {
  const html = readFileSync(path.join(dist, htmlFile), 'utf8');
  return [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/([^"]+\.js)"/g)].map(
    (m) => m[1]!,
  );
}

const gateScripts = upFrontScripts(GATE_PAGE_FILE);
const gateJs = gateScripts.reduce((sum, f) => sum + gz(f), 0);
const gateHtml = gz(GATE_PAGE_FILE);
console.log('The staging gate page:');
for (const f of gateScripts) console.log(`  ${f.padEnd(52)} ${kb(gz(f))}`);
console.log(`  ${'JavaScript total (gzip)'.padEnd(52)} ${kb(gateJs)}  (budget ${GATE_BUDGET_KB} KB)`);
console.log(`  ${'HTML with its inline stylesheet (gzip)'.padEnd(52)} ${kb(gateHtml)}`);

/**
 * Every script the page runs before it is ready: what it loads up front and, transitively, what
 * those import statically (react and the shared chunk are imported by the entry's steps, not listed
 * in the page). A chunk's static imports are `import … from"../x.js"` or `import"../x.js"`.
 */
function beforeReady(scripts: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...scripts];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    for (const chunk of staticChunkImports(code))
      queue.push(path.posix.join(path.posix.dirname(file), chunk));
  }
  return seen;
}

// The page's inline head script (src/lib/early/page-head.ts), the same text on every page: it runs
// before anything else, so its size is watched on its own (issue 57 let it grow by at most 1 KB).
const headScript = /<script>([\s\S]*?)<\/script>/.exec(
  readFileSync(path.join(dist, 'index.html'), 'utf8'),
)?.[1];
if (headScript !== undefined)
  console.log(
    `\nThe inline head script of every page: ${kb(gzipSync(headScript, { level: 9 }).length)} gzip (${kb(headScript.length)} raw)`,
  );

const upFront = new Set<string>();
let overBudget = 0;
console.log(
  `\nEach page (gzip): HTML, JavaScript it lists up front, all JavaScript it runs before it is ready (budget ${READY_BUDGET_KB} KB);\nthen as the local origin sends them with brotli: HTML, JavaScript before ready:`,
);
for (const route of pagePaths()) {
  const file = pageFileFor(route)!;
  if (!existsSync(path.join(dist, file))) continue;
  const scripts = upFrontScripts(file);
  const ready = beforeReady(scripts);
  for (const s of ready) upFront.add(s);
  const js = scripts.reduce((sum, f) => sum + gz(f), 0);
  const readyJs = [...ready].reduce((sum, f) => sum + gz(f), 0);
  const readySent = [...ready].reduce((sum, f) => sum + sent(f), 0);
  const over = readyJs / 1024 > READY_BUDGET_KB;
  if (over) overBudget += 1;
  console.log(
    `  ${route.padEnd(20)} ${kb(gz(file)).padStart(9)} ${kb(js).padStart(9)} ${kb(readyJs).padStart(9)}   ${kb(sent(file)).padStart(9)} ${kb(readySent).padStart(9)}${over ? '  over budget' : ''}`,
  );
}
console.log(`  ${overBudget} of ${pagePaths().length} pages over ${READY_BUDGET_KB} KB before ready`);

const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !upFront.has(`assets/${f}`))
  .map((f) => ({ f: `assets/${f}`, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
console.log('\nLoaded later, after the page is ready or on demand (gzip):');
for (const { f, size } of lazy) console.log(`  ${f.padEnd(52)} ${kb(size)}`);

if (gateJs / 1024 > GATE_BUDGET_KB) {
  console.log(`\nGate page over budget: ${kb(gateJs)} > ${GATE_BUDGET_KB} KB`);
  process.exitCode = 1;
}
