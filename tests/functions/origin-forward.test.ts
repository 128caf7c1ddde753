// A site origin vouching for a visitor's address (the Worker forwarding a native contact POST):
// only a fresh signature with the shared secret is believed; anything else falls back to the
// platform's x-forwarded-for rule (decision 017), so a client cannot choose its rate-limit key.
import { describe, expect, it } from 'vitest';
import { requestClientKey, vouchedClientAddress } from '../../supabase/functions/_shared/crypto.ts';
import { ORIGIN_CLIENT_HEADER, signOriginClient } from '../../supabase/functions/_shared/origin-forward.ts';

const SECRET = 'origin-forward-secret-0123456789abcdef';
const NOW = Date.parse('2026-11-24T12:00:00Z');
const request = (headers: Record<string, string>) =>
  new Request('http://fn.test/submit-contact', { method: 'POST', headers });

describe('vouchedClientAddress', () => {
  it('believes a fresh signature with the shared secret', async () => {
    const header = await signOriginClient(SECRET, '2001:db8::7', NOW);
    expect(vouchedClientAddress(request({ [ORIGIN_CLIENT_HEADER]: header }), SECRET, NOW + 30_000)).toBe(
      '2001:db8::7',
    );
  });

  it('refuses an old, future, tampered or foreign signature, and any when no secret is set', async () => {
    const header = await signOriginClient(SECRET, '192.0.2.1', NOW);
    const check = (h: string, secret = SECRET, now = NOW) =>
      vouchedClientAddress(request({ [ORIGIN_CLIENT_HEADER]: h }), secret, now);
    expect(check(header, SECRET, NOW + 61_000)).toBeNull();
    expect(check(header, SECRET, NOW - 61_000)).toBeNull();
    expect(check(header.replace('192.0.2.1', '192.0.2.2'))).toBeNull();
    expect(check(await signOriginClient('another-secret', '192.0.2.1', NOW))).toBeNull();
    expect(check(header, '')).toBeNull();
    expect(check('v1 1 zz 192.0.2.1')).toBeNull();
  });

  it('gives the vouched visitor their own rate-limit key, and an unsigned claim none', async () => {
    const env = { FORWARDED_FOR_HOPS: 1, CLIENT_KEY_SALT: 'salt', ORIGIN_FORWARD_SECRET: SECRET };
    const viaOrigin = (address: string) =>
      signOriginClient(SECRET, address).then((h) =>
        requestClientKey(request({ [ORIGIN_CLIENT_HEADER]: h, 'x-forwarded-for': '203.0.113.50' }), env),
      );
    const a = await viaOrigin('198.51.100.1');
    const b = await viaOrigin('198.51.100.2');
    expect(a).not.toBe(b);
    const worker = requestClientKey(request({ 'x-forwarded-for': '203.0.113.50' }), env);
    expect(a).not.toBe(worker);
    const forged = requestClientKey(
      request({ [ORIGIN_CLIENT_HEADER]: 'v1 1 00 198.51.100.1', 'x-forwarded-for': '203.0.113.50' }),
      env,
    );
    expect(forged).toBe(worker);
  });
});
