// Collects the sha256 of every inline script and style in the built HTML into <outDir>/_origin.json,
// which the origin (Node server or edge worker) turns into its Content-Security-Policy: inline code
// runs only if it is exactly what the build wrote (docs/decisions/021-security-headers.md).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ORIGIN_META_FILE } from '../server/origin/site-paths.ts';

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

type InlineCode = { scripts: string[]; styles: string[] };

/** Inline <script> bodies that a browser would run, and inline <style> bodies, in document order. */
function inlineCode(html: string): InlineCode {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) scripts.push(m[2] ?? '');
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) styles.push(m[1] ?? '');
  return { scripts, styles };
}

const cspHash = (code: string) => `sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}`;

async function* htmlFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith('.html')) yield full;
  }
}

export async function writeCspHashes(
  outDir: string,
): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for await (const file of htmlFiles(outDir)) {
    const code = inlineCode(await readFile(file, 'utf8'));
    for (const s of code.scripts) scripts.add(cspHash(s));
    for (const s of code.styles) styles.add(cspHash(s));
  }
  const meta = { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() };
  await writeFile(path.join(outDir, ORIGIN_META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
  return meta;
}
