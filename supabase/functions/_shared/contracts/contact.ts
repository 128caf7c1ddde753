// The contact form's contract, shared by the browser form and the submit-contact function (one
// schema, two runtimes). Every rule and message of spec section 5 lives here, once.
//
// HOW THE FORM SUBMITS (what the UI sends):
//   supabase.functions.invoke('submit-contact', {
//     body: toPayload(values),                              // snake_case, empty optionals omitted
//     headers: contactRequestHeaders({ idempotencyKey, startedAt }),
//   })
// - values: the form's parsed values (contactFormSchema's output), including the honeypot field
//   `website` (HONEYPOT_FIELD): an input hidden from people (not display:none; off-screen, with
//   aria-hidden on its wrapper, tabIndex -1, autoComplete "off"). People leave it empty, so it is
//   omitted; a bot that fills it gets a success-looking answer and is never notified.
// - idempotencyKey: newIdempotencyKey() once per form fill; keep it across retries of the same fill
//   (double click, network retry, a 503 retry) and make a new one after a success resets the form.
//   The same key always answers the first answer's success without storing a second row.
// - startedAt: Date.now() when the form was first shown (or reset). Submissions faster than the
//   server's CONTACT_MIN_FILL_MS (3 s by default; 1.5 s on the e2e server) are treated as bots.
//
// ANSWERS: 200 {success: true, id}; 400 {error: <first validation message>}; 413; 415;
// 429 {error: TOO_MANY_SUBMISSIONS} with Retry-After; 503 {error: SERVICE_UNAVAILABLE}.
import { z } from 'zod';
import { codePointLength, hasForbiddenCharacter, normalizeText } from '../text.ts';

// ---------------------------------------------------------------------------------------------
// Options and labels (spec section 3)

export const CONTACT_PURPOSES = ['demo', 'inquiry', 'support', 'partnership'] as const;
export type ContactPurpose = (typeof CONTACT_PURPOSES)[number];
export const purposeLabels: Record<ContactPurpose, string> = {
  demo: 'Contact Sales',
  inquiry: 'General Inquiry',
  support: 'Technical Support',
  partnership: 'Partnership Opportunity',
};

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '200+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
export const companySizeLabels: Record<CompanySize, string> = {
  '1-10': '1-10 employees',
  '11-50': '11-50 employees',
  '51-200': '51-200 employees',
  '200+': '200+ employees',
};

export const TIMEFRAMES = ['this-week', 'next-week', 'this-month', 'flexible'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const timeframeLabels: Record<Timeframe, string> = {
  'this-week': 'This Week',
  'next-week': 'Next Week',
  'this-month': 'Within This Month',
  flexible: 'Flexible / No Rush',
};

export type Option<T extends string> = { value: T; label: string };
export const purposeOptions: Option<ContactPurpose>[] = CONTACT_PURPOSES.map((value) => ({
  value,
  label: purposeLabels[value],
}));
export const companySizeOptions: Option<CompanySize>[] = COMPANY_SIZES.map((value) => ({
  value,
  label: companySizeLabels[value],
}));
export const timeframeOptions: Option<Timeframe>[] = TIMEFRAMES.map((value) => ({
  value,
  label: timeframeLabels[value],
}));

export const isContactPurpose = (value: unknown): value is ContactPurpose =>
  typeof value === 'string' && (CONTACT_PURPOSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// Limits and messages (spec sections 5 and 9). Lengths are code points after trim + NFC.

export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 255,
  companyMax: 100,
  phoneMax: 20,
  currentToolsMax: 200,
  messageMin: 10,
  messageMax: 1000,
} as const;

export const contactMessages = {
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must be less than 100 characters',
  nameChars: 'Name contains characters that are not allowed',
  emailInvalid: 'Invalid email address',
  emailMax: 'Email must be less than 255 characters',
  purpose: 'Please select a purpose for your message',
  companyMax: 'Company name must be less than 100 characters',
  companyChars: 'Company name contains characters that are not allowed',
  phoneMax: 'Phone must be less than 20 characters',
  phoneChars: 'Phone contains characters that are not allowed',
  companySize: 'Please select your company size',
  // Not worded by the spec: written like its siblings.
  currentToolsMax: 'Current tools must be less than 200 characters',
  currentToolsChars: 'Current tools contain characters that are not allowed',
  preferredTimeframe: 'Please select your preferred timeframe',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be less than 1000 characters',
  messageChars: 'Message contains characters that are not allowed',
  demoDetails: 'Company size and preferred timeframe are required for demo requests',
  // Not worded by the spec, which marks Company as required for demo requests (section 4).
  demoCompany: 'Company name is required for demo requests',
  honeypot: 'Invalid value',
} as const;

/** The 429 answer; the UI recognises it by the 'Too many submissions' prefix (spec section 8). */
export const TOO_MANY_SUBMISSIONS = 'Too many submissions. Please wait before submitting again.';
/** The 503 answer: nothing was stored, the visitor may retry with the same idempotency key. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';
export const INVALID_IDEMPOTENCY_KEY =
  'Missing or invalid idempotency key. Please reload the page and try again.';
export const INVALID_FILL_TIME = 'Missing or invalid form timing. Please reload the page and try again.';

// ---------------------------------------------------------------------------------------------
// Request metadata (headers) and the honeypot

export const CONTACT_HEADERS = {
  /** One per form fill: 16-128 characters of A-Z a-z 0-9 _ - (newIdempotencyKey() gives 32 hex). */
  idempotencyKey: 'x-idempotency-key',
  /** Milliseconds from the form being shown to the submit, as a non-negative integer. */
  fillMs: 'x-contact-fill-ms',
} as const;

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const HONEYPOT_FIELD = 'website';
export const CONTACT_MAX_BODY_BYTES = 16 * 1024;

/** 128 random bits as 32 hex characters (getRandomValues works in insecure contexts too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function contactRequestHeaders(meta: {
  idempotencyKey: string;
  startedAt: number;
  now?: number;
}): Record<string, string> {
  const elapsed = Math.max(0, Math.round((meta.now ?? Date.now()) - meta.startedAt));
  return { [CONTACT_HEADERS.idempotencyKey]: meta.idempotencyKey, [CONTACT_HEADERS.fillMs]: String(elapsed) };
}

// ---------------------------------------------------------------------------------------------
// Field rules, built once and used by both schemas so they cannot drift apart

type TextRule = {
  min?: { length: number; message: string };
  max: { length: number; message: string };
  chars: string;
  /** The message when a required value is missing. */
  required?: string;
  typeMessage: string;
  multiline?: boolean;
};

function checkText(value: string, rule: TextRule, ctx: z.RefinementCtx): void {
  if (hasForbiddenCharacter(value, rule.multiline)) {
    ctx.addIssue({ code: 'custom', message: rule.chars });
    return;
  }
  const length = codePointLength(value);
  if (rule.min && length < rule.min.length) ctx.addIssue({ code: 'custom', message: rule.min.message });
  else if (length > rule.max.length) ctx.addIssue({ code: 'custom', message: rule.max.message });
}

const typeError = (rule: TextRule) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? (rule.required ?? rule.typeMessage) : rule.typeMessage;

/** A required text: normalized, then checked. */
function requiredText(rule: TextRule) {
  return z
    .string({ error: typeError(rule) })
    .overwrite(normalizeText)
    .superRefine((value, ctx) => checkText(value, rule, ctx));
}

/** An optional text: missing, null or blank (after trimming) means absent. */
function optionalText(rule: TextRule) {
  return z
    .string({ error: typeError(rule) })
    .nullish()
    .transform((value) => {
      const normalized = value == null ? '' : normalizeText(value);
      return normalized === '' ? undefined : normalized;
    })
    .superRefine((value, ctx) => {
      if (value !== undefined) checkText(value, rule, ctx);
    });
}

/** An optional choice: missing or blank means absent; anything else must be one of the values. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value))
    .pipe(z.enum(values, { error: message }).optional());
}

const emailFormat = z.email();
const L = CONTACT_LIMITS;
const M = contactMessages;

const fields = {
  name: requiredText({
    min: { length: L.nameMin, message: M.nameMin },
    max: { length: L.nameMax, message: M.nameMax },
    chars: M.nameChars,
    required: M.nameMin,
    typeMessage: M.nameMin,
  }),
  email: z
    .string({ error: M.emailInvalid })
    .overwrite(normalizeText)
    .superRefine((value, ctx) => {
      // The format check (ASCII only) also rules out every forbidden character.
      if (!emailFormat.safeParse(value).success) ctx.addIssue({ code: 'custom', message: M.emailInvalid });
      if (codePointLength(value) > L.emailMax) ctx.addIssue({ code: 'custom', message: M.emailMax });
    }),
  // Input typed as string: the select starts empty (''), which is not one of the purposes.
  purpose: z.string({ error: M.purpose }).pipe(z.enum(CONTACT_PURPOSES, { error: M.purpose })),
  company: optionalText({
    max: { length: L.companyMax, message: M.companyMax },
    chars: M.companyChars,
    typeMessage: M.companyMax,
  }),
  phone: optionalText({
    max: { length: L.phoneMax, message: M.phoneMax },
    chars: M.phoneChars,
    typeMessage: M.phoneMax,
  }),
  companySize: optionalChoice(COMPANY_SIZES, M.companySize),
  currentTools: optionalText({
    max: { length: L.currentToolsMax, message: M.currentToolsMax },
    chars: M.currentToolsChars,
    typeMessage: M.currentToolsMax,
  }),
  preferredTimeframe: optionalChoice(TIMEFRAMES, M.preferredTimeframe),
  message: requiredText({
    min: { length: L.messageMin, message: M.messageMin },
    max: { length: L.messageMax, message: M.messageMax },
    chars: M.messageChars,
    required: M.messageMin,
    typeMessage: M.messageMin,
    multiline: true,
  }),
  /** Honeypot: any text is accepted here; a non-blank value marks the submission as spam. */
  honeypot: z
    .string({ error: M.honeypot })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value)),
};

/**
 * The cross rule (spec section 5): a demo request needs company size and timeframe. The message
 * sits on the size field as the spec says; a missing timeframe is also flagged on its own field.
 * A demo request also needs the company, which the form marks as required (spec section 4).
 */
function demoRule(sizeKey: string, timeframeKey: string) {
  return (value: unknown, ctx: z.RefinementCtx): void => {
    if (!value || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    if (v.purpose !== 'demo') return;
    const missing = (x: unknown) => x === undefined || x === null || x === '';
    if (missing(v[sizeKey]) || missing(v[timeframeKey]))
      ctx.addIssue({ code: 'custom', message: M.demoDetails, path: [sizeKey] });
    if (missing(v[timeframeKey]))
      ctx.addIssue({ code: 'custom', message: M.preferredTimeframe, path: [timeframeKey] });
    if (missing(v.company)) ctx.addIssue({ code: 'custom', message: M.demoCompany, path: ['company'] });
  };
}

// Zod runs an object's own checks only after its fields pass; `when` makes the cross rule run
// alongside field errors, so a visitor sees every problem at once.
const always = { when: () => true };

// ---------------------------------------------------------------------------------------------
// The form (camelCase, what react-hook-form holds)

export const contactFormSchema = z
  .object({
    name: fields.name,
    email: fields.email,
    purpose: fields.purpose,
    company: fields.company,
    phone: fields.phone,
    companySize: fields.companySize,
    currentTools: fields.currentTools,
    preferredTimeframe: fields.preferredTimeframe,
    message: fields.message,
    [HONEYPOT_FIELD]: fields.honeypot,
  })
  .superRefine(demoRule('companySize', 'preferredTimeframe'), always);

/** What the form fields hold (all strings; '' for an untouched field or select). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** The parsed form: normalized text, absent optionals as undefined. */
export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactFormField = keyof ContactForm;

/** Default values for react-hook-form: every field empty (spec section 4). */
export const emptyContactForm = {
  name: '',
  email: '',
  purpose: '',
  company: '',
  phone: '',
  companySize: '',
  currentTools: '',
  preferredTimeframe: '',
  message: '',
  [HONEYPOT_FIELD]: '',
} as const;

// ---------------------------------------------------------------------------------------------
// The request payload (snake_case, what submit-contact receives)

export const contactPayloadSchema = z
  .strictObject(
    {
      name: fields.name,
      email: fields.email,
      purpose: fields.purpose,
      company: fields.company,
      phone: fields.phone,
      company_size: fields.companySize,
      current_tools: fields.currentTools,
      preferred_timeframe: fields.preferredTimeframe,
      message: fields.message,
      [HONEYPOT_FIELD]: fields.honeypot,
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field: ${issue.keys.join(', ')}`
          : 'Invalid request body',
    },
  )
  .superRefine(demoRule('company_size', 'preferred_timeframe'), always);

/** What the browser sends (empty optionals omitted). */
export type ContactPayloadInput = {
  name?: string;
  email?: string;
  purpose?: string;
  company?: string;
  phone?: string;
  company_size?: string;
  current_tools?: string;
  preferred_timeframe?: string;
  message?: string;
  [HONEYPOT_FIELD]?: string;
};
/** What the function stores: normalized text, absent optionals as undefined. */
export type ContactPayload = z.output<typeof contactPayloadSchema>;

const PAYLOAD_KEYS = {
  name: 'name',
  email: 'email',
  purpose: 'purpose',
  company: 'company',
  phone: 'phone',
  companySize: 'company_size',
  currentTools: 'current_tools',
  preferredTimeframe: 'preferred_timeframe',
  message: 'message',
  [HONEYPOT_FIELD]: HONEYPOT_FIELD,
} as const satisfies Record<ContactFormField, keyof ContactPayloadInput>;

/**
 * The form's values as the request payload: snake_case names, blank values omitted. Pure; works on
 * the parsed form (the normal case) and on raw field values alike (the server normalizes again).
 */
export function toPayload(
  form: Partial<Record<ContactFormField, string | null | undefined>>,
): ContactPayloadInput {
  const payload: ContactPayloadInput = {};
  for (const [field, key] of Object.entries(PAYLOAD_KEYS) as [
    ContactFormField,
    keyof ContactPayloadInput,
  ][]) {
    const value = form[field];
    if (typeof value === 'string' && value.trim() !== '') payload[key] = value;
  }
  return payload;
}

/** The first validation message of a failed parse (what a 400 answer carries). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
