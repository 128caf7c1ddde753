// The contact contract's zod schemas (the field table, limits and messages are in contact.ts): the
// browser form's, and the request payload's that submit-contact and the origin's native POST
// parse. A module of its own so the browser loads zod only when the form first validates.
import { z } from 'zod';
import {
  type BoundedText,
  codePointLength,
  hasFiller,
  hasForbiddenCharacter,
  hasLetterOrDigit,
  normalizeBounded,
} from '../text.ts';
import {
  CONTACT_CROSS_MESSAGES,
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactFieldDef,
  type ContactFieldName,
  type EmailFieldDef,
  HONEYPOT_FIELD,
  type TextFieldDef,
} from './contact.ts';

// No generated parsers: zod probes `new Function` before compiling one, which the browser's
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. Set before any schema below.
z.config({ jitless: true });

type Fields = typeof CONTACT_FIELDS;

// ---------------------------------------------------------------------------------------------
// Field schemas, built from the table and used by both schemas so they cannot drift apart

/**
 * One message per field, the first rule broken: the raw bounds (size, then stream-safe: decision
 * 055), then characters, then length, then a letter or digit.
 */
function firstBrokenRule(value: string, def: TextFieldDef): string | null {
  if (
    hasForbiddenCharacter(value, def.multiline) ||
    (def.allowed && !def.allowed.test(value)) ||
    (def.refusesFillers && hasFiller(value))
  )
    return def.messages.chars;
  const length = codePointLength(value);
  if (def.min !== undefined && length < def.min) return def.messages.min ?? def.messages.max;
  if (length > def.max) return def.messages.max;
  if (def.needsLetterOrDigit && !hasLetterOrDigit(value))
    return def.messages.letterOrDigit ?? def.messages.chars;
  return null;
}

/** The message for a value refused before normalising (decision 055). */
function refusalMessage(
  refused: Exclude<BoundedText, { value: string }>['refused'],
  def: TextFieldDef,
): string {
  return refused === 'too-long' ? def.messages.max : def.messages.marks;
}

/**
 * A text's value as stored: normalized within its bounds (normalizeBounded), or undefined when
 * `optional` and blank; an issue with the field's message, and z.NEVER, when a rule is broken.
 */
function normalizedText(def: TextFieldDef, optional: boolean) {
  return (raw: string, ctx: z.RefinementCtx): string | undefined => {
    const bounded = normalizeBounded(raw, def.max, def.multiline);
    const message =
      'refused' in bounded
        ? refusalMessage(bounded.refused, def)
        : optional && bounded.value === ''
          ? null
          : firstBrokenRule(bounded.value, def);
    if (message) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return 'value' in bounded && bounded.value !== '' ? bounded.value : optional ? undefined : '';
  };
}

/** A required text: normalized, then checked. Missing or not a string: the "at least" message. */
function requiredText(def: TextFieldDef) {
  const message = def.messages.min ?? def.messages.max;
  const normalize = normalizedText(def, false);
  return z.string({ error: message }).transform((raw, ctx) => normalize(raw, ctx) as string);
}

/** An optional text: missing, null or blank (after trimming) means absent. */
function optionalText(def: TextFieldDef) {
  const normalize = normalizedText(def, true);
  return z
    .string({ error: def.messages.max })
    .nullish()
    .transform((raw, ctx) => (raw == null ? undefined : normalize(raw, ctx)));
}

const emailFormat = z.email();
function email(def: EmailFieldDef) {
  return z.string({ error: def.messages.invalid }).transform((raw, ctx) => {
    const bounded = normalizeBounded(raw, def.max);
    if ('refused' in bounded) {
      ctx.addIssue({
        code: 'custom',
        message: bounded.refused === 'too-long' ? def.messages.max : def.messages.invalid,
      });
      return z.NEVER;
    }
    const value = bounded.value;
    // The format check (ASCII only) also rules out every forbidden character.
    if (!emailFormat.safeParse(value).success)
      ctx.addIssue({ code: 'custom', message: def.messages.invalid });
    if (codePointLength(value) > def.max) ctx.addIssue({ code: 'custom', message: def.messages.max });
    return value;
  });
}

/** A required choice. Input typed as string: a select starts empty (''), which is not a value. */
function requiredChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.string({ error: message }).pipe(z.enum(values, { error: message }));
}

/** An optional choice: missing or blank means absent; anything else must be one of the values. */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .string({ error: message })
    .nullish()
    .transform((value) => (value == null || value.trim() === '' ? undefined : value))
    .pipe(z.enum(values, { error: message }).optional());
}

/** Honeypot: any text is accepted here; a non-blank value marks the submission as spam. */
const honeypot = z
  .string({ error: CONTACT_CROSS_MESSAGES.honeypot })
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? undefined : value));

/** The schema type of each kind of field, mirroring fieldSchema's switch below. */
type FieldSchema<F> = F extends { kind: 'text'; required: true }
  ? ReturnType<typeof requiredText>
  : F extends { kind: 'text' }
    ? ReturnType<typeof optionalText>
    : F extends { kind: 'email' }
      ? ReturnType<typeof email>
      : F extends { kind: 'choice'; required: true; values: infer V extends readonly [string, ...string[]] }
        ? ReturnType<typeof requiredChoice<V>>
        : F extends { kind: 'choice'; values: infer V extends readonly [string, ...string[]] }
          ? ReturnType<typeof optionalChoice<V>>
          : never;

function fieldSchema(def: ContactFieldDef): z.ZodType {
  switch (def.kind) {
    case 'text':
      return def.required ? requiredText(def) : optionalText(def);
    case 'email':
      return email(def);
    case 'choice':
      return def.required ? requiredChoice(def.values, def.message) : optionalChoice(def.values, def.message);
  }
}

type FormShape = { [K in ContactFieldName]: FieldSchema<Fields[K]> } & {
  [HONEYPOT_FIELD]: typeof honeypot;
};
type PayloadShape = { [K in ContactFieldName as Fields[K]['key']]: FieldSchema<Fields[K]> } & {
  [HONEYPOT_FIELD]: typeof honeypot;
};

// One schema per field, keyed by field name in the form and by column in the payload. The casts are
// checked by FieldSchema mirroring fieldSchema, and by the contract tests.
const fieldSchemas = CONTACT_FIELD_NAMES.map((name) => [name, fieldSchema(CONTACT_FIELDS[name])] as const);
const formShape = Object.fromEntries([...fieldSchemas, [HONEYPOT_FIELD, honeypot]]) as FormShape;
const payloadShape = Object.fromEntries([
  ...fieldSchemas.map(([name, schema]) => [CONTACT_FIELDS[name].key, schema]),
  [HONEYPOT_FIELD, honeypot],
]) as PayloadShape;

/**
 * The conditional rules of the table (`requiredWhen`, docs/requirements.md#contact-rules): a field
 * required for a purpose gets its message when it is missing, and so does the field its `alsoOn`
 * names (the cross rule's message sits on company size whichever demo detail is missing).
 */
function conditionalRules(keyOf: (name: ContactFieldName) => string) {
  return (value: unknown, ctx: z.RefinementCtx): void => {
    if (!value || typeof value !== 'object') return;
    const v = value as Record<string, unknown>;
    const missing = (x: unknown) => x === undefined || x === null || x === '';
    const marked = new Set<ContactFieldName>();
    const mark = (name: ContactFieldName) => {
      const rule = (CONTACT_FIELDS[name] as ContactFieldDef).requiredWhen;
      if (!rule || marked.has(name)) return;
      marked.add(name);
      ctx.addIssue({ code: 'custom', message: rule.message, path: [keyOf(name)] });
    };
    for (const name of CONTACT_FIELD_NAMES) {
      const rule = (CONTACT_FIELDS[name] as ContactFieldDef).requiredWhen;
      if (!rule || v[keyOf('purpose')] !== rule.purpose || !missing(v[keyOf(name)])) continue;
      if (rule.alsoOn) mark(rule.alsoOn as ContactFieldName);
      mark(name);
    }
  };
}

// Zod runs an object's own checks only after its fields pass; `when` makes the cross rule run
// alongside field errors, so a visitor sees every problem at once.
const always = { when: () => true };

// ---------------------------------------------------------------------------------------------
// The form (camelCase, what react-hook-form holds)

export const contactFormSchema = z.object(formShape).superRefine(
  conditionalRules((name) => name),
  always,
);

/** What the form fields hold (all strings; '' for an untouched field or select). */
export type ContactFormInput = z.input<typeof contactFormSchema>;
/** The parsed form: normalized text, absent optionals as undefined. */
export type ContactForm = z.output<typeof contactFormSchema>;
export type ContactFormField = keyof ContactForm;

// ---------------------------------------------------------------------------------------------
// The request payload (snake_case, what submit-contact receives)

export const contactPayloadSchema = z
  .strictObject(payloadShape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : 'Invalid request body',
  })
  .superRefine(
    conditionalRules((name) => CONTACT_FIELDS[name].key),
    always,
  );

/** What the function stores: normalized text, absent optionals as undefined. */
export type ContactPayload = z.output<typeof contactPayloadSchema>;

/** The first validation message of a failed parse (what a 400 answer carries). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid request';
}
