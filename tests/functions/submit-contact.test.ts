// submit-contact on PGlite: every status, idempotency, spam handling and what is stored.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  newIdempotencyKey,
  SERVICE_UNAVAILABLE,
  TOO_MANY_SUBMISSIONS,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { createSubmitContactHandler } from '../../supabase/functions/submit-contact/handler.ts';
import { contactMessages as M } from '../helpers/contact-messages.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';

const URL_ = 'http://local/functions/v1/submit-contact';
const db = setupPglite();
const { logger, logs } = recordingLogger();

/** A demo request with every field of the table filled. */
const lead = samplePayload({ purpose: 'demo', fields: 'every' });

beforeEach(async () => {
  await db.query('delete from public.contact_submissions');
  await db.query('delete from public.rate_limit_counters');
  logs.length = 0;
});

let clock = new Date('2026-11-21T10:20:00Z');
function handler(
  overrides: Record<string, string> = {},
  deps: { db?: Db; scheduleDelivery?: () => void } = {},
) {
  return createSubmitContactHandler({
    db: deps.db ?? db,
    env: parseFunctionEnv(overrides),
    logger,
    now: () => clock,
    scheduleDelivery: deps.scheduleDelivery ?? null,
  });
}

const post = contactRequest;

async function rows() {
  return (
    await db.query<Record<string, unknown>>(
      `select s.*, n.status as notification from public.contact_submissions s
       left join public.contact_notifications n on n.submission_id = s.id order by s.created_at`,
    )
  ).rows;
}

describe('submit-contact', () => {
  it('stores a valid submission with its outbox row and answers success only then', async () => {
    let scheduled = 0;
    const res = await handler({}, { scheduleDelivery: () => scheduled++ })(post(lead));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; id: string };
    expect(body.success).toBe(true);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...lead, id: body.id, is_spam: false, notification: 'pending' });
    expect(scheduled).toBe(1);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('stores every field of the table in its column', async () => {
    const res = await handler()(post(lead));
    expect(res.status).toBe(200);
    expect((await rows())[0]).toMatchObject(lead);
  });

  it('stores normalized text and absent optionals as null', async () => {
    const res = await handler()(
      post({
        ...samplePayload({ purpose: 'support' }),
        name: '  Rene\u0301e  ',
        email: ' renee@example.com ',
        message: '  Hello there, friend  ',
      }),
    );
    expect(res.status).toBe(200);
    const optional = CONTACT_FIELD_NAMES.filter((n) => !CONTACT_FIELDS[n].required);
    expect((await rows())[0]).toMatchObject({
      name: 'Ren\u00e9e',
      email: 'renee@example.com',
      message: 'Hello there, friend',
      ...Object.fromEntries(optional.map((n) => [CONTACT_FIELDS[n].key, null])),
    });
  });

  // Refused submissions count toward the client's limit (decision 055): a high one for these tests.
  const roomy = { CONTACT_MAX_PER_CLIENT: '100', CONTACT_GLOBAL_MAX: '100' };

  it('answers 400 with the first validation message, and stores nothing', async () => {
    const h = handler(roomy);
    const cases: [unknown, string][] = [
      [{ ...lead, name: 'J' }, M.nameMin],
      [{ ...lead, name: 'x'.repeat(101) }, M.nameMax],
      [{ ...lead, email: 'nope' }, M.emailInvalid],
      [{ ...lead, purpose: 'sales' }, M.purpose],
      [{ ...lead, company_size: undefined }, M.demoDetails],
      [{ ...lead, message: 'short' }, M.messageMin],
      [{ ...lead, name: 'Ja\u0000ne' }, M.nameChars],
      [{ ...lead, companySize: '1-10' }, 'Unknown field: companySize'],
      [[lead], 'Invalid request body'],
      ['{not json', 'Request body must be valid JSON'],
    ];
    for (const [body, message] of cases) {
      const res = await h(post(body));
      expect(res.status, message).toBe(400);
      expect(await res.json()).toEqual({ error: message });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect(await rows()).toHaveLength(0);
  });

  it('needs a well-formed idempotency key and fill time (400)', async () => {
    const h = handler(roomy);
    for (const key of ['', 'short', 'has spaces in it here!', 'k'.repeat(129)]) {
      const res = await h(post(lead, { key }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/idempotency key/);
    }
    for (const fillMs of ['', '-1', '1.5', 'soon']) {
      const res = await h(post(lead, { fillMs }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toMatch(/form timing/);
    }
    expect(await rows()).toHaveLength(0);
  });

  it('415 for other content types, 405 for other methods, 413 past 16 KB, 204 preflight', async () => {
    const h = handler();
    const text = new Request(URL_, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect((await h(text)).status).toBe(415);
    const form = new Request(URL_, {
      method: 'POST',
      body: 'name=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect((await h(form)).status).toBe(415);
    expect((await h(new Request(URL_, { method: 'GET' }))).status).toBe(405);
    const big = await h(post({ ...lead, message: 'x'.repeat(17 * 1024) }));
    expect(big.status).toBe(413);
    expect(big.headers.get('access-control-allow-origin')).toBe('*');
    // 16 KB of multi-byte text is fine as long as it fits, and then the length rules decide.
    const longUtf8 = await h(post({ ...lead, message: '😀'.repeat(1001) }));
    expect(longUtf8.status).toBe(400);
    const pre = await h(new Request(URL_, { method: 'OPTIONS' }));
    expect(pre.status).toBe(204);
    const allowed = pre.headers.get('access-control-allow-headers') ?? '';
    for (const name of [
      'authorization',
      'apikey',
      'content-type',
      'x-client-info',
      'x-idempotency-key',
      'x-contact-fill-ms',
      'x-contact-source',
    ])
      expect(allowed).toContain(name);
  });

  it('a repeated idempotency key answers the same success without a second row or a second count', async () => {
    const h = handler({ CONTACT_MAX_PER_CLIENT: '2' });
    const key = newIdempotencyKey();
    const first = (await (await h(post(lead, { key }))).json()) as { id: string };
    for (let i = 0; i < 5; i++) {
      const again = await h(post(lead, { key }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ success: true, id: first.id });
    }
    expect(await rows()).toHaveLength(1);
    // The retries cost nothing: the client still has its second submission.
    expect((await h(post(lead))).status).toBe(200);
    expect((await h(post(lead))).status).toBe(429);
  });

  it('parallel retries of one fill store one row and all succeed with its id', async () => {
    const h = handler();
    const key = newIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => h(post(lead, { key }))));
    const bodies = await Promise.all(answers.map((r) => r.json() as Promise<{ id: string }>));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it('limits each client to the configured number per window with Retry-After, other clients unaffected, then resets', async () => {
    // The default configuration, read rather than assumed: windows start on multiples of their length.
    const { CONTACT_MAX_PER_CLIENT: limit, CONTACT_WINDOW_MINUTES: minutes } = parseFunctionEnv({});
    const windowMs = minutes * 60_000;
    const start = Math.floor(Date.parse('2026-11-21T10:00:00Z') / windowMs) * windowMs;
    clock = new Date(start + windowMs / 3);
    const h = handler();
    for (let i = 0; i < limit; i++) expect((await h(post(lead))).status).toBe(200);
    const blocked = await h(post(lead));
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: TOO_MANY_SUBMISSIONS });
    expect(Number(blocked.headers.get('retry-after'))).toBe(Math.ceil((windowMs * 2) / 3 / 1000));
    expect(blocked.headers.get('access-control-allow-origin')).toBe('*');
    expect((await h(post(lead, { ip: '203.0.113.9' }))).status).toBe(200);
    expect(await rows()).toHaveLength(limit + 1);
    clock = new Date(start + windowMs);
    expect((await h(post(lead))).status).toBe(200);
  });

  it('limits all clients together with CONTACT_GLOBAL_MAX; rejected attempts do not count', async () => {
    const globalMax = 3;
    const h = handler({ CONTACT_GLOBAL_MAX: String(globalMax), CONTACT_MAX_PER_CLIENT: '2' });
    // One noisy client hammering past its own limit must not use up everyone's allowance.
    for (let i = 0; i < 6; i++) await h(post(lead, { ip: '192.0.2.1' }));
    expect((await h(post(lead, { ip: '192.0.2.2' }))).status).toBe(200);
    expect((await h(post(lead, { ip: '192.0.2.3' }))).status).toBe(429);
    expect(await rows()).toHaveLength(globalMax);
  });

  it('honours configured limits and window', async () => {
    clock = new Date('2026-11-21T10:07:00Z');
    const h = handler({ CONTACT_MAX_PER_CLIENT: '1', CONTACT_WINDOW_MINUTES: '10' });
    expect((await h(post(lead))).status).toBe(200);
    const blocked = await h(post(lead));
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('180');
  });

  it('a filled honeypot gets the same success answer, is stored flagged and never notified', async () => {
    let scheduled = 0;
    const res = await handler(
      {},
      { scheduleDelivery: () => scheduled++ },
    )(post({ ...lead, website: 'http://spam.example' }));
    expect(res.status).toBe(200);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['id', 'success']);
    expect((await rows())[0]).toMatchObject({ is_spam: true, spam_reason: 'honeypot', notification: null });
    expect(scheduled).toBe(0);
  });

  it('a submission faster than CONTACT_MIN_FILL_MS is flagged as spam; at the minimum it is not', async () => {
    const h = handler({ CONTACT_MIN_FILL_MS: '3000' });
    expect((await h(post(lead, { fillMs: '2999' }))).status).toBe(200);
    expect((await h(post(lead, { fillMs: '3000' }))).status).toBe(200);
    const stored = await rows();
    expect(stored.map((r) => [r.is_spam, r.spam_reason, r.notification])).toEqual([
      [true, 'too-fast', null],
      [false, null, 'pending'],
    ]);
  });

  it('stores only a hashed client key and logs nothing personal', async () => {
    await handler()(post(lead, { ip: '198.51.100.77' }));
    const stored = await rows();
    expect(stored[0]!.client_key).toMatch(/^[0-9a-f]{32}$/);
    const everything =
      JSON.stringify(stored) +
      JSON.stringify((await db.query('select * from public.rate_limit_counters')).rows);
    expect(everything).not.toContain('198.51.100.77');
    const logText = logs.join('\n');
    for (const personal of [lead.name, lead.email, lead.phone, lead.company, lead.message, '198.51.100.77'])
      expect(logText).not.toContain(personal);
  });

  it('answers 503 with a generic message when the database is down, and never success', async () => {
    const down: Db = {
      query: () => Promise.reject(new Error('connection refused')),
      transaction: () => Promise.reject(new Error('connection refused')),
    };
    const res = await handler({}, { db: down })(post(lead));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: SERVICE_UNAVAILABLE });
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a failure inside the transaction leaves nothing half-written (no submission, no count)', async () => {
    // The outbox insert fails after the submission insert: the whole transaction must roll back.
    const failing: Db = {
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            query: (sql, params) =>
              sql.includes('contact_notifications')
                ? Promise.reject(new Error('disk full'))
                : tx.query(sql, params),
          }),
        ),
    };
    const key = newIdempotencyKey();
    const res = await handler({}, { db: failing })(post(lead, { key }));
    expect(res.status).toBe(503);
    expect(await rows()).toHaveLength(0);
    expect((await db.query('select * from public.rate_limit_counters')).rows).toHaveLength(0);
    // The visitor's retry with the same key then succeeds normally.
    expect((await handler()(post(lead, { key }))).status).toBe(200);
    expect(await rows()).toHaveLength(1);
  });

  it('the sweep endpoint needs the shared secret', async () => {
    const h = handler({ OUTBOX_SWEEP_SECRET: 'sweep-secret-123' });
    const sweep = (secret: string) =>
      new Request(URL_, {
        method: 'POST',
        headers: { 'x-outbox-sweep': secret, 'content-type': 'application/json' },
      });
    expect((await h(sweep('wrong'))).status).toBe(401);
    expect((await handler()(sweep(''))).status).toBe(401);
    const ok = await h(sweep('sweep-secret-123'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ claimed: 0, delivered: 0 });
  });

  it("refused submissions count toward the client's limit: past it, the answer is 429 (decision 055)", async () => {
    const { CONTACT_MAX_PER_CLIENT: limit } = parseFunctionEnv({});
    const h = handler();
    for (let i = 0; i < limit; i++) expect((await h(post({ ...lead, name: 'J' }))).status).toBe(400);
    const over = await h(post({ ...lead, name: 'J' }));
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual({ error: TOO_MANY_SUBMISSIONS });
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // The client's allowance is used up, a valid submission included; another client is unaffected.
    expect((await h(post(lead))).status).toBe(429);
    expect((await h(post(lead, { ip: '203.0.113.9' }))).status).toBe(200);
  });

  it('every answer, of every status, says no-store: nothing of it is kept by a browser or a cache', async () => {
    const h = handler({ CONTACT_MAX_PER_CLIENT: '1' });
    const answers = [
      await h(post(lead)),
      await h(post({ ...lead, name: 'J' })),
      await h(post(lead)),
      await h(new Request(URL_, { method: 'GET' })),
      await h(new Request(URL_, { method: 'OPTIONS' })),
      await h(new Request(URL_, { method: 'POST', body: 'x', headers: { 'content-type': 'text/plain' } })),
      await h(post({ ...lead, message: 'x'.repeat(17 * 1024) })),
    ];
    expect(answers.map((r) => r.status)).toEqual([200, 429, 429, 405, 204, 415, 413]);
    for (const res of answers) expect(res.headers.get('cache-control'), String(res.status)).toBe('no-store');
  });

  it('a body the client stops sending is a 400 and an information line, never an error line', async () => {
    const levels: string[] = [];
    const line = (level: string) => (msg: string) => levels.push(`${level} ${msg}`);
    const h = createSubmitContactHandler({
      db,
      env: parseFunctionEnv({}),
      logger: { info: line('info'), error: line('error') },
      now: () => clock,
      scheduleDelivery: null,
    });
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"name":"Ja'));
        controller.error(new TypeError('terminated: other side closed'));
      },
    });
    const aborted = new Request(URL_, {
      method: 'POST',
      headers: post(lead).headers,
      body,
      duplex: 'half',
    } as RequestInit);
    const res = await h(aborted);
    expect(res.status).toBe(400);
    expect(levels).toEqual(['info submit-contact: request body not received in full']);
  });
});
