// The contact form's HTML contract: what the prerendered form carries so that it works without
// JavaScript (a native POST to the origin, which answers with this page filled in) and so that the
// app, once ready, picks up what the page holds. The React form renders it (src/features/contact),
// the origin fills it (server/origin/contact-page.ts). docs/decisions/029-contact-form-without-javascript.md.
import { IDEMPOTENCY_KEY_PATTERN } from '../../supabase/functions/_shared/contracts/contact.ts';
import { paths } from './paths.ts';

/** The <form> element's id. */
export const CONTACT_FORM_ID = 'contact-request';
/**
 * Where a native submit posts: the contact page itself. No #fragment: the answer puts focus on the
 * outcome (autofocus), which browsers skip on a page opened at a fragment.
 */
export const CONTACT_FORM_ACTION = paths.contact;
/** Hidden field: this fill's idempotency key and the time the page was served, `<key>.<ms>`. */
export const FILL_FIELD = '_fill';
/** The status region: the outcome of a submission (success, or what went wrong). */
export const CONTACT_STATUS_ID = 'contact-status';
/** On a field's message element: the name of the field it speaks for. */
export const MESSAGE_FOR_ATTRIBUTE = 'data-message-for';
/**
 * On a control whose state follows the purpose: the placeholder it shows while demo is chosen, and
 * a mark that it is required then. The origin applies them when it serves the page with demo
 * chosen (?purpose=demo, or a demo request answered), as the app renders the same state.
 */
export const DEMO_PLACEHOLDER_ATTRIBUTE = 'data-demo-placeholder';
export const DEMO_REQUIRED_ATTRIBUTE = 'data-demo-required';
/** The purpose whose choice changes the form (details shown, Company required, placeholder). */
export const DEMO_PURPOSE = 'demo';
/** On the status region: 'success' or 'error' once there is an outcome, absent before. */
export const STATUS_TONE_ATTRIBUTE = 'data-tone';

export type FillStamp = { key: string; servedAt: number };

/** The outcome the status region shows: the app renders it, the origin writes the same markup. */
export type ContactStatus = { tone: 'success' | 'error'; title: string; description: string };

/** `<key>.<ms>` → its parts, or null when it is not one (the key as the function accepts it). */
export function parseFillStamp(value: string | null | undefined): FillStamp | null {
  const match = /^(.+)\.(\d{1,15})$/.exec(value ?? '');
  return match && IDEMPOTENCY_KEY_PATTERN.test(match[1]!)
    ? { key: match[1]!, servedAt: Number(match[2]) }
    : null;
}

export const formatFillStamp = (stamp: FillStamp): string => `${stamp.key}.${stamp.servedAt}`;

/** The status region's two lines: the app renders them, the origin writes the same markup. */
export const STATUS_TITLE_CLASS = 'font-semibold text-foreground';
export const STATUS_TEXT_CLASS = 'mt-1 text-sm text-muted-foreground';
