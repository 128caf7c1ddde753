// The Cloudflare Worker adapter under Cloudflare's real runtime (workerd, through miniflare) in front
// of Workers static assets: no content without the cookie, the cookie flow, assets after the gate,
// headers present, launch mode, and the contact form's native POST forwarded to submit-contact.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { JSDOM } from 'jsdom';
import type { Miniflare } from 'miniflare';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { createFunctions, functionEnvFor } from '../../server/functions.ts';
import { ORIGIN_META_FILE } from '../../server/origin/site-paths.ts';
import { FILL_FIELD } from '../../src/config/contact-form.ts';
import { GATE_SESSION_PATH } from '../../src/config/paths.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { gateCopy } from '../../src/content/gate.ts';
import { pages } from '../../src/content/pages.ts';
import { readServedForm } from '../../src/features/contact/served-form.ts';
import { vouchedClientAddress } from '../../supabase/functions/_shared/crypto.ts';
import { deriveGateKey, signGateProof } from '../../supabase/functions/_shared/gate-proof.ts';
import { sampleForm } from '../helpers/contact-sample.ts';
import { bundleWorker, startWorker } from '../helpers/edge-worker.ts';
import {
  FIXTURE_CHUNK,
  FIXTURE_GATE_TTL_HOURS,
  FIXTURE_SITE_TEXT,
  writeFixtureDist,
} from '../helpers/fixture-dist.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';
import { cookieSpellings, proofSpellings } from '../helpers/token-spellings.ts';

let dir: string;
let script: string;
let gateKey: string;
const workers: Miniflare[] = [];
/** A valid support request as the form posts it. */
const support = sampleForm({ purpose: 'support' });

async function worker(bindings: Record<string, string>) {
  const mf = await startWorker(script, path.join(dir, 'dist'), bindings);
  workers.push(mf);
  return mf;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'lw-edge-'));
  await writeFixtureDist(path.join(dir, 'dist'));
  script = await bundleWorker();
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
    expect(text).toContain(gateCopy.title);
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
      new RegExp(
        `^__Host-gate=v1\\.\\d+\\.[^;]+; Max-Age=${FIXTURE_GATE_TTL_HOURS * 3600}; Path=/; HttpOnly; Secure; SameSite=Lax$`,
      ),
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
    expect(await missing.text()).toContain(pages.notFound.heading);
    // A forged proof opens nothing.
    const forged = await mf.dispatchFetch(`https://site.test${GATE_SESSION_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ proof: await signGateProof(await deriveGateKey('x'.repeat(32), 'y')) }),
    });
    expect(forged.status).toBe(403);
  });

  it('opens the gate once per proof and only for tokens as issued, as the Node origin does (decision 057)', async () => {
    const mf = await worker({ GATE_KEY: gateKey, SITE_URL: 'https://site.test' });
    const exchange = (proof: string) =>
      mf.dispatchFetch(`https://site.test${GATE_SESSION_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ proof }),
      });
    const proof = await signGateProof(gateKey);
    const statuses: number[] = [];
    let setCookie = '';
    for (const p of [proof, ...proofSpellings(proof)]) {
      const res = await exchange(p);
      statuses.push(res.status);
      if (res.status === 200) setCookie = res.headers.get('set-cookie')!;
      await res.body?.cancel();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const cookie = setCookie.slice(0, setCookie.indexOf(';'));
    const page = async (c: string) =>
      (await mf.dispatchFetch('https://site.test/pricing', { headers: { cookie: c } })).text();
    expect(await page(cookie)).toContain('<h1>Pricing</h1>');
    for (const other of cookieSpellings(cookie))
      expect(await page(other), other).not.toContain('<h1>Pricing</h1>');
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

describe('the contact form without the app, at the edge (workerd)', () => {
  const FORWARD_SECRET = 'edge-forward-secret-0123456789abcdef';
  const db = setupPglite();
  let functionsUrl: string;
  let server: ServerType;
  const seen: Request[] = [];

  beforeAll(async () => {
    const functions = createFunctions({
      db,
      env: functionEnvFor('pw', { ORIGIN_FORWARD_SECRET: FORWARD_SECRET, CONTACT_MAX_PER_CLIENT: '1' }, 's'),
      logger: recordingLogger().logger,
      scheduleDelivery: null,
    });
    const submit = functions['submit-contact']!;
    // The stand-in for the Supabase project: the real handler, as the platform mounts it.
    const app = createApp({
      functions: {
        'submit-contact': async (req) => {
          seen.push(req.clone());
          return submit(req);
        },
      },
    });
    functionsUrl = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      );
    });
  });
  afterAll(() => {
    server?.close();
  });

  it('forwards a native POST to submit-contact with the anon key, vouching for the visitor', async () => {
    const mf = await worker({
      PUBLIC_LAUNCH: 'true',
      SITE_URL: 'https://site.test',
      SUPABASE_URL: functionsUrl,
      SUPABASE_ANON_KEY: 'anon-key',
      ORIGIN_FORWARD_SECRET: FORWARD_SECRET,
    });
    const form = await mf.dispatchFetch('https://site.test/contact?purpose=support');
    expect(form.headers.get('cache-control')).toBe('no-store');
    const served = new JSDOM(await form.text()).window.document;
    expect(readServedForm(served)?.values.purpose).toBe('support');
    const stampOf = (doc: Document) =>
      doc.querySelector<HTMLInputElement>(`input[name="${FILL_FIELD}"]`)!.value;
    const send = (email: string, stamp: string) =>
      mf.dispatchFetch('https://site.test/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
        body: new URLSearchParams({
          ...sampleForm({ purpose: 'support' }),
          email,
          [FILL_FIELD]: stamp,
        }).toString(),
      });
    const ok = await send('ada@example.com', stampOf(served));
    expect(ok.status).toBe(200);
    const answeredPage = new JSDOM(await ok.text()).window.document;
    const answered = readServedForm(answeredPage);
    expect(answered?.status?.title).toBe(contactCopy.toasts.success.title);
    const call = seen.at(-1)!;
    expect(call.headers.get('apikey')).toBe('anon-key');
    expect(call.headers.get('authorization')).toBe('Bearer anon-key');
    expect(vouchedClientAddress(call, FORWARD_SECRET)).toBeTruthy();
    // The visitor's own limit (1 here) holds through the Worker: the same visitor's next fill is 429.
    const again = await send('ada2@example.com', stampOf(answeredPage));
    expect(again.status).toBe(429);
    expect(readServedForm(new JSDOM(await again.text()).window.document)?.values.email).toBe(
      'ada2@example.com',
    );
  });

  it('a function that hangs, or answers 200 without storing, is "Failed to submit form" with the values kept', async () => {
    const http = await import('node:http');
    const servers: import('node:http').Server[] = [];
    const listen = (answer: (res: import('node:http').ServerResponse) => void) =>
      new Promise<string>((resolve) => {
        const s = http.createServer((_req, res) => answer(res));
        servers.push(s);
        s.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(s.address() as { port: number }).port}`));
      });
    try {
      const answers = {
        hangs: await listen(() => undefined),
        'answers a non-JSON 200': await listen((res) => res.end('<html>OK</html>')),
        'answers success: false': await listen((res) => {
          res.setHeader('content-type', 'application/json');
          res.end('{"success":false}');
        }),
      };
      for (const [what, url] of Object.entries(answers)) {
        const mf = await worker({
          PUBLIC_LAUNCH: 'true',
          SITE_URL: 'https://site.test',
          SUPABASE_URL: url,
          SUPABASE_ANON_KEY: 'anon-key',
          ORIGIN_FORWARD_SECRET: FORWARD_SECRET,
          CONTACT_FORWARD_TIMEOUT_MS: '300',
        });
        const res = await mf.dispatchFetch('https://site.test/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...support, [FILL_FIELD]: `${'a'.repeat(32)}.1` }).toString(),
        });
        expect(res.status, what).toBe(503);
        const answered = readServedForm(new JSDOM(await res.text()).window.document);
        expect(answered?.status, what).toEqual({ tone: 'error', ...contactCopy.toasts.failed });
        expect(answered?.values.email, what).toBe(support.email);
      }
    } finally {
      for (const s of servers) s.closeAllConnections();
      await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    }
  });

  it('without a Supabase project to send to, says sending failed and keeps the values', async () => {
    const mf = await worker({ PUBLIC_LAUNCH: 'true', SITE_URL: 'https://site.test' });
    const res = await mf.dispatchFetch('https://site.test/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...support, [FILL_FIELD]: `${'a'.repeat(32)}.1` }).toString(),
    });
    expect(res.status).toBe(503);
    const answered = readServedForm(new JSDOM(await res.text()).window.document);
    expect(answered?.status).toEqual({ tone: 'error', ...contactCopy.toasts.failed });
    expect(answered?.values.email).toBe(support.email);
  });
});
