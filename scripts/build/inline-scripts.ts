// The inline scripts of the HTML pages are source modules (src/lib/early/*.ts: typed, linted,
// unit-tested); this builds each into one minified statement for a <script> in the page's <head>.
// Deterministic, so every page carries the same text and the CSP allows it by one hash
// (scripts/build/origin-meta.ts collects the hashes from the built HTML).
import path from 'node:path';
import { buildSync } from 'esbuild';
import { paths } from '../../src/config/paths.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type InlineScript = 'page-head' | 'gate-head';

const cache = new Map<InlineScript, string>();

/** The built code of src/lib/early/<name>.ts: an IIFE, minified, ES2020, no source map. */
export function inlineScript(name: InlineScript): string {
  const cached = cache.get(name);
  if (cached) return cached;
  const result = buildSync({
    entryPoints: [path.join(ROOT, 'src/lib/early', `${name}.ts`)],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    write: false,
    legalComments: 'none',
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    logLevel: 'silent',
    // What the page's visit counter needs from the build (src/lib/early/visit-count.ts): where the
    // functions are (the page's own origin when unset, as for the app) and the contact page's path.
    define: {
      'import.meta.env.VITE_SUPABASE_URL': JSON.stringify(process.env.VITE_SUPABASE_URL ?? ''),
      __CONTACT_PATH__: JSON.stringify(paths.contact),
    },
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  if (!code) throw new Error(`src/lib/early/${name}.ts built to nothing`);
  if (code.includes('</script')) throw new Error(`src/lib/early/${name}.ts cannot be inlined`);
  cache.set(name, code);
  return code;
}

/** The script as it stands in a page's <head>. */
export const inlineScriptTag = (name: InlineScript): string => `<script>${inlineScript(name)}</script>`;
