// The site's origin on Cloudflare Workers: the same runtime-neutral app as `npm start`
// (server/origin/origin-app.ts) in front of the static files (Workers static assets with
// run_worker_first), so the staging gate holds at the edge. Configuration: wrangler.jsonc.
import type { Hono } from 'hono';
import type { SubmitContact } from '../../server/origin/contact-post.ts';
import { createOriginApp } from '../../server/origin/origin-app.ts';
import { originOf, securityHeaders } from '../../server/origin/security-headers.ts';
import { readSharedOriginSettings, SHARED_SETTING_NAMES } from '../../server/origin/shared-settings.ts';
import { keyAsUrlPath } from '../../server/origin/site-files.ts';
import { ORIGIN_CLIENT_HEADER, signOriginClient } from '../../supabase/functions/_shared/origin-forward.ts';

type AssetsBinding = { fetch: (request: Request) => Promise<Response> };

export type Env = {
  /** Workers static assets (dist/), with html_handling and not_found_handling "none". */
  ASSETS: AssetsBinding;
  /** HMAC(GATE_SECRET, password), printed by `npm run gate-key`; a secret (`wrangler secret put`). */
  GATE_KEY?: string;
  /** "true" turns the staging gate off (public launch). */
  PUBLIC_LAUNCH?: string;
  SITE_URL?: string;
  /** The Supabase project URL the browser calls (connect-src). */
  SUPABASE_URL?: string;
  /** The project's anon (publishable) key: the Worker calls submit-contact as the browser would. */
  SUPABASE_ANON_KEY?: string;
  /**
   * Shared with the functions (ORIGIN_FORWARD_SECRET): vouches for the visitor's address when the
   * Worker forwards a native contact form POST. A secret (`wrangler secret put`).
   */
  ORIGIN_FORWARD_SECRET?: string;
  /** How long a native contact POST waits for submit-contact, in ms (default and most: 10000). */
  CONTACT_FORWARD_TIMEOUT_MS?: string;
};

/** A native contact POST, sent on to submit-contact as the visitor (docs/decisions/029). */
function contactForwarder(env: Env, visitor: string): SubmitContact | undefined {
  const base = env.SUPABASE_URL;
  if (!base || !env.SUPABASE_ANON_KEY) return undefined;
  const anonKey = env.SUPABASE_ANON_KEY;
  return async (payload, headers, signal) => {
    const signed: Record<string, string> = env.ORIGIN_FORWARD_SECRET
      ? { [ORIGIN_CLIENT_HEADER]: await signOriginClient(env.ORIGIN_FORWARD_SECRET, visitor) }
      : {};
    return fetch(new URL('/functions/v1/submit-contact', base), {
      method: 'POST',
      headers: {
        ...headers,
        ...signed,
        'content-type': 'application/json',
        authorization: `Bearer ${anonKey}`,
        apikey: anonKey,
      },
      body: JSON.stringify(payload),
      signal,
    });
  };
}

let cached: { signature: string; app: Hono } | undefined;

function appFor(env: Env): Hono {
  const launch = env.PUBLIC_LAUNCH === 'true';
  // The shared settings by name, whether or not Env lists them: a new one needs no line here.
  const bindings: Readonly<Record<string, unknown>> = env;
  const signature = [
    launch,
    env.GATE_KEY,
    env.SITE_URL,
    env.SUPABASE_URL,
    env.SUPABASE_ANON_KEY,
    env.ORIGIN_FORWARD_SECRET,
    ...SHARED_SETTING_NAMES.map((name) => bindings[name]),
  ].join('|');
  if (cached?.signature === signature) return cached.app;
  if (!launch && !env.GATE_KEY) throw new Error('GATE_KEY is not set (or set PUBLIC_LAUNCH=true)');
  const gateKey = env.GATE_KEY ?? '';
  const settings = readSharedOriginSettings(env);
  if (env.SUPABASE_ANON_KEY && !env.ORIGIN_FORWARD_SECRET) {
    // Said once per isolate, as it starts: the Worker's start-up.
    console.warn(
      JSON.stringify({
        level: 'warn',
        msg: 'edge origin: ORIGIN_FORWARD_SECRET is not set, so every contact form sent without JavaScript shares one rate-limit key (decision 029)',
      }),
    );
  }
  const app = createOriginApp({
    gate: launch ? { on: false } : { on: true, gateKey },
    siteUrl: env.SITE_URL ?? 'http://127.0.0.1:8787',
    connectSrc: [originOf(env.SUPABASE_URL)].filter((o): o is string => o !== null),
    // Cloudflare terminates TLS: the URL the worker sees says whether the visitor used HTTPS.
    isHttps: (c) => new URL(c.req.url).protocol === 'https:',
    // Cloudflare sets CF-Connecting-IP to the visitor's address; a client cannot choose it.
    submitContact: (c) => contactForwarder(env, c.req.header('cf-connecting-ip') ?? 'unknown'),
    settings,
    // A key from the build's list, each segment encoded: the URL parser cannot read it as another file.
    readFile: async (key, c) => {
      const res = await env.ASSETS.fetch(new Request(new URL(keyAsUrlPath(key), new URL(c.req.url).origin)));
      return res.ok ? res : null;
    },
  });
  cached = { signature, app };
  return app;
}

export default {
  async fetch(request: Request, env: Env): Promise<Response> {
    try {
      return await appFor(env).fetch(request, env);
    } catch (err) {
      console.error(
        JSON.stringify({ level: 'error', msg: 'edge origin: misconfigured', error: String(err) }),
      );
      const headers = securityHeaders({
        https: true,
        gateOn: true,
        csp: { scriptHashes: [], styleHashes: [] },
      });
      return new Response('Service unavailable', {
        status: 503,
        headers: { ...headers, 'Cache-Control': 'no-store' },
      });
    }
  },
};
