// wrangler, the production edge's own tool, as the project's scripts run it (decision 053): its
// configuration (wrangler.jsonc) read once here, a copy of it pointed at another build, and the CLI.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const WRANGLER_CONFIG = path.join(ROOT, 'wrangler.jsonc');
const WRANGLER = path.join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
/** No telemetry from any run of ours (wrangler.jsonc says so too, for an operator's own runs). */
const QUIET = {
  WRANGLER_SEND_METRICS: 'false',
  NO_UPDATE_NOTIFIER: '1',
  CI: '1',
  // No fetch of the `Request.cf` object from Cloudflare for local runs: a placeholder serves.
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
};

export type WranglerConfig = {
  name: string;
  main: string;
  compatibility_date: string;
  compatibility_flags?: string[];
  assets: {
    directory: string;
    binding: string;
    run_worker_first: boolean;
    html_handling: string;
    not_found_handling: string;
  };
  vars: Record<string, string>;
};

/** wrangler.jsonc without its comments (whole-line `//` comments: the file's own convention). */
export function readWranglerConfig(file = WRANGLER_CONFIG): WranglerConfig {
  const text = readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => !/^\s*\/\//.test(line))
    .join('\n');
  return JSON.parse(text) as WranglerConfig;
}

/**
 * A copy of wrangler.jsonc in `dir` with the assets directory, the entry and the vars changed (paths
 * made absolute, as the copy lives elsewhere); returns its path.
 */
export function writeWranglerConfig(
  dir: string,
  change: { assets?: string; vars?: Record<string, string> },
): string {
  const config = readWranglerConfig();
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'wrangler.json');
  const copy: WranglerConfig = {
    ...config,
    main: path.resolve(ROOT, config.main),
    assets: { ...config.assets, directory: path.resolve(ROOT, change.assets ?? config.assets.directory) },
    vars: { ...config.vars, ...change.vars },
  };
  // The schema reference is relative to the project; the copy does without it.
  delete (copy as { $schema?: string }).$schema;
  writeFileSync(file, `${JSON.stringify(copy, null, 2)}\n`);
  return file;
}

/** Runs wrangler to its end; its output is returned, not printed. */
export function runWrangler(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...QUIET, ...env },
  });
}

/** Starts wrangler in the background, its output on this terminal. */
export function spawnWrangler(args: string[], env: NodeJS.ProcessEnv = {}) {
  return spawn(process.execPath, [WRANGLER, ...args], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...QUIET, ...env },
  });
}
