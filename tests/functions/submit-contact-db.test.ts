// The contact tables on PGlite, bypassing the handler: constraints, row-level security, the
// unique idempotency key, agreement with the shared schema, and the notification outbox delivery.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalDb } from '../../server/pglite-db.ts';
import {
  COMPANY_SIZES,
  CONTACT_PURPOSES,
  contactPayloadSchema,
  TIMEFRAMES,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { deliverDue, notificationBody, notificationText } from '../../supabase/functions/_shared/notify.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { freshPglite } from '../helpers/pglite.ts';

let db: LocalDb;
const { logger, logs } = recordingLogger();

beforeAll(async () => {
  db = await freshPglite();
});
afterAll(async () => {
  await db.close();
});
beforeEach(async () => {
  await db.query('reset role');
  await db.query('delete from public.contact_submissions');
  logs.length = 0;
});

let seq = 0;
const base = () => ({
  idempotency_key: `test-key-${String(++seq).padStart(12, '0')}`,
  client_key: 'ab'.repeat(16),
  name: 'Jane Cooper',
  email: 'jane@acme.com',
  purpose: 'inquiry',
  message: 'Hello there, tell me more.',
});

async function insert(row: Record<string, unknown>): Promise<string> {
  const keys = Object.keys(row);
  const { rows } = await db.query<{ id: string }>(
    `insert into public.contact_submissions (${keys.join(', ')})
     values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    Object.values(row),
  );
  return rows[0]!.id;
}

const rejects = (over: Record<string, unknown>) => expect(insert({ ...base(), ...over })).rejects.toThrow();
const accepts = (over: Record<string, unknown>) =>
  expect(insert({ ...base(), ...over })).resolves.toBeTruthy();

describe('contact_submissions constraints', () => {
  it('enforce the same length limits as the schema, in code points', async () => {
    await accepts({ name: 'Jo' });
    await rejects({ name: 'J' });
    await accepts({ name: '😀'.repeat(100) });
    await rejects({ name: '😀'.repeat(101) });
    await accepts({ email: `${'a'.repeat(243)}@example.com` });
    await rejects({ email: `${'a'.repeat(244)}@example.com` });
    await rejects({ email: 'not-an-email' });
    await accepts({ company: 'c'.repeat(100) });
    await rejects({ company: 'c'.repeat(101) });
    await rejects({ company: '' });
    await accepts({ phone: '1'.repeat(20) });
    await rejects({ phone: '1'.repeat(21) });
    await accepts({ current_tools: 't'.repeat(200) });
    await rejects({ current_tools: 't'.repeat(201) });
    await rejects({ message: 'm'.repeat(9) });
    await accepts({ message: 'm'.repeat(1000) });
    await rejects({ message: 'm'.repeat(1001) });
  });

  it('allow only the listed purposes, sizes and timeframes, and the demo details', async () => {
    await rejects({ purpose: 'sales' });
    await rejects({ company_size: '1-9' });
    await rejects({ preferred_timeframe: 'tomorrow' });
    await rejects({ purpose: 'demo' });
    await rejects({ purpose: 'demo', company_size: '1-10' });
    await rejects({ purpose: 'demo', company_size: '1-10', preferred_timeframe: 'flexible' });
    await accepts({
      purpose: 'demo',
      company: 'Acme',
      company_size: '1-10',
      preferred_timeframe: 'flexible',
    });
  });

  it('reject untrimmed, un-normalized or control-character text, and malformed keys', async () => {
    await rejects({ name: ' Jane' });
    await rejects({ message: 'Hello there friend\n' });
    await rejects({ name: 'Rene\u0301e' });
    await accepts({ name: 'Ren\u00e9e' });
    await rejects({ name: 'Ja\u0001ne' });
    await rejects({ company: 'Acme\u0085' });
    await accepts({ message: 'Line one\nline\ttwo\r\nthree' });
    await rejects({ message: 'Bell \u0007 ringing here' });
    await rejects({ idempotency_key: 'short' });
    await rejects({ client_key: '198.51.100.7' });
    await rejects({ is_spam: true });
    await rejects({ spam_reason: 'honeypot' });
    await accepts({ is_spam: true, spam_reason: 'honeypot' });
  });

  it('keep one row per idempotency key', async () => {
    const row = base();
    await insert(row);
    await expect(insert({ ...row, name: 'Someone Else' })).rejects.toThrow(/unique|duplicate/i);
  });

  it('store every payload the shared schema accepts (database and schema agree)', async () => {
    // Mostly plausible text (graphemes: emoji, combining sequences, any script), some raw code
    // points, and runs right at the limit.
    const textArb = (max: number) =>
      fc.oneof(
        { weight: 4, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 15) }) },
        { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 12 }) },
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.integer({ min: max - 2, max }), fc.constantFrom('x', '😀', 'e\u0301', 'ß'))
            .map(([n, c]) => c.repeat(n)),
        },
      );
    const payload = fc.record({
      name: textArb(100),
      email: fc
        .tuple(
          fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,40}[a-z0-9]$/),
          fc.stringMatching(/^[a-z0-9]{1,20}$/),
          fc.integer({ min: 0, max: 220 }),
        )
        .map(([local, domain, pad]) => `${local}${'a'.repeat(pad)}@${domain}.com`),
      purpose: fc.constantFrom(...CONTACT_PURPOSES),
      company: textArb(100),
      phone: textArb(20),
      company_size: fc.constantFrom(...COMPANY_SIZES),
      current_tools: textArb(200),
      preferred_timeframe: fc.constantFrom(...TIMEFRAMES),
      message: fc.oneof(
        textArb(1000),
        fc.string({ unit: 'grapheme', minLength: 10, maxLength: 200 }),
        fc.string({ unit: 'binary', minLength: 10, maxLength: 80 }),
      ),
    });
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const parsed = contactPayloadSchema.safeParse(p);
        if (!parsed.success) return;
        const s = parsed.data;
        await insert({
          ...base(),
          name: s.name,
          email: s.email,
          purpose: s.purpose,
          company: s.company ?? null,
          phone: s.phone ?? null,
          company_size: s.company_size ?? null,
          current_tools: s.current_tools ?? null,
          preferred_timeframe: s.preferred_timeframe ?? null,
          message: s.message,
        });
        stored++;
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(30);
  });
});

describe('row-level security', () => {
  it('anon and authenticated can neither read nor write submissions or the outbox', async () => {
    await insert(base());
    for (const role of ['anon', 'authenticated']) {
      await db.query(`set role ${role}`);
      await expect(db.query('select * from public.contact_submissions')).rejects.toThrow(/permission denied/);
      await expect(db.query('select * from public.contact_notifications')).rejects.toThrow(
        /permission denied/,
      );
      await expect(
        db.query(
          `insert into public.contact_submissions (idempotency_key, client_key, name, email, purpose, message)
           values ('anon-key-0000000001', 'abababababababababababababababab', 'Mallory', 'm@x.io', 'inquiry', 'hello there!')`,
        ),
      ).rejects.toThrow(/permission denied/);
      await db.query('reset role');
    }
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      `select relname, relrowsecurity from pg_class where relname in ('contact_submissions', 'contact_notifications')`,
    );
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
    expect(rows).toHaveLength(2);
  });
});

describe('notification delivery (outbox)', () => {
  let server: Server;
  let url: string;
  let status = 500;
  const received: { text: string; submission: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (status === 200) received.push(JSON.parse(body));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  async function submissionWithOutbox(over: Record<string, unknown> = {}): Promise<string> {
    const id = await insert({ ...base(), ...over });
    await db.query('insert into public.contact_notifications (submission_id) values ($1)', [id]);
    return id;
  }
  const outbox = async () =>
    (await db.query<Record<string, unknown>>('select * from public.contact_notifications order by id')).rows;

  it('without a webhook, delivery is a log line without personal data, and the row is delivered', async () => {
    await submissionWithOutbox({ name: 'Secret Person', email: 'secret@person.io' });
    const report = await deliverDue(db, { logger });
    expect(report).toEqual({ claimed: 1, delivered: 1, retrying: 0, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(logs.join('\n')).toContain('contact: new submission');
    expect(logs.join('\n')).not.toMatch(/Secret Person|secret@person\.io|Hello there/);
    expect(await deliverDue(db, { logger })).toMatchObject({ claimed: 0 });
  });

  it('a failing webhook keeps the row pending with backoff, then delivers when it recovers', async () => {
    status = 500;
    received.length = 0;
    const id = await submissionWithOutbox({
      purpose: 'demo',
      company: 'Acme',
      company_size: '11-50',
      preferred_timeframe: 'this-week',
    });
    let now = new Date('2026-11-21T10:00:00Z');
    const opts = { webhookUrl: url, logger, now: () => now, baseDelayMs: 1000, maxDelayMs: 60_000 };
    // Due now (created with now()); the clock in these calls runs ahead of the row's timestamps.
    now = new Date(Date.now() + 1000);
    expect(await deliverDue(db, opts)).toMatchObject({ claimed: 1, retrying: 1 });
    let row = (await outbox())[0]!;
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'webhook answered HTTP 500' });
    // Not due again before its backoff (1 s) has passed.
    expect(await deliverDue(db, opts)).toMatchObject({ claimed: 0 });
    now = new Date(now.getTime() + 1001);
    expect(await deliverDue(db, opts)).toMatchObject({ retrying: 1 });
    row = (await outbox())[0]!;
    expect(new Date(row.next_attempt_at as string).getTime() - now.getTime()).toBe(2000);
    expect(logs.join('\n')).not.toContain(url);
    status = 200;
    now = new Date(now.getTime() + 2001);
    expect(await deliverDue(db, opts)).toMatchObject({ delivered: 1 });
    expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 3, last_error: null });
    expect(received).toHaveLength(1);
    expect(received[0]!.submission).toMatchObject({
      id,
      purpose: 'demo',
      name: 'Jane Cooper',
      email: 'jane@acme.com',
    });
    expect(received[0]!.text).toContain('*New demo request*');
    expect(received[0]!.text).toContain('11-50 employees');
  });

  it('gives up after maxAttempts and marks the row failed (the submission stays)', async () => {
    status = 500;
    await submissionWithOutbox();
    let now = new Date(Date.now() + 1000);
    for (let i = 0; i < 3; i++) {
      await deliverDue(db, { webhookUrl: url, logger, now: () => now, maxAttempts: 3, baseDelayMs: 10 });
      now = new Date(now.getTime() + 60_000);
    }
    expect((await outbox())[0]).toMatchObject({ status: 'failed', attempts: 3 });
    expect((await db.query('select count(*)::int as n from public.contact_submissions')).rows[0]).toEqual({
      n: 1,
    });
  });

  it('an unreachable webhook is a retry, not a crash', async () => {
    await submissionWithOutbox();
    const report = await deliverDue(db, {
      webhookUrl: 'http://127.0.0.1:1/hook',
      logger,
      now: () => new Date(Date.now() + 1000),
    });
    expect(report).toMatchObject({ claimed: 1, retrying: 1 });
    expect((await outbox())[0]!.last_error).toMatch(/\w/);
  });

  it('escapes visitor text for Slack so it cannot mention a channel or forge a link', () => {
    const row = {
      id: 'x',
      created_at: new Date(),
      name: '<!channel> & co',
      email: 'a@b.co',
      purpose: 'support' as const,
      company: null,
      phone: null,
      company_size: null,
      current_tools: null,
      preferred_timeframe: null,
      message: 'Click <http://evil.example|here>\nsecond line',
    };
    const text = notificationText(row);
    expect(text).toContain('&lt;!channel&gt; &amp; co');
    expect(text).not.toContain('<!channel>');
    expect(text).toContain('> second line');
    expect(text.split('\n')[0]).toBe('*New message: Technical Support*');
    expect(notificationBody(row).submission.purpose_label).toBe('Technical Support');
  });
});
