import { beforeEach, describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_TOO_LONG,
  TOO_MANY_ATTEMPTS,
} from '../../supabase/functions/_shared/contracts/password-messages.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { createValidatePasswordHandler } from '../../supabase/functions/validate-password/handler.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';

const PASSWORD = 'Correct Horse 9';
const URL_ = 'http://local/functions/v1/validate-password';
const db = setupPglite();
const { logger, logs } = recordingLogger();

beforeEach(async () => {
  await db.query('delete from public.rate_limit_counters');
  logs.length = 0;
});

function handler(overrides: Record<string, string> = {}, now = () => new Date('2026-11-21T10:00:00Z')) {
  return createValidatePasswordHandler({
    db,
    env: parseFunctionEnv({ STAGING_PASSWORD: PASSWORD, ...overrides }),
    logger,
    now,
  });
}

function post(body: unknown, ip = '198.51.100.7', headers: Record<string, string> = {}) {
  return new Request(URL_, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('validate-password', () => {
  it('answers success true for the exact password and false otherwise', async () => {
    const h = handler();
    const ok = await h(post({ password: PASSWORD }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true });
    for (const wrong of ['wrong', ` ${PASSWORD}`, `${PASSWORD} `, PASSWORD.toLowerCase(), '']) {
      const res = await h(post({ password: wrong }));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: false });
    }
  });

  it('never succeeds when no password is configured', async () => {
    const res = await handler({ STAGING_PASSWORD: '' })(post({ password: '' }));
    expect(await res.json()).toEqual({ success: false });
  });

  it('rejects malformed requests with clear statuses and CORS headers', async () => {
    const h = handler();
    const cases: [Request, number][] = [
      [post('{not json'), 400],
      [post({}), 400],
      [post({ password: 42 }), 400],
      [post('[]'), 400],
      [new Request(URL_, { method: 'GET' }), 405],
      [
        new Request(URL_, { method: 'PUT', body: '{}', headers: { 'content-type': 'application/json' } }),
        405,
      ],
      [
        new Request(URL_, { method: 'POST', body: 'password=x', headers: { 'content-type': 'text/plain' } }),
        415,
      ],
      [post({ password: 'x'.repeat(5000) }), 413],
    ];
    for (const [req, status] of cases) {
      const res = await h(req);
      expect(res.status, `${req.method} ${status}`).toBe(status);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(typeof ((await res.json()) as { error: unknown }).error).toBe('string');
    }
  });

  it('rejects an oversized body even without a content-length header', async () => {
    const big = JSON.stringify({ password: 'y'.repeat(6000) });
    const stream = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(new TextEncoder().encode(big));
        c.close();
      },
    });
    const req = new Request(URL_, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect((await handler()(req)).status).toBe(413);
  });

  it('answers the CORS preflight with the headers supabase-js sends', async () => {
    const res = await handler()(new Request(URL_, { method: 'OPTIONS' }));
    expect(res.status).toBe(204);
    const allowed = res.headers.get('access-control-allow-headers') ?? '';
    for (const h of ['authorization', 'x-client-info', 'apikey', 'content-type'])
      expect(allowed).toContain(h);
  });

  it('throttles a client after the configured failures in the window with Retry-After, then lets it in again', async () => {
    const { PASSWORD_MAX_FAILURES: limit, PASSWORD_WINDOW_MINUTES: minutes } = parseFunctionEnv({});
    // One minute into a window (windows start on multiples of their length).
    const windowMs = minutes * 60_000;
    const start = Math.floor(Date.parse('2026-11-21T10:00:00Z') / windowMs) * windowMs;
    let now = new Date(start + 60_000);
    const h = handler({}, () => now);
    for (let i = 0; i < limit; i++) expect((await h(post({ password: `guess-${i}` }))).status).toBe(200);
    const blocked = await h(post({ password: 'guess-last' }));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect(Number(blocked.headers.get('retry-after'))).toBe((windowMs - 60_000) / 1000);
    // Even the right password waits: otherwise the 429 would tell a guesser nothing.
    expect((await h(post({ password: PASSWORD }))).status).toBe(429);
    // Another client is not affected.
    expect(await (await h(post({ password: PASSWORD }, '203.0.113.9'))).json()).toEqual({ success: true });
    now = new Date(start + windowMs);
    expect(await (await h(post({ password: PASSWORD }))).json()).toEqual({ success: true });
  });

  it('does not count correct passwords as failures', async () => {
    const h = handler();
    for (let i = 0; i < 25; i++)
      expect(await (await h(post({ password: PASSWORD }))).json()).toEqual({ success: true });
  });

  it('under a global attack, a new client still gets in with the right password', async () => {
    const h = handler({ PASSWORD_GLOBAL_MAX_FAILURES: '20' });
    for (let i = 0; i < 25; i++) await h(post({ password: 'nope' }, `10.0.0.${i}`));
    // Attackers with one failure are now blocked…
    expect((await h(post({ password: 'nope' }, '10.0.0.1'))).status).toBe(429);
    // …while a fresh visitor with the right password passes.
    expect(await (await h(post({ password: PASSWORD }, '192.0.2.50'))).json()).toEqual({ success: true });
  });

  it('stores a hashed client key, never the address, and never logs the password', async () => {
    await handler()(post({ password: 'secret-guess' }, '198.51.100.77'));
    const { rows } = await db.query<{ key: string }>('select key from public.rate_limit_counters');
    expect(rows.map((r) => r.key).join()).not.toContain('198.51.100.77');
    expect(logs.join('\n')).not.toContain('secret-guess');
    expect(logs.join('\n')).not.toContain(PASSWORD);
  });

  it('answers 503 (not 500, not success) when the database is down', async () => {
    const broken = createValidatePasswordHandler({
      db: {
        query: () => Promise.reject(new Error('connection refused')),
        transaction: () => Promise.reject(new Error('connection refused')),
      },
      env: parseFunctionEnv({ STAGING_PASSWORD: PASSWORD }),
      logger,
    });
    const res = await broken(post({ password: PASSWORD }));
    expect(res.status).toBe(503);
  });

  it('reads a password of at most PASSWORD_MAX_LENGTH code units: a longer one is refused before any work', async () => {
    const h = handler();
    const longest = await h(post({ password: 'x'.repeat(PASSWORD_MAX_LENGTH) }));
    expect(longest.status).toBe(200);
    expect(await longest.json()).toEqual({ success: false });
    const over = await h(post({ password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ error: PASSWORD_TOO_LONG });
    // Counted in UTF-16 code units, as the gate's maxlength counts: 129 emoji are 258.
    expect((await h(post({ password: '😀'.repeat(PASSWORD_MAX_LENGTH / 2 + 1) }))).status).toBe(400);
    // No such password can be configured: it could never be typed.
    expect(() => parseFunctionEnv({ STAGING_PASSWORD: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) })).toThrow();
  });

  it('refused requests count as attempts of their client: past the limit, 429 (decision 055)', async () => {
    const { PASSWORD_MAX_FAILURES: limit } = parseFunctionEnv({});
    const h = handler();
    for (let i = 0; i < limit; i++) expect((await h(post({ password: 'x'.repeat(300) }))).status).toBe(400);
    const over = await h(post({ password: 'x'.repeat(300) }));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: TOO_MANY_ATTEMPTS });
    expect((await h(post({ password: PASSWORD }))).status).toBe(429);
    expect((await h(post({ password: PASSWORD }, '203.0.113.9'))).status).toBe(200);
  });

  it('every answer says no-store, the proof above all', async () => {
    const h = handler({ GATE_SECRET: 'a-gate-secret-of-some-length', PASSWORD_MAX_FAILURES: '1' });
    const answers = [
      await h(post({ password: PASSWORD })),
      await h(post({ password: 'wrong' })),
      await h(post({ password: 'wrong' })),
      await h(post({})),
      await h(new Request(URL_, { method: 'GET' })),
      await h(new Request(URL_, { method: 'OPTIONS' })),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 200, 429, 429, 405, 204]);
    expect(((await answers[0]!.json()) as { proof?: string }).proof).toBeTypeOf('string');
    for (const res of answers) expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
  });
});
