// The one contract of a visit event (decision 059): the body the head script sends → the events to
// count, normalised, or a short problem for the log (our words and key names only, never the
// body's text). Known steps, the dimensions' shapes and lengths (trimmed, NFC, code points, no
// character that hides text; campaign tags lower-cased as for a lead, decision 049), at most
// MAX_EVENTS_PER_REQUEST events, and none past the visit's MAX_EVENTS_PER_VISIT. Function only (zod).
import { z } from 'zod';
import { codePointLength, hasForbiddenCharacter, normalizeText } from '../text.ts';
import {
  DEVICE_CLASSES,
  MAX_EVENTS_PER_REQUEST,
  MAX_EVENTS_PER_VISIT,
  VISIT_DIMENSIONS,
  VISIT_EVENT_MAX_BYTES,
  VISIT_PATH_MAX,
  VISIT_STEPS,
  type VisitDimensions,
  type VisitEvent,
} from './visit-event.ts';

z.config({ jitless: true });

/** `/` then anything but a query, a fragment or whitespace (a location's pathname). */
const PATH = /^\/[^?#\s]*$/u;
/** A host name as the URL parser writes it: lower case letters, digits, dots, hyphens (or [IPv6]). */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/u;

const text = (max: number, shape: RegExp | null, lower: boolean, problem: string) =>
  z.string({ error: 'not a string' }).transform((raw, ctx) => {
    const trimmed = normalizeText(raw);
    const value = lower ? normalizeText(trimmed.toLowerCase()) : trimmed;
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (value === '') return value;
    if (hasForbiddenCharacter(value)) return fail('characters that are not allowed');
    if (shape && !shape.test(value)) return fail(problem);
    if (codePointLength(value) > max) return fail(`longer than ${max} characters`);
    return value;
  });

const optionalTag = (max: number) =>
  text(max, null, true, '')
    .optional()
    .transform((v) => (v === '' ? undefined : v));

const dimensionsSchema = z.strictObject(
  {
    landing_path: text(VISIT_DIMENSIONS.landing_path.max, PATH, false, 'not a path').refine(
      (v) => v !== '',
      'not a path',
    ),
    utm_source: optionalTag(VISIT_DIMENSIONS.utm_source.max),
    utm_medium: optionalTag(VISIT_DIMENSIONS.utm_medium.max),
    utm_campaign: optionalTag(VISIT_DIMENSIONS.utm_campaign.max),
    referrer_host: text(VISIT_DIMENSIONS.referrer_host.max, HOST, true, 'not a host name')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
    device: z.enum(DEVICE_CLASSES, { error: 'not a device class' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown key' : 'not an object') },
);

const eventSchema = z
  .strictObject(
    {
      step: z.enum(VISIT_STEPS, { error: 'not a step' }),
      path: text(VISIT_PATH_MAX, PATH, false, 'not a path')
        .refine((v) => v !== '', 'not a path')
        .optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown key' : 'not an object') },
  )
  .refine((e) => (e.step === 'view') === (e.path !== undefined), {
    message: 'a view has a path, other steps none',
  });

export const visitEventBodySchema = z.strictObject(
  {
    dims: dimensionsSchema,
    seq: z.number({ error: 'not a number' }).int('not a whole number').min(1, 'below 1'),
    events: z
      .array(eventSchema, { error: 'not a list' })
      .min(1, 'empty')
      .max(MAX_EVENTS_PER_REQUEST, `more than ${MAX_EVENTS_PER_REQUEST} events`),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? 'unknown key' : 'not a JSON object') },
);

export type ParsedVisitEvents =
  | { ok: true; dims: VisitDimensions; events: VisitEvent[] }
  | { ok: false; problem: string };

/** The events a body carries, or why none of them counts. */
export function parseVisitEvents(body: string): ParsedVisitEvents {
  if (new TextEncoder().encode(body).length > VISIT_EVENT_MAX_BYTES)
    return { ok: false, problem: `larger than ${VISIT_EVENT_MAX_BYTES} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = visitEventBodySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.map(String).join('.')}: ` : '';
    return { ok: false, problem: `${where}${issue?.message ?? 'invalid'}` };
  }
  const { dims, seq, events } = parsed.data;
  if (seq + events.length - 1 > MAX_EVENTS_PER_VISIT)
    return { ok: false, problem: `past ${MAX_EVENTS_PER_VISIT} events in a visit` };
  const clean: VisitDimensions = { landing_path: dims.landing_path, device: dims.device };
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign', 'referrer_host'] as const) {
    const value = dims[key];
    if (value !== undefined) clean[key] = value;
  }
  return {
    ok: true,
    dims: clean,
    events: events.map((e) => (e.path === undefined ? { step: e.step } : { step: e.step, path: e.path })),
  };
}

/**
 * A user agent that names itself a crawler (checked, then discarded: never stored). Automation and
 * headless browsers are visitors all the same ("HeadlessChrome", WebDriver): only a declared bot is
 * left out. `bot` counts as a word or before a version or separator, so a phone named "Cubot" is not.
 */
const CRAWLER =
  /(?:\bbot\b|bot[/_;-]|crawler|crawling|spider|slurp|archiver|facebookexternalhit|mediapartners-google|bingpreview|feedfetcher)/i;

export function isDeclaredCrawler(userAgent: string | null): boolean {
  return userAgent !== null && CRAWLER.test(userAgent.slice(0, 512));
}
