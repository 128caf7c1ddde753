// The origin's metadata, <outDir>/_origin.json, written last by the build:
// - the sha256 of every inline script and style in the built HTML, which the origin (Node server or
//   edge worker) turns into its Content-Security-Policy: inline code runs only if it is exactly what
//   the build wrote (docs/decisions/021-security-headers.md);
// - how long the gate remembers a visitor (GATE_TTL_HOURS), as the pages state it;
// - the list of the files the build publishes, each with its kind, which is all the origin will
//   ever serve (server/origin/site-files.ts, decision 020).
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type BuildFileList,
  kindOfBuiltFile,
  ORIGIN_META_FILE,
  PRECOMPRESSED_SUFFIX,
  pageFileFor,
} from '../../server/origin/site-files.ts';
import { parseGateTtlHours } from '../../src/config/gate.ts';
import { paths } from '../../src/config/paths.ts';
import { contactPageRecord } from './contact-form-map.ts';

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

/** The CSP hashes of every inline script and style of the built HTML. */
export async function cspHashes(outDir: string): Promise<{ scriptHashes: string[]; styleHashes: string[] }> {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for await (const file of htmlFiles(outDir)) {
    const code = inlineCode(await readFile(file, 'utf8'));
    for (const s of code.scripts) scripts.add(cspHash(s));
    for (const s of code.styles) styles.add(cspHash(s));
  }
  return { scriptHashes: [...scripts].sort(), styleHashes: [...styles].sort() };
}

/** Every file under `outDir` that the origin may serve, with its kind and whether it has a brotli copy. */
export async function listBuildFiles(outDir: string): Promise<BuildFileList> {
  const keys = (await readdir(outDir, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
  const present = new Set(keys);
  const list: BuildFileList = {};
  for (const key of keys) {
    const kind = kindOfBuiltFile(key);
    if (kind) list[key] = present.has(key + PRECOMPRESSED_SUFFIX) ? { kind, br: true } : { kind };
  }
  return list;
}

async function contactPageOf(outDir: string) {
  const key = pageFileFor(paths.contact);
  if (!key) return null;
  const html = await readFile(path.join(outDir, key), 'utf8').catch(() => null);
  return html === null ? null : contactPageRecord(key, html);
}

/** Writes _origin.json; run once every other file of the build is final. */
export async function writeOriginMeta(outDir: string): Promise<void> {
  const meta = {
    ...(await cspHashes(outDir)),
    // The gate cookie's lifetime, as the pages built with it state it (src/config/gate.ts).
    gateTtlHours: parseGateTtlHours(process.env.GATE_TTL_HOURS),
    files: await listBuildFiles(outDir),
    // Where the contact form's values and messages go in contact.html, for the origin to fill a visit
    // in without parsing the page (decision 054).
    contactPage: await contactPageOf(outDir),
  };
  await writeFile(path.join(outDir, ORIGIN_META_FILE), `${JSON.stringify(meta, null, 2)}\n`);
}
