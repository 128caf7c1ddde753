// A site origin that forwards a visitor's request to a function (the contact form's native POST,
// sent on by the Cloudflare Worker) vouches for the visitor's address with a signature, so rate
// limits apply to the visitor and not to the origin's own address. Runtime-neutral (WebCrypto):
// the Worker signs, the function checks (crypto.ts). docs/decisions/029-contact-form-without-javascript.md.
import { hmacSha256, toHex } from './hmac.ts';

/** `v1 <unix seconds> <hex HMAC-SHA256> <address>` */
export const ORIGIN_CLIENT_HEADER = 'x-origin-client';
/** How long a signature holds, either way of the function's clock. */
export const ORIGIN_CLIENT_TTL_SECONDS = 60;

/** What is signed: the version, the time and the address. */
export const originClientMessage = (unix: number, address: string): string =>
  `origin-client:v1:${unix}:${address}`;

/** The header value vouching for `address` now. */
export async function signOriginClient(secret: string, address: string, nowMs = Date.now()): Promise<string> {
  const unix = Math.floor(nowMs / 1000);
  const mac = toHex(await hmacSha256(secret, originClientMessage(unix, address)));
  return `v1 ${unix} ${mac} ${address}`;
}

/** The header's parts, or null when it is not one (the address is at most 64 visible characters). */
export function parseOriginClient(
  header: string | null,
): { unix: number; mac: string; address: string } | null {
  const match = /^v1 (\d{1,12}) ([0-9a-f]{64}) ([\x21-\x7e]{1,64})$/.exec(header ?? '');
  return match ? { unix: Number(match[1]), mac: match[2]!, address: match[3]! } : null;
}
