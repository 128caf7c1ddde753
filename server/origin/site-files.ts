// What the origin may serve: the build's own list of the files it publishes, each with its kind,
// written by the build into the origin's metadata (scripts/build/origin-meta.ts). A request is mapped to
// an entry of that list or to nothing; the adapters (Node, Worker) are only ever handed a key that
// came from the list, never a string derived from the request, so no layer further down can read
// a path back as another file (decision 020, amendment: the Worker bypass found in c7c2464).
// Runtime-neutral: no Node built-ins.
import { NOT_FOUND_FILE, pageFile, paths } from '../../src/config/paths.ts';

/**
 * - `page`: a prerendered document, served only for its route (`/pricing` → pricing.html), never
 *   by its file name;
 * - `gate-page`: the staging gate's page, served in place of any page to a visitor without the
 *   cookie, never by its name;
 * - `gate`: what the gate page itself needs (its script, font, the favicon): anyone may fetch it;
 * - `asset`: every other file (scripts, styles, fonts, images, the sitemap), by its name, behind
 *   the gate.
 */
export type FileKind = 'page' | 'gate-page' | 'gate' | 'asset';

/** One published file; `br` when the build wrote a brotli copy beside it. */
export type ListedFileEntry = { kind: FileKind; br?: true };
/** The list as the build writes it: key (path inside the build folder) → entry. */
export type BuildFileList = Record<string, ListedFileEntry>;

declare const listed: unique symbol;
/** A key that came from the build's list (or one of the origin's own constants), never from a request. */
export type ListedKey = string & { readonly [listed]: true };

export type ListedFile = { key: ListedKey; kind: FileKind; br: boolean };

const GATE_DIR = '_gate';
export const GATE_PAGE_FILE = `${GATE_DIR}/gate.html`;
/** Build metadata the origin reads (CSP hashes, the file list); never served, never listed. */
export const ORIGIN_META_FILE = '_origin.json';
/** The build's compressed copies (`x.js.br`): sent in a file's place, never by their own name. */
export const PRECOMPRESSED_SUFFIX = '.br';
/** Files the gate page uses besides its own folder. */
const GATE_FILES_OUTSIDE = new Set(['favicon.svg']);

/** The metadata file's key: a constant of the origin's, so an adapter may read it. */
export const ORIGIN_META_KEY = ORIGIN_META_FILE as ListedKey;

/**
 * How the build lists a file it wrote (`key`: its path inside the build folder, `/`-separated), or
 * null for what is not published: dotfiles, the metadata, compressed copies.
 */
export function kindOfBuiltFile(key: string): FileKind | null {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s.startsWith('.'))) return null;
  if (key === ORIGIN_META_FILE || key.endsWith(PRECOMPRESSED_SUFFIX)) return null;
  if (key === GATE_PAGE_FILE) return 'gate-page';
  if (key.startsWith(`${GATE_DIR}/`) || GATE_FILES_OUTSIDE.has(key))
    return key.endsWith('.html') ? null : 'gate';
  if (key.endsWith('.html')) return 'page';
  return 'asset';
}

/** The build's list, read: what each request path may be answered with. */
export class SiteFiles {
  private readonly byPath = new Map<string, ListedFile>();
  private readonly pages = new Map<string, ListedFile>();
  gatePage: ListedFile | null = null;

  constructor(list: BuildFileList) {
    for (const [key, entry] of Object.entries(list)) {
      // Re-checked: a list edited by hand cannot publish what the build would not.
      if (kindOfBuiltFile(key) !== entry.kind) continue;
      const file: ListedFile = { key: key as ListedKey, kind: entry.kind, br: entry.br === true };
      if (entry.kind === 'page') this.pages.set(key, file);
      else if (entry.kind === 'gate-page') this.gatePage = file;
      else this.byPath.set(`/${key}`, file);
    }
  }

  /** The asset or gate file a decoded request path names exactly, or null. */
  fileAt(decodedPath: string): ListedFile | null {
    return this.byPath.get(decodedPath) ?? null;
  }

  /** The document of a page route (`/pricing`), or null for a path that is not a route. */
  pageFor(pathname: string): ListedFile | null {
    const route = routeFiles.get(pathname);
    return route ? (this.pages.get(route) ?? null) : null;
  }

  get notFoundPage(): ListedFile | null {
    return this.pages.get(NOT_FOUND_FILE) ?? null;
  }

  /** Every listed file, for tests and tools. */
  all(): ListedFile[] {
    return [...this.pages.values(), ...this.byPath.values(), ...(this.gatePage ? [this.gatePage] : [])];
  }
}

const routeFiles = new Map<string, string>(Object.values(paths).map((p) => [p, pageFile(p)]));

/** Every page route. */
export const pagePaths = (): string[] => [...routeFiles.keys()];
/** The document the build writes for a page route, or undefined for a path that is not one. */
export const pageFileFor = (pathname: string): string | undefined => routeFiles.get(pathname);

/**
 * A listed key as a URL path for a file store that parses URLs (Workers static assets, a static
 * file handler): each segment percent-encoded, so nothing in a name can read as `..`, `?` or `#`.
 */
export function keyAsUrlPath(key: ListedKey): string {
  return `/${key.split('/').map(encodeURIComponent).join('/')}`;
}
