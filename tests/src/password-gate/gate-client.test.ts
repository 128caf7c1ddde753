import { describe, expect, it, vi } from 'vitest';
import { GATE_SESSION_PATH } from '@/config/paths';
import { checkPassword, openGateSession, passGate } from '@/features/password-gate/gate-client';

const reply = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const answer = (status: number, body: unknown) => vi.fn(async () => reply(status, body));

describe('gate client', () => {
  it('posts {password} to validate-password with the anon key, and reads success and the proof', async () => {
    const fetchImpl = answer(200, { success: true, proof: 'v1.1.sig' });
    expect(await checkPassword('pw', fetchImpl as unknown as typeof fetch)).toEqual({
      result: 'ok',
      proof: 'v1.1.sig',
    });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/functions\/v1\/validate-password$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'pw' });
    expect((init.headers as Record<string, string>).apikey).toBeTruthy();
  });

  it('maps every answer to what the gate shows', async () => {
    const f = (s: number, b: unknown) => answer(s, b) as unknown as typeof fetch;
    expect((await checkPassword('x', f(200, { success: false }))).result).toBe('incorrect');
    expect((await checkPassword('x', f(429, { error: 'Too many' }))).result).toBe('throttled');
    expect((await checkPassword('x', f(503, { error: 'down' }))).result).toBe('unavailable');
    expect((await checkPassword('x', f(200, { nope: 1 }))).result).toBe('incorrect');
    const failing = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect((await checkPassword('x', failing)).result).toBe('unavailable');
  });

  it('trades the proof for the session at the same origin, never sending the password there', async () => {
    const calls: [string, RequestInit][] = [];
    const fetchImpl = vi.fn(async (url: string, init: RequestInit) => {
      calls.push([url, init]);
      return url.endsWith('validate-password')
        ? reply(200, { success: true, proof: 'v1.9.sig' })
        : reply(200, { location: '/pricing#faq' });
    }) as unknown as typeof fetch;
    expect(await passGate('secret-pw', '/pricing#faq', fetchImpl)).toEqual({
      result: 'ok',
      location: '/pricing#faq',
    });
    const [url, init] = calls[1]!;
    expect(url).toBe(GATE_SESSION_PATH);
    expect(JSON.parse(String(init.body))).toEqual({ proof: 'v1.9.sig', next: '/pricing#faq' });
    expect(String(init.body)).not.toContain('secret-pw');
  });

  it('is unavailable when no proof comes back or the origin refuses it', async () => {
    const noProof = answer(200, { success: true }) as unknown as typeof fetch;
    expect(await passGate('pw', '/', noProof)).toEqual({ result: 'unavailable' });
    const refused = vi.fn(async (url: string) =>
      url.endsWith('validate-password')
        ? reply(200, { success: true, proof: 'p' })
        : reply(403, { error: 'no' }),
    ) as unknown as typeof fetch;
    expect(await passGate('pw', '/', refused)).toEqual({ result: 'unavailable' });
  });

  it('follows only a same-origin location from the origin', async () => {
    const f = (location: unknown) => answer(200, { location }) as unknown as typeof fetch;
    expect(await openGateSession('p', '/', f('/about'))).toBe('/about');
    expect(await openGateSession('p', '/', f('//evil.example/'))).toBeNull();
    expect(await openGateSession('p', '/', f('https://evil.example/'))).toBeNull();
  });
});
