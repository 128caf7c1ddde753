// Where a lead came from: the first touch of the visit that sent it (decision 049). It travels
// beside the contact payload, never inside it (the payload is the spec's): as a request header on
// the app's invoke and on the origin's forward of a native POST, as a hidden form field in the
// native POST itself. The browser keeps it in memory only: no cookie, no device storage.
//
// This module holds what the browser, the origin and the function share: names, limits and the
// field table. Parsing and normalising (zod) live in contact-source-schema.ts, loaded by the
// function and the origin only, so the page's first script carries none of it.

/** The request header carrying the source as JSON (at most CONTACT_SOURCE_MAX_BYTES of UTF-8). */
export const CONTACT_SOURCE_HEADER = 'x-contact-source';
/** The hidden form field carrying the same JSON on a native POST (filled by the head script or the origin). */
export const CONTACT_SOURCE_FORM_FIELD = '_source';
/** A source longer than this (UTF-8 bytes of its JSON) is dropped whole, and the lead stored without it. */
export const CONTACT_SOURCE_MAX_BYTES = 2048;

/** The campaign parameters read from the landing URL, in their usual order. */
export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;
export type UtmKey = (typeof UTM_KEYS)[number];

/**
 * The source as it travels (JSON keys) and as it is stored (the same names as columns, prefixed
 * `source_` where they would be ambiguous beside the contact's own columns).
 */
export type ContactSource = {
  /** The path the visit landed on, without its query or fragment. */
  landing_path?: string;
  /** The referring page on another site: its origin and path, never its query or fragment. */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
  /** When the visit landed: ISO 8601 in UTC, to the second. */
  landed_at?: string;
  /** The path the form was sent from. */
  form_path?: string;
};
export type ContactSourceKey = keyof ContactSource;

type SourceFieldDef = {
  /** The stored column. */
  column: string;
  /** How sales reads it (the notification, `npm run leads`). */
  label: string;
  /** Most code points after trim + NFC. */
  max: number;
};

/** Every key a source may have, each ONCE: its column, label and length (the CHECKs repeat them). */
export const SOURCE_FIELDS = {
  landing_path: { column: 'source_landing_path', label: 'Landing page', max: 512 },
  referrer: { column: 'source_referrer', label: 'Referrer', max: 512 },
  utm_source: { column: 'utm_source', label: 'Source', max: 100 },
  utm_medium: { column: 'utm_medium', label: 'Medium', max: 100 },
  utm_campaign: { column: 'utm_campaign', label: 'Campaign', max: 100 },
  utm_term: { column: 'utm_term', label: 'Term', max: 100 },
  utm_content: { column: 'utm_content', label: 'Content', max: 100 },
  landed_at: { column: 'source_landed_at', label: 'Landed at', max: 20 },
  form_path: { column: 'source_form_path', label: 'Form sent from', max: 512 },
} as const satisfies Record<ContactSourceKey, SourceFieldDef>;

export const SOURCE_KEYS = Object.keys(SOURCE_FIELDS) as ContactSourceKey[];
export type SourceColumn = (typeof SOURCE_FIELDS)[ContactSourceKey]['column'];
export const SOURCE_COLUMNS = SOURCE_KEYS.map((k) => SOURCE_FIELDS[k].column) as SourceColumn[];

/** The source columns of a stored row: each null when the source lacked it (or was dropped). */
export type SourceColumns = { [K in ContactSourceKey as (typeof SOURCE_FIELDS)[K]['column']]: string | null };

/** The row values of the source columns (absent keys, or no source at all, as null), in SOURCE_COLUMNS order. */
export function sourceColumnValues(source: ContactSource | null): (string | null)[] {
  return SOURCE_KEYS.map((key) => source?.[key] ?? null);
}
