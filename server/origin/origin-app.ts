// The site's origin as one runtime-neutral Hono app: the staging gate (signed cookie), the built
// pages and assets, robots.txt, security headers on every response. Thin adapters run it: the Node
// server (server/app.ts) and the Cloudflare Worker (edge/cloudflare/worker.ts); each supplies how
// to read a built file. See docs/decisions/020-gate-at-the-origin.md.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GATE_SESSION_PATH, paths } from '../../src/config/paths.ts';
import { purposeFromQuery } from '../../src/features/contact/purpose-from-query.ts';
import { decodeOrNull } from '../../src/lib/uri.ts';
import { gateSubKey, verifyGateProof } from '../../supabase/functions/_shared/gate-proof.ts';
import { HttpError, readJsonBody } from '../../supabase/functions/_shared/http.ts';
import { fillContactPage } from './contact-page.ts';
import { freshStamp, handleContactPost, type SubmitContact } from './contact-post.ts';
import { gateSetCookie, hasValidGateCookie } from './gate-cookie.ts';
import { type CspSources, securityHeaders } from './security-headers.ts';
import {
  fileKeyFor,
  GATE_PAGE_FILE,
  isPagePath,
  isPublicFile,
  NOT_FOUND_FILE,
  ORIGIN_META_FILE,
  pageFileFor,
  resolveRedirect,
  robotsTxt,
  safeReturnPath,
} from './site-paths.ts';

export type GateConfig =
  | { on: false }
  | {
      on: true;
      /** HMAC(GATE_SECRET, password): checks the proof; its cookie sub-key signs the cookie. */
      gateKey: string;
    };

export type OriginOptions = {
  gate: GateConfig;
  /** Absolute URL of the public site (robots.txt names its sitemap). */
  siteUrl: string;
  /**
   * Reads one built file (a contained, decoded key such as "assets/x.js"); null when absent. With
   * `passOn`, the body goes to the visitor as it is, so the adapter may answer with a compressed
   * copy the request accepts (its Content-Encoding and Vary set); without it, the plain file.
   */
  readFile: (key: string, c: Context, passOn?: boolean) => Promise<Response | null>;
  /** Was this request made over HTTPS (directly, or as a trusted proxy reports)? */
  isHttps: (c: Context) => boolean;
  /** Origins the browser may call besides this one (the Supabase project URL). */
  connectSrc?: string[];
  /**
   * Sends a native contact form POST on to submit-contact, server to server, as the visitor (the
   * adapter knows who that is and how to reach the function); absent, such a POST answers that
   * sending failed.
   */
  submitContact?: (c: Context) => SubmitContact | undefined;
  /** The clock, for tests. */
  now?: () => number;
};

const GATE_SESSION_MAX_BYTES = 4096;

const NO_STORE = 'no-store';
const NOT_BUILT = 'The site is not built yet: run npm run build';
const NO_INLINE_CODE: CspSources = { scriptHashes: [], styleHashes: [] };

export function createOriginApp(options: OriginOptions): Hono {
  const app = new Hono();
  const now = options.now ?? (() => Date.now());
  const gateOn = options.gate.on;
  const cookieKey = options.gate.on ? gateSubKey(options.gate.gateKey, 'cookie') : null;
  /** Pages revalidate every time; behind the gate, shared caches never keep them. */
  const pageCache = gateOn ? 'private, no-cache' : 'no-cache';

  // CSP hashes of the inline scripts and styles of the built HTML, read once from the build.
  // Not cached while the build is missing (the server may start before the build is written).
  let csp: CspSources | undefined;
  const cspSources = async (c: Context): Promise<CspSources> => {
    if (csp) return csp;
    try {
      const res = await options.readFile(ORIGIN_META_FILE, c);
      if (!res) return NO_INLINE_CODE;
      csp = (await res.json()) as CspSources;
      return csp;
    } catch {
      return NO_INLINE_CODE;
    }
  };

  app.use('*', async (c, next) => {
    await next();
    const headers = securityHeaders({
      https: options.isHttps(c),
      gateOn,
      csp: await cspSources(c),
      connectSrc: options.connectSrc ?? [],
    });
    // A new Response: the one from fetch()/ASSETS may have immutable headers.
    const res = new Response(c.res.body, c.res);
    for (const [k, v] of Object.entries(headers)) res.headers.set(k, v);
    c.res = res;
  });
  app.use('*', rejectMalformedPaths);

  app.onError((err, c) => {
    console.error(JSON.stringify({ level: 'error', msg: 'origin: unhandled error', error: String(err) }));
    return c.text('Internal error', 500, { 'Cache-Control': NO_STORE });
  });

  app.on(['GET', 'HEAD'], '/robots.txt', (c) =>
    c.text(robotsTxt(gateOn, options.siteUrl), 200, { 'Cache-Control': 'public, max-age=300' }),
  );

  app.post(GATE_SESSION_PATH, async (c) => {
    if (!options.gate.on) return c.json({ error: 'The staging gate is off' }, 404);
    const gate = options.gate;
    let body: { proof?: unknown; next?: unknown };
    try {
      // The functions' front door: content type, size (stops reading at the limit), JSON.
      body = (await readJsonBody(c.req.raw, GATE_SESSION_MAX_BYTES)) as typeof body;
    } catch (err) {
      if (err instanceof HttpError) return c.json({ error: err.message }, err.status as ContentfulStatusCode);
      throw err;
    }
    if (body === null || typeof body !== 'object') return c.json({ error: 'Invalid request' }, 400);
    if (!(await verifyGateProof(gate.gateKey, body.proof, now()))) {
      return c.json({ error: 'Invalid or expired proof' }, 403, { 'Cache-Control': NO_STORE });
    }
    c.header('Set-Cookie', await gateSetCookie((await cookieKey)!, options.isHttps(c), now()));
    c.header('Cache-Control', NO_STORE);
    return c.json({ location: safeReturnPath(body.next) });
  });

  // The contact form without the app: a native POST, answered with the page showing the outcome.
  app.post(paths.contact, async (c) => {
    if (gateOn && !(await passedGate(c))) return c.redirect(paths.contact, 303);
    // Only this site's own pages post here (no cross-site form posts in a visitor's name).
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none')
      return c.text('Cross-site form posts are not accepted', 403, { 'Cache-Control': NO_STORE });
    const page = await options.readFile(pageFileFor(paths.contact)!, c);
    if (!page) return c.text(NOT_BUILT, 503);
    const outcome = await handleContactPost(c.req.raw, options.submitContact?.(c) ?? null, now());
    const html = fillContactPage(await page.text(), outcome.fill);
    return c.body(html, outcome.status as ContentfulStatusCode, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      ...outcome.headers,
    });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const decoded = decodeOrNull(new URL(c.req.url).pathname)!;
    const key = fileKeyFor(decoded);

    if (key !== null && isPublicFile(key)) {
      return (await serveFile(c, key, 'public')) ?? notFoundText(c);
    }

    if (gateOn && !(await passedGate(c))) {
      if (isPagePath(decoded)) {
        const page = await options.readFile(GATE_PAGE_FILE, c, true);
        if (!page) return c.text(NOT_BUILT, 503);
        return htmlFrom(c, page, 200, NO_STORE);
      }
      return c.body(null, 401, { 'Cache-Control': NO_STORE });
    }

    const redirect = resolveRedirect({ pathname: decoded, search: new URL(c.req.url).search, hash: '' });
    if (redirect) return c.redirect(redirect, 301);
    if (decoded.length > 1 && decoded.endsWith('/') && pageFileFor(decoded.replace(/\/+$/, ''))) {
      return c.redirect(`${decoded.replace(/\/+$/, '')}${new URL(c.req.url).search}`, 301);
    }

    const pageFile = pageFileFor(decoded);
    if (pageFile) {
      // The contact page is filled in per visit, so read as text; any other goes out as it is.
      const filledPerVisit = decoded === paths.contact;
      const page = await options.readFile(pageFile, c, !filledPerVisit);
      if (!page) return c.text(NOT_BUILT, 503);
      if (filledPerVisit) {
        // Each visit gets its own form fill (idempotency key, served time), and ?purpose= is chosen
        // in the page itself, so the form is right before (and without) any script.
        const purpose = purposeFromQuery(new URL(c.req.url).searchParams.get('purpose'));
        const html = fillContactPage(await page.text(), { stamp: freshStamp(now()), values: { purpose } });
        const filled = new Response(html, { headers: page.headers });
        return htmlFrom(c, filled, 200, gateOn ? 'private, no-store' : 'no-store');
      }
      return htmlFrom(c, page, 200, pageCache);
    }

    if (key !== null && !isPagePath(decoded)) {
      const cache = key.startsWith('assets/') ? 'max-age=31536000, immutable' : 'max-age=300';
      const file = await serveFile(c, key, gateOn ? 'private' : 'public', cache);
      if (file) return file;
      return notFoundText(c);
    }

    const notFound = await options.readFile(NOT_FOUND_FILE, c, true);
    if (!notFound) return notFoundText(c);
    return htmlFrom(c, notFound, 404, pageCache);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));

  async function passedGate(c: Context): Promise<boolean> {
    return hasValidGateCookie(c, (await cookieKey)!, options.isHttps(c), now());
  }

  async function serveFile(c: Context, key: string, scope: 'public' | 'private', cache = 'max-age=300') {
    const file = await options.readFile(key, c, true);
    if (!file) return null;
    const res = new Response(c.req.method === 'HEAD' ? null : file.body, file);
    res.headers.set('Cache-Control', `${scope}, ${cache}`);
    return res;
  }

  return app;
}

const rejectMalformedPaths: MiddlewareHandler = async (c, next) => {
  if (decodeOrNull(new URL(c.req.url).pathname) === null) {
    return c.text('Bad request: malformed percent-encoding in the path', 400, { 'Cache-Control': NO_STORE });
  }
  await next();
};

function htmlFrom(c: Context, file: Response, status: 200 | 404, cacheControl: string): Response {
  const headers = new Headers(file.headers);
  headers.set('Content-Type', 'text/html; charset=utf-8');
  headers.set('Cache-Control', cacheControl);
  headers.delete('Content-Length');
  headers.delete('ETag');
  return new Response(c.req.method === 'HEAD' ? null : file.body, { status, headers });
}

function notFoundText(c: Context): Response {
  return c.text('Not found', 404);
}
