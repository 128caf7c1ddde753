import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { json } from '../../supabase/functions/_shared/http.ts';

let dist: string;
const seen: Request[] = [];
const app = () =>
  createApp({
    distDir: dist,
    functions: {
      echo: async (req) => {
        seen.push(req);
        return json({ method: req.method, body: req.method === 'POST' ? await req.json() : null });
      },
    },
  });

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'lw-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
});

describe('local server', () => {
  it('answers a deep link with the app (SPA fallback), not cached', async () => {
    for (const p of ['/pricing', '/security', '/no/such/page']) {
      const res = await app().request(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('serves real files as themselves: robots.txt is not the app', async () => {
    const res = await app().request('/robots.txt');
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(await res.text()).toContain('Disallow: /');
  });

  it('caches hashed assets forever and answers 404 for a missing one', async () => {
    const asset = await app().request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await app().request('/assets/missing-1.js')).status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    const res = await app().request('/..%2f..%2fetc%2fpasswd');
    expect(await res.text()).not.toContain('root:');
  });

  it('mounts functions at /functions/v1/<name> and 404s unknown ones with CORS', async () => {
    const res = await app().request('/functions/v1/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ hello: 'world' }),
    });
    expect(await res.json()).toEqual({ method: 'POST', body: { hello: 'world' } });
    const missing = await app().request('/functions/v1/nope', { method: 'POST' });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('replaces a client-sent x-forwarded-for with the socket address (no proxy in front)', async () => {
    seen.length = 0;
    await app().request(
      '/functions/v1/echo',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
        body: '{}',
      },
      { incoming: { socket: { remoteAddress: '127.0.0.1' } } },
    );
    expect(seen[0]?.headers.get('x-forwarded-for')).toBe('127.0.0.1');
  });

  it('sends security headers', async () => {
    const res = await app().request('/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});
