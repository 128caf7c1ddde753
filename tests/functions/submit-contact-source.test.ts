// submit-contact and where a lead came from (decision 049), on PGlite: a valid x-contact-source is
// stored with the row; an invalid or oversized one is dropped with a log line, and never costs the
// lead, whatever the header holds. The source is not content (a retry may carry another) and changes
// neither the limits nor the spam rules.
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  CONTACT_SOURCE_HEADER,
  CONTACT_SOURCE_MAX_BYTES,
  type ContactSource,
  SOURCE_COLUMNS,
  SOURCE_FIELDS,
  SOURCE_KEYS,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { parseContactSource } from '../../supabase/functions/_shared/contracts/contact-source-schema.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { submissionColumnsSql } from '../../supabase/functions/_shared/notify.ts';
import { createSubmitContactHandler } from '../../supabase/functions/submit-contact/handler.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload, sampleSource, sourceHeaderValue } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';

const db = setupPglite();
const { logger, logs } = recordingLogger();
const NOW = new Date('2026-11-21T10:20:00Z');
const lead = samplePayload({ purpose: 'demo' });

beforeEach(async () => {
  await db.query('delete from public.contact_submissions');
  await db.query('delete from public.rate_limit_counters');
  logs.length = 0;
});

const handler = (env: Record<string, string> = {}, over: { db?: Db } = {}) =>
  createSubmitContactHandler({
    db: over.db ?? db,
    env: parseFunctionEnv(env),
    logger,
    now: () => NOW,
    scheduleDelivery: null,
  });

/** A request carrying the header exactly as given (absent when null). */
const post = (
  header: string | null,
  options: { key?: string; ip?: string; body?: unknown; fillMs?: string } = {},
) =>
  contactRequest(options.body ?? lead, {
    ...(options.key ? { key: options.key } : {}),
    ...(options.ip ? { ip: options.ip } : {}),
    ...(options.fillMs ? { fillMs: options.fillMs } : {}),
    headers: header === null ? {} : { [CONTACT_SOURCE_HEADER]: header },
  });

/** The stored rows with their source columns read back as delivery and leads read them. */
async function rows() {
  return (
    await db.query<Record<string, unknown>>(
      `select ${submissionColumnsSql('s')}, s.is_spam from public.contact_submissions s order by s.created_at`,
    )
  ).rows;
}
const sourceOfRow = (row: Record<string, unknown>): ContactSource =>
  Object.fromEntries(
    SOURCE_KEYS.flatMap((key) => {
      const value = row[SOURCE_FIELDS[key].column];
      return value === null ? [] : [[key, value]];
    }),
  );
const dropped = () => logs.filter((l) => l.startsWith('submit-contact: source dropped'));

describe('submit-contact: the source of a lead', () => {
  it('stores a valid source with the row, normalised, and says nothing about it', async () => {
    const source = sampleSource(NOW);
    const header = sourceHeaderValue({ ...source, utm_source: ' NewsLetter ' });
    const res = await handler()(post(header));
    expect(res.status).toBe(200);
    const [row] = await rows();
    expect(row).toMatchObject({ name: lead.name, email: lead.email });
    expect(sourceOfRow(row!)).toEqual(source);
    expect(dropped()).toEqual([]);
  });

  it('without the header the lead is stored without a source, silently', async () => {
    expect((await handler()(post(null))).status).toBe(200);
    const [row] = await rows();
    for (const column of SOURCE_COLUMNS) expect(row![column]).toBeNull();
    expect(dropped()).toEqual([]);
  });

  it('a malformed, oversized or invalid source is dropped with a log line; the lead is stored all the same', async () => {
    const secret = 'SECRET-CAMPAIGN-7f3a';
    const cases: [string, string][] = [
      [`{"utm_source":"${secret}"`, 'not JSON'],
      [sourceHeaderValue({ utm_source: 'x'.repeat(CONTACT_SOURCE_MAX_BYTES) }), 'larger than 2048 bytes'],
      [
        sourceHeaderValue({ utm_source: secret, referrer: `https://a.example/?q=${secret}` }),
        'referrer: not the origin and path of an http(s) URL',
      ],
      [JSON.stringify({ utm_source: secret, ip: '198.51.100.7' }), 'unknown key'],
      [
        sourceHeaderValue({ ...sampleSource(NOW), landed_at: '2027-01-01T00:00:00Z' }),
        'landed_at: in the future',
      ],
    ];
    const h = handler();
    for (const [header, problem] of cases) {
      logs.length = 0;
      const res = await h(post(header));
      expect(res.status, problem).toBe(200);
      expect(await res.json()).toMatchObject({ success: true });
      expect(dropped(), problem).toEqual([
        `submit-contact: source dropped ${JSON.stringify({ problem, bytes: header.length })}`,
      ]);
      // What the visitor sent never reaches the logs.
      expect(logs.join('\n')).not.toContain(secret);
    }
    const stored = await rows();
    expect(stored).toHaveLength(cases.length);
    for (const row of stored) expect(sourceOfRow(row)).toEqual({});
  });

  it('a retry of the same fill with another source is the same submission: its first answer, its first source', async () => {
    const h = handler();
    const key = newIdempotencyKey();
    const first = sampleSource(NOW);
    const a = (await (await h(post(sourceHeaderValue(first), { key }))).json()) as { id: string };
    for (const other of [
      sourceHeaderValue({ ...first, utm_source: 'linkedin', landing_path: '/pricing' }),
      'not json at all',
      null,
    ]) {
      const again = await h(post(other, { key }));
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ success: true, id: a.id });
    }
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(sourceOfRow(stored[0]!)).toEqual(first);
  });

  it('the source changes neither the rate limits nor the spam rules', async () => {
    const h = handler({ CONTACT_MAX_PER_CLIENT: '2', CONTACT_MIN_FILL_MS: '3000' });
    const sources = ['linkedin', 'newsletter', 'google'].map((s) =>
      sourceHeaderValue(sampleSource(NOW, { utm_source: s })),
    );
    expect((await h(post(sources[0]!, { ip: '192.0.2.1' }))).status).toBe(200);
    expect((await h(post(sources[1]!, { ip: '192.0.2.1' }))).status).toBe(200);
    expect((await h(post(sources[2]!, { ip: '192.0.2.1' }))).status).toBe(429);
    expect((await h(post('broken', { ip: '192.0.2.1' }))).status).toBe(429);
    // Too fast and a filled honeypot stay spam, source or not; the source is kept for a person to read.
    const spamPosts = [
      post(sources[0]!, { ip: '192.0.2.2', fillMs: '100' }),
      post(sources[0]!, { ip: '192.0.2.3', body: { ...lead, website: 'http://spam.example' } }),
    ];
    for (const request of spamPosts) await h(request);
    const spam = (await rows()).filter((r) => r.is_spam);
    expect(spam).toHaveLength(spamPosts.length);
    for (const row of spam) expect(row.utm_source).toBe('linkedin');
  });

  it('should the table refuse a source the parser passed, the lead is stored without it', async () => {
    // A database whose CHECK refuses every source (as one out of step with the parser would).
    const refusing: Db = {
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            query: (sql, params) =>
              sql.includes('insert into public.contact_submissions') &&
              params?.some((p) => p === 'newsletter')
                ? Promise.reject(
                    Object.assign(new Error('new row violates check constraint'), {
                      code: '23514',
                      constraint: 'contact_submissions_utm_source_text',
                    }),
                  )
                : tx.query(sql, params),
          }),
        ),
    };
    const res = await handler({}, { db: refusing })(post(sourceHeaderValue(sampleSource(NOW))));
    expect(res.status).toBe(200);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(sourceOfRow(stored[0]!)).toEqual({});
    expect(dropped()).toEqual([
      `submit-contact: source dropped ${JSON.stringify({ problem: 'refused by contact_submissions_utm_source_text' })}`,
    ]);
    // Any other failure is still a 503 with nothing stored.
    const failing: Db = { ...refusing, transaction: () => Promise.reject(new Error('connection refused')) };
    expect((await handler({}, { db: failing })(post(sourceHeaderValue(sampleSource(NOW))))).status).toBe(503);
  });

  it('for any header a valid lead is stored; its source exactly when the parser passes it', async () => {
    // What a header can carry (a fetch refuses line breaks, NUL and characters past U+00FF, and
    // trims spaces at the edges), in shapes from noise to almost-valid sources.
    const headerChar = fc.oneof(
      fc.integer({ min: 0x20, max: 0x7e }),
      fc.integer({ min: 0x80, max: 0xff }),
      fc.constant(0x09),
    );
    const noise = fc.array(headerChar, { maxLength: 60 }).map((cs) => String.fromCharCode(...cs));
    const value = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom(
        '/',
        '/use-cases?x=1',
        'https://a.example/p',
        'HTTP://A.EXAMPLE',
        '2026-11-21T09:00:00Z',
      ),
      fc.nat({ max: 3000 }).map((n) => 'x'.repeat(n)),
    );
    const json = fc
      .tuple(
        fc.dictionary(fc.oneof(fc.constantFrom(...SOURCE_KEYS), fc.string({ maxLength: 8 })), value),
        fc.boolean(),
      )
      .map(([extra, onSample]) => sourceHeaderValue(onSample ? { ...sampleSource(NOW), ...extra } : extra));
    const utf8 = fc
      .dictionary(fc.constantFrom(...SOURCE_KEYS), fc.string({ unit: 'grapheme', maxLength: 20 }))
      .map((source) => String.fromCharCode(...new TextEncoder().encode(JSON.stringify(source))));
    const valid = fc
      .record({
        utm_campaign: fc.stringMatching(/^[A-Za-z0-9 _-]{1,40}$/),
        landing_path: fc.stringMatching(/^\/[a-z-]{0,30}$/),
      })
      .map((over) => sourceHeaderValue(sampleSource(NOW, over)));
    const header = fc.oneof(
      { weight: 2, arbitrary: noise },
      { weight: 3, arbitrary: json },
      { weight: 2, arbitrary: utf8 },
      { weight: 1, arbitrary: fc.constantFrom('{}', '[]', 'null', '"x"', '{"utm_source":1}') },
      { weight: 2, arbitrary: valid },
    );

    const h = handler({ CONTACT_MAX_PER_CLIENT: '100000', CONTACT_GLOBAL_MAX: '100000' });
    let withSource = 0;
    await fc.assert(
      fc.asyncProperty(header, async (raw) => {
        const sent = raw.trim();
        const key = newIdempotencyKey();
        const res = await h(post(sent, { key }));
        expect(res.status).toBe(200);
        const { rows: stored } = await db.query<Record<string, unknown>>(
          `select ${submissionColumnsSql('s')} from public.contact_submissions s where idempotency_key = $1`,
          [key],
        );
        expect(stored).toHaveLength(1);
        expect(stored[0]).toMatchObject({ name: lead.name, message: lead.message });
        const expected = parseContactSource(sent, NOW).source ?? {};
        expect(sourceOfRow(stored[0]!)).toEqual(expected);
        if (Object.keys(expected).length > 0) withSource++;
      }),
      { numRuns: 250 },
    );
    expect(withSource).toBeGreaterThan(20);
  }, 120_000);
});
