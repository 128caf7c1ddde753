// The lead source's parser (decision 049): the x-contact-source header as it arrived → the source,
// normalised, or no source and a short problem for the log. Its values are checked like the contact
// fields (trimmed, NFC, lengths in code points, no character that hides or disguises text), and any
// problem drops the whole source, never the lead. Loaded by the function and the origin only (zod).
import { z } from 'zod';
import { codePointLength, hasForbiddenCharacter, normalizeBounded, normalizeText } from '../text.ts';
import {
  CONTACT_SOURCE_MAX_BYTES,
  type ContactSource,
  type ContactSourceKey,
  SOURCE_FIELDS,
  SOURCE_KEYS,
  UTM_KEYS,
} from './contact-source.ts';

// No generated parsers (the origin's CSP, as in contact-schema.ts).
z.config({ jitless: true });

/** A landing this far ahead of the function's clock is refused (the visitor's clock may run fast). */
export const LANDED_AT_MAX_AHEAD_MS = 5 * 60_000;
/** A landing older than this is refused: no visit lasts that long, so the value is made up. */
export const LANDED_AT_MAX_AGE_MS = 90 * 24 * 60 * 60_000;

export type ParsedContactSource = {
  source: ContactSource | null;
  /** Why the source was dropped: our words and key names only, never the visitor's text. */
  problem: string | null;
};

/** `/` then anything but a query, a fragment or whitespace (a location's pathname is percent-encoded). */
const PATH = /^\/[^?#\s]*$/u;
/** ISO 8601 in UTC, to the second. */
const LANDED_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

/**
 * The referrer as the origin and path of an http(s) URL, serialised by the URL parser (host lower
 * case, path percent-encoded, `/` when it had none); null when it is anything else. A `?` or `#`
 * is refused even when empty: the sender was told to strip them.
 */
function referrerOf(value: string): string | null {
  if (/[?#\s]/u.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || value.includes('@')) return null;
  return url.origin + url.pathname;
}

/** A real instant written the one way (`2026-02-30T…` and `…T24:00:00Z` are not). */
function isLandedAt(value: string): boolean {
  if (!LANDED_AT.test(value)) return false;
  const time = Date.parse(value);
  return Number.isFinite(time) && new Date(time).toISOString() === `${value.slice(0, 19)}.000Z`;
}

/** Each key's own rule after the common ones: the value to store, or null when it breaks it. */
const SHAPES: Record<ContactSourceKey, (value: string) => string | null> = {
  landing_path: (v) => (PATH.test(v) ? v : null),
  form_path: (v) => (PATH.test(v) ? v : null),
  referrer: referrerOf,
  landed_at: (v) => (isLandedAt(v) ? v : null),
  utm_source: (v) => v,
  utm_medium: (v) => v,
  utm_campaign: (v) => v,
  utm_term: (v) => v,
  utm_content: (v) => v,
};
const SHAPE_PROBLEMS: Partial<Record<ContactSourceKey, string>> = {
  landing_path: 'not a path',
  form_path: 'not a path',
  referrer: 'not the origin and path of an http(s) URL',
  landed_at: 'not a UTC time to the second',
};

const isUtm = (key: ContactSourceKey) => (UTM_KEYS as readonly string[]).includes(key);

/**
 * One value: trimmed and NFC (utm_* lower-cased, campaign tags are case-blind), blank as absent,
 * then the rules of every text, then the key's own; a problem is an issue with our words only.
 */
function sourceValue(key: ContactSourceKey) {
  const { max } = SOURCE_FIELDS[key];
  return z
    .string({ error: 'not a string' })
    .transform((raw, ctx) => {
      const fail = (message: string) => {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      };
      // Bounded before any work (decision 055): a raw size, then the Stream-Safe Text Format.
      const bounded = normalizeBounded(raw, max);
      if ('refused' in bounded)
        return fail(
          bounded.refused === 'too-long' ? `longer than ${max} characters` : 'too many marks in a row',
        );
      const trimmed = bounded.value;
      // Lower case adds no run of marks and at most doubles the length: still bounded.
      const value = isUtm(key) ? normalizeText(trimmed.toLowerCase()) : trimmed;
      if (value === '') return undefined;
      if (hasForbiddenCharacter(value)) return fail('characters that are not allowed');
      const shaped = SHAPES[key](value);
      if (shaped === null) return fail(SHAPE_PROBLEMS[key] ?? 'not allowed');
      // Measured as stored: the referrer's serialisation may be longer (percent-encoding).
      if (codePointLength(shaped) > max) return fail(`longer than ${max} characters`);
      return shaped;
    })
    .optional();
}

type SourceShape = { [K in ContactSourceKey]: ReturnType<typeof sourceValue> };

/** The source's JSON: known keys only, each a string. */
export const contactSourceSchema = z.strictObject(
  // The cast: one entry per key of SOURCE_FIELDS.
  Object.fromEntries(SOURCE_KEYS.map((key) => [key, sourceValue(key)])) as SourceShape,
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown key' : 'not a JSON object of strings') },
);

const dropped = (problem: string): ParsedContactSource => ({ source: null, problem });

/**
 * The source the header carries. Absent (or blank): no source and no problem. Anything wrong —
 * too large, not UTF-8, not JSON, an unknown key, a value breaking its rule, a landing in the
 * future or too long ago — drops the whole source with a problem for the log: the lead is stored
 * without it. `now` is the function's clock, which landed_at is held against.
 */
export function parseContactSource(
  header: string | null | undefined,
  now: Date = new Date(),
): ParsedContactSource {
  if (header === null || header === undefined || header.trim() === '') return { source: null, problem: null };
  const text = headerText(header);
  if (text === 'too large') return dropped(`larger than ${CONTACT_SOURCE_MAX_BYTES} bytes`);
  if (text === null) return dropped('not UTF-8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return dropped('not JSON');
  }
  const parsed = contactSourceSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A key in the path is one of ours (an unknown key fails at the object, with no path).
    const key = issue?.path.length ? `${String(issue.path[0])}: ` : '';
    return dropped(`${key}${issue?.message ?? 'invalid'}`);
  }
  const source: ContactSource = {};
  for (const key of SOURCE_KEYS) {
    const value = parsed.data[key];
    if (value !== undefined) source[key] = value;
  }
  if (source.landed_at !== undefined) {
    const at = Date.parse(source.landed_at);
    if (at > now.getTime() + LANDED_AT_MAX_AHEAD_MS) return dropped('landed_at: in the future');
    if (at < now.getTime() - LANDED_AT_MAX_AGE_MS) return dropped('landed_at: older than 90 days');
  }
  return { source: Object.keys(source).length > 0 ? source : null, problem: null };
}

/**
 * The header's text, or 'too large' past the byte limit, or null when it is not UTF-8. A header
 * arrives as bytes, one character each (what Node and Deno hand over); the sender escapes
 * everything past ASCII (encodeContactSource, contact-source-capture.ts), but a raw UTF-8 value is read as such. A string
 * holding characters past U+00FF was decoded already and is measured as UTF-8; one holding only
 * Latin-1 past ASCII is taken for bytes, so a caller holding text passes the escaped form.
 */
function headerText(header: string): string | 'too large' | null {
  let wide = false;
  let high = false;
  for (let i = 0; i < header.length; i++) {
    const c = header.charCodeAt(i);
    if (c > 0xff) wide = true;
    else if (c >= 0x80) high = true;
  }
  if (wide) return new TextEncoder().encode(header).length > CONTACT_SOURCE_MAX_BYTES ? 'too large' : header;
  if (header.length > CONTACT_SOURCE_MAX_BYTES) return 'too large';
  if (!high) return header;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(header, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}
