// The build's brotli copies (scripts/build/precompress.ts) and the local origin sending them: only to a
// request that accepts br, never for a page filled in per visit, never past the gate.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompress, rewriteBuiltFile } from '../../scripts/build/precompress.ts';
import { createApp } from '../../server/app.ts';
import { deriveGateKey } from '../../supabase/functions/_shared/gate-proof.ts';
import { FIXTURE_CHUNK, FIXTURE_SITE_TEXT, writeFixtureDist } from '../helpers/fixture-dist.ts';

const socket = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const BR = { 'accept-encoding': 'gzip, deflate, br, zstd' };
/** A page long enough to be worth a compressed copy, as every built page is. */
const PAGE = `<!doctype html><h1>Pricing</h1>${FIXTURE_SITE_TEXT}${'<p>Plans priced per user.</p>'.repeat(200)}`;
const STALE = 'a copy from before the file changed';

let dist: string;
let written: number;

beforeAll(async () => {
  dist = path.join(await mkdtemp(path.join(tmpdir(), 'lw-precompressed-')), 'dist');
  await writeFixtureDist(dist);
  await writeFile(path.join(dist, 'pricing.html'), PAGE);
  await writeFile(path.join(dist, FIXTURE_CHUNK), `export const p = ${JSON.stringify(PAGE)};`);
  await writeFile(path.join(dist, 'assets', 'inter.woff2'), PAGE);
  await writeFile(path.join(dist, 'assets', 'packed.js'), randomBytes(4096));
  written = await precompress(dist);
});

const unpacked = async (file: string) => brotliDecompressSync(await readFile(`${file}.br`)).toString();
const body = async (res: Response) => {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  return (encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString();
};

describe('precompress', () => {
  it('writes a brotli copy of each text file it makes smaller, and none of a font', async () => {
    expect(await unpacked(path.join(dist, 'pricing.html'))).toBe(PAGE);
    expect(await unpacked(path.join(dist, FIXTURE_CHUNK))).toContain(FIXTURE_SITE_TEXT);
    expect(existsSync(path.join(dist, 'assets', 'inter.woff2.br'))).toBe(false);
    // A file brotli cannot make a tenth smaller: no copy.
    expect(existsSync(path.join(dist, 'assets', 'packed.js.br'))).toBe(false);
    expect(written).toBeGreaterThanOrEqual(2);
    expect(await readFile(path.join(dist, '.assetsignore'), 'utf8')).toBe('*.br\n');
  });

  it('rewriteBuiltFile changes the copy with the file, and drops a copy that no longer pays', async () => {
    const file = path.join(dist, 'rewritten.html');
    await writeFile(file, PAGE);
    await writeFile(`${file}.br`, 'not brotli');
    rewriteBuiltFile(file, PAGE.replace('Pricing', 'Changed'));
    expect(await unpacked(file)).toContain('<h1>Changed</h1>');
    rewriteBuiltFile(file, '<h1>short</h1>');
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(await readFile(file, 'utf8')).toBe('<h1>short</h1>');
  });
});

describe('the local origin', () => {
  const open = () => createApp({ distDir: dist, gate: { on: false }, functions: {} });

  it('sends the brotli copy of a page or a chunk to a request that accepts br', async () => {
    for (const url of ['/pricing', `/${FIXTURE_CHUNK}`]) {
      const res = await open().request(url, { headers: BR }, socket);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await body(res)).toContain(FIXTURE_SITE_TEXT);
    }
    const head = await open().request('/pricing', { method: 'HEAD', headers: BR }, socket);
    expect(head.headers.get('content-encoding')).toBe('br');
  });

  it('sends the file itself to a request that does not accept br', async () => {
    const res = await open().request('/pricing', { headers: { 'accept-encoding': 'identity' } }, socket);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(PAGE);
  });

  it('fills the contact page per visit from the file, never from a copy', async () => {
    await writeFile(path.join(dist, 'contact.html.br'), brotliCompressSync(STALE));
    const res = await open().request('/contact', { headers: BR }, socket);
    expect(res.status).toBe(200);
    const html = await body(res);
    expect(html).not.toContain(STALE);
    expect(html).toContain('<form');
  });

  it('keeps the copies behind the gate like the files', async () => {
    const gateKey = await deriveGateKey('test-gate-secret-0123456789abcdef', 'staging-pw');
    const gated = createApp({ distDir: dist, gate: { on: true, gateKey }, functions: {} });
    for (const url of ['/pricing.html.br', `/${FIXTURE_CHUNK}.br`, `/${FIXTURE_CHUNK}`]) {
      const res = await gated.request(url, { headers: BR }, socket);
      expect(res.status, url).toBe(401);
      expect(await res.text()).toBe('');
    }
    const page = await gated.request('/pricing', { headers: BR }, socket);
    expect(await body(page)).not.toContain(FIXTURE_SITE_TEXT);
  });

  it('never sends a copy by its own name', async () => {
    for (const url of ['/pricing.html.br', `/${FIXTURE_CHUNK}.br`]) {
      const res = await open().request(url, { headers: BR }, socket);
      expect(res.status, url).toBe(404);
      expect(await body(res)).not.toContain(FIXTURE_SITE_TEXT);
    }
  });
});
