import { createHash, timingSafeEqual } from 'node:crypto';
import { clientAddress, clientSubject } from './client-address.ts';
import type { FunctionEnv } from './env.ts';

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
function clientKey(address: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${address}`, 'utf8').digest('hex').slice(0, 32);
}

/** The rate-limit key of a request's client: an address the client cannot choose (decision 017). */
export function requestClientKey(
  req: Request,
  env: Pick<FunctionEnv, 'FORWARDED_FOR_HOPS' | 'CLIENT_KEY_SALT'>,
): string {
  return clientKey(clientSubject(clientAddress(req, env.FORWARDED_FOR_HOPS)), env.CLIENT_KEY_SALT);
}
