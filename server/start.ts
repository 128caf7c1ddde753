// `npm start`: builds the site if its inputs changed, then serves it with the local backend.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { startBackend } from './backend.ts';
import { buildIsCurrent, computeBuildStamp, writeBuildStamp } from './build-stamp.ts';
import { readServerConfig } from './config.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
// DIST_DIR lets parallel test runs each serve their own build.
const distDir = path.resolve(ROOT, process.env.DIST_DIR ?? 'dist');
const config = readServerConfig();

if (process.env.SKIP_BUILD !== '1') {
  const stamp = await computeBuildStamp();
  if (!(await buildIsCurrent(distDir, stamp))) {
    console.log('Building the site (inputs changed since the last build)…');
    const res = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', distDir],
      {
        cwd: ROOT,
        stdio: 'inherit',
      },
    );
    if (res.status !== 0) process.exit(res.status ?? 1);
    await writeBuildStamp(distDir, stamp);
  }
}

const backend = await startBackend(config);
const app = createApp({ functions: backend.functions, distDir, trustProxy: process.env.TRUST_PROXY === '1' });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://${config.host}:${info.port}`;
  console.log(`Site and local backend ready at ${url}`);
  console.log(`Functions at ${url}/functions/v1/<name>; database in ${config.dataDir}`);
  if (backend.migrations.length) console.log(`Applied migrations: ${backend.migrations.join(', ')}`);
  if (process.env.VITE_PUBLIC_LAUNCH === 'true') console.log('Public launch: the staging gate is off.');
  else if (config.usingDevPassword)
    console.log(`STAGING_PASSWORD is not set: using the development password "${config.stagingPassword}"`);
  else console.log('Staging password: from STAGING_PASSWORD');
});

const shutdown = async () => {
  server.close();
  await backend.db.close().catch(() => undefined);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
