// The site's origin as one runtime-neutral Hono app: the staging gate (signed cookie), the built
// pages and assets, robots.txt, security headers on every response. Thin adapters run it: the Node
// server (server/app.ts) and the Cloudflare Worker (edge/cloudflare/worker.ts); each supplies how
// to read a built file. See docs/decisions/020-gate-at-the-origin.md.
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseGateTtlHours } from '../../src/config/gate.ts';
import { GATE_SESSION_PATH, paths } from '../../src/config/paths.ts';
import { purposeFromQuery } from '../../src/lib/contact/purpose-from-query.ts';
import { decodeOrNull } from '../../src/lib/uri.ts';
import {
  encodeContactSource,
  firstTouchFrom,
} from '../../supabase/functions/_shared/contracts/contact-source-capture.ts';
import { gateSubKey, verifyGateProof } from '../../supabase/functions/_shared/gate-proof.ts';
import {
  BodyNotReceived,
  consoleLogger,
  HttpError,
  readJsonBody,
} from '../../supabase/functions/_shared/http.ts';
import { printableJson } from '../../supabase/functions/_shared/printable.ts';
import { type ContactPageRecord, contactFormChecker, fillContactPage } from './contact-page.ts';
import { freshStamp, handleContactPost, type SubmitContact } from './contact-post.ts';
import { GATE_COOKIE_TTL_SECONDS, gateSetCookie, hasValidGateCookie } from './gate-cookie.ts';
import { type CspSources, originOf, securityHeaders } from './security-headers.ts';
import { DEFAULT_SHARED_SETTINGS, type SharedOriginSettings } from './shared-settings.ts';
import {
  type BuildFileList,
  type ListedFile,
  type ListedKey,
  ORIGIN_META_KEY,
  SiteFiles,
} from './site-files.ts';
import { isPagePath, resolveRedirect, robotsTxt, safeReturnPath } from './site-paths.ts';
import { UsedOnce } from './used-once.ts';

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
   * Reads one built file by its key in the build's list (e.g. "assets/x.js"), never a string taken
   * from the request; null when absent. With `passOn`, the body goes to the visitor as it is, so the
   * adapter may answer with a compressed copy the request accepts (its Content-Encoding and Vary
   * set); without it, the plain file.
   */
  readFile: (key: ListedKey, c: Context, passOn?: boolean) => Promise<Response | null>;
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
  /** The settings both adapters read, parsed (shared-settings.ts); their defaults when absent. */
  settings?: SharedOriginSettings;
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
  const settings = options.settings ?? DEFAULT_SHARED_SETTINGS;
  const gateOn = options.gate.on;
  const cookieKey = options.gate.on ? gateSubKey(options.gate.gateKey, 'cookie') : null;
  /** Pages revalidate every time; behind the gate, shared caches never keep them. */
  const pageCache = gateOn ? 'private, no-cache' : 'no-cache';

  // The build's metadata, read once: the CSP hashes of its inline code and the list of the files it
  // publishes. Not cached while the build is missing (the server may start before it is written).
  let meta:
    | {
        csp: CspSources;
        files: SiteFiles;
        gateTtlSeconds: number;
        /** The contact page's form map, once the page is shown to be the one the build mapped. */
        contactForm: ReturnType<typeof contactFormChecker>;
      }
    | undefined;
  const siteMeta = async (c: Context) => {
    if (meta) return meta;
    try {
      const res = await options.readFile(ORIGIN_META_KEY, c);
      if (!res) return null;
      const read = (await res.json()) as CspSources & {
        files?: BuildFileList;
        gateTtlHours?: unknown;
        contactPage?: ContactPageRecord | null;
      };
      if (!read.files) return null;
      meta = {
        csp: { scriptHashes: read.scriptHashes, styleHashes: read.styleHashes },
        files: new SiteFiles(read.files),
        // The lifetime the pages built with it state (GATE_TTL_HOURS, src/config/gate.ts).
        gateTtlSeconds: parseGateTtlHours(String(read.gateTtlHours ?? '')) * 3600,
        contactForm: contactFormChecker(read.contactPage),
      };
      return meta;
    } catch {
      return null;
    }
  };
  const cspSources = async (c: Context) => (await siteMeta(c))?.csp ?? NO_INLINE_CODE;
  const readListed = (file: ListedFile, c: Context, passOn = false) => options.readFile(file.key, c, passOn);
  /**
   * The contact page's text and the build's map of its form; null when the page is missing or is
   * not the page the build mapped (then the metadata is read again on the next request: a build
   * written while the server runs).
   */
  const contactPage = async (c: Context) => {
    const site = await siteMeta(c);
    const file = site?.files.pageFor(paths.contact);
    const page = file ? await readListed(file, c) : null;
    if (!site || !page) return null;
    const html = await page.text();
    const form = await site.contactForm(html);
    if (!form) {
      meta = undefined;
      return null;
    }
    return { html, form, headers: page.headers };
  };

  // A gate proof opens the gate once (decision 020): its signed nonce is kept until the proof
  // expires, then forgotten, the expired first off a heap (decision 057).
  const usedProofs = new UsedOnce();
  const siteOrigin = originOf(options.siteUrl);

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
  // Every answer of the gate session (the cookie, a refusal, a redirect) is for one request only.
  app.use(GATE_SESSION_PATH, async (c, next) => {
    await next();
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('Cache-Control', NO_STORE);
  });

  app.onError((err, c) => {
    console.error(printableJson({ level: 'error', msg: 'origin: unhandled error', error: String(err) }));
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
      if (err instanceof BodyNotReceived)
        consoleLogger.info('origin: gate session body not received in full');
      if (err instanceof HttpError) return c.json({ error: err.message }, err.status as ContentfulStatusCode);
      throw err;
    }
    if (body === null || typeof body !== 'object') return c.json({ error: 'Invalid request' }, 400);
    const proof = await verifyGateProof(gate.gateKey, body.proof, now());
    if (!proof || !usedProofs.firstUse(proof.nonce, proof.expires, Math.floor(now() / 1000))) {
      return c.json({ error: 'Invalid or expired proof' }, 403, { 'Cache-Control': NO_STORE });
    }
    const ttl = (await siteMeta(c))?.gateTtlSeconds ?? GATE_COOKIE_TTL_SECONDS;
    c.header('Set-Cookie', await gateSetCookie((await cookieKey)!, options.isHttps(c), now(), ttl));
    c.header('Cache-Control', NO_STORE);
    return c.json({ location: safeReturnPath(body.next) });
  });

  // The contact form without the app: a native POST, answered with the page showing the outcome.
  app.post(paths.contact, async (c) => {
    if (gateOn && !(await passedGate(c))) return c.redirect(paths.contact, 303);
    // Only this site's own pages post here (no cross-site form posts in a visitor's name).
    if (!sameSitePost(c, [siteOrigin, ownOrigin(c)]))
      return c.text('Cross-site form posts are not accepted', 403, { 'Cache-Control': NO_STORE });
    const page = await contactPage(c);
    if (!page) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_STORE });
    const outcome = await handleContactPost(
      c.req.raw,
      options.submitContact?.(c) ?? null,
      now(),
      settings.contactForwardTimeoutMs,
    );
    const html = fillContactPage(page.html, page.form, outcome.fill);
    return c.body(html, outcome.status as ContentfulStatusCode, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': NO_STORE,
      ...outcome.headers,
    });
  });

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const decoded = decodeOrNull(url.pathname)!;
    const site = await siteMeta(c);
    if (!site) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_STORE });
    // The one lookup: an exact entry of the build's list, or nothing.
    const file = site.files.fileAt(decoded);

    if (file?.kind === 'gate') return (await serveFile(c, file, 'public')) ?? notFoundText(c);

    if (gateOn && !(await passedGate(c))) {
      if (isPagePath(decoded)) {
        const page = site.files.gatePage && (await readListed(site.files.gatePage, c, true));
        if (!page) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_STORE });
        return htmlFrom(c, page, 200, NO_STORE);
      }
      return c.body(null, 401, { 'Cache-Control': NO_STORE });
    }

    const redirect = resolveRedirect({ pathname: decoded, search: url.search, hash: '' });
    const trimmed = decoded.replace(/\/+$/, '');
    const to =
      redirect ??
      (decoded.length > 1 && trimmed !== decoded && site.files.pageFor(trimmed)
        ? `${trimmed}${url.search}`
        : null);
    if (to) {
      c.header('Cache-Control', pageCache);
      return c.redirect(to, 301);
    }

    if (decoded === paths.contact) {
      const page = await contactPage(c);
      if (!page) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_STORE });
      // Each visit gets its own form fill (idempotency key, served time), and ?purpose= is chosen
      // in the page itself, so the form is right before (and without) any script.
      const purpose = purposeFromQuery(url.searchParams.get('purpose'));
      // Without scripts, the visit's source is what this request shows: its campaign parameters
      // and the page that linked here (the head script replaces it with the visit's first touch).
      const source = encodeContactSource(
        firstTouchFrom(
          url,
          c.req.header('referer'),
          now(),
          [siteOrigin, ownOrigin(c)].filter((o) => o !== null),
        ),
      );
      const html = fillContactPage(page.html, page.form, {
        stamp: freshStamp(now()),
        values: { purpose },
        source,
      });
      const filled = new Response(html, { headers: page.headers });
      return htmlFrom(c, filled, 200, gateOn ? 'private, no-store' : 'no-store');
    }

    const pageFile = site.files.pageFor(decoded);
    if (pageFile) {
      const page = await readListed(pageFile, c, true);
      if (!page) return c.text(NOT_BUILT, 503, { 'Cache-Control': NO_STORE });
      return htmlFrom(c, page, 200, pageCache);
    }

    if (file) {
      const cache = file.key.startsWith('assets/') ? 'max-age=31536000, immutable' : 'max-age=300';
      return (await serveFile(c, file, gateOn ? 'private' : 'public', cache)) ?? notFoundText(c);
    }

    const notFound = site.files.notFoundPage && (await readListed(site.files.notFoundPage, c, true));
    if (!notFound) return notFoundText(c);
    return htmlFrom(c, notFound, 404, pageCache);
  });

  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': NO_STORE }));

  async function passedGate(c: Context): Promise<boolean> {
    const ttl = (await siteMeta(c))?.gateTtlSeconds ?? GATE_COOKIE_TTL_SECONDS;
    return hasValidGateCookie(c, (await cookieKey)!, options.isHttps(c), now(), ttl);
  }

  async function serveFile(c: Context, file: ListedFile, scope: 'public' | 'private', cache = 'max-age=300') {
    const res = await readListed(file, c, true);
    if (!res) return null;
    const out = new Response(c.req.method === 'HEAD' ? null : res.body, res);
    out.headers.set('Cache-Control', `${scope}, ${cache}`);
    return out;
  }

  /** This origin as the visitor addressed it (the scheme as the adapter knows it). */
  function ownOrigin(c: Context): string {
    const url = new URL(c.req.url);
    return `${options.isHttps(c) ? 'https:' : url.protocol}//${url.host}`;
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
  return c.text('Not found', 404, { 'Cache-Control': NO_STORE });
}

/**
 * Is this POST from one of the site's own pages? Sec-Fetch-Site decides where a browser sends it;
 * without it, the Origin header, and without that the Referer, must name one of `own` (or be
 * absent: some browsers and privacy tools send neither).
 */
export function sameSitePost(c: Context, own: (string | null)[]): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site) return site === 'same-origin' || site === 'none';
  const allowed = new Set(own.filter((o): o is string => o !== null));
  const origin = c.req.header('origin');
  if (origin !== undefined) return allowed.has(origin);
  const referer = c.req.header('referer');
  if (referer !== undefined) return allowed.has(originOf(referer) ?? 'null');
  return true;
}
