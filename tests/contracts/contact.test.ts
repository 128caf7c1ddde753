// The shared contact contract at every boundary of spec section 5, counted in NFC code points.
import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  CONTACT_HEADERS,
  CONTACT_PURPOSES,
  type ContactFormInput,
  companySizeLabels,
  companySizeOptions,
  contactFormSchema,
  contactPayloadSchema,
  contactRequestHeaders,
  emptyContactForm,
  IDEMPOTENCY_KEY_PATTERN,
  contactMessages as M,
  newIdempotencyKey,
  purposeLabels,
  purposeOptions,
  TIMEFRAMES,
  TOO_MANY_SUBMISSIONS,
  timeframeLabels,
  timeframeOptions,
  toPayload,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { codePointLength, normalizeText } from '../../supabase/functions/_shared/text.ts';

const valid: ContactFormInput = {
  ...emptyContactForm,
  name: 'Jane Cooper',
  email: 'jane@acme.com',
  purpose: 'inquiry',
  message: 'We would like to know more about the product.',
};

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

describe('contact contract: options and labels (spec section 3)', () => {
  it('has the four purposes, sizes and timeframes with their labels', () => {
    expect(CONTACT_PURPOSES).toEqual(['demo', 'inquiry', 'support', 'partnership']);
    expect(purposeLabels).toEqual({
      demo: 'Contact Sales',
      inquiry: 'General Inquiry',
      support: 'Technical Support',
      partnership: 'Partnership Opportunity',
    });
    expect(COMPANY_SIZES).toEqual(['1-10', '11-50', '51-200', '200+']);
    expect(Object.values(companySizeLabels)).toEqual([
      '1-10 employees',
      '11-50 employees',
      '51-200 employees',
      '200+ employees',
    ]);
    expect(TIMEFRAMES).toEqual(['this-week', 'next-week', 'this-month', 'flexible']);
    expect(Object.values(timeframeLabels)).toEqual([
      'This Week',
      'Next Week',
      'Within This Month',
      'Flexible / No Rush',
    ]);
    expect(purposeOptions.map((o) => o.label)).toEqual(Object.values(purposeLabels));
    expect(companySizeOptions[0]).toEqual({ value: '1-10', label: '1-10 employees' });
    expect(timeframeOptions.at(-1)).toEqual({ value: 'flexible', label: 'Flexible / No Rush' });
  });

  it('words every message as the spec does, and the 429 answer carries the mark the UI looks for', () => {
    expect(M).toMatchObject({
      nameMin: 'Name must be at least 2 characters',
      nameMax: 'Name must be less than 100 characters',
      emailInvalid: 'Invalid email address',
      emailMax: 'Email must be less than 255 characters',
      purpose: 'Please select a purpose for your message',
      companyMax: 'Company name must be less than 100 characters',
      phoneMax: 'Phone must be less than 20 characters',
      companySize: 'Please select your company size',
      preferredTimeframe: 'Please select your preferred timeframe',
      messageMin: 'Message must be at least 10 characters',
      messageMax: 'Message must be less than 1000 characters',
      demoDetails: 'Company size and preferred timeframe are required for demo requests',
    });
    expect(TOO_MANY_SUBMISSIONS).toContain('Too many submissions');
  });
});

describe('contact form schema: boundaries (spec sections 5 and 9)', () => {
  it('accepts a complete minimal enquiry and an empty form shows the required messages', () => {
    ok({});
    expect(formErrors(emptyContactForm)).toEqual({
      name: M.nameMin,
      email: M.emailInvalid,
      purpose: M.purpose,
      message: M.messageMin,
    });
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
    ok({ name: emoji.repeat(100) });
    fails({ name: emoji.repeat(101) }, 'name', M.nameMax);
    ok({ message: emoji.repeat(1000) });
    fails({ message: emoji.repeat(1001) }, 'message', M.messageMax);
    ok({ name: emoji.repeat(2) });
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

  it('demo needs company size and timeframe: the cross message is on companySize', () => {
    const demo = { ...valid, purpose: 'demo', company: 'Acme' };
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
    const demo = { ...valid, purpose: 'demo', companySize: '11-50', preferredTimeframe: 'this-week' };
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
      ...valid,
      purpose: 'demo',
      name: '  Jane  ',
      company: 'Acme',
      phone: '',
      companySize: '51-200',
      currentTools: 'HubSpot',
      preferredTimeframe: 'next-week',
    });
    expect(toPayload(form)).toEqual({
      name: 'Jane',
      email: 'jane@acme.com',
      purpose: 'demo',
      company: 'Acme',
      company_size: '51-200',
      current_tools: 'HubSpot',
      preferred_timeframe: 'next-week',
      message: valid.message,
    });
    expect(Object.keys(toPayload(contactFormSchema.parse(valid)))).toEqual([
      'name',
      'email',
      'purpose',
      'message',
    ]);
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
    const payload = { ...toPayload(contactFormSchema.parse(valid)), purpose: 'demo', company: 'Acme' };
    const res = contactPayloadSchema.safeParse({ ...payload, preferred_timeframe: 'flexible' });
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
