// The build's list of the files it publishes, and the origin that serves only from it: what each
// built file is listed as, that a hand-edited list cannot publish more, and that an adapter is
// only ever asked for a listed key, whatever the request (decision 020).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listBuildFiles } from '../../scripts/build/origin-meta.ts';
import { createOriginApp } from '../../server/origin/origin-app.ts';
import { kindOfBuiltFile, ORIGIN_META_FILE, SiteFiles } from '../../server/origin/site-files.ts';
import { NOT_FOUND_FILE } from '../../src/config/paths.ts';
import { deriveGateKey } from '../../supabase/functions/_shared/gate-proof.ts';
import { coreVariants, METHODS } from '../helpers/attack-corpus.ts';
import { FIXTURE_CHUNK, writeFixtureDist } from '../helpers/fixture-dist.ts';

describe('what the build lists', () => {
  it.each([
    ['index.html', 'page'],
    ['pricing.html', 'page'],
    [NOT_FOUND_FILE, 'page'],
    ['_gate/gate.html', 'gate-page'],
    ['_gate/assets/gate-abc.js', 'gate'],
    ['favicon.svg', 'gate'],
    ['assets/pricing-abc.js', 'asset'],
    ['assets/index-abc.css', 'asset'],
    ['sitemap.xml', 'asset'],
    ['social-image.png', 'asset'],
    [ORIGIN_META_FILE, null],
    ['index.html.br', null],
    ['assets/pricing-abc.js.br', null],
    ['.build-stamp', null],
    ['assets/.hidden.js', null],
    ['_gate/other.html', null],
  ])('%s → %s', (key, kind) => {
    expect(kindOfBuiltFile(key)).toBe(kind);
  });

  it('lists every published file of a build once, with its compressed copy noted', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'lw-list-'));
    await writeFixtureDist(dist);
    await writeFile(path.join(dist, `${FIXTURE_CHUNK}.br`), 'packed');
    const list = await listBuildFiles(dist);
    expect(list[FIXTURE_CHUNK]).toEqual({ kind: 'asset', br: true });
    expect(list['pricing.html']).toEqual({ kind: 'page' });
    expect(Object.keys(list)).not.toContain(ORIGIN_META_FILE);
    expect(Object.keys(list).some((k) => k.endsWith('.br') || k.startsWith('.'))).toBe(false);
  });

  it('a list edited to publish the metadata, a compressed copy or a page by its name publishes nothing of it', () => {
    const files = new SiteFiles({
      [ORIGIN_META_FILE]: { kind: 'asset' },
      'x.js.br': { kind: 'asset' },
      'pricing.html': { kind: 'asset' },
      'assets/secret.js': { kind: 'gate' },
      'assets/ok.js': { kind: 'asset' },
    });
    expect(files.all().map((f) => f.key)).toEqual(['assets/ok.js']);
    expect(files.fileAt(`/${ORIGIN_META_FILE}`)).toBeNull();
    expect(files.fileAt('/pricing.html')).toBeNull();
    expect(files.fileAt('/assets/ok.js')?.key).toBe('assets/ok.js');
    // Exact names only: no other spelling of the same file.
    for (const p of [
      '/assets//ok.js',
      '/assets/./ok.js',
      '/ASSETS/ok.js',
      '/assets/ok.js/',
      'assets/ok.js',
    ]) {
      expect(files.fileAt(p), p).toBeNull();
    }
  });
});

describe('the origin asks its adapter for listed keys only', () => {
  let dist: string;
  let listed: Set<string>;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'lw-listed-'));
    await writeFixtureDist(dist);
    listed = new Set([...Object.keys(await listBuildFiles(dist)), ORIGIN_META_FILE]);
  });

  it('whatever the path, the method or the cookie', async () => {
    const asked: string[] = [];
    const { readFile } = await import('node:fs/promises');
    const gateKey = await deriveGateKey('listed-gate-secret-0123456789abcdef', 'pw');
    for (const gate of [{ on: true as const, gateKey }, { on: false as const }]) {
      const app = createOriginApp({
        gate,
        siteUrl: 'https://site.test',
        isHttps: () => false,
        readFile: async (key) => {
          asked.push(key);
          try {
            return new Response(new Uint8Array(await readFile(path.join(dist, key))));
          } catch {
            return null;
          }
        },
      });
      const paths = [...listed].flatMap((key) => coreVariants(key));
      for (const p of paths) await app.request(`https://site.test${p}`);
      // fetch's Request refuses TRACE itself; the raw-HTTP corpus (gate-corpus.test.ts) sends it.
      for (const method of METHODS.filter((m) => m !== 'TRACE'))
        await app.request(`https://site.test/${FIXTURE_CHUNK}`, { method });
    }
    expect(asked.length).toBeGreaterThan(0);
    expect([...new Set(asked)].filter((key) => !listed.has(key))).toEqual([]);
  });
});
