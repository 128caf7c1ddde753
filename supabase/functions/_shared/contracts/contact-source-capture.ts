// Reading a visit's first touch from what a page load shows (its URL, its referrer, the time), and
// writing it for the wire. Shared by the page's head script (every visit with scripts), the app (the
// invoke's header) and the origin (the form it serves without scripts, and the native POST's
// forward), so the three capture the same thing the same way. No zod, nothing heavy: the head
// script inlines it. The function validates what arrives (contact-source-schema.ts); decision 049.
import {
  CONTACT_SOURCE_MAX_BYTES,
  type ContactSource,
  type ContactSourceKey,
  SOURCE_FIELDS,
  SOURCE_KEYS,
  UTM_KEYS,
} from './contact-source.ts';

/**
 * The referring page if it is on another site: its origin and path, never its query or fragment
 * (they may carry someone's search or session). Nothing for this site itself, or a non-web referrer.
 */
export function foreignReferrer(
  referrer: string | null | undefined,
  ownOrigins: readonly string[],
): string | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (ownOrigins.includes(url.origin)) return undefined;
  return `${url.origin}${url.pathname}`;
}

/** An instant as the source carries it: ISO 8601 in UTC, to the second. */
export const sourceInstant = (ms: number): string => `${new Date(ms).toISOString().slice(0, 19)}Z`;

/**
 * The first touch of a visit that landed on `url` (from `referrer`, at `now`): the landing path,
 * the campaign parameters, a foreign referrer, the time. Values are taken as they come; the
 * function normalises and checks them.
 */
export function firstTouchFrom(
  url: URL,
  referrer: string | null | undefined,
  now: number,
  ownOrigins: readonly string[] = [url.origin],
): ContactSource {
  const source: ContactSource = { landing_path: url.pathname, landed_at: sourceInstant(now) };
  for (const key of UTM_KEYS) {
    const value = url.searchParams.get(key);
    if (value?.trim()) source[key] = value;
  }
  const from = foreignReferrer(referrer, ownOrigins);
  if (from) source.referrer = from;
  return source;
}

/** The URL without its campaign parameters (every other parameter and the fragment kept). */
export function withoutCampaign(url: URL): URL | null {
  if (!UTM_KEYS.some((key) => url.searchParams.has(key))) return null;
  const clean = new URL(url.href);
  for (const key of UTM_KEYS) clean.searchParams.delete(key);
  return clean;
}

/** At most `max` code points. */
function clip(value: string, max: number): string {
  const chars = Array.from(value.trim());
  return chars.length > max ? chars.slice(0, max).join('') : chars.join('');
}

/**
 * The source as it travels: JSON of the known keys, each value cut to its length, every character
 * outside ASCII escaped (a header carries bytes, not text); null when nothing is left or it would
 * exceed CONTACT_SOURCE_MAX_BYTES (the lead then goes without it).
 */
export function encodeContactSource(source: ContactSource | null | undefined): string | null {
  if (!source) return null;
  const kept: Partial<Record<ContactSourceKey, string>> = {};
  for (const key of SOURCE_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim()) kept[key] = clip(value, SOURCE_FIELDS[key].max);
  }
  if (Object.keys(kept).length === 0) return null;
  const json = JSON.stringify(kept).replace(
    /[\u007f-\uffff]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return json.length <= CONTACT_SOURCE_MAX_BYTES ? json : null;
}

/** The first touch with the page the form is sent from, encoded; null when there is none. */
export function sourceForSubmit(
  firstTouch: ContactSource | null | undefined,
  formPath: string,
): string | null {
  return encodeContactSource(firstTouch ? { ...firstTouch, form_path: formPath } : { form_path: formPath });
}
