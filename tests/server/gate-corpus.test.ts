// The staging gate against one attack corpus, on every adapter that serves the site: the Node server
// (npm start) and the Cloudflare Worker under workerd, both over the real build, both spoken to in
// raw HTTP so no path is normalised on the way. Without a cookie, and with forged ones, no answer
// may carry a gated file (any page, asset, compressed copy or the build metadata), and no answer
// that is not one of the gate's own public files may be cacheable as public.
// The gated files are found by reading the build folder itself, not the build's own list, so the
// test does not trust what it checks. Requirements: docs/requirements.md#gate; decision 020.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { gateSetCookie } from '../../server/origin/gate-cookie.ts';
import { ORIGIN_META_FILE } from '../../server/origin/site-files.ts';
import { parseGateTtlHours } from '../../src/config/gate.ts';
import { deriveGateKey, gateSubKey } from '../../supabase/functions/_shared/gate-proof.ts';
import { coreVariants, encodeTimes, fullVariants, METHODS } from '../helpers/attack-corpus.ts';
import { bundleWorker, startWorker } from '../helpers/edge-worker.ts';
import { type RawRequest, type RawResponse, sendAll } from '../helpers/raw-http.ts';
import { ensureBuild } from '../helpers/real-build.ts';

const GATE_SECRET = 'corpus-gate-secret-0123456789abcdef0123456789';
const PASSWORD = 'corpus-password';

let dist: string;
let gateKey: string;
let validCookie: string;
/** Cookies a visitor without the password could send: forged, expired, another key's. */
let forgedCookies: string[];
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

type BuiltFile = { key: string; bytes: Buffer };
/** Every file of the build a visitor without the cookie must never get, by its hash. */
const secret = new Map<string, string>();
/** The files the gate page itself needs: anyone may get these, and caches may keep them. */
const openly = new Set<string>();
let gatedFiles: BuiltFile[] = [];

function isOpenFile(key: string): boolean {
  return key === 'favicon.svg' || key === 'favicon.svg.br' || /^_gate\/assets\//.test(key);
}

function listBuild(dir: string): BuiltFile[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith('.'))
    .map((e) => {
      const full = path.join(e.parentPath, e.name);
      return { key: path.relative(dir, full).split(path.sep).join('/'), bytes: readFileSync(full) };
    });
}

type Adapter = { name: string; url: string; close: () => Promise<void> };
const adapters: Adapter[] = [];

async function nodeAdapter(): Promise<Adapter> {
  const app = createApp({ distDir: dist, gate: { on: true, gateKey }, functions: {} });
  let server: ServerType;
  const url = await new Promise<string>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve(`http://127.0.0.1:${info.port}`),
    );
  });
  return { name: 'node', url, close: () => new Promise((r) => server.close(() => r())) };
}

async function workerAdapter(): Promise<Adapter> {
  const mf = await startWorker(
    await bundleWorker(),
    dist,
    { GATE_KEY: gateKey, SITE_URL: 'https://site.test' },
    true,
  );
  const url = (await mf.ready).origin;
  return { name: 'worker', url, close: () => mf.dispose() };
}

beforeAll(async () => {
  dist = await ensureBuild();
  for (const file of listBuild(dist)) {
    if (isOpenFile(file.key)) openly.add(sha(file.bytes));
    else if (file.key !== '_gate/gate.html' && file.key !== '_gate/gate.html.br') {
      secret.set(sha(file.bytes), file.key);
      gatedFiles.push(file);
    }
  }
  // The gate page is what every visitor without the cookie gets; it is not a secret.
  gatedFiles = gatedFiles.sort((a, b) => a.key.localeCompare(b.key));
  gateKey = await deriveGateKey(GATE_SECRET, PASSWORD);
  const cookieKey = await gateSubKey(gateKey, 'cookie');
  const pair = (setCookie: string) => setCookie.slice(0, setCookie.indexOf(';'));
  // For the lifetime the build records (GATE_TTL_HOURS): one valid cookie, one expired an hour ago.
  const meta = JSON.parse(readFileSync(path.join(dist, ORIGIN_META_FILE), 'utf8')) as {
    gateTtlHours?: number;
  };
  const ttl = parseGateTtlHours(String(meta.gateTtlHours ?? '')) * 3600;
  validCookie = pair(await gateSetCookie(cookieKey, false, Date.now(), ttl));
  const expired = pair(await gateSetCookie(cookieKey, false, Date.now() - (ttl + 3600) * 1000, ttl));
  const otherKey = await gateSubKey(await deriveGateKey(GATE_SECRET, 'another-password'), 'cookie');
  const value = validCookie.slice(validCookie.indexOf('=') + 1);
  forgedCookies = [
    `gate=${value.slice(0, -4)}AAA%3D`,
    `gate=v1.99999999999.${'A'.repeat(43)}%3D`,
    expired,
    pair(await gateSetCookie(otherKey, false)),
    `__Host-${validCookie}`,
    `gate=${encodeTimes(value, 1)}`,
  ];
  adapters.push(await nodeAdapter(), await workerAdapter());
}, 180_000);

afterAll(async () => {
  await Promise.all(adapters.map((a) => a.close()));
});

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Finding = { request: RawRequest; response: RawResponse; why: string };

/** What is wrong with one answer to a request without a valid cookie, if anything. */
function judge(request: RawRequest, response: RawResponse): string | null {
  const hash = sha(response.body);
  const leaked = secret.get(hash);
  if (leaked && response.body.length > 0) return `body is ${leaked}`;
  const cache = String(response.headers['cache-control'] ?? '').toLowerCase();
  if (/\bpublic\b/.test(cache) && !openly.has(hash) && response.body.length > 0 && request.method !== 'HEAD')
    return `cacheable as public (${cache}) without being a public file`;
  if (request.method === 'HEAD' && /\bpublic\b/.test(cache) && !isOpenFile(request.path.slice(1)))
    return `HEAD answer cacheable as public (${cache})`;
  // 501 for a method the runtime does not know is the runtime's answer (workerd), not an error.
  if (response.status >= 500 && !(response.status === 501 && !KNOWN_METHODS.has(request.method)))
    return `status ${response.status}`;
  return null;
}

function corpusRequests(): RawRequest[] {
  const requests: RawRequest[] = [];
  let n = 0;
  const cookieFor = (): Record<string, string> => {
    n++;
    // Half of the corpus has no cookie, the other half one forged cookie or another.
    return n % 2 === 0 ? {} : { cookie: forgedCookies[n % forgedCookies.length]! };
  };
  // Every gated file of the build, through the core variants.
  for (const file of gatedFiles) {
    for (const p of coreVariants(file.key)) requests.push({ method: 'GET', path: p, headers: cookieFor() });
  }
  // One file of each kind, through the full set, with and without asking for a compressed answer.
  for (const key of oneOfEachKind()) {
    for (const p of fullVariants(key)) {
      requests.push({ method: 'GET', path: p, headers: { ...cookieFor(), 'accept-encoding': 'br, gzip' } });
    }
    for (const method of METHODS) {
      for (const p of [`/${key}`, `/_gate/%252e%252e/${key}`, `/_gate/%252e%252e/${key}%3F`]) {
        requests.push({ method, path: p, headers: cookieFor() });
      }
    }
  }
  return requests;
}

/** A page, a script, a stylesheet, a font and an image, the sitemap and the build metadata. */
function oneOfEachKind(): string[] {
  const keys = gatedFiles.map((f) => f.key);
  const pick = (re: RegExp) => {
    const key = keys.find((k) => re.test(k));
    if (!key) throw new Error(`The build has no file like ${re}`);
    return key;
  };
  return [
    pick(/^pricing\.html$/),
    pick(/^assets\/.+\.js$/),
    pick(/^assets\/.+\.css$/),
    pick(/^assets\/.+\.woff2$/),
    pick(/\.png$/),
    pick(/^sitemap\.xml$/),
    pick(/^_origin\.json$/),
  ];
}

describe('one attack corpus against every adapter, over the real build', () => {
  it('has at least 40 variants per gated file and 300 per kind, every method', () => {
    expect(gatedFiles.length).toBeGreaterThan(20);
    for (const file of gatedFiles) expect(coreVariants(file.key).length).toBeGreaterThanOrEqual(40);
    for (const key of oneOfEachKind()) expect(fullVariants(key).length).toBeGreaterThanOrEqual(300);
  });

  it.each([
    'node',
    'worker',
  ])('%s: no gated file and nothing cacheable as public without the cookie', async (name) => {
    const adapter = adapters.find((a) => a.name === name)!;
    // The control: with the cookie, the plain names do bring the files, so a silent server passes nothing.
    const control = await sendAll(
      adapter.url,
      oneOfEachKind()
        .filter((k) => !k.endsWith('.html') && k !== '_origin.json')
        .map((k) => ({ method: 'GET', path: `/${k}`, headers: { cookie: validCookie } })),
    );
    for (const res of control) {
      expect(res.status).toBe(200);
      expect(secret.has(sha(res.body))).toBe(true);
    }

    const requests = corpusRequests();
    const responses = await sendAll(adapter.url, requests);
    const findings: Finding[] = [];
    let sent = 0;
    responses.forEach((response, i) => {
      if (response.error) return;
      sent++;
      const why = judge(requests[i]!, response);
      if (why) findings.push({ request: requests[i]!, response, why });
    });
    const leaks = findings.filter((f) => f.why.startsWith('body is')).length;
    const publicCache = findings.filter((f) => f.why.includes('public')).length;
    console.log(
      `gate corpus, ${name}: ${sent} requests answered (${requests.length - sent} refused by the client), ` +
        `${leaks} leaks, ${publicCache} cacheable as public, ${findings.length - leaks - publicCache} other`,
    );
    expect(sent).toBe(requests.length);
    expect(
      findings
        .slice(0, 10)
        .map((f) => `${f.request.method} ${f.request.path} → ${f.response.status}: ${f.why}`),
    ).toEqual([]);
  }, 120_000);

  it.each(['node', 'worker'])('%s: random encodings of random listed paths never leak', async (name) => {
    const adapter = adapters.find((a) => a.name === name)!;
    // Weighted towards the shapes that reach a file lookup (a public folder, one or two steps up,
    // plain separators), so a run of a few hundred finds a hole like the one of c7c2464.
    const up = fc.constantFrom(
      '..',
      '.',
      '%2e%2e',
      '.%2e',
      '%252e%252e',
      '.%252e',
      '%252e.',
      '%25252e%25252e',
      '%c0%ae%c0%ae',
      '．．',
    );
    const folder = fc.constantFrom(
      '_gate',
      '_gate',
      '_gate/assets',
      'favicon.svg',
      'assets',
      '_GATE',
      '%5fgate',
      '',
    );
    const separator = fc.constantFrom('/', '/', '/', '%2f', '%252f', '\\', '%5c', '//', '/./');
    const tail = fc.constantFrom(
      '',
      '?',
      '#',
      '%3f',
      '%23',
      '%253f',
      '%2523',
      '%00',
      '.',
      '/',
      '.br',
      ';',
      '%20',
    );
    const file = fc.constantFrom(...gatedFiles.map((f) => f.key));
    const attempt = fc.record({
      folder,
      climb: fc.array(up, { minLength: 1, maxLength: 3 }),
      separator,
      file,
      times: fc.constantFrom(0, 0, 0, 1, 2, 3),
      upper: fc.boolean(),
      tail,
      cookie: fc.option(fc.constantFrom(...forgedCookies), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(attempt, async (a) => {
        const spelledFile = a.file
          .split('/')
          .map((s) => encodeTimes(s, a.times, a.upper))
          .join(a.separator);
        const parts = [a.folder, ...a.climb, spelledFile].filter(Boolean);
        const request: RawRequest = {
          method: 'GET',
          path: `/${parts.join(a.separator)}${a.tail}`,
          headers: a.cookie ? { cookie: a.cookie } : {},
        };
        const [response] = await sendAll(adapter.url, [request], 1);
        expect(response!.error).toBeUndefined();
        expect(judge(request, response!)).toBeNull();
      }),
      { numRuns: 400, seed: 20261129 },
    );
  }, 60_000);
});

describe('the real build is there', () => {
  it('is read from dist/ or built for the test', () => {
    expect(existsSync(path.join(dist, 'index.html'))).toBe(true);
  });
});
