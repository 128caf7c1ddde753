// `npm run dev:edge`: the production edge, locally. The build is served through `wrangler dev`: the
// real Worker (edge/cloudflare/worker.ts) on wrangler's workerd, with the staging gate and the
// security headers, configured from wrangler.jsonc. Behind it, `npm start`'s server is the local
// functions backend (validate-password for the gate, submit-contact for the form), as Supabase is
// in production. Ports: EDGE_PORT (8787) and EDGE_BACKEND_PORT (54321).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readServerConfig } from '../../server/config.ts';
import { deriveGateKey } from '../../supabase/functions/_shared/gate-proof.ts';
import { startSiteServer } from '../shared/site-server.ts';
import { spawnWrangler, writeWranglerConfig } from '../shared/wrangler.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOST = '127.0.0.1';
const edgePort = Number(process.env.EDGE_PORT ?? 8787);
const backendPort = Number(process.env.EDGE_BACKEND_PORT ?? 54321);
const siteUrl = `http://${HOST}:${edgePort}`;
const backendUrl = `http://${HOST}:${backendPort}`;
const work = path.join(ROOT, '.tmp/edge-dev');
const dist = path.join(work, 'dist');
// The secrets the Worker and the backend share, for this session unless given.
const gateSecret = process.env.GATE_SECRET || randomBytes(32).toString('hex');
const forwardSecret = process.env.ORIGIN_FORWARD_SECRET || randomBytes(32).toString('hex');
const { stagingPassword, usingDevPassword } = readServerConfig();

const children: ReturnType<typeof spawn>[] = [];
let stopBackend = () => {};
const stopAll = () => {
  stopBackend();
  for (const child of children) child.kill();
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

// 1. A build whose browser code calls the local functions backend, as a production build calls Supabase.
console.log(`Building for the edge (functions at ${backendUrl})…`);
await new Promise<void>((resolve, reject) => {
  const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', dist], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_SUPABASE_URL: backendUrl, SITE_URL: siteUrl },
  });
  build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`the build failed (${code})`))));
});

// 2. The local functions backend: `npm start`'s server on the build above.
const backend = await startSiteServer({
  PORT: String(backendPort),
  HOST,
  DIST_DIR: dist,
  GATE_SECRET: gateSecret,
  ORIGIN_FORWARD_SECRET: forwardSecret,
});
stopBackend = backend.stop;
console.log(`Functions backend ready at ${backendUrl}/functions/v1/<name>`);

// 3. The Worker under wrangler dev: vars in the copied config, secrets in an owner-only env file.
mkdirSync(work, { recursive: true });
const envFile = path.join(work, 'secrets.env');
const secrets = {
  GATE_KEY: await deriveGateKey(gateSecret, stagingPassword),
  // The local backend takes any key; Supabase checks it.
  SUPABASE_ANON_KEY: 'local-anon-key',
  ORIGIN_FORWARD_SECRET: forwardSecret,
};
writeFileSync(
  envFile,
  Object.entries(secrets)
    .map(([key, value]) => `${key}=${value}\n`)
    .join(''),
  { mode: 0o600 },
);
const config = writeWranglerConfig(work, {
  assets: dist,
  vars: { SITE_URL: siteUrl, SUPABASE_URL: backendUrl },
});
const wrangler = spawnWrangler([
  'dev',
  '--config',
  config,
  '--env-file',
  envFile,
  '--local',
  '--ip',
  HOST,
  '--port',
  String(edgePort),
  '--show-interactive-dev-session=false',
]);
children.push(wrangler);
console.log(
  `Edge (wrangler dev) at ${siteUrl}: the gate's password is ${usingDevPassword ? `"${stagingPassword}" (set STAGING_PASSWORD for another)` : 'STAGING_PASSWORD'}.`,
);
wrangler.on('exit', (code) => {
  stopAll();
  process.exit(code ?? 1);
});
