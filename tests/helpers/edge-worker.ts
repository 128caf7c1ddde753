// The Cloudflare Worker adapter (edge/cloudflare/worker.ts) under Cloudflare's real runtime: the
// workerd that wrangler runs, through wrangler's own miniflare (package.json pins the version
// wrangler depends on; tests/scripts/edge-tools.test.ts checks they agree), in front of Workers static
// assets, with wrangler.jsonc's compatibility date and flags. Bundled once with esbuild as wrangler
// would (npm test's edge step has wrangler itself bundle it), then started with a test's bindings.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { readWranglerConfig } from '../../scripts/shared/wrangler.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const wrangler = readWranglerConfig();

/** The Worker's bundle (of `entry`: another checkout's, for a benchmark's baseline), in a folder of its own; returns the script's path. */
export async function bundleWorker(entry = path.join(ROOT, 'edge/cloudflare/worker.ts')): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lw-worker-'));
  const script = path.join(dir, 'worker.mjs');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'worker', 'browser'],
    mainFields: ['module', 'main'],
    outfile: script,
    logLevel: 'silent',
  });
  return script;
}

/**
 * The Worker serving `dist` with `bindings` (run_worker_first; html_handling and not_found_handling
 * "none"). With `listen`, on a loopback port of its own (mf.ready's URL), for raw HTTP.
 */
export async function startWorker(
  script: string,
  dist: string,
  bindings: Record<string, string>,
  listen = false,
): Promise<Miniflare> {
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      scriptPath: script,
      modulesRoot: path.dirname(script),
      compatibilityDate: wrangler.compatibility_date,
      compatibilityFlags: wrangler.compatibility_flags ?? [],
      ...(listen ? { host: '127.0.0.1', port: 0 } : {}),
      bindings,
      assets: {
        directory: dist,
        binding: 'ASSETS',
        routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
        assetConfig: { html_handling: 'none', not_found_handling: 'none' },
      },
    }),
  );
  await mf.ready;
  return mf;
}
