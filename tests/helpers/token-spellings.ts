// Other spellings of one signed gate token (issue 55, decision 057): what a decoder that is lax
// about leading zeros, padding bits, percent-encoding or quotes would read as the same token.
// Each one differs from the original as text; none may verify.

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** `text` with its last base64 character swapped for each other one that differs only in the unused bits. */
function paddingBitSpellings(text: string, alphabet: string, unusedBits: number): string[] {
  const index = alphabet.indexOf(text.at(-1)!);
  const out: string[] = [];
  for (let low = 0; low < 2 ** unusedBits; low++) {
    const other = (index & ~(2 ** unusedBits - 1)) | low;
    if (other !== index) out.push(text.slice(0, -1) + alphabet[other]);
  }
  return out;
}

/**
 * Every other spelling of a gate proof `v1.<expires>.<nonce>.<signature>`: the expiry with leading
 * zeros, the nonce's 4 and the signature's 2 unused bits set (alone and together).
 */
export function proofSpellings(proof: string): string[] {
  const [version, expires, nonce, signature] = proof.split('.') as [string, string, string, string];
  const expiries = [expires, `0${expires}`, `00${expires}`];
  const nonces = [nonce, ...paddingBitSpellings(nonce, BASE64URL, 4)];
  const signatures = [signature, ...paddingBitSpellings(signature, BASE64URL, 2)];
  const out: string[] = [];
  for (const e of expiries)
    for (const n of nonces) for (const s of signatures) out.push(`${version}.${e}.${n}.${s}`);
  return out.filter((p) => p !== proof);
}

/**
 * Other spellings of a gate cookie's `name=value` pair as issued (`v1.<expires>.<base64 HMAC>`,
 * percent-encoded): the signature's unused bits, lowercase or extra percent-escapes, quotes.
 */
export function cookieSpellings(pair: string): string[] {
  const eq = pair.indexOf('=');
  const [name, raw] = [pair.slice(0, eq), pair.slice(eq + 1)];
  const value = decodeURIComponent(raw);
  const dot = value.lastIndexOf('.');
  const [signed, signature] = [value.slice(0, dot), value.slice(dot + 1)];
  const unpadded = signature.replace(/=+$/, '');
  const values = [
    ...paddingBitSpellings(unpadded, BASE64, 2).map((s) => `${signed}.${encodeURIComponent(`${s}=`)}`),
    raw.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase()),
    `%76${raw.slice(1)}`,
    raw.replace('.', '%2E'),
    `"${raw}"`,
  ];
  return values.filter((v) => v !== raw).map((v) => `${name}=${v}`);
}
