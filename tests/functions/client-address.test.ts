// Client identity for rate limits: an address the client cannot choose (docs/decisions/017-client-identity.md).
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  clientSubject,
  forwardedEntries,
  resolveClientAddress,
} from '../../supabase/functions/_shared/client-address.ts';
import { requestClientKey } from '../../supabase/functions/_shared/crypto.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';

/** The functions' default number of trusted hops, read from their configuration. */
const { FORWARDED_FOR_HOPS: defaultHops } = parseFunctionEnv({});

const withForwarded = (value: string | null) =>
  new Request('http://local/functions/v1/x', { headers: value === null ? {} : { 'x-forwarded-for': value } });

describe('resolveClientAddress (the self-hosted server, TRUST_PROXY hops)', () => {
  it('with no trusted proxy uses the socket and ignores what the client wrote', () => {
    expect(resolveClientAddress('192.0.2.1', '198.51.100.9', 0)).toBe('198.51.100.9');
    expect(resolveClientAddress(null, '198.51.100.9', 0)).toBe('198.51.100.9');
  });

  it('behind one proxy takes the entry that proxy appended, never one the client prepended', () => {
    // The proxy at 10.0.0.2 appended the address it saw, 198.51.100.9.
    for (let i = 0; i < 20; i++)
      expect(resolveClientAddress(`192.0.2.${i}, 198.51.100.9`, '10.0.0.2', 1)).toBe('198.51.100.9');
    expect(resolveClientAddress('198.51.100.9', '10.0.0.2', 1)).toBe('198.51.100.9');
  });

  it('behind N proxies takes the entry N from the right after the socket', () => {
    expect(resolveClientAddress('6.6.6.6, 198.51.100.9, 10.0.0.1', '10.0.0.2', 2)).toBe('198.51.100.9');
    expect(resolveClientAddress('6.6.6.6, 198.51.100.9, 10.0.0.1, 10.0.0.3', '10.0.0.2', 3)).toBe(
      '198.51.100.9',
    );
  });

  it('a chain shorter than the hops (the outer proxy was bypassed) gives its leftmost entry', () => {
    expect(resolveClientAddress(null, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(resolveClientAddress('198.51.100.9', '10.0.0.2', 5)).toBe('198.51.100.9');
  });

  it('ignores empty entries and spaces', () => {
    expect(forwardedEntries(' a ,, b ,')).toEqual(['a', 'b']);
    expect(resolveClientAddress(' , 198.51.100.9 ,', '10.0.0.2', 1)).toBe('198.51.100.9');
  });
});

describe('clientAddress (the functions: entry hops-from-right of what the platform delivers)', () => {
  it("takes the rightmost entry by default: what Supabase's proxy appended, or what the server resolved", () => {
    expect(clientAddress(withForwarded('192.0.2.7, 198.51.100.9'), defaultHops)).toBe('198.51.100.9');
    expect(clientAddress(withForwarded('198.51.100.9'), defaultHops)).toBe('198.51.100.9');
    expect(clientAddress(withForwarded('192.0.2.7, 198.51.100.9, 10.1.1.1'), 2)).toBe('198.51.100.9');
  });

  it('without the header every request shares one key ("unknown"), which only makes limits stricter', () => {
    expect(clientAddress(withForwarded(null), defaultHops)).toBe('unknown');
    expect(clientAddress(withForwarded(' , '), defaultHops)).toBe('unknown');
  });

  it('the request key does not change whatever the client prepends', () => {
    const env = parseFunctionEnv({});
    const keys = new Set(
      Array.from({ length: 20 }, (_, i) =>
        requestClientKey(withForwarded(`192.0.2.${i}, 198.51.100.9`), env),
      ),
    );
    expect(keys.size).toBe(1);
  });
});

describe('clientSubject (one client, one subject)', () => {
  it('an IPv4 address is itself; an IPv4-mapped IPv6 address is its IPv4', () => {
    expect(clientSubject('198.51.100.9')).toBe('198.51.100.9');
    expect(clientSubject('::ffff:198.51.100.9')).toBe('198.51.100.9');
  });

  it('IPv6 addresses of one /64 are one client, however they are written', () => {
    const subject = clientSubject('2001:db8:1:2::1');
    expect(subject).toBe('2001:db8:1:2::/64');
    for (const other of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:7',
      '[2001:db8:1:2::9]',
    ])
      expect(clientSubject(other)).toBe(subject);
    expect(clientSubject('2001:db8:1:3::1')).not.toBe(subject);
    expect(clientSubject('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is (lower-cased)', () => {
    expect(clientSubject('unknown')).toBe('unknown');
    expect(clientSubject('1:2:3')).toBe('1:2:3');
    expect(clientSubject('1::2::3')).toBe('1::2::3');
  });
});
