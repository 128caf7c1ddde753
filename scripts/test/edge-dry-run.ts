// `npm test`'s edge step: `wrangler deploy --dry-run` on the build, as an operator's deploy would run
// it but without an account. It fails if wrangler refuses the configuration, the bundle or the
// assets, and prints the Worker's size and the assets against the plan limits
// (edge/cloudflare/plan-limits.ts); over the target plan's limits it fails too.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PLAN_LIMITS, TARGET_PLAN } from '../../edge/cloudflare/plan-limits.ts';
import { readWranglerConfig, runWrangler, WRANGLER_CONFIG } from '../shared/wrangler.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const config = readWranglerConfig();
const assetsDir = path.resolve(ROOT, config.assets.directory);
const outDir = await mkdtemp(path.join(tmpdir(), 'lw-dry-run-'));

const res = runWrangler(['deploy', '--dry-run', '--config', WRANGLER_CONFIG, '--outdir', outDir]);
if (res.status !== 0) {
  console.error(`✘ wrangler deploy --dry-run refused the deploy:\n${res.stdout}\n${res.stderr}`);
  process.exit(1);
}
const said = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(res.stdout);
const read = /Read (\d+) files from the assets directory/.exec(res.stdout);

const bundle = readdirSync(outDir).filter((file) => /\.m?js$/.test(file));
const raw = bundle.reduce((sum, file) => sum + statSync(path.join(outDir, file)).size, 0);
const gzip = bundle.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(outDir, file))).length, 0);
const assets = readdirSync(assetsDir, { recursive: true, encoding: 'utf8' })
  .map((file) => path.join(assetsDir, file))
  .filter((file) => statSync(file).isFile());
const assetCount = read?.[1] ? Number(read[1]) : assets.length;
const largest = Math.max(...assets.map((file) => statSync(file).size));

const KiB = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const rows: [string, string, number, number, (n: number) => string][] = [
  ['Worker, gzip', KiB(gzip), gzip, PLAN_LIMITS[TARGET_PLAN].workerGzipBytes, MiB],
  // wrangler's own count where it prints one (it applies .assetsignore and adds its own files).
  ['asset files', String(assetCount), assetCount, PLAN_LIMITS[TARGET_PLAN].assetFiles, String],
  ['largest asset', KiB(largest), largest, PLAN_LIMITS[TARGET_PLAN].assetFileBytes, MiB],
];
console.log(
  `wrangler accepted the configuration, the bundle and ${assetCount} asset files ` +
    `(its count: ${said ? `${said[1]} KiB, gzip ${said[2]} KiB` : 'not printed'}; Worker ${KiB(raw)} raw).`,
);
let over = false;
for (const [what, shown, value, limit, unit] of rows) {
  const share = ((value / limit) * 100).toFixed(1);
  console.log(
    `  ${what.padEnd(14)} ${shown.padStart(11)}  of ${unit(limit)} on the ${TARGET_PLAN} plan (${share} %)`,
  );
  if (value > limit) over = true;
}
console.log(
  `  CPU per request: ${PLAN_LIMITS[TARGET_PLAN].cpuMsPerRequest} ms on the ${TARGET_PLAN} plan (npm run bench:contact measures the contact path)`,
);
if (over) {
  console.error(`✘ over the ${TARGET_PLAN} plan's limits`);
  process.exit(1);
}
