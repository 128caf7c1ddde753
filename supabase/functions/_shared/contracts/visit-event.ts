// Visit counts (issue 57, decision 059): what the page's head script sends to `track-visit`, and
// what the function, the table and the reports agree on. Counted per UTC day, dimensions and step,
// never per visit or per visitor: an event names no visitor, no session and no device beyond its
// class. Shared by the head script (which inlines it: no zod here), the function and the tests;
// the parser is visit-event-schema.ts (function only).
import { SOURCE_FIELDS } from './contact-source.ts';

/** The function the head script sends events to, at `<functions URL>/functions/v1/<name>`. */
export const VISIT_FUNCTION = 'track-visit';

/**
 * The steps a browser reports. `visit`: a first touch (decision 049: one per page load with
 * scripts). `view`: a page shown, the landing page and every client-side navigation. `contact`:
 * the visit reached the contact page (once per visit). `started`: the contact form's first field
 * changed (once per visit). Leads are never a browser event: they are counted from the
 * submissions table.
 */
export const VISIT_STEPS = ['visit', 'view', 'contact', 'started'] as const;
export type VisitStep = (typeof VISIT_STEPS)[number];

/**
 * A device class from the viewport's width in CSS pixels (never from the user agent): below
 * `tablet` a phone, below `desktop` a tablet (Tailwind's md and lg breakpoints).
 */
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export const DEVICE_MIN_WIDTH = { tablet: 768, desktop: 1024 } as const;

export function deviceClass(width: number): DeviceClass {
  return width >= DEVICE_MIN_WIDTH.desktop
    ? 'desktop'
    : width >= DEVICE_MIN_WIDTH.tablet
      ? 'tablet'
      : 'phone';
}

/** Events one visit may report in all (the landing's three, then views, contact, started). */
export const MAX_EVENTS_PER_VISIT = 16;
/** Events one request may carry (the first sends visit, view and maybe contact together). */
export const MAX_EVENTS_PER_REQUEST = 4;
/** The request body's limit in bytes: a body is a few hundred. */
export const VISIT_EVENT_MAX_BYTES = 2048;

/**
 * The visit's dimensions, sent with each of its events: where it landed, its campaign, the host of
 * the other site that linked to it, its device class. Every limit in one place (the table's CHECKs
 * repeat them).
 */
export const VISIT_DIMENSIONS = {
  landing_path: { max: SOURCE_FIELDS.landing_path.max },
  utm_source: { max: SOURCE_FIELDS.utm_source.max },
  utm_medium: { max: SOURCE_FIELDS.utm_medium.max },
  utm_campaign: { max: SOURCE_FIELDS.utm_campaign.max },
  /** A DNS name is at most 253 characters. */
  referrer_host: { max: 253 },
} as const;
export type VisitDimensionKey = keyof typeof VISIT_DIMENSIONS | 'device';
/** A page view's path: as long as a landing path. */
export const VISIT_PATH_MAX = SOURCE_FIELDS.landing_path.max;

export type VisitDimensions = {
  landing_path: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  referrer_host?: string;
  device: DeviceClass;
};

export type VisitEvent = { step: VisitStep; path?: string };

/**
 * What one request carries: the visit's dimensions, the ordinal of its first event within the visit
 * (1 for the landing) and up to MAX_EVENTS_PER_REQUEST events. The ordinal identifies nothing (every
 * visit counts from 1); it lets the function refuse a visit past MAX_EVENTS_PER_VISIT.
 */
export type VisitEventBody = { dims: VisitDimensions; seq: number; events: VisitEvent[] };
