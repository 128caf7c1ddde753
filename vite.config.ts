import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { aliases } from './config/aliases.ts';
import { withThemeColor } from './scripts/build/build-gate.ts';
import { inlineScriptTag } from './scripts/build/inline-scripts.ts';
import { SCRIPT_FETCH_PRIORITY } from './scripts/build/page-scripts.ts';
import { typefaceStylesheet } from './scripts/build/typeface.ts';
import { siteUrlSetting } from './server/origin-settings.ts';
import { parseGateTtlHours } from './src/config/gate.ts';
import { faviconSvg } from './src/config/logo.ts';

/** `npm run dev`: the same local backend as `npm start`, mounted inside the Vite dev server. */
function localBackend(): Plugin {
  return {
    name: 'local-backend',
    apply: 'serve',
    async configureServer(server) {
      const [{ getRequestListener }, { createApp }, { startBackend }, { readServerConfig }] =
        await Promise.all([
          import('@hono/node-server'),
          import('./server/app.ts'),
          import('./server/backend.ts'),
          import('./server/config.ts'),
        ]);
      const config = readServerConfig();
      const backend = await startBackend(config);
      const listener = getRequestListener(createApp({ functions: backend.functions }).fetch);
      server.middlewares.use((req, res, next) => {
        if (req.url?.startsWith('/functions/v1/')) void listener(req, res);
        else next();
      });
      if (config.usingDevPassword) {
        server.config.logger.info(`  staging password (development default): ${config.stagingPassword}`);
      }
    },
  };
}

/** The HTML shell: the page's one inline head script (src/lib/early/page-head.ts: theme, early input). */
/** The favicon, drawn from the logo's one definition: written into the build, served in dev. */
function faviconFromLogo(): Plugin {
  return {
    name: 'favicon-from-logo',
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(faviconSvg());
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: faviconSvg() });
    },
  };
}

function htmlShell(): Plugin {
  return {
    name: 'html-shell',
    // The theme-color from the tokens (the dark background, the theme a first visit opens in).
    transformIndexHtml: (html) =>
      withThemeColor(html.replace('<!--HEAD_SCRIPT-->', () => inlineScriptTag('page-head'))),
  };
}

/**
 * sonner injects its stylesheet with a <style> element at import time, which the
 * Content-Security-Policy (style-src without 'unsafe-inline') blocks. Drop that call; the toaster
 * adapter imports sonner/dist/styles.css instead. Fails the build if sonner changes its shape.
 */
function sonnerWithoutInjectedStyles(): Plugin {
  return {
    name: 'sonner-without-injected-styles',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      const call = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;
      if (!call.test(code)) throw new Error('sonner no longer calls __insertCSS("…"): update vite.config.ts');
      return { code: code.replace(call, ''), map: null };
    },
  };
}

/**
 * Vite's preload helper (what a built `import()` runs: a modulepreload link for the chunk and each
 * of its imports, then the import) fetches at the priority of the page's own script tags
 * (SCRIPT_FETCH_PRIORITY, scripts/build/page-scripts.ts). Without it the home page's island chunks,
 * asked for as the page starts (decision 033), went out at high priority just before the first
 * paint, and Lighthouse counted them as holding that paint back (decision 035). Fails the build
 * if the helper changes its shape.
 */
function lowPriorityChunkPreloads(): Plugin {
  const helper = '\0vite/preload-helper.js';
  const line = 'link.crossOrigin = "";';
  return {
    name: 'low-priority-chunk-preloads',
    apply: 'build',
    transform(code, id) {
      if (id !== helper) return null;
      if (code.split(line).length !== 2)
        throw new Error(`Vite's preload helper no longer sets ${line}: update vite.config.ts`);
      const priority = `link.fetchPriority = ${JSON.stringify(SCRIPT_FETCH_PRIORITY)};`;
      return { code: code.replace(line, () => `${line}${priority}`), map: null };
    },
  };
}

/** V8's explicit compile hint (Chromium 136 and later; to other engines, a comment). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Every chunk starts with V8's compile hint: its functions are compiled eagerly, off the main
 * thread while the chunk streams in, rather than lazily on the main thread when first called
 * (0.4-0.6 s of a slow phone's main thread before ready, traced). Not the Supabase client: it is
 * fetched only to send a form, and most of it is never called. Added last, after Vite's preload
 * helper has put its dependency map at the top: the hint counts only for code after it.
 * docs/decisions/040-compile-hints.md.
 */
function compileHints(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const file of Object.values(bundle))
          if (file.type === 'chunk' && file.name !== 'supabase') file.code = `${COMPILE_HINT}\n${file.code}`;
      },
    },
  };
}

/**
 * SITE_URL: the absolute URL of the public site (canonical links, Open Graph, JSON-LD, sitemap),
 * validated here once and baked into the client and the prerender alike, so both render the same.
 */
function readSiteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const parsed = siteUrlSetting.safeParse(env.SITE_URL);
  if (!parsed.success) throw new Error(`SITE_URL must be an absolute http(s) URL, got "${env.SITE_URL}"`);
  return parsed.data;
}

/** The year the pages are prerendered in; the footer shows it until the browser takes over. */
/** Parts only the home page and its islands use (kept out of the chunk every page loads). */
const HOME_ONLY = /[\\/]src[\\/]components[\\/]ui[\\/]tabs\.tsx$/;

const buildYear = process.env.BUILD_YEAR ?? String(new Date().getFullYear());
/** How long the gate remembers a visitor: the pages that state it read it (src/config/gate.ts). */
const gateTtlHours = parseGateTtlHours(process.env.GATE_TTL_HOURS);

/** An import of react-router resolved to its file in react-router's production build. */
function reactRouterProduction(find: RegExp, file: 'index' | 'dom-export') {
  return {
    find,
    replacement: path.resolve(import.meta.dirname, `node_modules/react-router/dist/production/${file}.mjs`),
  };
}

export default defineConfig({
  plugins: [
    typefaceStylesheet(),
    react(),
    tailwindcss(),
    htmlShell(),
    faviconFromLogo(),
    sonnerWithoutInjectedStyles(),
    lowPriorityChunkPreloads(),
    compileHints(),
    localBackend(),
  ],
  resolve: {
    alias: [
      ...Object.entries(aliases).map(([find, replacement]) => ({ find, replacement })),
      // react-router's package exports only its development build (ENABLE_DEV_WARNINGS on), for
      // every mode (remix-run/react-router#14102); its production build is the same code with the
      // development warnings off.
      reactRouterProduction(/^react-router$/, 'index'),
      reactRouterProduction(/^react-router\/dom$/, 'dom-export'),
    ],
  },
  define: {
    'import.meta.env.VITE_SITE_URL': JSON.stringify(readSiteUrl()),
    'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(buildYear),
    'import.meta.env.VITE_GATE_TTL_HOURS': JSON.stringify(String(gateTtlHours)),
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    // The manifest tells the prerender which chunks each page needs (scripts/build/build.ts).
    manifest: true,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React in a chunk of its own: src/main.ts evaluates it in a task of its own, before the
            // rest of the app, so starting the app never blocks the main thread for long.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The UI parts and icons that two or more pages share go into one chunk: each request
            // costs the main thread a few milliseconds on a phone, so a page loads a handful of
            // chunks rather than twenty tiny ones. Copy (src/content) stays with its page.
            // The home page's islands (decision 033) count as entries of their own: what only the
            // home page and its islands use (the tabs) stays out, in a chunk of the home page's.
            {
              name: 'shared',
              test: (id) =>
                /[\\/](src[\\/](components|hooks|lib|config)|node_modules[\\/]lucide-react)[\\/]/.test(id) &&
                !HOME_ONLY.test(id),
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
});
