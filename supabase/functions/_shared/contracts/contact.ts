// The contact form's contract, shared by the browser form, the submit-contact function, the
// notification and `npm run leads`. Each field is defined ONCE, in CONTACT_FIELDS below (its payload
// key and database column, label, limits, messages and rules); the form and payload schemas
// (contact-schema.ts: zod, which the browser loads only when it first validates), toPayload, the
// stored columns and what notifications and leads show are derived from it
// (docs/requirements.md#contact-rules, docs/decisions/010-contact-contract.md).
//
// ADDING AN OPTIONAL FIELD: an entry in CONTACT_FIELDS, one migration that adds its column (the
// schema test compares the live table with CONTACT_FIELDS), and the form's layout.
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
//   The same key with the same content answers the first answer's success without storing a second
//   row; the same key with different content answers 409 (IDEMPOTENCY_CONFLICT).
// - startedAt: Date.now() when the form was first shown (or reset). Submissions faster than the
//   server's CONTACT_MIN_FILL_MS (3 s by default; 1.5 s on the e2e server) are treated as bots.
//
// ANSWERS: 200 {success: true, id}; 400 {error: <first validation message>} (counted toward the
// client's limit, decision 055: past it the 429);
// 409 {error: IDEMPOTENCY_CONFLICT}; 413; 415;
// 429 {error: TOO_MANY_SUBMISSIONS} with Retry-After; 503 {error: SERVICE_UNAVAILABLE}.
import type { ContactFormField, ContactPayload } from './contact-schema.ts';

export type { ContactForm, ContactFormField, ContactFormInput, ContactPayload } from './contact-schema.ts';

// ---------------------------------------------------------------------------------------------
// Options and their labels (docs/requirements.md#contact-form)

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
const optionsOf = <T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));
export const purposeOptions = optionsOf(CONTACT_PURPOSES, purposeLabels);
export const companySizeOptions = optionsOf(COMPANY_SIZES, companySizeLabels);
export const timeframeOptions = optionsOf(TIMEFRAMES, timeframeLabels);

export const isContactPurpose = (value: unknown): value is ContactPurpose =>
  typeof value === 'string' && (CONTACT_PURPOSES as readonly string[]).includes(value);

// ---------------------------------------------------------------------------------------------
// The field table. Lengths are code points after trim + NFC. `key` is both the payload key and the
// database column. `label` is the one label: the form, the notification and `npm run leads` show it.

/** The one purpose the form shows and hides fields for (its CSS switch: `data-demo-only`). */
export const DEMO_PURPOSE = 'demo' satisfies ContactPurpose;

type FieldBase = {
  key: string;
  label: string;
  placeholder: string;
  autoComplete?: string;
  required: boolean;
  /**
   * Required for a purpose though optional otherwise (docs/requirements.md#contact-rules): the form
   * marks the label while that purpose is chosen, both schemas put `message` on the field when it is
   * missing, the table's CHECK refuses a row of that purpose without it, and the sample builder
   * fills it. `alsoOn`: another field of the table whose own `requiredWhen.message` is shown too
   * when this one is missing (the cross rule's message sits on company size either way).
   */
  requiredWhen?: { purpose: typeof DEMO_PURPOSE; message: string; alsoOn?: string };
  /** Part of a request for this purpose only: shown, checked and sent for it alone. */
  onlyFor?: typeof DEMO_PURPOSE;
};
export type TextFieldDef = FieldBase & {
  kind: 'text';
  min?: number;
  max: number;
  /** Tab and line breaks allowed (the message); every line break is stored as LF (decision 056). */
  multiline?: boolean;
  /** The only characters allowed, besides the rules for every text (e.g. a phone number). */
  allowed?: RegExp;
  /** At least one letter or digit (docs/decisions/018-contact-characters.md). */
  needsLetterOrDigit?: boolean;
  /** No character that shows nothing: Hangul fillers, the Braille blank (decision 056). */
  refusesFillers?: boolean;
  /**
   * `min` is the "at least" message when given; `max` also covers a raw value past its bounds
   * (decision 055); `chars` covers forbidden (and not allowed) characters and fillers; `marks` a
   * value that is not stream-safe (too many accents or marks in a row, decision 055);
   * `letterOrDigit` goes with needsLetterOrDigit.
   */
  messages: { min?: string; max: string; chars: string; marks: string; letterOrDigit?: string };
};
export type EmailFieldDef = FieldBase & {
  kind: 'email';
  max: number;
  /** `invalid` also covers a value that is not stream-safe (no address has marks). */
  messages: { invalid: string; max: string };
};
export type ChoiceFieldDef = FieldBase & {
  kind: 'choice';
  values: readonly [string, ...string[]];
  labels: Record<string, string>;
  /** Shown when the value is missing (if required) or not one of the values. */
  message: string;
};
export type ContactFieldDef = TextFieldDef | EmailFieldDef | ChoiceFieldDef;

export const CONTACT_FIELDS = {
  name: {
    kind: 'text',
    key: 'name',
    label: 'Full name',
    placeholder: 'Jane Cooper',
    autoComplete: 'name',
    required: true,
    min: 2,
    max: 100,
    needsLetterOrDigit: true,
    refusesFillers: true,
    messages: {
      min: 'Name must be at least 2 characters',
      max: 'Name must be less than 100 characters',
      chars: 'Name contains characters that are not allowed',
      marks: 'Name contains too many accents or marks in a row',
      letterOrDigit: 'Name must contain at least one letter or digit',
    },
  },
  email: {
    kind: 'email',
    key: 'email',
    label: 'Work email',
    placeholder: 'jane@company.com',
    autoComplete: 'email',
    required: true,
    max: 255,
    messages: { invalid: 'Invalid email address', max: 'Email must be less than 255 characters' },
  },
  purpose: {
    kind: 'choice',
    key: 'purpose',
    label: 'How can we help?',
    placeholder: 'Select a purpose',
    required: true,
    values: CONTACT_PURPOSES,
    labels: purposeLabels,
    message: 'Please select a purpose for your message',
  },
  company: {
    kind: 'text',
    key: 'company',
    label: 'Company',
    placeholder: 'Acme Inc.',
    autoComplete: 'organization',
    required: false,
    // Not in the requirements' rules table, which the form's label contradicts (decision 010).
    requiredWhen: { purpose: DEMO_PURPOSE, message: 'Company name is required for demo requests' },
    max: 100,
    needsLetterOrDigit: true,
    refusesFillers: true,
    messages: {
      max: 'Company name must be less than 100 characters',
      chars: 'Company name contains characters that are not allowed',
      marks: 'Company name contains too many accents or marks in a row',
      letterOrDigit: 'Company name must contain at least one letter or digit',
    },
  },
  phone: {
    kind: 'text',
    key: 'phone',
    label: 'Phone',
    placeholder: '+1 555 000 0000',
    autoComplete: 'tel',
    required: false,
    max: 20,
    allowed: /^[0-9 +().-]*$/,
    messages: {
      max: 'Phone must be less than 20 characters',
      chars: 'Phone can only contain digits, spaces and + ( ) - .',
      marks: 'Phone can only contain digits, spaces and + ( ) - .',
    },
  },
  companySize: {
    kind: 'choice',
    key: 'company_size',
    label: 'Company size',
    placeholder: 'Select company size',
    required: false,
    requiredWhen: {
      purpose: DEMO_PURPOSE,
      message: 'Company size and preferred timeframe are required for demo requests',
    },
    onlyFor: DEMO_PURPOSE,
    values: COMPANY_SIZES,
    labels: companySizeLabels,
    message: 'Please select your company size',
  },
  currentTools: {
    kind: 'text',
    key: 'current_tools',
    label: 'Current sales tools',
    placeholder: 'e.g. HubSpot, Salesforce',
    required: false,
    onlyFor: DEMO_PURPOSE,
    max: 200,
    // Not worded by the requirements: written like its siblings (decision 010).
    messages: {
      max: 'Current tools must be less than 200 characters',
      chars: 'Current tools contain characters that are not allowed',
      marks: 'Current tools contain too many accents or marks in a row',
    },
  },
  preferredTimeframe: {
    kind: 'choice',
    key: 'preferred_timeframe',
    label: 'Preferred timeframe',
    placeholder: 'Select a timeframe',
    required: false,
    requiredWhen: {
      purpose: DEMO_PURPOSE,
      message: 'Please select your preferred timeframe',
      alsoOn: 'companySize',
    },
    onlyFor: DEMO_PURPOSE,
    values: TIMEFRAMES,
    labels: timeframeLabels,
    message: 'Please select your preferred timeframe',
  },
  message: {
    kind: 'text',
    key: 'message',
    label: 'Message',
    placeholder: 'How can we help? Tell us about your question or idea.',
    required: true,
    min: 10,
    max: 1000,
    multiline: true,
    needsLetterOrDigit: true,
    messages: {
      min: 'Message must be at least 10 characters',
      max: 'Message must be less than 1000 characters',
      chars: 'Message contains characters that are not allowed',
      marks: 'Message contains too many accents or marks in a row',
      letterOrDigit: 'Message must contain at least one letter or digit',
    },
  },
} as const satisfies Record<string, ContactFieldDef>;

type Fields = typeof CONTACT_FIELDS;
export type ContactFieldName = keyof Fields;
/** The fields in the table's order (the form's order, and the order of the first 400 message). */
export const CONTACT_FIELD_NAMES = Object.keys(CONTACT_FIELDS) as ContactFieldName[];

/**
 * The fields of a demo request only (`onlyFor` in the table). For another purpose they stay in the
 * page, hidden, and are neither checked nor sent (by the app, and by the origin for a form posted
 * without it).
 */
export const DEMO_FIELDS = CONTACT_FIELD_NAMES.filter(
  (name) => (CONTACT_FIELDS[name] as ContactFieldDef).onlyFor === DEMO_PURPOSE,
);

/** The fields a purpose needs: the required ones and those its `requiredWhen` names, table order. */
export function fieldsRequiredFor(purpose: string): ContactFieldName[] {
  return CONTACT_FIELD_NAMES.filter((name) => {
    const def: ContactFieldDef = CONTACT_FIELDS[name];
    return def.required || def.requiredWhen?.purpose === purpose;
  });
}

/** The form's values as their purpose counts them: for another purpose than demo, no demo fields. */
export function withoutHiddenDemoFields<T extends { purpose?: unknown }>(values: T): T {
  if (values.purpose === DEMO_PURPOSE) return values;
  // The same object with the demo fields absent (each is optional, so absent is a valid value).
  return { ...values, ...Object.fromEntries(DEMO_FIELDS.map((name) => [name, undefined])) } as T;
}
export type ContactColumn = Fields[ContactFieldName]['key'];
/** The stored columns of a submission, in the table's order. */
export const CONTACT_COLUMNS: ContactColumn[] = CONTACT_FIELD_NAMES.map((n) => CONTACT_FIELDS[n].key);

// ---------------------------------------------------------------------------------------------
// Messages: each field's come from the table; these are the ones across fields and requests.

/** The messages across fields (each field's own are in CONTACT_FIELDS). */
export const CONTACT_CROSS_MESSAGES = {
  /** The cross rule's message (docs/requirements.md#contact-rules): company size's `requiredWhen`. */
  demoDetails: CONTACT_FIELDS.companySize.requiredWhen.message,
  /** Company's `requiredWhen` message (decision 010). */
  demoCompany: CONTACT_FIELDS.company.requiredWhen.message,
  honeypot: 'Invalid value',
} as const;

/** The rate-limit toast, and the 429 answer built from it: the UI knows a 429 by the title. */
export const RATE_LIMITED = {
  title: 'Too many submissions',
  description: 'Please wait before submitting again.',
} as const;
/** The 429 answer (docs/requirements.md#errors). */
export const TOO_MANY_SUBMISSIONS = `${RATE_LIMITED.title}. ${RATE_LIMITED.description}`;
/** The 503 answer: nothing was stored, the visitor may retry with the same idempotency key. */
export const SERVICE_UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';
export const INVALID_IDEMPOTENCY_KEY =
  'Missing or invalid idempotency key. Please reload the page and try again.';
export const INVALID_FILL_TIME = 'Missing or invalid form timing. Please reload the page and try again.';
/** The 409 answer: this form fill was already sent, with other content; the first one is kept. */
export const IDEMPOTENCY_CONFLICT =
  'This form was already sent with different details. Please reload the page to send a new message.';

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
// The form (camelCase, what react-hook-form holds) and the request payload (snake_case)

/** Default values for react-hook-form: every field empty (docs/requirements.md#contact-form). */
export const emptyContactForm = Object.fromEntries(
  [...CONTACT_FIELD_NAMES, HONEYPOT_FIELD].map((name) => [name, '']),
) as { [K in ContactFormField]: '' };

/** What the browser sends (empty optionals omitted). */
export type ContactPayloadInput = { [K in ContactColumn | typeof HONEYPOT_FIELD]?: string };

/**
 * The form's values as the request payload: snake_case names, blank values omitted. Pure; works on
 * the parsed form (the normal case) and on raw field values alike (the server normalizes again).
 */
export function toPayload(
  form: Partial<Record<ContactFormField, string | null | undefined>>,
): ContactPayloadInput {
  const payload: ContactPayloadInput = {};
  const keys: [ContactFormField, keyof ContactPayloadInput][] = [
    ...CONTACT_FIELD_NAMES.map((name): [ContactFormField, ContactColumn] => [name, CONTACT_FIELDS[name].key]),
    [HONEYPOT_FIELD, HONEYPOT_FIELD],
  ];
  for (const [field, key] of keys) {
    const value = form[field];
    if (typeof value === 'string' && value.trim() !== '') payload[key] = value;
  }
  return payload;
}

// ---------------------------------------------------------------------------------------------
// A stored submission: its columns, and how people read them (notifications, npm run leads)

type ColumnValue<F> = F extends { kind: 'choice'; values: infer V extends readonly string[] }
  ? V[number]
  : string;
/** The contact columns of a stored row: required ones always set, optional ones null when absent. */
export type ContactColumns = {
  [K in ContactFieldName as Fields[K]['key']]: Fields[K]['required'] extends true
    ? ColumnValue<Fields[K]>
    : ColumnValue<Fields[K]> | null;
};

/** The stored row's value as people read it: a choice's label, text as it is; null when absent. */
export function displayValue(name: ContactFieldName, row: ContactColumns): string | null {
  const def: ContactFieldDef = CONTACT_FIELDS[name];
  const value = (row as Record<ContactColumn, string | null>)[CONTACT_FIELDS[name].key];
  if (value === null || value === undefined) return null;
  return def.kind === 'choice' ? (def.labels[value] ?? value) : value;
}

/** The submission's row values for the stored columns (absent optionals as null), in table order. */
export function columnValues(payload: ContactPayload): (string | null)[] {
  return CONTACT_COLUMNS.map((column) => payload[column] ?? null);
}
