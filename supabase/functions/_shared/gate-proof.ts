// The staging gate's keys and its short-lived proof. validate-password signs a proof when the
// password is right; the site's origin (the Node server or the CDN edge) verifies it and sets the
// gate cookie. Neither side sends or stores the password: both hold the gate key, derived from the
// gate secret AND the password, so rotating either one invalidates every proof and cookie.
// WebCrypto only: the same module runs in Node, Deno and workerd (docs/decisions/020-gate-at-the-origin.md).
import { hmacSha256, toHex } from './hmac.ts';

const GATE_PROOF_TTL_SECONDS = 60;
const PROOF_VERSION = 'v1';

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/**
 * The gate key: HMAC(gate secret, password). The origin at the edge is configured with this key
 * (GATE_KEY) instead of the password; the self-hosted server derives it like the function does.
 */
export async function deriveGateKey(gateSecret: string, stagingPassword: string): Promise<string> {
  if (!gateSecret || !stagingPassword) throw new Error('The gate key needs a gate secret and a password');
  return toHex(await hmacSha256(gateSecret, `gate-key:${PROOF_VERSION}:${stagingPassword}`));
}

/** Separate sub-keys, so a proof can never be replayed as a cookie signature or the reverse. */
export async function gateSubKey(gateKey: string, purpose: 'proof' | 'cookie'): Promise<string> {
  return toHex(await hmacSha256(gateKey, `gate-${purpose}:${PROOF_VERSION}`));
}

/**
 * `v1.<expires, unix seconds>.<nonce>.<base64url HMAC>`: proves "the password was right" for
 * GATE_PROOF_TTL_SECONDS. The random nonce makes every proof distinct, so an origin that accepts
 * each proof once (server/origin/origin-app.ts) never refuses two visitors who signed in within
 * the same second.
 */
export async function signGateProof(gateKey: string, nowMs = Date.now()): Promise<string> {
  const expires = Math.floor(nowMs / 1000) + GATE_PROOF_TTL_SECONDS;
  const nonce = toBase64Url(crypto.getRandomValues(new Uint8Array(16)));
  const payload = `${PROOF_VERSION}.${expires}.${nonce}`;
  const signature = await hmacSha256(await gateSubKey(gateKey, 'proof'), payload);
  return `${payload}.${toBase64Url(signature)}`;
}

/**
 * An unexpired proof signed with this key, in its one canonical spelling: when it expires (unix
 * seconds) and its nonce (what the origin remembers to accept it once); null for any other. The
 * expiry has no leading zero and both base64url parts carry zero padding bits, so no second spelling
 * of a signed proof verifies (issue 55: 12 spellings of one proof each opened the gate).
 */
export async function verifyGateProof(
  gateKey: string,
  proof: unknown,
  nowMs = Date.now(),
): Promise<{ expires: number; nonce: string } | null> {
  if (typeof proof !== 'string' || proof.length > 200) return null;
  const match = new RegExp(
    `^${PROOF_VERSION}\\.([1-9]\\d{0,11})\\.([A-Za-z0-9_-]{22})\\.([A-Za-z0-9_-]{43})$`,
  ).exec(proof);
  if (!match) return null;
  const [expiresText, nonce, signatureText] = [match[1]!, match[2]!, match[3]!];
  const expires = Number(expiresText);
  const now = Math.floor(nowMs / 1000);
  if (expires < now || expires > now + GATE_PROOF_TTL_SECONDS) return null;
  const signature = canonicalBase64Url(signatureText);
  if (!signature || !canonicalBase64Url(nonce)) return null;
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(await gateSubKey(gateKey, 'proof')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  // crypto.subtle.verify compares in constant time. The signed text is the proof's own.
  const valid = await crypto.subtle.verify(
    'HMAC',
    cryptoKey,
    signature,
    encoder.encode(`${PROOF_VERSION}.${expiresText}.${nonce}`),
  );
  return valid ? { expires, nonce } : null;
}

/**
 * The bytes of unpadded base64url text, only when that text is how they encode (the bits past the
 * last byte are zero); null for anything else.
 */
export function canonicalBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  let binary: string;
  try {
    binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return toBase64Url(bytes) === text ? bytes : null;
}
