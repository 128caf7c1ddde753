// How the origin reads a URL path: which built file answers it, whether it is a page or an asset,
// what the gate lets through, where a return path may lead. Pure functions, runtime-neutral.
import { resolveRedirect } from '../../src/app/redirects.ts';
import { NOT_FOUND_FILE, pageFile, paths } from '../../src/config/paths.ts';

/** Built files: one HTML document per route (prerendered), the 404 page, the gate page. */
const GATE_DIR = '_gate';
export const GATE_PAGE_FILE = `${GATE_DIR}/gate.html`;
/** Build metadata the origin reads (CSP hashes); never served. */
export const ORIGIN_META_FILE = '_origin.json';

/**
 * The build's compressed copies (`x.js.br`, scripts/precompress.ts): sent in the file's place to a
 * request that accepts them, never by their own name.
 */
export const PRECOMPRESSED_SUFFIX = '.br';

/** Files anyone may fetch while the gate is on: the gate page's own assets, the favicon. */
const PUBLIC_FILES = new Set(['favicon.svg']);

const pageFiles = new Map<string, string>(Object.values(paths).map((p) => [p, pageFile(p)]));

export const pagePaths = (): string[] => [...pageFiles.keys()];
export const pageFileFor = (pathname: string): string | undefined => pageFiles.get(pathname);

/**
 * The path of a file inside the published folder, or null for anything that could leave it or
 * names hidden/internal files: `..` or `.` segments, backslashes, NUL, dotfiles, build metadata,
 * compressed copies.
 * The Node adapter checks containment again with path.relative on the resolved file.
 */
export function fileKeyFor(decodedPath: string): string | null {
  if (!decodedPath.startsWith('/') || /[\\\0]/.test(decodedPath)) return null;
  const segments = decodedPath.slice(1).split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.'))) return null;
  const key = segments.join('/');
  if (key === ORIGIN_META_FILE || key.endsWith(PRECOMPRESSED_SUFFIX)) return null;
  return key;
}

/** A page-like path (no file extension in its last segment, or .html): answered with a document. */
export function isPagePath(decodedPath: string): boolean {
  const last = decodedPath.slice(decodedPath.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

/** May this file be fetched without the gate cookie? Only what the gate page itself needs. */
export function isPublicFile(key: string): boolean {
  return PUBLIC_FILES.has(key) || (key.startsWith(`${GATE_DIR}/`) && !key.endsWith('.html'));
}

export { NOT_FOUND_FILE, resolveRedirect };

/**
 * Where the visitor goes after the gate: a same-origin path only (no scheme, no `//host`, no
 * backslash tricks, no control characters); anything else becomes "/".
 */
export function safeReturnPath(next: unknown): string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return '/';
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  try {
    const base = 'https://origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}

export function robotsTxt(gateOn: boolean, siteUrl: string): string {
  if (gateOn) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
