// The local / self-hosted server: the production build with an SPA fallback, and every function
// handler at /functions/v1/<name>, as Supabase serves them, so supabase-js talks to it unchanged.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { corsHeaders, type Handler } from '../supabase/functions/_shared/http.ts';

export type AppOptions = {
  functions: Record<string, Handler>;
  /** Folder of the production build; omitted in dev, where Vite serves the pages. */
  distDir?: string;
  /** Keep the caller's x-forwarded-for (only behind a trusted reverse proxy). */
  trustProxy?: boolean;
};

type Bindings = { incoming?: IncomingMessage };

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

export function createApp(options: AppOptions): Hono<{ Bindings: Bindings }> {
  const app = new Hono<{ Bindings: Bindings }>();

  app.use('*', async (c, next) => {
    await next();
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(k, v);
  });
  app.use('*', compress());

  app.all('/functions/v1/:name', async (c) => {
    const handler = options.functions[c.req.param('name')];
    if (!handler) {
      return c.json({ error: 'Function not found' }, 404, corsHeaders);
    }
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    if (!options.trustProxy) {
      // Nothing sits in front of this server: the socket's address is the client's.
      headers.set('x-forwarded-for', c.env?.incoming?.socket.remoteAddress ?? 'unknown');
    }
    const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers };
    if (raw.body && raw.method !== 'GET' && raw.method !== 'HEAD') {
      init.body = raw.body;
      init.duplex = 'half';
    }
    return handler(new Request(raw.url, init));
  });

  const distDir = options.distDir;
  if (distDir) {
    const indexPath = path.join(distDir, 'index.html');
    app.on(['GET', 'HEAD'], '*', async (c) => {
      const urlPath = decodeURIComponent(new URL(c.req.url).pathname);
      const filePath = path.normalize(path.join(distDir, urlPath));
      if (!filePath.startsWith(distDir)) return c.text('Not found', 404);
      const file = await readIfFile(filePath);
      if (file) {
        const ext = path.extname(filePath);
        const immutable = urlPath.startsWith('/assets/');
        return c.body(new Uint8Array(file), 200, {
          'Content-Type': TYPES[ext] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        });
      }
      // A missing asset is a 404; any other path is a client-side route: serve the app.
      if (path.extname(urlPath) !== '' && !urlPath.endsWith('.html')) return c.text('Not found', 404);
      if (!existsSync(indexPath)) return c.text('The site is not built yet: run npm run build', 503);
      return c.body(await readFile(indexPath, 'utf8'), 200, {
        'Content-Type': TYPES['.html']!,
        'Cache-Control': 'no-cache',
      });
    });
  }

  return app;
}

async function readIfFile(filePath: string): Promise<Buffer | null> {
  try {
    const s = await stat(filePath);
    return s.isFile() ? await readFile(filePath) : null;
  } catch {
    return null;
  }
}
