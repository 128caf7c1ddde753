// The local / self-hosted server: every function handler at /functions/v1/<name> (as Supabase
// serves them, so supabase-js talks to it unchanged) and, when a build is given, the site's origin
// (server/origin: the gate, the prerendered pages, security headers) reading dist/ through
// @hono/node-server's serveStatic.
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { LOCAL_SITE_URL } from '../src/config/site.ts';
import { resolveClientAddress } from '../supabase/functions/_shared/client-address.ts';
import { corsHeaders, type Handler } from '../supabase/functions/_shared/http.ts';
import { createOriginApp, type GateConfig } from './origin/origin-app.ts';
import { securityHeaders } from './origin/security-headers.ts';
import type { SharedOriginSettings } from './origin/shared-settings.ts';
import { keyAsUrlPath } from './origin/site-files.ts';

export type AppOptions = {
  functions: Record<string, Handler>;
  /** Folder of the production build; omitted in dev, where Vite serves the pages. */
  distDir?: string;
  /**
   * How many trusted proxies sit in front of this server (TRUST_PROXY): 0 means none, so the
   * socket address is the client's and client-sent x-forwarded-for/-proto are ignored.
   */
  trustProxyHops?: number;
  /** The staging gate at the origin; off for a public launch. */
  gate?: GateConfig;
  /** Absolute URL of the public site (robots.txt, sitemap). */
  siteUrl?: string;
  /** Origins the browser calls besides this one (connect-src). */
  connectSrc?: string[];
  now?: () => number;
  /** Requests one client may have open at once (slow-body and flood protection); then 429. */
  maxConcurrentPerClient?: number;
  /** The settings the Worker reads too (server/origin/shared-settings.ts), parsed; defaults when absent. */
  settings?: SharedOriginSettings;
};

/** Requests one client may have open at once by default (the README quotes it). */
const MAX_CONCURRENT_PER_CLIENT = 64;

type Bindings = { incoming?: IncomingMessage };

export function createApp(options: AppOptions): Hono<{ Bindings: Bindings }> {
  const app = new Hono<{ Bindings: Bindings }>();
  const hops = options.trustProxyHops ?? 0;
  const gate: GateConfig = options.gate ?? { on: false };
  const isHttps = (c: Context) => hops > 0 && forwardedProto(c.req.header('x-forwarded-proto')) === 'https';

  const limit = options.maxConcurrentPerClient ?? MAX_CONCURRENT_PER_CLIENT;
  const open = new Map<string, number>();
  app.use('*', async (c, next) => {
    const client = resolveClientAddress(
      c.req.header('x-forwarded-for') ?? null,
      c.env?.incoming?.socket.remoteAddress ?? 'unknown',
      hops,
    );
    const count = open.get(client) ?? 0;
    if (count >= limit) {
      c.res = withHeaders(
        c.text('Too many open requests from this client', 429, {
          'Retry-After': '1',
          'Cache-Control': 'no-store',
        }),
        securityHeaders({ https: isHttps(c), gateOn: gate.on, csp: NO_HASHES }),
      );
      return;
    }
    open.set(client, count + 1);
    try {
      await next();
    } finally {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    }
  });
  app.use('*', compress());

  app.all('/functions/v1/*', async (c) => {
    const name = c.req.path.slice('/functions/v1/'.length);
    // Own properties only: "constructor" or "__proto__" must not resolve to Object's members.
    const handler = Object.hasOwn(options.functions, name) ? options.functions[name] : undefined;
    const res = handler
      ? await handler(forwardedRequest(c.req.raw, c.env?.incoming?.socket.remoteAddress, hops))
      : c.json({ error: 'Function not found' }, 404, corsHeaders);
    return withHeaders(res, securityHeaders({ https: isHttps(c), gateOn: gate.on, csp: NO_HASHES }));
  });

  if (options.distDir) {
    const distDir = path.resolve(options.distDir);
    const files = new Hono();
    // precompressed: the build's brotli copies (scripts/build/precompress.ts) for a request that accepts br.
    files.get('*', serveStatic({ root: distDir, allowPercentInPath: true, precompressed: true }));
    files.notFound(() => new Response(null, { status: 404 }));
    const origin = createOriginApp({
      gate,
      siteUrl: options.siteUrl ?? LOCAL_SITE_URL,
      connectSrc: options.connectSrc ?? [],
      isHttps,
      ...(options.now ? { now: options.now } : {}),
      ...(options.settings ? { settings: options.settings } : {}),
      // A native contact POST goes to the same handler as /functions/v1/submit-contact, in
      // process, as the visitor (the address resolved exactly as for a direct call).
      submitContact: (c) => async (payload, headers, signal) => {
        const handler = options.functions['submit-contact'];
        if (!handler) return new Response(null, { status: 503 });
        const visitor = new Headers({ ...headers, 'content-type': 'application/json' });
        const forwardedFor = c.req.header('x-forwarded-for');
        if (forwardedFor) visitor.set('x-forwarded-for', forwardedFor);
        const req = new Request('http://origin.local/functions/v1/submit-contact', {
          method: 'POST',
          headers: visitor,
          body: JSON.stringify(payload),
          signal,
        });
        return handler(forwardedRequest(req, c.env?.incoming?.socket.remoteAddress, hops));
      },
      readFile: async (key, c, passOn) => {
        // A key from the build's list; contained all the same (path.relative does not climb out).
        const relative = path.relative(distDir, path.resolve(distDir, key));
        if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;
        const accepted = passOn ? c.req.header('accept-encoding') : undefined;
        const res = await files.fetch(
          new Request(`http://files.local${keyAsUrlPath(key)}`, {
            headers: accepted ? { 'accept-encoding': accepted } : {},
          }),
        );
        return res.status === 200 ? res : null;
      },
    });
    app.route('/', origin);
  } else {
    app.all('*', (c) =>
      withHeaders(
        c.text('Not found', 404),
        securityHeaders({ https: false, gateOn: gate.on, csp: NO_HASHES }),
      ),
    );
  }

  return app;
}

const NO_HASHES = { scriptHashes: [], styleHashes: [] };

function withHeaders(res: Response, headers: Record<string, string>): Response {
  const out = new Response(res.body, res);
  for (const [k, v] of Object.entries(headers)) if (!out.headers.has(k)) out.headers.set(k, v);
  return out;
}

/** The last value a proxy appended (x-forwarded-proto may hold a list, leftmost set by the client). */
function forwardedProto(header: string | undefined): string | undefined {
  return header?.split(',').at(-1)?.trim().toLowerCase();
}

/**
 * The request as a function sees it: x-forwarded-for holds exactly one address, the client's.
 * With no trusted proxy that is the socket's address; behind N trusted proxies it is the entry the
 * outermost one appended (N from the right once the socket's own address is appended).
 */
function forwardedRequest(raw: Request, socketAddress: string | undefined, hops: number): Request {
  const headers = new Headers(raw.headers);
  headers.set(
    'x-forwarded-for',
    resolveClientAddress(raw.headers.get('x-forwarded-for'), socketAddress ?? 'unknown', hops),
  );
  const init: RequestInit & { duplex?: 'half' } = { method: raw.method, headers };
  if (raw.body && raw.method !== 'GET' && raw.method !== 'HEAD') {
    init.body = raw.body;
    init.duplex = 'half';
  }
  return new Request(raw.url, init);
}
