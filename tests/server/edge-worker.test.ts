// The Cloudflare Worker adapter under Cloudflare's real runtime (workerd, through miniflare) in front
// of Workers static assets: no content without the cookie, the cookie flow, assets after the gate,
// headers present, launch mode.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_META_FILE } from '../../server/origin/site-paths.ts';
import { GATE_SESSION_PATH } from '../../src/config/paths.ts';
import { deriveGateKey, signGateProof } from '../../supabase/functions/_shared/gate-proof.ts';
import { FIXTURE_CHUNK, FIXTURE_SITE_TEXT, writeFixtureDist } from '../helpers/fixture-dist.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
let script: string;
let gateKey: string;
const workers: Miniflare[] = [];

async function worker(bindings: Record<string, string>) {
  const mf = new Miniflare({
    modules: true,
    scriptPath: script,
    modulesRoot: dir,
    compatibilityDate: '2025-09-01',
    bindings,
    assets: {
      directory: path.join(dir, 'dist'),
      binding: 'ASSETS',
      routerConfig: { has_user_worker: true, invoke_user_worker_ahead_of_assets: true },
      assetConfig: { html_handling: 'none', not_found_handling: 'none' },
    },
  });
  workers.push(mf);
  await mf.ready;
  return mf;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lw-edge-'));
  await writeFixtureDist(path.join(dir, 'dist'));
  script = path.join(dir, 'worker.mjs');
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
  gateKey = await deriveGateKey('edge-test-gate-secret-0123456789abcdef', 'staging-pw');
}, 60_000);

afterAll(async () => {
  await Promise.all(workers.map((w) => w.dispose()));
});

describe('the Cloudflare Worker origin (workerd)', () => {
  it('hands out nothing of the site without the gate cookie', async () => {
    const mf = await worker({ GATE_KEY: gateKey, SITE_URL: 'https://site.test' });
    const page = await mf.dispatchFetch('https://site.test/pricing');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const text = await page.text();
    expect(text).toContain('Protected Access');
    expect(text).not.toContain(FIXTURE_SITE_TEXT);
    for (const p of [`/${FIXTURE_CHUNK}`, `/${ORIGIN_META_FILE}`, '/index.html']) {
      const res = await mf.dispatchFetch(`https://site.test${p}`);
      const body = await res.text();
      expect(body, p).not.toContain(FIXTURE_SITE_TEXT);
      expect([200, 401], p).toContain(res.status);
    }
    const asset = await mf.dispatchFetch(`https://site.test/${FIXTURE_CHUNK}`);
    expect(asset.status).toBe(401);
    expect((await mf.dispatchFetch('https://site.test/_gate/assets/gate-abc.js')).status).toBe(200);
    expect(await (await mf.dispatchFetch('https://site.test/robots.txt')).text()).toContain('Disallow: /');
  });

  it('trades a proof for a __Host- cookie, then serves pages and assets with every security header', async () => {
    const mf = await worker({ GATE_KEY: gateKey, SITE_URL: 'https://site.test' });
    const session = await mf.dispatchFetch(`https://site.test${GATE_SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ proof: await signGateProof(gateKey), next: '/pricing#faq' }),
    });
    expect(session.status).toBe(200);
    expect(await session.json()).toEqual({ location: '/pricing#faq' });
    const setCookie = session.headers.get('set-cookie')!;
    expect(setCookie).toMatch(
      /^__Host-gate=v1\.\d+\.[^;]+; Max-Age=43200; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const cookie = setCookie.slice(0, setCookie.indexOf(';'));
    const page = await mf.dispatchFetch('https://site.test/pricing', { headers: { cookie } });
    expect(await page.text()).toContain('<h1>Pricing</h1>');
    for (const h of [
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'permissions-policy',
      'x-robots-tag',
    ]) {
      expect(page.headers.get(h), h).toBeTruthy();
    }
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self' 'sha256-AAAA'");
    const asset = await mf.dispatchFetch(`https://site.test/${FIXTURE_CHUNK}`, { headers: { cookie } });
    expect(asset.status).toBe(200);
    expect(await asset.text()).toContain(FIXTURE_SITE_TEXT);
    const missing = await mf.dispatchFetch('https://site.test/nope', { headers: { cookie } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    // A forged proof opens nothing.
    const forged = await mf.dispatchFetch(`https://site.test${GATE_SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ proof: await signGateProof(await deriveGateKey('x'.repeat(32), 'y')) }),
    });
    expect(forged.status).toBe(403);
  });

  it('serves the site openly at a public launch, and refuses to run gated without a key', async () => {
    const open = await worker({ PUBLIC_LAUNCH: 'true', SITE_URL: 'https://site.test' });
    const page = await open.dispatchFetch('https://site.test/pricing');
    expect(await page.text()).toContain('<h1>Pricing</h1>');
    expect(page.headers.get('x-robots-tag')).toBeNull();
    expect(await (await open.dispatchFetch('https://site.test/robots.txt')).text()).toContain(
      'Sitemap: https://site.test/sitemap.xml',
    );
    const misconfigured = await worker({ SITE_URL: 'https://site.test' });
    const res = await misconfigured.dispatchFetch('https://site.test/pricing');
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain(FIXTURE_SITE_TEXT);
  });
});
