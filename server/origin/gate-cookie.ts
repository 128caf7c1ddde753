// The gate cookie: "v1.<expires>" signed with HMAC-SHA256 (hono's signed cookies, verified with
// crypto.subtle.verify, i.e. in constant time). It carries its own expiry, so a stolen or copied
// cookie dies after GATE_COOKIE_TTL_SECONDS whatever the browser does with Max-Age. Runtime-neutral.
import type { Context } from 'hono';
import { generateSignedCookie, getSignedCookie } from 'hono/cookie';

export const GATE_COOKIE_NAME = 'gate';
export const GATE_COOKIE_TTL_SECONDS = 12 * 60 * 60;
const VERSION = 'v1';

/** The whole Set-Cookie value for a gate cookie issued now. */
export async function gateSetCookie(cookieKey: string, https: boolean, nowMs = Date.now()): Promise<string> {
  const expires = Math.floor(nowMs / 1000) + GATE_COOKIE_TTL_SECONDS;
  return generateSignedCookie(GATE_COOKIE_NAME, `${VERSION}.${expires}`, cookieKey, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: GATE_COOKIE_TTL_SECONDS,
    ...(https ? { prefix: 'host' as const, secure: true } : {}),
  });
}

/** True when the request carries an unexpired gate cookie signed with this key. */
export async function hasValidGateCookie(
  c: Context,
  cookieKey: string,
  https: boolean,
  nowMs = Date.now(),
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
  return expires > now && expires - now <= GATE_COOKIE_TTL_SECONDS;
}
