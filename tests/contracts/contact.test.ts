// The shared contact contract at every boundary of docs/requirements.md#contact-rules, counted in NFC
// code points.
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  COMPANY_SIZES,
  CONTACT_COLUMNS,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  CONTACT_HEADERS,
  CONTACT_PURPOSES,
  type CompanySize,
  type ContactColumns,
  type ContactForm,
  type ContactFormInput,
  type ContactPayload,
  type ContactPayloadInput,
  type ContactPurpose,
  companySizeLabels,
  companySizeOptions,
  contactRequestHeaders,
  emptyContactForm,
  IDEMPOTENCY_KEY_PATTERN,
  newIdempotencyKey,
  purposeLabels,
  purposeOptions,
  RATE_LIMITED,
  TIMEFRAMES,
  type Timeframe,
  TOO_MANY_SUBMISSIONS,
  timeframeLabels,
  timeframeOptions,
  toPayload,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  contactFormSchema,
  contactPayloadSchema,
} from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import { codePointLength, normalizeText } from '../../supabase/functions/_shared/text.ts';
import { contactMessages as M } from '../helpers/contact-messages.ts';
import { sampleForm, samplePayload } from '../helpers/contact-sample.ts';
import { required, requiredOptions } from '../helpers/requirements.ts';

/** A valid general inquiry as the form holds it: the required fields filled, the others empty. */
const valid: ContactFormInput = { ...emptyContactForm, ...sampleForm() };
/** A valid demo request: what the table requires for the demo purpose (requiredWhen) filled in. */
const validDemo: ContactFormInput = { ...emptyContactForm, ...sampleForm({ purpose: 'demo' }) };

/** The messages the form shows, by field (first per field, as react-hook-form does). */
function formErrors(input: Partial<ContactFormInput>): Record<string, string> {
  const res = contactFormSchema.safeParse({ ...valid, ...input });
  const out: Record<string, string> = {};
  if (!res.success) for (const i of res.error.issues) out[i.path.join('.')] ??= i.message;
  return out;
}

const ok = (input: Partial<ContactFormInput>) => expect(formErrors(input)).toEqual({});
const fails = (input: Partial<ContactFormInput>, field: string, message: string) =>
  expect(formErrors(input)[field]).toBe(message);

describe('contact contract: options and labels (docs/requirements.md#contact-form)', () => {
  it('has the four purposes, sizes and timeframes with their labels', () => {
    // Read from the options list of docs/requirements.md#contact-form: a new option is a line there.
    const purposes = requiredOptions('contact-form', 'purpose:');
    expect(CONTACT_PURPOSES).toEqual(purposes.map(([value]) => value));
    expect(Object.entries(purposeLabels)).toEqual(purposes);
    expect(COMPANY_SIZES).toEqual(requiredOptions('contact-form', 'company size:').map(([value]) => value));
    // Shown as 'N employees', as the requirements' example shows.
    const sizeLabel = (size: string) => required('N employees', 'contact-form').replace('N', size);
    expect(sizeLabel(COMPANY_SIZES[0])).toBe(required('1-10 employees', 'contact-form'));
    expect(Object.values(companySizeLabels)).toEqual(COMPANY_SIZES.map(sizeLabel));
    const timeframes = requiredOptions('contact-form', 'timeframe:');
    expect(TIMEFRAMES).toEqual(timeframes.map(([value]) => value));
    expect(Object.entries(timeframeLabels)).toEqual(timeframes);
    expect(purposeOptions.map((o) => o.label)).toEqual(Object.values(purposeLabels));
    expect(companySizeOptions[0]).toEqual({ value: '1-10', label: required('1-10 employees') });
    expect(timeframeOptions.at(-1)).toEqual({ value: 'flexible', label: required('Flexible / No Rush') });
  });

  it('words every message as required, and the 429 answer carries the mark the UI looks for', () => {
    expect(M).toMatchObject({
      nameMin: required('Name must be at least 2 characters'),
      nameMax: required('Name must be less than 100 characters'),
      emailInvalid: required('Invalid email address'),
      emailMax: required('Email must be less than 255 characters'),
      purpose: required('Please select a purpose for your message'),
      companyMax: required('Company name must be less than 100 characters'),
      phoneMax: required('Phone must be less than 20 characters'),
      companySize: required('Please select your company size'),
      preferredTimeframe: required('Please select your preferred timeframe'),
      messageMin: required('Message must be at least 10 characters'),
      messageMax: required('Message must be less than 1000 characters'),
      demoDetails: required('Company size and preferred timeframe are required for demo requests'),
    });
    expect(TOO_MANY_SUBMISSIONS).toContain(required('Too many submissions'));
    expect(RATE_LIMITED).toEqual({
      title: required('Too many submissions'),
      description: required('Please wait before submitting again.'),
    });
  });
});

describe('the field table (each field defined once)', () => {
  it('lists the required fields in order, each with its snake_case payload key and column', () => {
    // The fields docs/requirements.md#contact-rules names, in its order (others may join them).
    const required = [
      'name',
      'email',
      'purpose',
      'company',
      'phone',
      'companySize',
      'currentTools',
      'preferredTimeframe',
      'message',
    ];
    expect(CONTACT_FIELD_NAMES.filter((n) => required.includes(n))).toEqual(required);
    for (const name of CONTACT_FIELD_NAMES) {
      // The key is interpolated into SQL as a column name: snake_case of the field's name, nothing else.
      expect(CONTACT_FIELDS[name].key).toBe(name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`));
      expect(CONTACT_FIELDS[name].key).toMatch(/^[a-z][a-z_]*$/);
    }
    expect(CONTACT_COLUMNS).toEqual(CONTACT_FIELD_NAMES.map((n) => CONTACT_FIELDS[n].key));
  });

  it("has one label per field, the form's (also what notifications and leads show)", () => {
    // The words are decision 010's choice, not a requirement: each field has one, no two the same.
    const labels = CONTACT_FIELD_NAMES.map((n) => CONTACT_FIELDS[n].label);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expect(new Set(labels).size).toBe(CONTACT_FIELD_NAMES.length);
  });

  it("derives the schemas' types from the table", () => {
    expectTypeOf<ContactForm['name']>().toEqualTypeOf<string>();
    expectTypeOf<ContactForm['company']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ContactForm['purpose']>().toEqualTypeOf<ContactPurpose>();
    expectTypeOf<ContactForm['companySize']>().toEqualTypeOf<CompanySize | undefined>();
    expectTypeOf<ContactFormInput['preferredTimeframe']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ContactPayload['preferred_timeframe']>().toEqualTypeOf<Timeframe | undefined>();
    expectTypeOf<keyof ContactPayloadInput>().toEqualTypeOf<(typeof CONTACT_COLUMNS)[number] | 'website'>();
    expectTypeOf<ContactColumns['company_size']>().toEqualTypeOf<CompanySize | null>();
    expectTypeOf<ContactColumns['message']>().toEqualTypeOf<string>();
    expect(Object.keys(emptyContactForm)).toEqual([...CONTACT_FIELD_NAMES, 'website']);
  });
});

describe('contact form schema: boundaries (docs/requirements.md#contact-rules)', () => {
  it('accepts a complete minimal enquiry and an empty form shows the required messages', () => {
    ok({});
    expect(formErrors(emptyContactForm)).toMatchObject({
      name: M.nameMin,
      email: M.emailInvalid,
      purpose: M.purpose,
      message: M.messageMin,
    });
    // One message per required field, none for the others.
    expect(Object.keys(formErrors(emptyContactForm)).sort()).toEqual(
      CONTACT_FIELD_NAMES.filter((n) => CONTACT_FIELDS[n].required).sort(),
    );
  });

  it('name: 1 and 101 rejected, 2 and 100 accepted, whitespace trimmed first', () => {
    fails({ name: 'J' }, 'name', M.nameMin);
    ok({ name: 'Jo' });
    ok({ name: 'x'.repeat(100) });
    fails({ name: 'x'.repeat(101) }, 'name', M.nameMax);
    fails({ name: '   J   ' }, 'name', M.nameMin);
    fails({ name: '     ' }, 'name', M.nameMin);
    ok({ name: `  ${'x'.repeat(100)}  ` });
  });

  it('email: format, 255 accepted and 256 rejected', () => {
    const at = '@example.com';
    ok({ email: `${'a'.repeat(255 - at.length)}${at}` });
    fails({ email: `${'a'.repeat(256 - at.length)}${at}` }, 'email', M.emailMax);
    for (const bad of [
      '',
      'jane',
      'jane@',
      '@acme.com',
      'jane@acme',
      'ja ne@acme.com',
      'jane@acme.com\u0000',
    ])
      fails({ email: bad }, 'email', M.emailInvalid);
    ok({ email: '  jane@acme.com  ' });
  });

  it('purpose: one of the four', () => {
    for (const purpose of ['', 'sales', 'Demo', 'demo ']) fails({ purpose }, 'purpose', M.purpose);
    for (const purpose of ['inquiry', 'support', 'partnership']) ok({ purpose });
  });

  it('company 100/101, phone 20/21, current tools 200/201 (all optional)', () => {
    ok({ company: 'c'.repeat(100) });
    fails({ company: 'c'.repeat(101) }, 'company', M.companyMax);
    ok({ phone: '+'.padEnd(20, '1') });
    fails({ phone: '1'.repeat(21) }, 'phone', M.phoneMax);
    ok({ currentTools: 't'.repeat(200) });
    fails({ currentTools: 't'.repeat(201) }, 'currentTools', M.currentToolsMax);
    ok({ company: '', phone: '', currentTools: '', companySize: '', preferredTimeframe: '' });
    ok({ company: '   ', phone: ' ', currentTools: '\t' });
  });

  it('message 9/10/1000/1001, line breaks and tabs allowed', () => {
    fails({ message: 'm'.repeat(9) }, 'message', M.messageMin);
    ok({ message: 'm'.repeat(10) });
    ok({ message: 'm'.repeat(1000) });
    fails({ message: 'm'.repeat(1001) }, 'message', M.messageMax);
    ok({ message: 'Line one\nline two\r\n\tindented' });
    fails({ message: `  ${'m'.repeat(9)}\n\n ` }, 'message', M.messageMin);
  });

  it('counts emoji as one code point each, not two UTF-16 units', () => {
    const emoji = '😀';
    expect(emoji.length).toBe(2);
    ok({ name: `J${emoji.repeat(99)}` });
    fails({ name: `J${emoji.repeat(100)}` }, 'name', M.nameMax);
    ok({ message: `Hi${emoji.repeat(998)}` });
    fails({ message: `Hi${emoji.repeat(999)}` }, 'message', M.messageMax);
    ok({ name: `J${emoji}` });
  });

  it('counts combining characters after NFC: e + U+0301 is one character, stored composed', () => {
    const decomposed = 'e\u0301';
    expect(decomposed.length).toBe(2);
    // 100 decomposed é are 200 code points before NFC, 100 after: accepted.
    ok({ name: decomposed.repeat(100) });
    fails({ name: decomposed.repeat(101) }, 'name', M.nameMax);
    const parsed = contactFormSchema.parse({ ...valid, name: `Ren${decomposed}e` });
    expect(parsed.name).toBe('Ren\u00e9e');
    // A mark with no precomposed form stays two code points and counts as two.
    const q = 'q\u0301';
    expect(normalizeText(q)).toBe(q);
    fails({ name: `${q.repeat(50)}x` }, 'name', M.nameMax);
    ok({ name: q.repeat(50) });
    expect(codePointLength(normalizeText(decomposed.repeat(3)))).toBe(3);
  });

  it('rejects NUL and other control characters with a clear message, in every text field', () => {
    fails({ name: 'Ja\u0000ne' }, 'name', M.nameChars);
    fails({ name: 'Ja\tne' }, 'name', M.nameChars);
    fails({ name: 'Jane\u001b[31m' }, 'name', M.nameChars);
    fails({ company: 'Acme\u007f' }, 'company', M.companyChars);
    fails({ company: 'Acme\u0085Corp' }, 'company', M.companyChars);
    fails({ phone: '555\u0000' }, 'phone', M.phoneChars);
    fails({ currentTools: 'HubSpot\nSalesforce' }, 'currentTools', M.currentToolsChars);
    fails({ message: 'Hello\u0000 there friend' }, 'message', M.messageChars);
    fails({ message: 'Hello \ud800 there friend' }, 'message', M.messageChars);
  });

  it("refuses invisible and disguising characters in every text field, with the field's message", () => {
    // What the hardening review got stored (docs/decisions/018-contact-characters.md).
    fails({ name: '\u200b\u200b\u200b' }, 'name', M.nameChars);
    fails(
      { purpose: 'demo', companySize: '1-10', preferredTimeframe: 'flexible', company: '\u200b' },
      'company',
      M.companyChars,
    );
    fails({ message: '\u200b'.repeat(10) }, 'message', M.messageChars);
    fails({ name: 'Jane \u202eCooper' }, 'name', M.nameChars);
    fails({ name: 'Jane\u2028Cooper' }, 'name', M.nameChars);
    fails({ name: 'Jane\uffff' }, 'name', M.nameChars);
    fails({ currentTools: 'HubSpot\u2066' }, 'currentTools', M.currentToolsChars);
    fails({ message: 'Hello\u2029there, friend' }, 'message', M.messageChars);
    fails({ message: 'Hello there\u00ad friend' }, 'message', M.messageChars);
    fails({ name: 'Jane\u{E0041}' }, 'name', M.nameChars);
    // The joiners: inside a word or an emoji sequence, never alone or at an edge.
    ok({ name: 'می\u200cخواهم', message: 'Our team 👩\u200d💻 says hello' });
    fails({ name: 'Jane\u200d' }, 'name', M.nameChars);
    fails({ name: 'Ja \u200cne' }, 'name', M.nameChars);
    // Spaces of other widths are text; line breaks only in the message.
    ok({ name: 'Jane\u00a0Cooper', company: '株式会社\u3000テスト' });
    ok({ message: 'Line one\nline two\r\n\ttabbed' });
  });

  it('name, company and message need a letter or digit; phone only digits, spaces and + ( ) - .', () => {
    fails({ name: '...' }, 'name', M.nameLetterOrDigit);
    fails({ name: '😀😀' }, 'name', M.nameLetterOrDigit);
    fails({ company: '- -' }, 'company', M.companyLetterOrDigit);
    fails({ message: '!!!!!!!!!!!!' }, 'message', M.messageLetterOrDigit);
    ok({ name: '李小', message: '١٢٣٤٥٦٧٨٩٠ ok' });
    ok({ name: 'Jo', company: '3M', message: '1234567890' });
    for (const phone of ['call me maybe', '=1+2', '555-CALL', '+1 555\u00a0010', '１２３'])
      fails({ phone }, 'phone', M.phoneChars);
    for (const phone of ['+1 (555) 010-9999', '0049.30.1234', '123']) ok({ phone });
    // The message names every sign the field allows besides digits and spaces.
    for (const sign of '+()-.') {
      expect(CONTACT_FIELDS.phone.allowed.test(sign)).toBe(true);
      expect(M.phoneChars).toContain(sign);
    }
    expect(M.nameLetterOrDigit).toMatch(/letter or digit/);
  });

  it('demo needs company size and timeframe: the cross message is on companySize', () => {
    const demo = { ...validDemo, companySize: '', preferredTimeframe: '' };
    expect(formErrors({ ...demo }).companySize).toBe(M.demoDetails);
    expect(formErrors({ ...demo, companySize: '11-50' }).companySize).toBe(M.demoDetails);
    expect(formErrors({ ...demo, companySize: '11-50' }).preferredTimeframe).toBe(M.preferredTimeframe);
    expect(formErrors({ ...demo, preferredTimeframe: 'this-week' }).companySize).toBe(M.demoDetails);
    expect(formErrors({ ...demo, companySize: '11-50', preferredTimeframe: 'this-week' })).toEqual({});
    // Other purposes do not need them.
    ok({ purpose: 'support' });
    // The cross rule shows alongside other field errors, not only after they are fixed.
    expect(formErrors({ ...demo, name: 'J' })).toMatchObject({ name: M.nameMin, companySize: M.demoDetails });
  });

  it('demo also needs the company, which the form marks as required', () => {
    const demo = { ...validDemo, company: '' };
    expect(formErrors(demo)).toEqual({ company: M.demoCompany });
    expect(formErrors({ ...demo, company: '   ' })).toEqual({ company: M.demoCompany });
    ok({ ...demo, company: 'Acme' });
    ok({ purpose: 'inquiry', company: '' });
  });

  it('rejects a size or timeframe outside the lists with their own messages', () => {
    fails({ companySize: '1-9' }, 'companySize', M.companySize);
    fails({ preferredTimeframe: 'tomorrow' }, 'preferredTimeframe', M.preferredTimeframe);
  });
});

describe('toPayload and the payload schema', () => {
  it('maps to snake_case and omits blank optionals', () => {
    const form = contactFormSchema.parse({
      ...validDemo,
      name: '  Jane  ',
      companySize: '51-200',
      currentTools: 'HubSpot',
      preferredTimeframe: 'next-week',
    });
    expect(toPayload(form)).toEqual({
      ...samplePayload({ purpose: 'demo' }),
      name: 'Jane',
      company_size: '51-200',
      current_tools: 'HubSpot',
      preferred_timeframe: 'next-week',
    });
    // Only what was filled: the required fields of the table.
    expect(Object.keys(toPayload(contactFormSchema.parse(valid)))).toEqual(
      CONTACT_FIELD_NAMES.filter((n) => CONTACT_FIELDS[n].required).map((n) => CONTACT_FIELDS[n].key),
    );
  });

  it('rejects unknown fields and wrong types with a message', () => {
    const payload = toPayload(contactFormSchema.parse(valid));
    const extra = contactPayloadSchema.safeParse({ ...payload, companySize: '1-10' });
    expect(extra.success).toBe(false);
    expect(extra.error?.issues[0]?.message).toBe('Unknown field: companySize');
    expect(contactPayloadSchema.safeParse({ ...payload, name: 42 }).error?.issues[0]?.message).toBe(
      M.nameMin,
    );
    expect(contactPayloadSchema.safeParse([]).success).toBe(false);
    expect(contactPayloadSchema.safeParse(null).success).toBe(false);
  });

  it('applies the demo cross rule on company_size', () => {
    const payload = samplePayload({ purpose: 'demo' });
    const res = contactPayloadSchema.safeParse({ ...payload, company_size: undefined });
    expect(res.error?.issues[0]).toMatchObject({ path: ['company_size'], message: M.demoDetails });
  });

  it('carries the honeypot through when filled, and drops it when blank', () => {
    expect(toPayload({ ...valid, website: 'http://spam.example' }).website).toBe('http://spam.example');
    expect(toPayload({ ...valid, website: ' ' })).not.toHaveProperty('website');
    const parsed = contactPayloadSchema.parse({ ...toPayload(valid), website: 'x' });
    expect(parsed.website).toBe('x');
  });
});

describe('request headers', () => {
  it('makes a fresh 32-hex idempotency key and reports the fill time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(IDEMPOTENCY_KEY_PATTERN.test(a)).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
    expect(contactRequestHeaders({ idempotencyKey: a, startedAt: 1000, now: 5200.4 })).toEqual({
      [CONTACT_HEADERS.idempotencyKey]: a,
      [CONTACT_HEADERS.fillMs]: '4200',
    });
    expect(
      contactRequestHeaders({ idempotencyKey: a, startedAt: 9000, now: 1000 })[CONTACT_HEADERS.fillMs],
    ).toBe('0');
  });
});
