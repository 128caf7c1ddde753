// The one builder of valid contact submissions for every test: vitest, Deno (tests/deno imports it by
// its relative path) and e2e alike. Each value comes from the contract's field table: a text field
// its placeholder (a valid example; tests/contracts/contact-sample.test.ts holds every sample against
// both schemas), a choice its first value. A field added to CONTACT_FIELDS, required or not, is then
// in every sample with no test edited; should its placeholder not be a valid value, SAMPLE_VALUES
// below is the one place to give it one.
//
// Shapes: sampleForm (the form's camelCase values, what a visitor types), samplePayload (the
// snake_case request body), sampleColumns (a stored row's contact columns, absent fields null),
// sampleSource (where a lead came from). Tests that write contact_submissions directly build the row
// with sampleRow and insert it with insertSampleRow (or insertRowSql): columns from the same tables.
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactColumn,
  type ContactColumns,
  type ContactFieldDef,
  type ContactFieldName,
  type ContactPurpose,
  fieldsRequiredFor,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  type ContactSource,
  SOURCE_COLUMNS,
  sourceColumnValues,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import type { Queryable } from '../../supabase/functions/_shared/db.ts';

export type SampleOptions = {
  /** The purpose (default inquiry); a sample has what the table requires for it (`requiredWhen`). */
  purpose?: ContactPurpose;
  /** 'needed' (default): the required fields and what the purpose needs; 'every': every field. */
  fields?: 'needed' | 'every';
  /** A number that makes the sample's name and email its own: `Jane Cooper 2`, `jane2@company.com`. */
  n?: number;
};

/** Values for fields whose placeholder is not a valid value (none today). */
const SAMPLE_VALUES: Partial<Record<ContactFieldName, string>> = {};

/**
 * The fields a sample fills, in the table's order: what the purpose needs (the required fields and
 * those the table's `requiredWhen` names for it) and the fields shown for it alone (`onlyFor`).
 */
export function sampleFieldNames({
  purpose = 'inquiry',
  fields = 'needed',
}: SampleOptions = {}): ContactFieldName[] {
  const needed = fieldsRequiredFor(purpose);
  return CONTACT_FIELD_NAMES.filter(
    (name) =>
      fields === 'every' ||
      needed.includes(name) ||
      (CONTACT_FIELDS[name] as ContactFieldDef).onlyFor === purpose,
  );
}

function sampleValue(name: ContactFieldName, { purpose = 'inquiry', n }: SampleOptions): string {
  if (name === 'purpose') return purpose;
  const def: ContactFieldDef = CONTACT_FIELDS[name];
  const value = SAMPLE_VALUES[name] ?? (def.kind === 'choice' ? def.values[0] : def.placeholder);
  if (n === undefined) return value;
  if (def.kind === 'email') return value.replace('@', `${n}@`);
  return name === 'name' ? `${value} ${n}` : value;
}

/**
 * The form's values (camelCase) of a valid fill; the fields it leaves blank are absent. Typed as a
 * record of strings, what a native form posts (URLSearchParams) and a filler walks over.
 */
export function sampleForm(
  options: SampleOptions = {},
  overrides: Partial<Record<ContactFieldName, string>> = {},
): SampleForm {
  const form = Object.fromEntries(
    sampleFieldNames(options).map((name) => [name, sampleValue(name, options)]),
  );
  // The cast: every required field is among sampleFieldNames.
  return { ...form, ...overrides } as SampleForm;
}
export type SampleForm = Record<string, string> & { [K in RequiredField]: string };

type RequiredField = {
  [K in ContactFieldName]: (typeof CONTACT_FIELDS)[K]['required'] extends true ? K : never;
}[ContactFieldName];
type RequiredColumn = (typeof CONTACT_FIELDS)[RequiredField]['key'];
export type SamplePayload = Partial<Record<ContactColumn, string>> & { [K in RequiredColumn]: string };

/** The request body (snake_case) of a valid submission, as toPayload sends it. */
export function samplePayload(
  options: SampleOptions = {},
  overrides: Partial<Record<ContactColumn | 'website', string | undefined>> = {},
): SamplePayload {
  const form = sampleForm(options);
  const payload = Object.fromEntries(
    CONTACT_FIELD_NAMES.filter((name) => form[name] !== undefined).map((name) => [
      CONTACT_FIELDS[name].key,
      form[name],
    ]),
  );
  // The cast: the form's required fields under their columns.
  return { ...payload, ...overrides } as SamplePayload;
}

/** A stored row's contact columns: the payload's values, every other column null. */
export function sampleColumns(
  options: SampleOptions = {},
  overrides: Partial<Record<ContactColumn, string | null>> = {},
): ContactColumns {
  const payload: Partial<Record<ContactColumn, string>> = samplePayload(options);
  const columns = Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [CONTACT_FIELDS[name].key, null]));
  // The cast: one entry per column, each a valid value of its field or null where it is optional.
  return { ...columns, ...payload, ...overrides } as ContactColumns;
}

/**
 * Any JSON as the x-contact-source header carries it: everything past ASCII escaped, as the site's
 * encoder writes it (encodeContactSource), but nothing cut or checked, so a test can send what it likes.
 */
export function sourceHeaderValue(json: unknown): string {
  return JSON.stringify(json).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** A source with every key (decision 049), landed an hour before `now`. */
export function sampleSource(now: Date = new Date(), overrides: ContactSource = {}): ContactSource {
  return {
    landing_path: '/use-cases',
    referrer: 'https://news.example.org/issues/42',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-launch',
    utm_term: 'ai sdr',
    utm_content: 'hero-link',
    landed_at: new Date(Math.floor(now.getTime() / 1000) * 1000 - 3_600_000)
      .toISOString()
      .replace('.000Z', 'Z'),
    form_path: '/contact',
    ...overrides,
  };
}

/** Distinct per module instance, so rows of test files sharing a database never share a key. */
const RUN = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
let sampleKeys = 0;

/**
 * A row for a direct insert into contact_submissions: its own columns (a fresh idempotency key, a
 * client key, not spam), the sample's contact columns and, when given, the source's, all overridable.
 * Insert it with insertSampleRow, or build the statement with insertRowSql.
 */
export function sampleRow(
  options: SampleOptions & { source?: ContactSource | null } = {},
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  const values = sourceColumnValues(options.source ?? null);
  const sourceColumns = options.source
    ? Object.fromEntries(SOURCE_COLUMNS.map((c, i) => [c, values[i]]))
    : {};
  return {
    idempotency_key: `sample-row-${RUN}-${String(++sampleKeys).padStart(8, '0')}`,
    client_key: 'ab'.repeat(16),
    ...sampleColumns(options),
    ...sourceColumns,
    ...overrides,
  };
}

/** The INSERT of a row: `insert into public.contact_submissions (<its columns>) values ($1…) returning id`. */
export function insertRowSql(row: Record<string, unknown>): { text: string; values: unknown[] } {
  const columns = Object.keys(row);
  // Column names come from the field tables and the test's own overrides, never from data.
  for (const column of columns)
    if (!/^[a-z][a-z_]*$/.test(column)) throw new Error(`not a column name: ${column}`);
  return {
    text: `insert into public.contact_submissions (${columns.join(', ')})
       values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
    values: Object.values(row),
  };
}

/** Inserts a sample row (sampleRow's, or any row) and returns its id. */
export async function insertSampleRow(
  db: Queryable,
  row: Record<string, unknown> = sampleRow(),
): Promise<string> {
  const { text, values } = insertRowSql(row);
  const { rows } = await db.query<{ id: string }>(text, values);
  return rows[0]!.id;
}
