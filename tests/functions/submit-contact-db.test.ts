// The contact tables on PGlite, bypassing the handler: the live table against the contract's field
// table and the source's (decision 049), constraints, row-level security, the unique idempotency key,
// agreement with the shared schemas, and the notification outbox delivery.
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  CONTACT_PURPOSES,
  type CompanySize,
  type ContactFieldDef,
  type ContactPurpose,
  columnValues,
  companySizeLabels,
  displayValue,
  purposeLabels,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { contactPayloadSchema } from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import {
  CONTACT_SOURCE_MAX_BYTES,
  type ContactSourceKey,
  SOURCE_COLUMNS,
  SOURCE_FIELDS,
  SOURCE_KEYS,
  sourceColumnValues,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { parseContactSource } from '../../supabase/functions/_shared/contracts/contact-source-schema.ts';
import {
  deliverDue,
  notificationBody,
  notificationText,
  type SubmissionForNotification,
} from '../../supabase/functions/_shared/notify.ts';
import { hasFiller, hasForbiddenCharacter, hasLetterOrDigit } from '../../supabase/functions/_shared/text.ts';
import {
  insertRowSql,
  insertSampleRow,
  sampleColumns,
  sampleRow,
  sampleSource,
} from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';
import { startWebhook, type Webhook } from '../helpers/webhook.ts';

const db = setupPglite();
const { logger, logs } = recordingLogger();

beforeEach(async () => {
  await db.query('reset role');
  await db.query('delete from public.contact_submissions');
  logs.length = 0;
});

/** A valid row of the shared sample: each test overrides what it is about. */
const base = () => sampleRow();
const insert = (row: Record<string, unknown>) => insertSampleRow(db, row);

/** The error a failed insert raised: its SQLSTATE and, for a CHECK, the constraint's name. */
async function failure(row: Record<string, unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await insert(row);
  } catch (err) {
    const { code, constraint } = err as { code?: string; constraint?: string };
    return { code, constraint };
  }
  throw new Error(`inserted, but expected a rejection: ${JSON.stringify(row).slice(0, 200)}`);
}

/**
 * The row is refused by exactly this CHECK (SQLSTATE 23514): any other error, such as a misspelled
 * column (42703), fails the test instead of counting as "enforced".
 */
async function rejects(over: Record<string, unknown>, constraint: string): Promise<void> {
  expect(await failure({ ...base(), ...over })).toEqual({ code: '23514', constraint });
}
/** A new row without this column is refused: NOT NULL (23502), or its `<column>_required` CHECK. */
async function refusesNull(column: string): Promise<void> {
  const refused = await failure({ ...base(), [column]: null });
  if (refused.code !== '23502')
    expect(refused).toEqual({ code: '23514', constraint: `contact_submissions_${column}_required` });
}
const accepts = (over: Record<string, unknown>) =>
  expect(insert({ ...base(), ...over })).resolves.toBeTruthy();
/** The CHECK of one column (PostgreSQL's default name for a column constraint). */
const columnCheck = (column: string) => `contact_submissions_${column}_check`;
/** The character rules of one text column (docs/decisions/018-contact-characters.md). */
const textCheck = (column: string) => `contact_submissions_${column}_text`;

describe('contact_submissions against the field table', () => {
  /** The table's own columns, which are not contact fields; the source's are checked below. */
  const OWN = [
    'id',
    'created_at',
    'idempotency_key',
    'client_key',
    'is_spam',
    'spam_reason',
    ...SOURCE_COLUMNS,
  ];

  it('has one text column per field (a new row needs it exactly when required), and no contact column besides', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_submissions'`,
    );
    const live = new Map(rows.map((r) => [r.column_name, r]));
    for (const name of CONTACT_FIELD_NAMES) {
      const { key, required } = CONTACT_FIELDS[name];
      expect(live.get(key), `column ${key} of field ${name}`).toMatchObject({ data_type: 'text' });
      // A required field added to a table with rows may be a nullable column whose NOT VALID
      // <column>_required CHECK leaves the old rows be (docs/change-trials.md): new rows need it all the same.
      if (required) await refusesNull(key);
      else expect(live.get(key)?.is_nullable, `column ${key} of optional field ${name}`).toBe('YES');
    }
    expect(
      rows
        .map((r) => r.column_name)
        .filter((c) => !OWN.includes(c))
        .sort(),
    ).toEqual([...CONTACT_COLUMNS].sort());
  });

  it('enforces the limits and choices of every field as the table states them', async () => {
    for (const name of CONTACT_FIELD_NAMES) {
      const def: ContactFieldDef = CONTACT_FIELDS[name];
      const { key } = def;
      if (def.kind === 'choice') {
        for (const value of def.values)
          await accepts(
            name === 'purpose' ? sampleColumns({ purpose: value as ContactPurpose }) : { [key]: value },
          );
        await rejects({ [key]: `${def.values[0]}x` }, columnCheck(key));
        continue;
      }
      // Text of n code points that breaks no other rule of the field.
      const letter = ['x', '1'].find((c) => !('allowed' in def && def.allowed) || def.allowed.test(c))!;
      const at = (n: number) =>
        def.kind === 'email' ? `${'a'.repeat(n - '@example.com'.length)}@example.com` : letter.repeat(n);
      await accepts({ [key]: at(def.max) });
      await rejects({ [key]: at(def.max + 1) }, columnCheck(key));
      const min = def.kind === 'text' ? (def.min ?? 1) : 1;
      if (min > 1) await rejects({ [key]: at(min - 1) }, columnCheck(key));
      // Blank optional values are absent (null), never an empty string.
      if (!def.required) await rejects({ [key]: '' }, columnCheck(key));
      else await refusesNull(key);
      // Every text column has the character rules: a bidi override is refused.
      const disguised = def.kind === 'email' ? 'jane\u202e@example.com' : `${at(min)}\u202e${letter}`;
      await rejects({ [key]: disguised }, textCheck(key));
    }
  });

  it('tells a misspelled column (42703) apart from a CHECK, so rejects() cannot pass on it', async () => {
    expect(await failure({ ...base(), nmae: 'Jo' })).toMatchObject({ code: '42703' });
  });
});

/** A valid value of a source key, `n` code points long (the landing time has one length). */
function sourceValueOf(key: ContactSourceKey, n: number): string {
  switch (key) {
    case 'landing_path':
    case 'form_path':
      return `/${'p'.repeat(n - 1)}`;
    case 'referrer':
      return `https://a.example/${'p'.repeat(n - 'https://a.example/'.length)}`;
    case 'landed_at':
      return '2026-11-21T09:20:00Z';
    default:
      return 'x'.repeat(n);
  }
}

describe('contact_submissions against the source table (decision 049)', () => {
  it('has one nullable column per source key: text, the landing time a timestamptz', async () => {
    const { rows } = await db.query<{ column_name: string; data_type: string; is_nullable: 'YES' | 'NO' }>(
      `select column_name, data_type, is_nullable from information_schema.columns
       where table_schema = 'public' and table_name = 'contact_submissions'`,
    );
    const live = new Map(rows.map((r) => [r.column_name, r]));
    for (const key of SOURCE_KEYS) {
      const { column } = SOURCE_FIELDS[key];
      expect(live.get(column), `column ${column} of source key ${key}`).toMatchObject({
        data_type: key === 'landed_at' ? 'timestamp with time zone' : 'text',
        is_nullable: 'YES',
      });
    }
  });

  it('enforces the length, characters and shape of every source column', async () => {
    for (const key of SOURCE_KEYS) {
      const { column, max } = SOURCE_FIELDS[key];
      if (key === 'landed_at') {
        await accepts({ [column]: '2026-11-21T09:20:00Z' });
        // To the second, as the parser passes it.
        await rejects({ [column]: '2026-11-21T09:20:00.5Z' }, columnCheck(column));
        expect((await failure({ ...base(), [column]: 'not a time' })).code).toBe('22007');
        continue;
      }
      await accepts({ [column]: sourceValueOf(key, max) });
      await rejects({ [column]: sourceValueOf(key, max + 1) }, columnCheck(column));
      // Blank values are absent (null), never an empty string.
      await rejects({ [column]: '' }, columnCheck(column));
      const short = sourceValueOf(key, 20);
      await rejects({ [column]: `${short}\u202ex` }, textCheck(column));
      await rejects({ [column]: `${short} ` }, textCheck(column));
    }
    // Each key's own shape.
    await rejects({ source_landing_path: 'use-cases' }, textCheck('source_landing_path'));
    await rejects({ source_form_path: '/pricing?utm_source=x' }, textCheck('source_form_path'));
    await rejects({ source_landing_path: '/faq#billing' }, textCheck('source_landing_path'));
    await rejects({ source_referrer: 'https://news.example.org/post?id=7' }, textCheck('source_referrer'));
    await rejects({ source_referrer: 'https://user@news.example.org/' }, textCheck('source_referrer'));
    await rejects({ source_referrer: 'javascript:alert(1)' }, textCheck('source_referrer'));
    await rejects({ utm_source: 'Newsletter' }, textCheck('utm_source'));
    await accepts({ utm_source: 'café launch', utm_campaign: 'ß-50' });
  });

  it('stores every source the parser passes (database and parser agree)', async () => {
    const now = new Date('2026-11-21T10:20:00Z');
    const value = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 20 }),
      fc.constantFrom(
        '/',
        '/use-cases',
        'https://news.example.org/a',
        'HTTP://X.EXAMPLE',
        ' NewsLetter ',
        'İstanbul',
      ),
      fc
        .tuple(fc.constantFrom('/', 'https://a.example/', ''), fc.string({ unit: 'grapheme', maxLength: 20 }))
        .map(([a, b]) => a + b),
    );
    const source = fc.dictionary(fc.constantFrom(...SOURCE_KEYS), value);
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(source, async (raw) => {
        const header = JSON.stringify({ ...sampleSource(now), ...raw });
        if (new TextEncoder().encode(header).length > CONTACT_SOURCE_MAX_BYTES) return;
        const parsed = parseContactSource(header, now);
        if (!parsed.source) return;
        const values = sourceColumnValues(parsed.source);
        await insert({ ...base(), ...Object.fromEntries(SOURCE_COLUMNS.map((c, i) => [c, values[i]])) });
        stored++;
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(30);
  });
});

/** The fields the table requires for one purpose only (`requiredWhen`), with that purpose. */
const conditional = CONTACT_FIELD_NAMES.flatMap((name) => {
  const rule = (CONTACT_FIELDS[name] as ContactFieldDef).requiredWhen;
  return rule ? [{ name, key: CONTACT_FIELDS[name].key, purpose: rule.purpose }] : [];
});

describe('contact_submissions constraints', () => {
  it('count lengths in code points, like the schema', async () => {
    await accepts({ name: '😀'.repeat(100) });
    await rejects({ name: '😀'.repeat(101) }, columnCheck('name'));
    await rejects({ email: 'not-an-email' }, columnCheck('email'));
  });

  it("refuse a row without a field its purpose requires (the table's requiredWhen), and only for that purpose", async () => {
    expect(conditional.length).toBeGreaterThan(0);
    for (const { key, purpose } of conditional) {
      const refused = await failure({ ...base(), ...sampleColumns({ purpose }), [key]: null });
      expect(refused.code).toBe('23514');
      expect(refused.constraint).toMatch(/^contact_submissions_/);
      for (const other of CONTACT_PURPOSES.filter((p) => p !== purpose))
        await accepts({ ...sampleColumns({ purpose: other }), [key]: null });
    }
    await accepts(sampleColumns({ purpose: 'demo' }));
  });

  it('reject untrimmed, un-normalized or control-character text, and malformed keys', async () => {
    await rejects({ name: ' Jane' }, textCheck('name'));
    await rejects({ message: 'Hello there friend\n' }, textCheck('message'));
    await rejects({ name: 'Rene\u0301e' }, textCheck('name'));
    await accepts({ name: 'Ren\u00e9e' });
    await rejects({ name: 'Ja\u0001ne' }, textCheck('name'));
    await rejects({ company: 'Acme\u0085' }, textCheck('company'));
    // Line breaks are LF only (decision 056): the contract stores CR LF and CR as LF.
    await accepts({ message: 'Line one\nline\ttwo\nthree' });
    await rejects({ message: 'Bell \u0007 ringing here' }, textCheck('message'));
    await rejects({ idempotency_key: 'short' }, columnCheck('idempotency_key'));
    await rejects({ client_key: '198.51.100.7' }, columnCheck('client_key'));
    await rejects({ is_spam: true }, 'contact_submissions_spam_reason');
    await rejects({ spam_reason: 'honeypot' }, 'contact_submissions_spam_reason');
    await accepts({ is_spam: true, spam_reason: 'honeypot' });
  });

  it('refuse what the review stored: invisible, disguised or non-phone text (row 8 of the hardening)', async () => {
    await rejects({ name: '\u200b\u200b\u200b' }, textCheck('name'));
    await rejects({ ...sampleColumns({ purpose: 'demo' }), company: '\u200b' }, textCheck('company'));
    await rejects({ message: '\u200b'.repeat(10) }, textCheck('message'));
    await rejects({ name: 'Jane \u202eCooper' }, textCheck('name'));
    await rejects({ name: 'Jane\u2028Cooper' }, textCheck('name'));
    await rejects({ name: 'Jane\uffff' }, textCheck('name'));
    await rejects({ phone: 'call me maybe' }, textCheck('phone'));
    await rejects({ phone: '=1+2' }, textCheck('phone'));
    await rejects({ name: '...' }, textCheck('name'));
    await rejects({ company: '-- !' }, textCheck('company'));
    await rejects({ message: '!!!!!!!!!!!!' }, textCheck('message'));
    await rejects({ message: 'Hello \u2029 there friend' }, textCheck('message'));
    // What people write is kept: scripts, emoji sequences, joiners inside words, line breaks.
    await accepts({ name: 'Zoë Ødegård-Łukasz', phone: '+1 (555) 010-9999', company: 'ÄÖÜ GmbH & Co. KG' });
    await accepts({ name: 'می\u200cخواهم', message: 'Team 👩\u200d💻 says hi,\nsee you soon' });
    await accepts({ name: '李小龍', message: '数字は１２３です。よろしく' });
  });

  it('store line breaks as LF only, and refuse a name or company of fillers (decision 056)', async () => {
    await rejects({ message: 'First line\r\nsecond line' }, textCheck('message'));
    await rejects({ message: 'First line\rsecond line' }, textCheck('message'));
    await accepts({ message: 'First line\nsecond line\twith a tab' });
    for (const filler of ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u034f', '\u17b4', '\u17b5']) {
      await rejects({ name: `Jane${filler}Cooper` }, textCheck('name'));
      await rejects(
        { ...sampleColumns({ purpose: 'demo' }), company: `Acme${filler}` },
        textCheck('company'),
      );
    }
    await accepts({ message: 'Braille blank \u2800 in a message is text' });
  });

  it('keep one row per idempotency key', async () => {
    const row = base();
    await insert(row);
    expect(await failure({ ...row, name: 'Someone Else' })).toEqual({
      code: '23505',
      constraint: 'contact_submissions_idempotency_key_key',
    });
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
    const email = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9._+-]{0,40}[a-z0-9]$/),
        fc.stringMatching(/^[a-z0-9]{1,20}$/),
        fc.integer({ min: 0, max: 220 }),
      )
      .map(([local, domain, pad]) => `${local}${'a'.repeat(pad)}@${domain}.com`);
    /** Values for one field of the table: its choices, an address, or text of its kind. */
    const valuesOf = (def: ContactFieldDef) => {
      if (def.kind === 'choice') return fc.constantFrom(...def.values);
      if (def.kind === 'email') return email;
      const { allowed, min = 1, max } = def;
      if (allowed)
        return fc.oneof(
          textArb(max),
          fc.stringMatching(allowed).map((v) => v.slice(0, max)),
        );
      if (min > 1)
        return fc.oneof(
          textArb(max),
          fc.string({ unit: 'grapheme', minLength: min, maxLength: 200 }),
          fc.string({ unit: 'binary', minLength: min, maxLength: 80 }),
        );
      return textArb(max);
    };
    // Every field of the table, each under its column.
    const payload = fc.record(
      Object.fromEntries(
        CONTACT_FIELD_NAMES.map((n) => [CONTACT_FIELDS[n].key, valuesOf(CONTACT_FIELDS[n])]),
      ),
    );
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(payload, async (p) => {
        const parsed = contactPayloadSchema.safeParse(p);
        if (!parsed.success) return;
        const values = columnValues(parsed.data);
        await insert({ ...base(), ...Object.fromEntries(CONTACT_COLUMNS.map((c, i) => [c, values[i]])) });
        stored++;
      }),
      { numRuns: 300 },
    );
    expect(stored).toBeGreaterThan(30);
  });
});

describe('the character rules agree in the contract and the database', () => {
  /** For each text, whether the database's rules accept it (one query for many texts). */
  async function databaseAccepts(texts: string[], multiline: boolean): Promise<boolean[]> {
    const { rows } = await db.query<{ ok: boolean }>(
      'select public.contact_text_ok(t, $2) as ok from unnest($1::text[]) with ordinality as u(t, i) order by i',
      [texts, multiline],
    );
    return rows.map((r) => r.ok);
  }
  const codePoints = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => from + i).filter((c) => c < 0xd800 || c > 0xdfff);

  it('every code point of the first plane, and the special ones beyond, inside a word', async () => {
    const special = [
      0x110bd, 0x110cd, 0x13430, 0x1bca0, 0x1d173, 0xe0001, 0xe0020, 0xe007f, 0xf0000, 0x1f600,
    ];
    for (let plane = 1; plane <= 16; plane++)
      special.push(plane * 0x10000 + 0xfffe, plane * 0x10000 + 0xffff);
    const all = [...codePoints(1, 0xffff), ...special];
    for (const multiline of [false, true]) {
      // Normalized first, as the function stores text (a combining mark composes with the a).
      const texts = all.map((c) => `a${String.fromCodePoint(c)}b`.normalize('NFC'));
      const database = await databaseAccepts(texts, multiline);
      const disagree = texts.filter((t, i) => database[i] !== !hasForbiddenCharacter(t, multiline));
      expect(disagree.map((t) => [...t].map((c) => c.codePointAt(0)!.toString(16)).join(' '))).toEqual([]);
    }
  });

  it('fillers: every code point of the first plane and the special ones, the same in both', async () => {
    const all = [...codePoints(1, 0xffff), 0xe0100, 0x1d159, 0x1f600];
    const texts = all.map((c) => `a${String.fromCodePoint(c)}b`);
    const { rows } = await db.query<{ ok: boolean }>(
      'select public.contact_has_no_filler(t) as ok from unnest($1::text[]) with ordinality as u(t, i) order by i',
      [texts],
    );
    const disagree = texts.filter((t, i) => rows[i]!.ok !== !hasFiller(t));
    expect(disagree.map((t) => t.codePointAt(1)!.toString(16))).toEqual([]);
  });

  it('the joiners: between visible characters only, in both', async () => {
    const texts = [
      'a\u200db',
      'a\u200cb',
      '\u200dab',
      'ab\u200d',
      'a \u200db',
      'a\u200d b',
      'a\u200d\u200db',
      'a\u200b\u200db',
    ];
    const database = await databaseAccepts(texts, false);
    expect(database).toEqual(texts.map((t) => !hasForbiddenCharacter(t)));
    expect(database).toEqual([true, true, false, false, false, false, false, false]);
  });

  it('letters and digits: the database never refuses what the contract accepts', async () => {
    const samples = ['x', '7', 'é', 'ж', '李', '١', 'ß', 'ǅ', '..a', '-- 1 --'];
    const refused = ['...', '-- !', '', '  ', '\u00a0\u3000', '\u200b'];
    const { rows } = await db.query<{ ok: boolean }>(
      'select public.contact_has_letter_or_digit(t) as ok from unnest($1::text[]) with ordinality as u(t, i) order by i',
      [[...samples, ...refused]],
    );
    expect(samples.every((t) => hasLetterOrDigit(t))).toBe(true);
    expect(rows.map((r) => r.ok)).toEqual([...samples.map(() => true), ...refused.map(() => false)]);
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
      const { text, values } = insertRowSql(base());
      await expect(db.query(text, values)).rejects.toThrow(/permission denied/);
      await db.query('reset role');
    }
    const tables = ['contact_submissions', 'contact_notifications'];
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      'select relname, relrowsecurity from pg_class where relname = any($1)',
      [tables],
    );
    expect(rows.every((r) => r.relrowsecurity)).toBe(true);
    expect(rows).toHaveLength(tables.length);
  });
});

/** A stored submission as delivery reads it; columns the test leaves out are null. */
function stored(columns: Partial<SubmissionForNotification>): SubmissionForNotification {
  const none = Object.fromEntries([...CONTACT_COLUMNS, ...SOURCE_COLUMNS].map((c) => [c, null]));
  // The cast: every column is present (null unless given).
  return {
    id: 'x',
    created_at: new Date('2026-11-21T10:00:00Z'),
    ...none,
    ...columns,
  } as SubmissionForNotification;
}

describe('notification delivery (outbox)', () => {
  let webhook: Webhook;
  let url: string;
  let status = 500;

  beforeAll(async () => {
    webhook = await startWebhook({ status: () => status });
    url = webhook.url;
  });
  afterAll(() => webhook.close());

  async function submissionWithOutbox(over: Record<string, unknown> = {}): Promise<string> {
    const id = await insert({ ...base(), ...over });
    await db.query('insert into public.contact_notifications (submission_id) values ($1)', [id]);
    return id;
  }
  const outbox = async () =>
    (await db.query<Record<string, unknown>>('select * from public.contact_notifications order by id')).rows;

  it('without a webhook, delivery is a log line without personal data, and the row is delivered', async () => {
    await submissionWithOutbox({
      name: 'Secret Person',
      email: 'secret@person.io',
      message: 'Hello there, friend.',
    });
    const report = await deliverDue(db, { logger });
    expect(report).toEqual({ claimed: 1, delivered: 1, retrying: 0, failed: 0 });
    expect((await outbox())[0]).toMatchObject({ status: 'delivered', attempts: 1 });
    expect(logs.join('\n')).toContain('contact: new submission');
    expect(logs.join('\n')).not.toMatch(/Secret Person|secret@person\.io|Hello there/);
    expect(await deliverDue(db, { logger })).toMatchObject({ claimed: 0 });
  });

  it('a failing webhook keeps the row pending with backoff, then delivers when it recovers', async () => {
    status = 500;
    webhook.posts.length = 0;
    const demo = sampleColumns({ purpose: 'demo' });
    const id = await submissionWithOutbox(demo);
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
    expect(webhook.posts).toHaveLength(1);
    expect(webhook.posts[0]!.submission).toMatchObject({
      id,
      purpose: 'demo',
      name: demo.name,
      email: demo.email,
    });
    expect(webhook.posts[0]!.text).toContain('*New demo request*');
    expect(webhook.posts[0]!.text).toContain(displayValue('companySize', demo)!);
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
    const row = stored({
      name: '<!channel> & co',
      email: 'a@b.co',
      purpose: 'support',
      message: 'Click <http://evil.example|here>\nsecond line',
    });
    const text = notificationText(row);
    expect(text).toContain('&lt;\u2060!channel&gt; &amp; co');
    expect(text).not.toContain('<!channel>');
    expect(text).toContain('> second line');
    expect(text.split('\n')[0]).toBe(`*New message: ${purposeLabels.support}*`);
    expect(notificationBody(row).submission.purpose_label).toBe(purposeLabels.support);
  });

  it("shows every filled field under its one label, in the table's order", () => {
    const row = stored({
      ...sampleColumns({ purpose: 'demo', fields: 'every' }),
      message: 'Show me the demo,\nplease.',
    });
    const text = notificationText(row);
    expect(text.split('\n')).toEqual([
      '*New demo request*',
      `*From:* ${row.name} <mailto:${row.email}|${row.email}>`,
      ...CONTACT_FIELD_NAMES.filter((n) => !['name', 'email', 'purpose', 'message'].includes(n)).map(
        (n) => `*${CONTACT_FIELDS[n].label}:* ${displayValue(n, row)}`,
      ),
      '*Message:*',
      '> Show me the demo,',
      '> please.',
    ]);
    // A choice shows its label, not its stored value.
    const size = row.company_size as CompanySize;
    expect(text).toContain(`*${CONTACT_FIELDS.companySize.label}:* ${companySizeLabels[size]}`);
  });

  it('says where the lead came from in one line of the parts present, before the message', () => {
    const row = stored({
      ...sampleColumns(),
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-launch',
      source_landing_path: '/use-cases',
      source_referrer: 'https://news.example.org/issues/42',
      source_landed_at: '2026-11-21T09:20:00Z',
      source_form_path: '/contact',
    });
    const lines = notificationText(row).split('\n');
    expect(lines.at(-3)).toBe(
      '*Source:* newsletter / email / spring-launch · landed on /use-cases · from news.example.org · sent from /contact',
    );
    expect(lines.at(-2)).toBe('*Message:*');
    const line = (over: Partial<SubmissionForNotification>) =>
      notificationText(stored({ ...sampleColumns(), ...over }))
        .split('\n')
        .find((l) => l.startsWith('*Source:*'));
    expect(line({ utm_source: 'linkedin', utm_content: 'hero' })).toBe('*Source:* linkedin · content hero');
    expect(line({ source_landing_path: '/', source_form_path: '/' })).toBe('*Source:* landed on /');
    expect(line({ utm_campaign: 'x', utm_term: 'ai sdr' })).toBe('*Source:* x · term ai sdr');
    // Visitor text, escaped like the rest.
    expect(line({ utm_source: '<!channel>' })).toBe('*Source:* &lt;\u2060!channel&gt;');
    // No source: no line at all (nor for a landing time alone).
    expect(line({})).toBeUndefined();
    expect(line({ source_landed_at: '2026-11-21T09:20:00Z' })).toBeUndefined();
    expect(notificationBody(row).submission).toMatchObject({
      utm_source: 'newsletter',
      source_landed_at: '2026-11-21T09:20:00Z',
      source_referrer: 'https://news.example.org/issues/42',
    });
  });

  it('shows every field of the table, filled, and carries every column in the body', () => {
    const row = stored(sampleColumns({ purpose: 'demo', fields: 'every' }));
    const text = notificationText(row);
    for (const name of CONTACT_FIELD_NAMES) {
      const value = displayValue(name, row)!;
      // The title says the purpose; name, email and message have their own place; every other
      // field its labelled line.
      if (name === 'purpose') continue;
      if (['name', 'email', 'message'].includes(name)) expect(text).toContain(value);
      else expect(text).toContain(`*${CONTACT_FIELDS[name].label}:* ${value}`);
    }
    const { submission } = notificationBody(row);
    for (const column of CONTACT_COLUMNS) expect(submission[column]).toBe(row[column]);
  });
});
