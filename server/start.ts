// `npm start`: builds the site if its inputs changed, then serves it with the local backend and the
// staging gate at the origin (off with PUBLIC_LAUNCH=true).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { deriveGateKey } from '../supabase/functions/_shared/gate-proof.ts';
import { createApp } from './app.ts';
import { startBackend } from './backend.ts';
import { buildIsCurrent, computeBuildStamp, writeBuildStamp } from './build-stamp.ts';
import { readServerConfig } from './config.ts';
import { DataDirLockedError } from './data-lock.ts';
import { originOf } from './origin/security-headers.ts';
import { readOriginSettings } from './origin-settings.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// DIST_DIR lets parallel test runs each serve their own build.
const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const config = readServerConfig();
const origin = readOriginSettings();

if (process.env.SKIP_BUILD !== '1') {
  const stamp = await computeBuildStamp();
  if (!(await buildIsCurrent(distDir, stamp))) {
    console.log('Building the site (inputs changed since the last build)…');
    const res = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'scripts/build/build.ts'), '--outDir', distDir],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (res.status !== 0) process.exit(res.status ?? 1);
    await writeBuildStamp(distDir, stamp);
  }
}

// A second server on the same DATA_DIR refuses to start; the message names the one holding it.
const backend = await startBackend(config).catch((err: unknown) => {
  if (!(err instanceof DataDirLockedError)) throw err;
  console.error(err.message);
  process.exit(1);
});
const gateKey = origin.publicLaunch ? null : await deriveGateKey(backend.gateSecret, config.stagingPassword);
const app = createApp({
  functions: backend.functions,
  distDir,
  trustProxyHops: origin.trustProxyHops,
  siteUrl: origin.siteUrl,
  connectSrc: [originOf(process.env.VITE_SUPABASE_URL)].filter((o): o is string => o !== null),
  gate: gateKey ? { on: true, gateKey } : { on: false },
  settings: origin.shared,
});

const server = serve(
  {
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    // Slow clients are cut off: headers within 5 s, the whole request within 10 s (bodies here
    // are a few KB); timeouts are checked every second instead of Node's default 30 s.
    serverOptions: {
      headersTimeout: origin.headersTimeoutMs,
      requestTimeout: origin.requestTimeoutMs,
      keepAliveTimeout: 5_000,
      connectionsCheckingInterval: 1_000,
    },
  },
  (info) => {
    const url = `http://${config.host}:${info.port}`;
    console.log(`Site and local backend ready at ${url} (Node ${process.version})`);
    console.log(`Functions at ${url}/functions/v1/<name>; database in ${config.dataDir}`);
    if (backend.migrations.length) console.log(`Applied migrations: ${backend.migrations.join(', ')}`);
    if (origin.publicLaunch) console.log('Public launch: the staging gate is off.');
    else if (config.usingDevPassword)
      console.log(`STAGING_PASSWORD is not set: using the development password "${config.stagingPassword}"`);
    else console.log('Staging password: from STAGING_PASSWORD');
  },
);

const shutdown = async () => {
  server.close();
  await backend.db.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
