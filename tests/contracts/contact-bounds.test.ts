// Every input's cost is bounded before any work that grows faster than its length (decision 055),
// line breaks are one kind and fillers are no name (decision 056): the contract's side. The cost is
// shown by counting the work the contract does (normalizationWork), not by timing it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  CONTACT_MAX_BODY_BYTES,
  type ContactFieldDef,
  type ContactFieldName,
  emptyContactForm,
  HONEYPOT_FIELD,
  type TextFieldDef,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  contactFormSchema,
  contactPayloadSchema,
} from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import { SOURCE_FIELDS } from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { parseContactSource } from '../../supabase/functions/_shared/contracts/contact-source-schema.ts';
import {
  codePointLength,
  countedLength,
  hasFiller,
  isStreamSafe,
  MAX_NON_STARTERS,
  normalizationWork,
  rawLengthLimit,
} from '../../supabase/functions/_shared/text.ts';
import { contactMessages as M } from '../helpers/contact-messages.ts';
import { sampleForm, samplePayload } from '../helpers/contact-sample.ts';

/** Combining marks of the lowest and the highest class: NFC's insertion sort moves each past all. */
const LOW = '\u0334';
const HIGH = '\u0345';
/** The audit's body: 4,000 of each, the high ones first (every low one travels to the front). */
const ATTACK = HIGH.repeat(4000) + LOW.repeat(4000);

const TEXT_FIELDS = CONTACT_FIELD_NAMES.filter((name) => CONTACT_FIELDS[name].kind === 'text');
/** A text field's definition (TEXT_FIELDS holds only those). */
const textDef = (name: ContactFieldName) => CONTACT_FIELDS[name] as TextFieldDef;
const valid = { ...emptyContactForm, ...sampleForm({ purpose: 'demo', fields: 'every' }) };
const firstMessage = (input: Record<string, unknown>, field: string): string | undefined => {
  const res = contactFormSchema.safeParse({ ...valid, ...input });
  return res.success ? undefined : res.error.issues.find((i) => i.path[0] === field)?.message;
};

/** The work a call does: values normalised, their code units, NFC's most reordering steps. */
function workOf(run: () => unknown): { values: number; units: number; reorderSteps: number } {
  const before = { ...normalizationWork };
  run();
  return {
    values: normalizationWork.values - before.values,
    units: normalizationWork.units - before.units,
    reorderSteps: normalizationWork.reorderSteps - before.reorderSteps,
  };
}

/** A code point in decomposed form is a non-starter when canonical reordering moves it (the test's own probe). */
const nonStarter = (ch: string) =>
  (HIGH + ch).normalize('NFD') !== HIGH + ch || (ch + LOW).normalize('NFD') !== ch + LOW;

describe("Unicode's Stream-Safe Text Format (UAX #15)", () => {
  it('allows 30 non-starters in a row and refuses 31, counted over decompositions', () => {
    expect(MAX_NON_STARTERS).toBe(30);
    expect(isStreamSafe(`a${LOW.repeat(30)}`)).toBe(true);
    expect(isStreamSafe(`a${LOW.repeat(31)}`)).toBe(false);
    // A starter ends a run: 30, a letter, 30 again.
    expect(isStreamSafe(`a${LOW.repeat(30)}b${LOW.repeat(30)}`)).toBe(true);
    // é decomposes to e + U+0301: its trailing mark opens the run.
    expect(isStreamSafe(`é${LOW.repeat(29)}`)).toBe(true);
    expect(isStreamSafe(`é${LOW.repeat(30)}`)).toBe(false);
    // U+0344 decomposes to two non-starters; the halfwidth sound mark U+FF9E to one.
    expect(isStreamSafe(`a${'\u0344'.repeat(15)}`)).toBe(true);
    expect(isStreamSafe(`a${'\u0344'.repeat(15)}${LOW}`)).toBe(false);
    expect(isStreamSafe(`ｶ${'\uff9e'.repeat(31)}`)).toBe(false);
    // A spacing mark of class 0 (Devanagari sign visarga) is a starter: it ends the run.
    expect(isStreamSafe(`क${LOW.repeat(30)}\u0903${LOW.repeat(30)}`)).toBe(true);
    // Text people write: emoji sequences, Vietnamese, Hangul, Devanagari, Arabic with its marks.
    for (const text of ['👩‍💻 👨‍👩‍👧', 'Nguyễn Thị Ánh', '한국어', 'हिन्दी', 'مُحَمَّد', 'e\u0301\u0323'])
      expect(isStreamSafe(text), text).toBe(true);
    expect(isStreamSafe(ATTACK)).toBe(false);
  });

  it('looks at every character whose decomposition starts with a non-starter (all of Unicode)', () => {
    const missed: string[] = [];
    for (let c = 0xa0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      const first = Array.from(ch.normalize('NFKD'))[0]!;
      if (!nonStarter(first)) continue;
      // One such character followed by 30 low marks is a run of 31 or more.
      if (isStreamSafe(`a${ch}${LOW.repeat(30)}`)) missed.push(c.toString(16));
    }
    expect(missed).toEqual([]);
  });
});

describe('raw bounds before any work, with the field messages (decision 055)', () => {
  it('every text field refuses a value past its raw size with its "less than" message, unnormalised', () => {
    for (const name of TEXT_FIELDS) {
      const def = textDef(name);
      const work = workOf(() =>
        expect(firstMessage({ [name]: 'a'.repeat(rawLengthLimit(def.max) + 1) }, name), name).toBe(
          def.messages.max,
        ),
      );
      // The other fields were normalised; this one was not.
      expect(work.units, name).toBeLessThan(rawLengthLimit(def.max));
    }
    const email = CONTACT_FIELDS.email;
    expect(firstMessage({ email: `${'a'.repeat(rawLengthLimit(email.max))}@x.io` }, 'email')).toBe(
      M.emailMax,
    );
  });

  it('every text field refuses more than 30 marks in a row with its own message; email as invalid', () => {
    for (const name of TEXT_FIELDS) {
      const def: ContactFieldDef = CONTACT_FIELDS[name];
      if (def.kind !== 'text') continue;
      expect(firstMessage({ [name]: `Ab${LOW.repeat(31)} cd 12 x` }, name), name).toBe(def.messages.marks);
      if (def.messages.marks !== def.messages.chars)
        expect(firstMessage({ [name]: `Ab${LOW.repeat(30)}` }, name), name).not.toBe(def.messages.marks);
    }
    expect(firstMessage({ email: `a${LOW.repeat(31)}@x.io` }, 'email')).toBe(M.emailInvalid);
  });

  it("the audit's body is refused without being normalised, in the form and the payload", () => {
    const work = workOf(() => {
      expect(firstMessage({ message: ATTACK }, 'message')).toBe(M.messageMax);
      expect(firstMessage({ message: ATTACK.slice(0, 3000) + ATTACK.slice(-1000) }, 'message')).toBe(
        M.messageMarks,
      );
      const payload = contactPayloadSchema.safeParse({ ...samplePayload(), message: ATTACK });
      expect(payload.success).toBe(false);
    });
    // What was normalised: the other fields, each a few code units.
    expect(work.reorderSteps).toBe(0);
    expect(work.units).toBeLessThan(200);
  });

  it('a source value is bounded the same way: past its raw size or its marks, the source is dropped', () => {
    const marks = parseContactSource(JSON.stringify({ utm_source: `x${LOW.repeat(31)}` }));
    expect(marks).toEqual({ source: null, problem: 'utm_source: too many marks in a row' });
    const max = SOURCE_FIELDS.utm_campaign.max;
    const long = parseContactSource(JSON.stringify({ utm_campaign: ' '.repeat(rawLengthLimit(max) + 1) }));
    expect(long).toEqual({ source: null, problem: `utm_campaign: longer than ${max} characters` });
    expect(parseContactSource(JSON.stringify({ utm_campaign: `x${LOW.repeat(30)}` })).source).not.toBeNull();
  });

  it('no request costs more than a small multiple of a plain one of the same size (property)', () => {
    // Worst case of the bound: every code unit in a run of 30 marks, each moved past the others.
    const plainCost = (units: number) => units;
    const multiple = 1 + (MAX_NON_STARTERS - 1) / 2;
    const marks = fc.constantFrom(LOW, HIGH, '\u0301', '\u0323', '\u0344', '\u05b0', '\u0e49', '\uff9e');
    const chars = fc.oneof(
      { weight: 6, arbitrary: marks },
      { weight: 1, arbitrary: fc.constantFrom('a', 'é', ' ', '\n', '\r', '한', '😀') },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 1 }) },
    );
    // Up to every limit: each field up to its raw size (the body's 16 KB bounds the whole).
    const value = (limit: number) =>
      fc.oneof(
        fc.array(chars, { maxLength: limit }).map((a) => a.join('').slice(0, limit)),
        fc.nat({ max: limit }).map((n) => 'a'.repeat(n)),
        fc.nat({ max: limit }).map((n) => `x${LOW.repeat(MAX_NON_STARTERS)}`.repeat(n).slice(0, limit)),
      );
    const payload = fc.record(
      Object.fromEntries([
        ...TEXT_FIELDS.map((name) => [
          CONTACT_FIELDS[name].key,
          value(rawLengthLimit(textDef(name).max) + 8),
        ]),
        [CONTACT_FIELDS.email.key, value(rawLengthLimit(CONTACT_FIELDS.email.max) + 8)],
        [HONEYPOT_FIELD, value(64)],
      ]),
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(payload, (body) => {
        const size = JSON.stringify(body).length;
        if (new TextEncoder().encode(JSON.stringify(body)).length > CONTACT_MAX_BODY_BYTES) return;
        const work = workOf(() => contactPayloadSchema.safeParse(body));
        expect(work.units).toBeLessThanOrEqual(size);
        expect(work.units + work.reorderSteps).toBeLessThanOrEqual(multiple * plainCost(size));
      }),
      { numRuns: 300 },
    );
  });

  it('a value is normalised once: a counter counts what the schema normalised, without normalising again', () => {
    const message = `Hello there, ${Math.random()}\r\nthis is ${'é'.repeat(40)}\rend`;
    let normalized = '';
    const parse = workOf(() => {
      const parsed = contactFormSchema.safeParse({ ...valid, message });
      expect(parsed.success).toBe(true);
      normalized = parsed.data!.message;
    });
    expect(parse.values).toBeGreaterThanOrEqual(1);
    const { max, multiline } = CONTACT_FIELDS.message;
    const count = workOf(() =>
      expect(countedLength(message, max, multiline)).toBe(codePointLength(normalized)),
    );
    expect(count).toEqual({ values: 0, units: 0, reorderSteps: 0 });
  });
});

describe('one kind of line break (decision 056)', () => {
  it('the message stores CR LF and a lone CR as LF, and counts each as one character', () => {
    const parsed = contactPayloadSchema.parse({
      ...samplePayload(),
      message: 'First line\r\nsecond\rthird\n',
    });
    expect(parsed.message).toBe('First line\nsecond\nthird');
    const { max, multiline } = CONTACT_FIELDS.message;
    expect(countedLength('ab\r\ncd', max, multiline)).toBe(5);
  });

  it('CR stays refused in every one-line field', () => {
    for (const name of TEXT_FIELDS) {
      const def: ContactFieldDef = CONTACT_FIELDS[name];
      if (def.kind === 'text' && !def.multiline)
        expect(firstMessage({ [name]: 'Ab\rcd 12' }, name), name).toBe(def.messages.chars);
    }
  });
});

describe('fillers are no name (decision 056)', () => {
  const FILLERS = ['\u3164', '\u115f', '\u1160', '\uffa0', '\u2800', '\u034f', '\u17b4', '\u17b5'];

  it('a name or company holding a character that shows nothing is refused; the message may hold one', () => {
    for (const filler of FILLERS) {
      expect(firstMessage({ name: filler.repeat(3) }, 'name'), filler).toBe(M.nameChars);
      expect(firstMessage({ name: `Jane${filler}Doe` }, 'name'), filler).toBe(M.nameChars);
      expect(firstMessage({ company: `${filler}${filler}` }, 'company'), filler).toBe(M.companyChars);
      expect(firstMessage({ message: `Braille art ${filler} here` }, 'message'), filler).toBeUndefined();
    }
  });

  it('is every default-ignorable letter or mark Unicode assigns, and the Braille blank', () => {
    const expected: string[] = [];
    const disagree: string[] = [];
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      const filler =
        c === 0x2800 ||
        (/\p{Default_Ignorable_Code_Point}/u.test(ch) && !/[\p{Cf}\p{Cn}\p{Variation_Selector}]/u.test(ch));
      if (filler) expected.push(ch);
      if (hasFiller(ch) !== filler) disagree.push(c.toString(16));
    }
    expect(disagree).toEqual([]);
    expect(expected.sort()).toEqual([...FILLERS].sort());
  });
});
