// HMAC-SHA256 with WebCrypto: the same module runs in Node, Deno and workerd. Used by the gate's
// keys and proofs (gate-proof.ts) and by an origin vouching for a visitor (origin-forward.ts).

const encoder = new TextEncoder();

/** HMAC-SHA256 of `message` under `key` (both UTF-8 text). */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encoder.encode(message)));
}

/** Lower-case hex of the bytes. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
