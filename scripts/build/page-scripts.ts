// How a prerendered page loads its app: in <head>, preloads of every chunk the page needs and the
// entry as a module script (deferred by the browser: it runs once the document is parsed). Nothing
// waits for the first paint and nothing is held back from layout: the browser renders the HTML as
// it arrives, and the page's controls work natively or through the inline head script until the
// app is ready (docs/decisions/028-usable-from-first-paint.md).

/**
 * The fetch priority of every script the site loads: the page's own tags (appScriptTags) and the
 * chunks a later `import()` loads (Vite's preload helper, vite.config.ts). Fetched at once, but
 * after what the first paint needs (on a slow link they otherwise compete with it; Lighthouse's
 * mobile estimate put first paint 0.5-0.7 s later). Decisions 028 and 035.
 */
export const SCRIPT_FETCH_PRIORITY = 'low';

/** The tags that start the app, for a page's <head>: chunk preloads, then the entry. */
export function appScriptTags(entry: string, preload: string[]): string {
  const priority = `fetchpriority="${SCRIPT_FETCH_PRIORITY}"`;
  const preloads = preload.map((href) => `<link rel="modulepreload" href="${href}" ${priority}>`).join('');
  return `${preloads}<script type="module" src="${entry}" ${priority}></script>`;
}

/**
 * A built page without its app (its entry script and chunk preloads): it paints and works as it
 * does with scripts turned off, except for the inline head script (theme), which stays.
 */
export function withoutPageScripts(html: string): string {
  const withoutEntry = html.replace(/<script type="module" src="[^"]*"[^>]*><\/script>/, '');
  if (withoutEntry === html) throw new Error('The page has no entry script');
  return withoutEntry.replace(/<link rel="modulepreload" href="[^"]*"[^>]*>/g, '');
}

/**
 * The chunks a built chunk imports statically, as names beside it (`import … from"../x.js"` or
 * `import"../x.js"` in the minified output).
 */
export function staticChunkImports(code: string): string[] {
  return [...code.matchAll(/(?:\bimport|\bfrom)\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1]!);
}
