// The self-hosted origin: the staging gate enforced on every request, the gate cookie, contained
// static serving, the function mount, security headers on every kind of answer.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AppOptions, createApp } from '../../server/app.ts';
import { STAMP_FILE } from '../../server/build-stamp.ts';
import { ORIGIN_META_FILE, safeReturnPath } from '../../server/origin/site-paths.ts';
import { GATE_SESSION_PATH } from '../../src/config/paths.ts';
import { gateCopy } from '../../src/content/gate.ts';
import { pages } from '../../src/content/pages.ts';
import { deriveGateKey, signGateProof } from '../../supabase/functions/_shared/gate-proof.ts';
import { json } from '../../supabase/functions/_shared/http.ts';
import { FIXTURE_CHUNK, FIXTURE_GATE_TTL_HOURS, writeFixtureDist } from '../helpers/fixture-dist.ts';

let dist: string;
let gate: { on: true; gateKey: string };
const seen: Request[] = [];
const socket = (remoteAddress = '127.0.0.1') => ({ incoming: { socket: { remoteAddress } } });

const app = (extra: Partial<AppOptions> = {}) =>
  createApp({
    distDir: dist,
    gate,
    siteUrl: 'https://www.example.test',
    functions: {
      echo: async (req) => {
        seen.push(req);
        return json({ method: req.method, body: req.method === 'POST' ? await req.json() : null });
      },
    },
    ...extra,
  });

async function gateFor(secret: string, password: string) {
  const gateKey = await deriveGateKey(secret, password);
  return { on: true as const, gateKey };
}

/** Passes the gate through the real exchange and returns the Cookie header to send. */
async function cookieFrom(target = app(), init: RequestInit = {}, proofKey = gate.gateKey) {
  const res = await target.request(
    GATE_SESSION_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
      body: JSON.stringify({ proof: await signGateProof(proofKey), next: '/pricing' }),
    },
    socket(),
  );
  expect(res.status).toBe(200);
  const setCookie = res.headers.get('set-cookie')!;
  return { setCookie, cookie: setCookie.slice(0, setCookie.indexOf(';')) };
}

beforeAll(async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'lw-origin-'));
  dist = path.join(root, 'dist');
  await writeFixtureDist(dist);
  await mkdir(path.join(root, 'dist-private'));
  await writeFile(path.join(root, 'dist-private', 'secret.txt'), 'sibling secret');
  gate = await gateFor('test-gate-secret-0123456789abcdef', 'staging-pw');
});

describe('the gate at the origin, without the cookie', () => {
  it('answers every page path with the gate page at the same URL, never cached', async () => {
    for (const p of [
      '/',
      '/pricing',
      '/terms',
      '/no/such/page',
      '/b2b',
      '/pricing.html',
      '/_gate/gate.html',
    ]) {
      const res = await app().request(p, {}, socket());
      expect(res.status, p).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = await res.text();
      expect(body).toContain(gateCopy.title);
      expect(body).not.toContain('monthlyPrice');
    }
  });

  it('answers every other file with 401 and no content', async () => {
    for (const p of [
      `/${FIXTURE_CHUNK}`,
      `/${STAMP_FILE}`,
      `/${ORIGIN_META_FILE}`,
      '/assets/missing.js',
      '/x.css',
    ]) {
      const res = await app().request(p, {}, socket());
      expect(res.status, p).toBe(401);
      expect(await res.text(), p).toBe('');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('lets through only what the gate page needs, and robots.txt says to stay out', async () => {
    expect((await app().request('/_gate/assets/gate-abc.js', {}, socket())).status).toBe(200);
    expect((await app().request('/favicon.svg', {}, socket())).status).toBe(200);
    const robots = await app().request('/robots.txt', {}, socket());
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect(robots.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  it('never reads outside the published folder, and malformed encoding is a 400', async () => {
    const sibling = await app().request('/..%2fdist-private/secret.txt', {}, socket());
    expect(await sibling.text()).not.toContain('sibling secret');
    const { cookie } = await cookieFrom();
    for (const p of [
      '/..%2fdist-private/secret.txt',
      '/assets/..%2f..%2fdist-private%2fsecret.txt',
      '/%2e%2e/dist-private/secret.txt',
    ]) {
      const res = await app().request(p, { headers: { cookie } }, socket());
      expect(await res.text(), p).not.toContain('sibling secret');
    }
    const bad = await app().request('/%E0%A4%A', {}, socket());
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});

describe('the gate cookie', () => {
  it('is issued for a valid proof: HttpOnly, SameSite=Lax, Path=/, signed, living as long as the build says', async () => {
    const { setCookie } = await cookieFrom();
    const maxAge = FIXTURE_GATE_TTL_HOURS * 3600;
    expect(setCookie).toMatch(
      new RegExp(`^gate=v1\\.\\d+\\.[^;]+; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax$`),
    );
  });

  it('is __Host- prefixed and Secure over HTTPS (behind a trusted proxy), with HSTS', async () => {
    const https = app({ trustProxyHops: 1 });
    const { setCookie, cookie } = await cookieFrom(https, { headers: { 'x-forwarded-proto': 'https' } });
    expect(setCookie).toMatch(/^__Host-gate=.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const page = await https.request(
      '/pricing',
      { headers: { cookie, 'x-forwarded-proto': 'https' } },
      socket(),
    );
    expect(await page.text()).toContain('<h1>Pricing</h1>');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    // The same cookie sent over plain HTTP does not count.
    expect(await (await https.request('/pricing', { headers: { cookie } }, socket())).text()).toContain(
      gateCopy.title,
    );
    // A client cannot claim HTTPS when no proxy is trusted.
    const direct = await app().request('/', { headers: { 'x-forwarded-proto': 'https' } }, socket());
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });

  it('opens every page, redirect and asset; unknown pages get the 404 page with status 404', async () => {
    const { cookie } = await cookieFrom();
    const get = (p: string) => app().request(p, { headers: { cookie } }, socket());
    const pricing = await get('/pricing');
    expect(pricing.status).toBe(200);
    expect(await pricing.text()).toContain('<h1>Pricing</h1>');
    expect(pricing.headers.get('cache-control')).toBe('private, no-cache');
    const asset = await get(`/${FIXTURE_CHUNK}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const redirect = await get('/b2b/pricing?x=1');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/pricing?x=1');
    expect((await get('/pricing/')).headers.get('location')).toBe('/pricing');
    const missing = await get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(pages.notFound.heading);
    expect((await get('/assets/missing.js')).status).toBe(404);
    expect((await get(`/${STAMP_FILE}`)).status).toBe(404);
    expect((await get(`/${ORIGIN_META_FILE}`)).status).toBe(404);
  });

  it('refuses a tampered, expired, old-secret or old-password cookie', async () => {
    const { cookie } = await cookieFrom();
    const open = async (c: string, target = app()) =>
      (await (await target.request('/pricing', { headers: { cookie: c } }, socket())).text()).includes(
        '<h1>Pricing</h1>',
      );
    expect(await open(cookie)).toBe(true);
    // One character changed, in the expiry and in the signature.
    const at = cookie.indexOf('v1.') + 4;
    expect(await open(`${cookie.slice(0, at)}${cookie[at] === '9' ? '8' : '9'}${cookie.slice(at + 1)}`)).toBe(
      false,
    );
    const sig = cookie.indexOf('.', at) + 5;
    expect(
      await open(`${cookie.slice(0, sig)}${cookie[sig] === 'A' ? 'B' : 'A'}${cookie.slice(sig + 1)}`),
    ).toBe(false);
    // Expired: the cookie carries its own expiry, whatever the browser keeps.
    const later = Date.now() + (FIXTURE_GATE_TTL_HOURS * 3600 + 1) * 1000;
    expect(await open(cookie, app({ now: () => later }))).toBe(false);
    // Rotating the gate secret or the staging password invalidates it.
    expect(
      await open(cookie, app({ gate: await gateFor('another-gate-secret-0123456789ab', 'staging-pw') })),
    ).toBe(false);
    expect(
      await open(cookie, app({ gate: await gateFor('test-gate-secret-0123456789abcdef', 'new-password') })),
    ).toBe(false);
  });

  it('refuses a missing, forged, expired or old-key proof without setting a cookie', async () => {
    const post = (body: unknown, target = app()) =>
      target.request(
        GATE_SESSION_PATH,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        socket(),
      );
    const other = await deriveGateKey('another-gate-secret-0123456789ab', 'staging-pw');
    for (const proof of [
      undefined,
      'v1.1.abc',
      await signGateProof(other),
      await signGateProof(gate.gateKey, Date.now() - 120_000),
    ]) {
      const res = await post({ proof });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect((await app().request(GATE_SESSION_PATH, { method: 'POST', body: 'x' }, socket())).status).toBe(
      415,
    );
  });

  it('opens the gate once per proof: the same proof again is refused while it lives', async () => {
    const target = app();
    const proof = await signGateProof(gate.gateKey);
    const exchange = () =>
      target.request(
        GATE_SESSION_PATH,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ proof }) },
        socket(),
      );
    expect((await exchange()).status).toBe(200);
    const again = await exchange();
    expect(again.status).toBe(403);
    expect(again.headers.get('set-cookie')).toBeNull();
    // Two visitors signing in within the same second get distinct proofs, each good once.
    const [a, b] = await Promise.all([signGateProof(gate.gateKey), signGateProof(gate.gateKey)]);
    expect(a).not.toBe(b);
    for (const p of [a, b]) {
      const res = await target.request(
        GATE_SESSION_PATH,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ proof: p }),
        },
        socket(),
      );
      expect(res.status).toBe(200);
    }
  });

  it('every answer of the gate session says no-store, whatever its status', async () => {
    const target = app();
    const post = (body: BodyInit, type = 'application/json', to = target) =>
      to.request(
        GATE_SESSION_PATH,
        // duplex: a stream body (one that stops) needs it; a string ignores it.
        { method: 'POST', headers: { 'content-type': type }, body, duplex: 'half' } as RequestInit,
        socket(),
      );
    const proof = await signGateProof(gate.gateKey);
    const stopped = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"proof":"v1.'));
        controller.error(new TypeError('terminated: other side closed'));
      },
    });
    const answers: [string, Response][] = [
      ['opened', await post(JSON.stringify({ proof }))],
      ['used proof', await post(JSON.stringify({ proof }))],
      ['not JSON', await post('{x')],
      ['not an object', await post('42')],
      ['another type', await post('x', 'text/plain')],
      ['too large', await post(JSON.stringify({ proof: 'x'.repeat(64 * 1024) }))],
      ['body not received', await post(stopped)],
      ['gate off', await post(JSON.stringify({ proof }), 'application/json', app({ gate: { on: false } }))],
    ];
    expect(answers.map(([what, res]) => `${what} ${res.status}`)).toEqual([
      'opened 200',
      'used proof 403',
      'not JSON 400',
      'not an object 400',
      'another type 415',
      'too large 413',
      'body not received 400',
      'gate off 404',
    ]);
    for (const [what, res] of answers) expect(res.headers.get('cache-control'), what).toBe('no-store');
  });

  it('sends the visitor back to a same-origin path only', async () => {
    expect(safeReturnPath('/pricing?x=1#faq')).toBe('/pricing?x=1#faq');
    for (const evil of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\u0000x',
      // Normalising these gives "//evil.example…", another host to a browser.
      '/.//evil.example',
      '/./%2e/..//evil.example/x',
      '/a/..//evil.example',
      42,
      '',
    ]) {
      expect(safeReturnPath(evil), String(evil)).toBe('/');
    }
    // Property: whatever comes in, what comes out is a path on this origin.
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('/', '.', '\\', '%', '2', 'e', 'f', 'a', ':', '?', '#', '@') }),
        (next) => {
          const out = safeReturnPath(`/${next}`);
          expect(out.startsWith('/') && !out.startsWith('//') && !out.startsWith('/\\')).toBe(true);
          expect(new URL(out, 'https://origin.invalid').origin).toBe('https://origin.invalid');
        },
      ),
      { numRuns: 2000 },
    );
    const res = await app().request(
      GATE_SESSION_PATH,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ proof: await signGateProof(gate.gateKey), next: '//evil.example/' }),
      },
      socket(),
    );
    expect(await res.json()).toEqual({ location: '/' });
  });
});

describe('public launch (gate off)', () => {
  it('serves pages without a cookie, publicly cacheable, crawlable', async () => {
    const open = app({ gate: { on: false } });
    const page = await open.request('/pricing', {}, socket());
    expect(await page.text()).toContain('<h1>Pricing</h1>');
    expect(page.headers.get('x-robots-tag')).toBeNull();
    // Nothing to shield from an opener at launch; every other security header stays.
    expect(page.headers.get('cross-origin-opener-policy')).toBeNull();
    expect(page.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect((await open.request(`/${FIXTURE_CHUNK}`, {}, socket())).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(await (await open.request('/robots.txt', {}, socket())).text()).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://www.example.test/sitemap.xml\n',
    );
    expect((await open.request(GATE_SESSION_PATH, { method: 'POST' }, socket())).status).toBe(404);
  });
});

describe('security headers', () => {
  it('are on every kind of answer: gate, page, asset, 404, 400, 405, function, unknown function', async () => {
    const { cookie } = await cookieFrom();
    const answers = [
      await app().request('/pricing', {}, socket()),
      await app().request('/pricing', { headers: { cookie } }, socket()),
      await app().request(`/${FIXTURE_CHUNK}`, { headers: { cookie } }, socket()),
      await app().request('/nope', { headers: { cookie } }, socket()),
      await app().request('/%zz', {}, socket()),
      await app().request('/pricing', { method: 'DELETE' }, socket()),
      await app().request(
        '/functions/v1/echo',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
        socket(),
      ),
      await app().request('/functions/v1/nope', { method: 'POST' }, socket()),
    ];
    for (const res of answers) {
      expect(res.headers.get('content-security-policy'), String(res.status)).toContain(
        "frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    }
    const csp = answers[1]!.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' 'sha256-AAAA'");
    expect(csp).toContain("style-src 'self' 'sha256-BBBB'");
    expect(csp).not.toContain('unsafe');
  });
});

describe('functions', () => {
  it('mounts functions at /functions/v1/<name>', async () => {
    const res = await app().request(
      '/functions/v1/echo',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ hello: 'world' }),
      },
      socket(),
    );
    expect(await res.json()).toEqual({ method: 'POST', body: { hello: 'world' } });
  });

  it('answers unknown names, Object members and nested paths with a CORS 404, never a 500', async () => {
    for (const name of ['nope', 'constructor', 'toString', '__proto__', 'valueOf', 'hasOwnProperty', 'x/y']) {
      const res = await app().request(`/functions/v1/${name}`, { method: 'POST' }, socket());
      expect(res.status, name).toBe(404);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toEqual({ error: 'Function not found' });
    }
  });

  it('gives the function exactly one client address, which a client cannot choose', async () => {
    seen.length = 0;
    const post = (target: ReturnType<typeof app>, xff: string) =>
      target.request(
        '/functions/v1/echo',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
          body: '{}',
        },
        socket('10.0.0.9'),
      );
    await post(app(), '6.6.6.6');
    await post(app({ trustProxyHops: 1 }), '6.6.6.6, 203.0.113.7');
    expect(seen.map((r) => r.headers.get('x-forwarded-for'))).toEqual(['10.0.0.9', '203.0.113.7']);
  });

  it('caps the requests one client may have open at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const slow = app({
      maxConcurrentPerClient: 2,
      functions: {
        slow: async () => {
          await held;
          return json({ ok: true });
        },
      },
    });
    const call = (ip: string) => slow.request('/functions/v1/slow', { method: 'POST' }, socket(ip));
    const first = [call('192.0.2.1'), call('192.0.2.1')];
    await new Promise((r) => setTimeout(r, 20));
    const third = await call('192.0.2.1');
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toBe('1');
    const other = call('192.0.2.2');
    release();
    expect((await Promise.all([...first, other])).map((r) => r.status)).toEqual([200, 200, 200]);
  });
});
