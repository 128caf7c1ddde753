// The shared sample builder (tests/helpers/contact-sample.ts) makes what the contract accepts, for
// every purpose, so every test that builds on it starts from a valid submission.
import { describe, expect, it } from 'vitest';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  CONTACT_PURPOSES,
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

  it('fills the required fields and what the purpose needs; every field on request', () => {
    const required = CONTACT_FIELD_NAMES.filter((n) => CONTACT_FIELDS[n].required);
    expect(sampleFieldNames()).toEqual(required);
    expect(sampleFieldNames({ purpose: 'demo' })).toEqual(
      expect.arrayContaining([...required, 'company', 'companySize', 'preferredTimeframe', 'currentTools']),
    );
    expect(sampleFieldNames({ fields: 'every' })).toEqual(CONTACT_FIELD_NAMES);
    expect(sampleColumns().company).toBeNull();
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
