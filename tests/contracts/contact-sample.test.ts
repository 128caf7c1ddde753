// The shared sample builder (tests/helpers/contact-sample.ts) makes what the contract accepts, for
// every purpose, so every test that builds on it starts from a valid submission.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  CONTACT_PURPOSES,
  type ContactFieldDef,
  columnValues,
  emptyContactForm,
  toPayload,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  contactFormSchema,
  contactPayloadSchema,
} from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import { parseContactSource } from '../../supabase/functions/_shared/contracts/contact-source-schema.ts';
import {
  sampleColumns,
  sampleFieldNames,
  sampleForm,
  samplePayload,
  sampleSource,
  sourceHeaderValue,
} from '../helpers/contact-sample.ts';

describe('the contact sample builder', () => {
  for (const purpose of CONTACT_PURPOSES)
    for (const fields of ['needed', 'every'] as const)
      it(`a ${purpose} sample (${fields} fields) passes both schemas and maps like toPayload`, () => {
        const form = sampleForm({ purpose, fields });
        const parsedForm = contactFormSchema.safeParse({ ...emptyContactForm, ...form });
        expect(parsedForm.error?.issues ?? []).toEqual([]);
        const payload = samplePayload({ purpose, fields });
        const parsed = contactPayloadSchema.safeParse(payload);
        expect(parsed.error?.issues ?? []).toEqual([]);
        // Values are stored as they are: already trimmed and NFC.
        expect(parsed.data).toEqual(payload);
        expect(toPayload(form)).toEqual(payload);
        expect(columnValues(parsed.data!)).toEqual(
          CONTACT_FIELD_NAMES.map((n) => sampleColumns({ purpose, fields })[CONTACT_FIELDS[n].key]),
        );
      });

  it("fills the required fields and what the purpose needs (the table's requiredWhen); every field on request", () => {
    const required = CONTACT_FIELD_NAMES.filter((n) => CONTACT_FIELDS[n].required);
    for (const purpose of CONTACT_PURPOSES) {
      const needs = CONTACT_FIELD_NAMES.filter(
        (n) => (CONTACT_FIELDS[n] as ContactFieldDef).requiredWhen?.purpose === purpose,
      );
      expect(sampleFieldNames({ purpose })).toEqual(expect.arrayContaining([...required, ...needs]));
    }
    expect(sampleFieldNames({ fields: 'every' })).toEqual(CONTACT_FIELD_NAMES);
  });

  // The conditional rules are data: each field the table requires for a purpose, left out of a
  // sample of that purpose, fails both schemas with the field's own message on the field.
  const conditional = CONTACT_FIELD_NAMES.flatMap((name) => {
    const rule = (CONTACT_FIELDS[name] as ContactFieldDef).requiredWhen;
    return rule ? [{ name, rule }] : [];
  });
  it.each(conditional)('$name is required for $rule.purpose requests, and only for them', ({
    name,
    rule,
  }) => {
    const form = { ...emptyContactForm, ...sampleForm({ purpose: rule.purpose }), [name]: '' };
    const issues = contactFormSchema.safeParse(form).error?.issues ?? [];
    expect(issues).toContainEqual(expect.objectContaining({ path: [name], message: rule.message }));
    const payload: Record<string, string | undefined> = { ...samplePayload({ purpose: rule.purpose }) };
    delete payload[CONTACT_FIELDS[name].key];
    const payloadIssues = contactPayloadSchema.safeParse(payload).error?.issues ?? [];
    expect(payloadIssues).toContainEqual(
      expect.objectContaining({ path: [CONTACT_FIELDS[name].key], message: rule.message }),
    );
    for (const other of CONTACT_PURPOSES.filter((p) => p !== rule.purpose))
      expect(
        contactFormSchema.safeParse({ ...emptyContactForm, ...sampleForm({ purpose: other }) }).success,
      ).toBe(true);
  });

  it('numbers make distinct names and emails; overrides win', () => {
    const [a, b] = [samplePayload({ n: 1 }), samplePayload({ n: 2 })];
    expect(a.name).not.toBe(b.name);
    expect(a.email).not.toBe(b.email);
    expect(contactPayloadSchema.safeParse(b).success).toBe(true);
    expect(samplePayload({}, { name: 'Ada Lovelace' }).name).toBe('Ada Lovelace');
  });

  it('a sample source passes the source parser as it is', () => {
    const now = new Date('2026-11-21T10:20:00Z');
    const source = sampleSource(now);
    expect(parseContactSource(sourceHeaderValue(source), now)).toEqual({ source, problem: null });
  });
});
