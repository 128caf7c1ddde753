// `npm run build [-- --outDir <dir>]`: the whole static site in one folder (default dist/).
//  1. the client build (Vite: hashed JS chunks, one per page, the stylesheet, the font);
//  2. the prerender: an SSR build of src/entry-server.tsx (into .tmp/, never served) renders every
//     route of the route table into its own complete HTML document (pricing.html, 404.html, …)
//     with its head tags, the inlined stylesheet and preloads of its font and its page chunk;
//     then sitemap.xml and the social card;
//  3. the staging gate page (scripts/build/build-gate.ts);
//  4. a brotli copy of every text file, for the local origin to send (scripts/build/precompress.ts);
//  5. last, the origin's metadata (scripts/build/origin-meta.ts): the CSP hashes of every inline script
//     and style, and the list of the files the build publishes, all the origin will serve.
// See docs/decisions/015-prerender-and-hydration.md.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Manifest, type Plugin } from 'vite';
import { typeface } from '../../src/config/typeface.ts';
import { buildGate } from './build-gate.ts';
import { writeCoreFont } from './core-font.ts';
import { writeOriginMeta } from './origin-meta.ts';
import { appScriptTags } from './page-scripts.ts';
import { precompress } from './precompress.ts';
import { escapeXml, writeSocialImage } from './social-image.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLIENT_ENTRY = 'index.html';
const SERVER_ENTRY = 'src/entry-server.tsx';
const ROUTE_TABLE = 'src/app/route-table.tsx';

/** Path that matches no route: rendering it gives the not-found page. */
const NOT_FOUND_PROBE = '/__not-found__';

type ServerEntry = typeof import('../../src/entry-server.tsx');
type PageRoute = ServerEntry['pageRoutes'][number];

/** Source modules (root-relative) that the route table's loaders import while a page renders. */
declare global {
  var __prerenderModules: Set<string> | undefined;
}

/**
 * SSR build only: each `import('…')` in the route table also records the module it loads, so the
 * prerender knows which client chunks a page needs and can preload them in its HTML.
 */
function recordPageModules(): Plugin {
  return {
    name: 'record-page-modules',
    async transform(code, id) {
      if (path.relative(ROOT, id.split('?')[0]!) !== ROUTE_TABLE) return null;
      const calls = [...code.matchAll(/\bimport\((['"])([^'"]+)\1\)/g)];
      const keys = await Promise.all(
        calls.map(async ([, , spec]) => {
          const resolved = await this.resolve(spec!, id);
          if (!resolved) throw new Error(`${ROUTE_TABLE}: cannot resolve ${spec}`);
          return path.relative(ROOT, resolved.id.split('?')[0]!);
        }),
      );
      let i = 0;
      const out = code.replace(
        /\bimport\((['"])([^'"]+)\1\)/g,
        (call) => `(globalThis.__prerenderModules?.add(${JSON.stringify(keys[i++])}), ${call})`,
      );
      return { code: out, map: null };
    },
  };
}

/**
 * Inline styles that Radix primitives render as style props (attributes in the prerender, which
 * the CSP forbids). Each has its equivalent in the adapter's classes (src/components/ui), or
 * matters only on the client (tabs' first-mount animation guard, the accordion's size variables
 * that no style here reads), so it is dropped from the markup. Production hydration does not
 * compare attributes, so nothing differs after hydration.
 */
const LIBRARY_STYLES = [
  ' style="position:relative"', // NavigationMenu list wrapper → navigation-menu.tsx
  ' style="outline:none"', // Tabs list (roving focus) → tabs.tsx
  ' style="animation-duration:0s"', // Tabs content, first mount only
  ' style="--radix-accordion-content-height:var(--radix-collapsible-content-height);--radix-accordion-content-width:var(--radix-collapsible-content-width)"',
];

function dropLibraryStyles(html: string): string {
  return LIBRARY_STYLES.reduce((out, attr) => out.replaceAll(attr, ''), html);
}

function parseOutDir(argv: string[]): string {
  const i = argv.indexOf('--outDir');
  return path.resolve(ROOT, i > 0 && argv[i + 1] ? argv[i + 1]! : 'dist');
}

/** Every file a manifest entry needs, its static imports first, and its stylesheets. */
function closure(manifest: Manifest, keys: Iterable<string>) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The client manifest has no ${key}`);
    if (files.has(chunk.file)) return;
    for (const dep of chunk.imports ?? []) visit(dep);
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
  };
  for (const key of keys) visit(key);
  return { files, css };
}

function sitemapXml(siteUrl: string, routes: PageRoute[]): string {
  const urls = routes
    .filter((r) => r.indexable)
    .map((r) => `  <url><loc>${escapeXml(`${siteUrl}${r.path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

type Shell = { html: string; entry: string };

/**
 * The built HTML shell: its stylesheet inlined (no render-blocking request), Inter cut down to the
 * copy's characters and preloaded, and Vite's entry script and preloads taken out (each page gets
 * its own, appScriptTags).
 */
async function shellTemplate(outDir: string): Promise<Shell> {
  let html = await readFile(path.join(outDir, CLIENT_ENTRY), 'utf8');
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1)
    throw new Error(`Expected one stylesheet in the built shell, found ${links.length}`);
  const [tag, file] = links[0]! as unknown as [string, string];
  const css = (await readFile(path.join(outDir, file), 'utf8')).trim();
  if (css.includes('</style')) throw new Error('The stylesheet cannot be inlined');
  // The file stays: a lazily loaded chunk that shares code with the entry (the contact form's
  // client) names it among its dependencies, and Vite's loader fetches it then.
  html = html.replace(tag, () => `<style>${css}</style>`);

  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\s*/.exec(html);
  if (!entry) throw new Error('The built shell has no entry script');
  html = html.replace(entry[0], '').replace(/<link rel="modulepreload"[^>]*>\s*/g, '');

  // Vite names the file after the package's, with its hash: `<stem>-<hash>.woff2`.
  const stem = typeface.variableLatinFile.replace(/\.woff2$/, '');
  const latin = (await readdir(path.join(outDir, 'assets'))).find(
    (f) => f.startsWith(`${stem}-`) && f.endsWith('.woff2'),
  );
  if (!latin)
    throw new Error(
      `The build has no ${typeface.family} latin font file (${typeface.variableLatinFile}): is ${typeface.variablePackage} installed? (npm install)`,
    );
  // Pages preload and use Inter cut down to their copy's characters; the latin file stays for
  // anything else (scripts/build/core-font.ts).
  const core = await writeCoreFont(outDir, css, `assets/${latin}`);
  html = html.replace('</style>', () => `${core.fontFace}</style>`);
  const preload = `<link rel="preload" href="/${core.file}" as="font" type="font/woff2" crossorigin>`;
  return { html: html.replace('<!--app-head-->', () => `${preload}<!--app-head-->`), entry: entry[1]! };
}

/** A page chunk's stylesheet: print-only ones load without blocking rendering. */
async function stylesheetLink(outDir: string, file: string): Promise<string> {
  const css = (await readFile(path.join(outDir, file), 'utf8')).trim();
  const printOnly = /^@media print\s*\{[\s\S]*\}$/.test(css) && css.indexOf('@media', 1) === -1;
  return `<link rel="stylesheet" href="/${file}"${printOnly ? ' media="print"' : ''}>`;
}

export async function buildSite(outDir: string): Promise<void> {
  process.env.BUILD_YEAR ??= String(new Date().getFullYear());
  // The site is always the production build, whoever runs this: Vite keeps a NODE_ENV it finds
  // (vitest sets "test"), which would bundle React's development build.
  process.env.NODE_ENV = 'production';
  const ssrDir = path.join(ROOT, '.tmp', `ssr-${process.pid}`);
  const configFile = path.join(ROOT, 'vite.config.ts');
  try {
    // 1. The client.
    await build({ configFile, build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
    const manifestFile = path.join(outDir, '.vite', 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Manifest;
    await rm(path.join(outDir, '.vite'), { recursive: true });

    // 2. The prerender.
    await build({
      configFile,
      plugins: [recordPageModules()],
      build: { ssr: SERVER_ENTRY, outDir: ssrDir, emptyOutDir: true, manifest: false, copyPublicDir: false },
      logLevel: 'warn',
    });
    const entryFile = path.join(ssrDir, `${path.basename(SERVER_ENTRY, '.tsx')}.js`);
    const server = (await import(pathToFileURL(entryFile).href)) as ServerEntry;

    const shell = await shellTemplate(outDir);
    const loadedByEntry = closure(manifest, [CLIENT_ENTRY]);
    // src/main.ts imports the app in steps (dynamic imports): every page needs all of them.
    const entrySteps = manifest[CLIENT_ENTRY]?.dynamicImports ?? [];
    for (const route of server.pageRoutes) {
      const modules = new Set<string>();
      globalThis.__prerenderModules = modules;
      const page = await server.renderPage(route.indexable ? route.path : NOT_FOUND_PROBE);
      globalThis.__prerenderModules = undefined;
      if (modules.size === 0) throw new Error(`${route.id}: the page loaded no module`);

      // Preload every chunk the page runs before it is ready (the entry's steps, what they import,
      // the page's own chunks and theirs), so none waits for the code that imports it to arrive.
      const needs = closure(manifest, [CLIENT_ENTRY, ...modules]);
      const entryFile = manifest[CLIENT_ENTRY]!.file;
      const preload = [...closure(manifest, [...entrySteps, ...modules]).files]
        .filter((f) => f !== entryFile)
        .map((f) => `/${f}`);
      const styles = await Promise.all(
        [...needs.css].filter((f) => !loadedByEntry.css.has(f)).map((f) => stylesheetLink(outDir, f)),
      );
      const html = shell.html
        .replace('<!--app-head-->', () =>
          [page.head, ...styles, appScriptTags(shell.entry, preload)].join(''),
        )
        .replace('<!--app-html-->', () => dropLibraryStyles(page.body));
      const inlineStyles = html.match(/<[^>]+\sstyle="/g)?.length ?? 0;
      if (inlineStyles) console.warn(`${route.file}: ${inlineStyles} style attributes (blocked by the CSP)`);
      await writeFile(path.join(outDir, route.file), html);
    }
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(server.siteUrl, server.pageRoutes));
    await writeSocialImage(outDir);
  } finally {
    await rm(ssrDir, { recursive: true, force: true });
  }

  // 3. The gate page; 4. once every file is final, the compressed copies; 5. then what the origin
  // reads: the hashes of all inline code (the gate's included) and the list of every file.
  await buildGate(outDir);
  await precompress(outDir);
  await writeOriginMeta(outDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = parseOutDir(process.argv);
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  await buildSite(outDir);
  if (!existsSync(path.join(outDir, 'index.html'))) throw new Error('The build wrote no index.html');
  console.log(
    `Built ${path.relative(ROOT, outDir) || '.'} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
