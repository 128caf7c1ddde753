// What the served contact form holds when the app takes it over: the values a visitor typed or
// chose before the app was ready (or the origin filled in after a native POST), the field messages
// and the status the origin wrote. The app starts from these, so hydrating erases nothing.
import { CONTACT_FIELD_NAMES, type ContactFormInput, HONEYPOT_FIELD } from '@shared/contracts/contact';
import {
  CONTACT_FORM_ID,
  CONTACT_STATUS_ID,
  type ContactStatus,
  MESSAGE_FOR_ATTRIBUTE,
  STATUS_TONE_ATTRIBUTE,
} from '@/config/contact-form';
import { differsFromServed, type Field, servedValueOf } from '@/lib/early/replay';

export type ServedForm = {
  values: ContactFormInput;
  errors: Partial<Record<keyof ContactFormInput, { type: 'server'; message: string }>>;
  status: ContactStatus | null;
  /** The message as the page was served (the counter renders from it while hydrating). */
  servedMessage: string;
  /** The purpose as the page was served (what depends on it renders from it while hydrating). */
  servedPurpose: string;
  /** The fields that hold something other than what the page was served with. */
  changed: (keyof ContactFormInput)[];
};

const FIELDS = [...CONTACT_FIELD_NAMES, HONEYPOT_FIELD] as const;

/** Reads the served form from the document, or null when it is not there. */
export function readServedForm(
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): ServedForm | null {
  // Prerendering (no document): the served form is the empty one being rendered.
  // Duck-typed, not instanceof: the document may come from another window (tests read pages with jsdom).
  const form = doc?.getElementById(CONTACT_FORM_ID) as HTMLFormElement | null | undefined;
  if (!doc || !form || form.tagName !== 'FORM') return null;
  const values = {} as Record<(typeof FIELDS)[number], string>;
  const changed: ServedForm['changed'] = [];
  for (const name of FIELDS) {
    const field = form.elements.namedItem(name) as Field | null;
    values[name] = typeof field?.value === 'string' ? field.value : '';
    if (field?.tagName && differsFromServed(field)) changed.push(name);
  }
  const errors: ServedForm['errors'] = {};
  for (const el of form.querySelectorAll<HTMLElement>(`[${MESSAGE_FOR_ATTRIBUTE}]`)) {
    const name = el.getAttribute(MESSAGE_FOR_ATTRIBUTE) as keyof ContactFormInput;
    const message = el.textContent?.trim();
    if (message && (FIELDS as readonly string[]).includes(name)) errors[name] = { type: 'server', message };
  }
  const servedOf = (name: string, tag: 'TEXTAREA' | 'SELECT') => {
    const field = form.elements.namedItem(name) as Field | null;
    return field?.tagName === tag ? servedValueOf(field) : '';
  };
  return {
    values: values as ContactFormInput,
    errors,
    status: readStatus(doc),
    servedMessage: servedOf('message', 'TEXTAREA'),
    servedPurpose: servedOf('purpose', 'SELECT'),
    changed,
  };
}

function readStatus(doc: Document): ContactStatus | null {
  const region = doc.getElementById(CONTACT_STATUS_ID);
  const tone = region?.getAttribute(STATUS_TONE_ATTRIBUTE);
  if (!region || (tone !== 'success' && tone !== 'error')) return null;
  const [title = '', description = ''] = [...region.querySelectorAll('p')].map((p) => p.textContent ?? '');
  return { tone, title, description };
}
