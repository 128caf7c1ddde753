import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Constant-time equality for secrets: both sides are hashed first, so the comparison always
 * runs over 32 bytes whatever the input lengths, then compared with timingSafeEqual.
 */
export function secretsEqual(received: string, expected: string): boolean {
  const a = createHash('sha256').update(received, 'utf8').digest();
  const b = createHash('sha256').update(expected, 'utf8').digest();
  return timingSafeEqual(a, b) && expected.length > 0;
}

/** A stable, non-reversible key for a client: never store or log the raw address. */
export function clientKey(address: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${address}`, 'utf8').digest('hex').slice(0, 32);
}
