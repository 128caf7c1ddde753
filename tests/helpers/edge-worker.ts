// The Cloudflare Worker adapter (edge/cloudflare/worker.ts) under Cloudflare's real runtime, workerd
// through miniflare, in front of Workers static assets, as wrangler.jsonc configures it: bundled
// once with esbuild as wrangler would, then started with the bindings a test gives.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The Worker's bundle, in a folder of its own; returns the script's path. */
export async function bundleWorker(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lw-worker-'));
  const script = path.join(dir, 'worker.mjs');
  await build({
    entryPoints: [path.join(ROOT, 'edge/cloudflare/worker.ts')],
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
      compatibilityDate: '2025-09-01',
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
