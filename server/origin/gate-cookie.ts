// The gate cookie: "v1.<expires>" signed with HMAC-SHA256 (hono's signed cookies, verified with
// crypto.subtle.verify, i.e. in constant time). It carries its own expiry, so a stolen or copied
// cookie dies after its lifetime (GATE_TTL_HOURS, src/config/gate.ts) whatever the browser does with
// Max-Age. Runtime-neutral.
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';
import { GATE_TTL_HOURS_DEFAULT } from '../../src/config/gate.ts';

export const GATE_COOKIE_NAME = 'gate';
/** The default lifetime in seconds; the origin uses the build's (dist/_origin.json). */
export const GATE_COOKIE_TTL_SECONDS = GATE_TTL_HOURS_DEFAULT * 60 * 60;
const VERSION = 'v1';

/** The whole Set-Cookie value for a gate cookie issued now, living `ttlSeconds`. */
export async function gateSetCookie(
  cookieKey: string,
  https: boolean,
  nowMs = Date.now(),
  ttlSeconds = GATE_COOKIE_TTL_SECONDS,
): Promise<string> {
  const expires = Math.floor(nowMs / 1000) + ttlSeconds;
  return generateSignedCookie(GATE_COOKIE_NAME, `${VERSION}.${expires}`, cookieKey, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: ttlSeconds,
    ...(https ? { prefix: 'host' as const, secure: true } : {}),
  });
}

/** True when the request carries an unexpired gate cookie signed with this key, of at most `ttlSeconds`. */
export async function hasValidGateCookie(
  c: Context,
  cookieKey: string,
  https: boolean,
  nowMs = Date.now(),
  ttlSeconds = GATE_COOKIE_TTL_SECONDS,
): Promise<boolean> {
  let value: string | false | undefined;
  try {
    value = await getSignedCookie(c, cookieKey, GATE_COOKIE_NAME, https ? 'host' : undefined);
  } catch {
    return false;
  }
  if (typeof value !== 'string') return false;
  const match = new RegExp(`^${VERSION}\\.(\\d{1,12})$`).exec(value);
  if (!match) return false;
  const expires = Number(match[1]);
  const now = Math.floor(nowMs / 1000);
  return expires > now && expires - now <= ttlSeconds;
}
