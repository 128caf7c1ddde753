// Visit counts (decision 059), sent by the head script before the app is ready: the visit (its
// first touch, decision 049) and its landing page view at once, then each client-side navigation
// as a view, the contact page once reached and the contact form once a field first changes. Each
// request carries the visit's dimensions (landing path, campaign tags, the referrer's host, a
// device class from the viewport's width) and nothing else: no cookie, no storage, no id. A browser
// that sends Global Privacy Control counts nothing. Sent with sendBeacon (fetch with keepalive where
// it is missing), so nothing waits for it; without JavaScript nothing is counted.
import type { ContactSource } from '@shared/contracts/contact-source';
import {
  deviceClass,
  MAX_EVENTS_PER_VISIT,
  VISIT_DIMENSIONS,
  VISIT_PATH_MAX,
  type VisitDimensions,
  type VisitEvent,
} from '@shared/contracts/visit-event';

export type VisitCountOptions = {
  /** Where the events go: `<functions URL>/functions/v1/track-visit`. */
  endpoint: string;
  /** The contact page's path (reaching it is a step of the funnel). */
  contactPath: string;
  /** Marks the contact form: a form holding a field of this name. */
  contactFormField: string;
};

type Nav = Navigator & { globalPrivacyControl?: boolean };

/** Cut to the contract's length (a path is percent-encoded ASCII), as a lead's source is cut. */
const clip = (value: string, max: number = VISIT_PATH_MAX) => Array.from(value).slice(0, max).join('');

/** The visit's dimensions from its first touch: tags as they came (the function lower-cases them). */
export function visitDimensions(touch: ContactSource, width: number): VisitDimensions {
  const dims: VisitDimensions = { landing_path: clip(touch.landing_path ?? '/'), device: deviceClass(width) };
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = touch[key]?.trim();
    if (value) dims[key] = clip(value, VISIT_DIMENSIONS[key].max);
  }
  if (touch.referrer) dims.referrer_host = new URL(touch.referrer).hostname;
  return dims;
}

/** Starts counting this visit; returns false when the browser asks not to be counted (GPC). */
export function countVisit(
  touch: ContactSource,
  options: VisitCountOptions,
  win: Window = window,
  doc: Document = document,
): boolean {
  const nav = win.navigator as Nav;
  if (nav.globalPrivacyControl) return false;
  const dims = visitDimensions(touch, win.innerWidth);
  let sent = 0;
  let reached = false;
  let started = false;
  let shown = win.location.pathname;

  const send = (events: VisitEvent[]) => {
    const kept = events.slice(0, MAX_EVENTS_PER_VISIT - sent);
    if (kept.length === 0) return;
    const body = JSON.stringify({ dims, seq: sent + 1, events: kept });
    sent += kept.length;
    try {
      if (nav.sendBeacon?.(options.endpoint, body)) return;
      void win
        .fetch(options.endpoint, {
          method: 'POST',
          body,
          keepalive: true,
          headers: { 'content-type': 'text/plain' },
        })
        .catch(() => undefined);
    } catch {
      // Counting never costs the page anything.
    }
  };
  const view = (path: string): VisitEvent[] => {
    const events: VisitEvent[] = [{ step: 'view', path: clip(path) }];
    if (path === options.contactPath && !reached) {
      reached = true;
      events.push({ step: 'contact' });
    }
    return events;
  };

  send([{ step: 'visit' }, ...view(shown)]);

  // Client-side navigations: the router pushes (links) and the visitor pops (back, forward). A
  // replaceState (the campaign leaving the address bar, a fragment) is no new page.
  const moved = () => {
    const path = win.location.pathname;
    if (path === shown) return;
    shown = path;
    send(view(path));
  };
  const history = win.history;
  const push = history.pushState;
  history.pushState = function pushState(this: History, ...args: Parameters<History['pushState']>) {
    push.apply(this, args);
    moved();
  };
  win.addEventListener('popstate', moved);

  const changed = (event: Event) => {
    const target = event.target as { form?: unknown } | null;
    const form = target?.form;
    if (started || !(form instanceof HTMLFormElement) || !form.elements.namedItem(options.contactFormField))
      return;
    started = true;
    send([{ step: 'started' }]);
  };
  doc.addEventListener('input', changed, true);
  doc.addEventListener('change', changed, true);
  return true;
}
