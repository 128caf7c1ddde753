// Limits that strangers cannot turn against others: the abuse scenarios a hardening review ran on
// loopback (rows 2, 3, 4 and 12 of its table), each ending well now. On PGlite; bounded in count.
// docs/decisions/017-client-identity.md, docs/decisions/019-limits-against-abuse.md.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_CONFLICT,
  newIdempotencyKey,
  TOO_MANY_SUBMISSIONS,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { createSubmitContactHandler } from '../../supabase/functions/submit-contact/handler.ts';
import { createValidatePasswordHandler } from '../../supabase/functions/validate-password/handler.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';

const PASSWORD = 'Correct Horse 9';
const { logger } = recordingLogger();
const db = setupPglite();
const clock = () => new Date('2026-11-21T10:01:00Z');

beforeEach(async () => {
  await db.query('delete from public.rate_limit_counters');
  await db.query('delete from public.contact_submissions');
});

const passwordHandler = (env: Record<string, string> = {}) =>
  createValidatePasswordHandler({
    db,
    env: parseFunctionEnv({ STAGING_PASSWORD: PASSWORD, ...env }),
    logger,
    now: clock,
  });
const guess = (password: string, forwardedFor: string) =>
  new Request('http://local/functions/v1/validate-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ password }),
  });
const answer = async (res: Promise<Response>) => {
  const r = await res;
  return { status: r.status, body: (await r.json()) as unknown };
};

describe('row 2: the client cannot choose its identity', () => {
  it('rotating the X-Forwarded-For entries it writes buys no guesses: the proxy-appended one counts', async () => {
    const { PASSWORD_MAX_FAILURES: limit } = parseFunctionEnv({});
    const h = passwordHandler();
    const statuses: number[] = [];
    const beyond = 4;
    // What the platform delivers: the client's own entries, then the address its proxy saw.
    for (let i = 0; i < limit + beyond; i++)
      statuses.push((await h(guess(`guess-${i}`, `192.0.2.${i}, 198.51.100.9`))).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(beyond);
  });

  it('past the global limit, rotated entries still get one attempt per real client, not one each', async () => {
    const h = passwordHandler({ PASSWORD_GLOBAL_MAX_FAILURES: '20' });
    // 20 real clients fail once each: the global limit is reached.
    for (let i = 0; i < 20; i++) await h(guess('wrong', `203.0.113.${i}`));
    const rotated = [];
    for (let i = 0; i < 30; i++)
      rotated.push((await h(guess(`guess-${i}`, `192.0.2.${i}, 198.51.100.9`))).status);
    // One attempt for the one real client behind them; 29 refused.
    expect(rotated.filter((s) => s === 200)).toHaveLength(1);
  });
});

describe('row 3: refused password attempts count toward nothing', () => {
  it('one client hammering past its limit does not put a new visitor into one-attempt mode', async () => {
    const h = passwordHandler({ PASSWORD_GLOBAL_MAX_FAILURES: '20' });
    for (let i = 0; i < 22; i++) await h(guess(`guess-${i}`, '192.0.2.1'));
    // The new visitor's typo, then the right password.
    expect(await answer(h(guess('Correct Horse 8', '198.51.100.50')))).toEqual({
      status: 200,
      body: { success: false },
    });
    expect(await answer(h(guess(PASSWORD, '198.51.100.50')))).toMatchObject({
      status: 200,
      body: { success: true },
    });
    const { rows } = await db.query<{ count: number }>(
      "select count from public.rate_limit_counters where scope = 'password:global'",
    );
    // Only the compared wrong passwords: the hammering client's allowance and the typo.
    expect(rows.map((r) => Number(r.count))).toEqual([parseFunctionEnv({}).PASSWORD_MAX_FAILURES + 1]);
  });

  it('a client can always reach its own limit before the global one bites, even when that is lower', async () => {
    // A global limit below one client's own is never applied below it.
    const h = passwordHandler({ PASSWORD_GLOBAL_MAX_FAILURES: '3', PASSWORD_MAX_FAILURES: '5' });
    for (let i = 0; i < 5; i++) expect((await h(guess(`guess-${i}`, '192.0.2.1'))).status).toBe(200);
    expect((await h(guess('again', '192.0.2.1'))).status).toBe(429);
    // Its failures alone did not put anyone else into one-attempt mode.
    expect(await answer(h(guess(PASSWORD, '198.51.100.50')))).toMatchObject({ body: { success: true } });
  });
});

const lead = samplePayload({ purpose: 'demo' });
const contactHandler = (env: Record<string, string> = {}) =>
  createSubmitContactHandler({ db, env: parseFunctionEnv(env), logger, now: clock, scheduleDelivery: null });
const submit = (body: unknown, ip: string, options: { key?: string; fillMs?: string } = {}) =>
  contactRequest(body, { ip, ...options });

describe('row 4: flagged spam has its own ceiling', () => {
  it('spam does not use up the global allowance: a real demo request still gets through', async () => {
    const h = contactHandler({ CONTACT_GLOBAL_MAX: '10' });
    for (let i = 0; i < 10; i++) {
      const res = await h(
        submit({ ...lead, website: 'http://spam.example' }, `192.0.2.${i}`, { fillMs: '200' }),
      );
      expect(res.status).toBe(200);
    }
    const real = await h(submit(lead, '198.51.100.60'));
    expect(real.status).toBe(200);
    expect(real.headers.get('retry-after')).toBeNull();
  });

  it('spam past its own ceiling is refused like any limit, and real visitors are unaffected', async () => {
    const h = contactHandler({ CONTACT_SPAM_MAX: '3' });
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await h(submit(lead, `192.0.2.${i}`, { fillMs: '100' }))).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await h(submit(lead, '198.51.100.61'))).status).toBe(200);
    const { rows } = await db.query<{ n: number }>(
      'select count(*)::int as n from public.contact_submissions where is_spam',
    );
    expect(rows[0]!.n).toBe(3);
  });
});

describe('row 12: the sweep is throttled; a reused idempotency key with other content is a 409', () => {
  const sweep = (secret: string, ip = '192.0.2.9') =>
    new Request('http://local/functions/v1/submit-contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-outbox-sweep': secret, 'x-forwarded-for': ip },
    });

  it('wrong sweep secrets are limited per client; past the limit even the right one is not compared', async () => {
    const env = { OUTBOX_SWEEP_SECRET: 'sweep-secret-123' };
    const { PASSWORD_MAX_FAILURES: limit } = parseFunctionEnv(env);
    const h = contactHandler(env);
    for (let i = 0; i < limit; i++) expect((await h(sweep(`wrong-${i}`))).status).toBe(401);
    const blocked = await h(sweep('sweep-secret-123'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    // The scheduler, calling from its own address, is unaffected; its right secret costs nothing.
    for (let i = 0; i < limit + 2; i++)
      expect((await h(sweep('sweep-secret-123', '198.51.100.70'))).status).toBe(200);
  });

  it('the same key with the same content is a retry (the first id); with other content a 409', async () => {
    const h = contactHandler();
    const key = newIdempotencyKey();
    const first = (await (await h(submit(lead, '198.51.100.80', { key }))).json()) as { id: string };
    // Normalization makes a retry with extra spaces the same content.
    const retry = await h(submit({ ...lead, name: `  ${lead.name} ` }, '198.51.100.80', { key }));
    expect(await retry.json()).toEqual({ success: true, id: first.id });
    const changed = await h(
      submit({ ...lead, message: 'Actually, please call me instead.' }, '198.51.100.80', { key }),
    );
    expect(changed.status).toBe(409);
    expect(await changed.json()).toEqual({ error: IDEMPOTENCY_CONFLICT });
    const { rows } = await db.query<{ message: string }>('select message from public.contact_submissions');
    expect(rows).toEqual([{ message: lead.message }]);
  });

  it('a retry of a stored fill after the client reached its limit is still its success; other content still 409', async () => {
    const h = contactHandler({ CONTACT_MAX_PER_CLIENT: '1' });
    const key = newIdempotencyKey();
    const first = (await (await h(submit(lead, '198.51.100.81', { key }))).json()) as { id: string };
    expect(await (await h(submit(lead, '198.51.100.81'))).json()).toEqual({ error: TOO_MANY_SUBMISSIONS });
    expect(await (await h(submit(lead, '198.51.100.81', { key }))).json()).toEqual({
      success: true,
      id: first.id,
    });
    expect((await h(submit({ ...lead, name: 'Someone Else' }, '198.51.100.81', { key }))).status).toBe(409);
  });
});
