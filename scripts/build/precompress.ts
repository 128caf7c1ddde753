// Brotli copies of the build's text files, written beside them (`index.html.br`, `assets/x.js.br`):
// the local origin sends one to a browser that accepts `br` (server/app.ts, serveStatic's
// `precompressed`) instead of gzipping the file on every request. At the highest quality, which
// costs too much to run per request, a page's HTML is 20-24 % smaller than gzip and its scripts
// 9-16 %: on a slow phone the page's code is what the first screen waits for (decision 038).
// A CDN compresses on its own: `.assetsignore` keeps the copies out of a Cloudflare upload.
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BrotliOptions, brotliCompress, brotliCompressSync, constants } from 'node:zlib';
import { PRECOMPRESSED_SUFFIX } from '../../server/origin/site-paths.ts';

/** The files worth a compressed copy: text a browser fetches. */
const COMPRESSIBLE = /\.(?:html|js|css|svg|xml)$/;
/** A copy is kept only when it saves at least a tenth of the file. */
const pays = (source: Buffer, packed: Buffer) => packed.length <= source.length * 0.9;

const options = (size: number): BrotliOptions => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const compress = promisify(brotliCompress);

/** Writes the brotli copy of every compressible file under `dir`; returns how many it wrote. */
export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
  const written = await Promise.all(
    files.map(async (file) => {
      const source = await readFile(file);
      const packed = await compress(source, options(source.length));
      if (!pays(source, packed)) return false;
      await writeFile(file + PRECOMPRESSED_SUFFIX, packed);
      return true;
    }),
  );
  await writeFile(path.join(dir, '.assetsignore'), `*${PRECOMPRESSED_SUFFIX}\n`);
  return written.filter(Boolean).length;
}

/**
 * Replaces a built file's content (a test's or a benchmark's altered copy of a build) and its
 * brotli copy with it, so a browser that accepts `br` never gets the content from before.
 */
export function rewriteBuiltFile(file: string, content: string): void {
  writeFileSync(file, content);
  const copy = file + PRECOMPRESSED_SUFFIX;
  if (!existsSync(copy)) return;
  const source = Buffer.from(content);
  const packed = brotliCompressSync(source, options(source.length));
  if (pays(source, packed)) writeFileSync(copy, packed);
  else rmSync(copy);
}
