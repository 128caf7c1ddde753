import { describe, expect, it, vi } from 'vitest';
import { checkPassword } from '@/features/password-gate/gate-client';
import {
  GATE_STORAGE_KEY,
  GATE_TTL_MS,
  isGateRemembered,
  rememberGate,
} from '@/features/password-gate/gate-session';

const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('gate client', () => {
  it('posts {password} to validate-password with the anon key, and reads success', async () => {
    const fetchImpl = answer(200, { success: true });
    expect(await checkPassword('pw', fetchImpl as unknown as typeof fetch)).toBe('ok');
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/functions\/v1\/validate-password$/);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ password: 'pw' });
    expect((init.headers as Record<string, string>).apikey).toBeTruthy();
  });

  it('maps every answer to what the gate shows', async () => {
    const f = (s: number, b: unknown) => answer(s, b) as unknown as typeof fetch;
    expect(await checkPassword('x', f(200, { success: false }))).toBe('incorrect');
    expect(await checkPassword('x', f(429, { error: 'Too many' }))).toBe('throttled');
    expect(await checkPassword('x', f(503, { error: 'down' }))).toBe('unavailable');
    expect(await checkPassword('x', f(200, { nope: 1 }))).toBe('incorrect');
    const failing = vi.fn(async () => {
      throw new TypeError('network');
    }) as unknown as typeof fetch;
    expect(await checkPassword('x', failing)).toBe('unavailable');
  });
});

describe('gate session', () => {
  it('remembers a passed gate for 12 hours, then forgets it', () => {
    const now = 1_800_000_000_000;
    expect(isGateRemembered(now, localStorage)).toBe(false);
    rememberGate(now, localStorage);
    expect(isGateRemembered(now + GATE_TTL_MS - 1, localStorage)).toBe(true);
    expect(isGateRemembered(now + GATE_TTL_MS, localStorage)).toBe(false);
  });

  it('ignores tampered or far-future values', () => {
    const now = 1_800_000_000_000;
    localStorage.setItem(GATE_STORAGE_KEY, 'yes');
    expect(isGateRemembered(now, localStorage)).toBe(false);
    localStorage.setItem(GATE_STORAGE_KEY, String(now + 10 * GATE_TTL_MS));
    expect(isGateRemembered(now, localStorage)).toBe(false);
  });
});
