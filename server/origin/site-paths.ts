// How the origin reads a URL path: whether it is page-like, where a redirect or a return path may
// lead, what robots.txt says. Which file answers a path is the build's list's to say
// (site-files.ts). Pure functions, runtime-neutral.

import { NOT_FOUND_FILE } from '../../src/config/paths.ts';
import { resolveRedirect } from '../../src/config/redirects.ts';

export {
  GATE_PAGE_FILE,
  ORIGIN_META_FILE,
  PRECOMPRESSED_SUFFIX,
  pageFileFor,
  pagePaths,
} from './site-files.ts';

/** A page-like path (no file extension in its last segment, or .html): answered with a document. */
export function isPagePath(decodedPath: string): boolean {
  const last = decodedPath.slice(decodedPath.lastIndexOf('/') + 1);
  return !last.includes('.') || last.endsWith('.html');
}

export { NOT_FOUND_FILE, resolveRedirect };

/**
 * Where the visitor goes after the gate: a same-origin path only (no scheme, no `//host`, no
 * backslash tricks, no control characters); anything else becomes "/".
 */
export function safeReturnPath(next: unknown): string {
  if (!looksSameOrigin(next)) return '/';
  try {
    const base = 'https://origin.invalid';
    const url = new URL(next, base);
    if (url.origin !== base) return '/';
    // Re-checked: normalising can turn a safe path into an unsafe one ("/.//evil.example" →
    // "//evil.example", which a browser reads as another host).
    const out = `${url.pathname}${url.search}${url.hash}`;
    return looksSameOrigin(out) ? out : '/';
  } catch {
    return '/';
  }
}

function looksSameOrigin(next: unknown): next is string {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2048) return false;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  return !/[\u0000-\u001f\u007f\\]/.test(next);
}

export function robotsTxt(gateOn: boolean, siteUrl: string): string {
  if (gateOn) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
