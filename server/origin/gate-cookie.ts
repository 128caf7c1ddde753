// The gate cookie: "v1.<expires>" signed with HMAC-SHA256 (hono's signed cookies, verified with
// crypto.subtle.verify, i.e. in constant time). It carries its own expiry, so a stolen or copied
// cookie dies after its lifetime (GATE_TTL_HOURS, src/config/gate.ts) whatever the browser does with
// Max-Age. Runtime-neutral.
import type { Context } from 'hono';
import { generateSignedCookie } from 'hono/cookie';
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

/**
 * True when the request carries an unexpired gate cookie signed with this key, of at most
 * `ttlSeconds`, spelt exactly as `gateSetCookie` wrote it: no leading zero in the expiry, the
 * signature's base64 with zero padding bits, percent-encoded as issued and unquoted (decision 057).
 * Any other spelling of a signed value is refused, so one cookie has one form.
 */
export async function hasValidGateCookie(
  c: Context,
  cookieKey: string,
  https: boolean,
  nowMs = Date.now(),
  ttlSeconds = GATE_COOKIE_TTL_SECONDS,
): Promise<boolean> {
  const raw = firstCookieValue(
    c.req.raw.headers.get('cookie'),
    https ? `__Host-${GATE_COOKIE_NAME}` : GATE_COOKIE_NAME,
  );
  if (raw === null || raw.length > 200) return false;
  const match = new RegExp(`^${VERSION}\\.([1-9]\\d{0,11})\\.([A-Za-z0-9%]{44,60})$`).exec(raw);
  if (!match) return false;
  const [expiresText, encodedSignature] = [match[1]!, match[2]!];
  let signatureText: string;
  try {
    signatureText = decodeURIComponent(encodedSignature);
  } catch {
    return false;
  }
  if (encodeURIComponent(signatureText) !== encodedSignature) return false;
  const signature = canonicalBase64(signatureText);
  if (!signature) return false;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(cookieKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // crypto.subtle.verify compares in constant time.
  const valid = await crypto.subtle.verify(
    'HMAC',
    key,
    signature,
    new TextEncoder().encode(`${VERSION}.${expiresText}`),
  );
  if (!valid) return false;
  const expires = Number(expiresText);
  const now = Math.floor(nowMs / 1000);
  return expires > now && expires - now <= ttlSeconds;
}

/** The raw value of the first cookie called `name` in a Cookie header (as browsers send it); null if none. */
function firstCookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq >= 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/** The 32 bytes of a padded base64 HMAC-SHA256 signature, only in its canonical spelling; else null. */
function canonicalBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9+/]{43}=$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return btoa(binary) === text ? bytes : null;
}
