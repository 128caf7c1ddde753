import { Buffer } from 'node:buffer';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { clientAddress, clientSubject } from './client-address.ts';
import type { FunctionEnv } from './env.ts';
import {
  ORIGIN_CLIENT_HEADER,
  ORIGIN_CLIENT_TTL_SECONDS,
  originClientMessage,
  parseOriginClient,
} from './origin-forward.ts';

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

/**
 * The address a trusted origin vouches for (ORIGIN_CLIENT_HEADER, signed with
 * ORIGIN_FORWARD_SECRET within ORIGIN_CLIENT_TTL_SECONDS), or null.
 */
export function vouchedClientAddress(req: Request, secret: string, nowMs = Date.now()): string | null {
  if (!secret) return null;
  const claim = parseOriginClient(req.headers.get(ORIGIN_CLIENT_HEADER));
  if (!claim || Math.abs(Math.floor(nowMs / 1000) - claim.unix) > ORIGIN_CLIENT_TTL_SECONDS) return null;
  const expected = createHmac('sha256', secret)
    .update(originClientMessage(claim.unix, claim.address))
    .digest();
  const given = Buffer.from(claim.mac, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? claim.address : null;
}

/**
 * The rate-limit key of a request's client: an address the client cannot choose (decision 017),
 * or the one a trusted origin vouches for when it forwards a visitor's form (decision 029).
 */
export function requestClientKey(
  req: Request,
  env: Pick<FunctionEnv, 'FORWARDED_FOR_HOPS' | 'CLIENT_KEY_SALT'> &
    Partial<Pick<FunctionEnv, 'ORIGIN_FORWARD_SECRET'>>,
): string {
  const address =
    vouchedClientAddress(req, env.ORIGIN_FORWARD_SECRET ?? '') ?? clientAddress(req, env.FORWARDED_FOR_HOPS);
  return clientKey(clientSubject(address), env.CLIENT_KEY_SALT);
}
