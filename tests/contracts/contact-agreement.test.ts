// Property tests: the browser (form schema + toPayload) and the function (payload schema) accept
// and reject exactly the same submissions, and agree on the stored values.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_SIZES,
  CONTACT_PURPOSES,
  TIMEFRAMES,
  toPayload,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  contactFormSchema,
  contactPayloadSchema,
} from '../../supabase/functions/_shared/contracts/contact-schema.ts';
import { codePointLength, normalizeText } from '../../supabase/functions/_shared/text.ts';

/** Text that lands near the limits and mixes the hard cases: emoji, combining marks, controls. */
const piece = fc.oneof(
  fc.constantFrom('a', 'Z', ' ', '  ', '\t', '\n', '\r\n', '\u0000', '\u001b', '\u007f', '\u0085', '\u00a0'),
  fc.constantFrom('😀', '👩‍💻', 'e\u0301', 'q\u0301', '\u00e9', '\ud800', '\u3000', 'ß', '@', '.', '+'),
  fc.string({ unit: 'binary', maxLength: 4 }),
);
const text = (max: number) =>
  fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
    fc.tuple(fc.nat({ max }), fc.constantFrom('x', '😀', 'e\u0301', ' ')).map(([n, c]) => c.repeat(n)),
    fc
      .tuple(fc.integer({ min: -2, max: 2 }), fc.constantFrom('x', '😀', 'e\u0301'))
      .map(([d, c]) => c.repeat(Math.max(0, max + d))),
  );
const email = fc.oneof(
  fc.emailAddress(),
  fc.tuple(fc.integer({ min: 240, max: 260 })).map(([n]) => `${'a'.repeat(n - 12)}@example.com`),
  text(20),
  fc.emailAddress().map((e) => ` ${e}\u0000`),
);
const choice = (values: readonly string[]) => fc.oneof(fc.constantFrom('', ...values), text(3));

const rawForm = fc.record(
  {
    name: text(100),
    email,
    purpose: choice(CONTACT_PURPOSES),
    company: text(100),
    phone: text(20),
    companySize: choice(COMPANY_SIZES),
    currentTools: text(200),
    preferredTimeframe: choice(TIMEFRAMES),
    message: text(1000),
    website: fc.oneof(fc.constant(''), text(5)),
  },
  { requiredKeys: ['name', 'email', 'purpose', 'message'] },
);

describe('form schema + toPayload vs payload schema', () => {
  it('accept and reject the same raw input, with the same first message per field', () => {
    fc.assert(
      fc.property(rawForm, (form) => {
        const browser = contactFormSchema.safeParse(form);
        const server = contactPayloadSchema.safeParse(toPayload(form));
        expect(server.success).toBe(browser.success);
        if (!browser.success && !server.success) {
          const snake = (p: PropertyKey[]) =>
            String(p[0] ?? '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
          expect(server.error.issues.map((i) => [snake(i.path), i.message])).toEqual(
            browser.error.issues.map((i) => [snake(i.path), i.message]),
          );
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('the function stores exactly what the browser parsed (normalization is idempotent)', () => {
    fc.assert(
      fc.property(rawForm, (form) => {
        const browser = contactFormSchema.safeParse(form);
        if (!browser.success) return;
        const sent = toPayload(browser.data);
        expect(contactPayloadSchema.parse(sent)).toEqual(sent);
        // And the raw form sends the same record once the server normalizes it.
        expect(contactPayloadSchema.parse(toPayload(form))).toEqual(contactPayloadSchema.parse(sent));
      }),
      { numRuns: 2000 },
    );
  });

  it('normalizeText is idempotent and never grows the code point count past trim', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        const once = normalizeText(s);
        expect(normalizeText(once)).toBe(once);
        expect(once).toBe(once.trim());
        expect(codePointLength(once)).toBeLessThanOrEqual(codePointLength(s.trim()) * 3);
      }),
    );
  });
});
