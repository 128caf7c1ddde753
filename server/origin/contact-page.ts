// The contact page as the origin serves it: the prerendered contact.html with this visit's fill
// stamp, and after a native POST the visitor's values, the field messages and the outcome. The
// markup it edits is the form's HTML contract (src/config/contact-form.ts), rendered by the app; it
// writes what the app would render for the same state, so the app hydrates it unchanged.
// docs/decisions/029-contact-form-without-javascript.md.

import {
  CONTACT_FORM_ID,
  CONTACT_STATUS_ID,
  type ContactStatus,
  FILL_FIELD,
  type FillStamp,
  formatFillStamp,
  MESSAGE_FOR_ATTRIBUTE,
  STATUS_TEXT_CLASS,
  STATUS_TITLE_CLASS,
  STATUS_TONE_ATTRIBUTE,
} from '../../src/config/contact-form.ts';
import {
  CONTACT_FIELD_NAMES,
  type ContactFieldName,
  HONEYPOT_FIELD,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { codePointLength, normalizeText } from '../../supabase/functions/_shared/text.ts';

export type FormFieldName = ContactFieldName | typeof HONEYPOT_FIELD;
export const FORM_FIELD_NAMES: readonly FormFieldName[] = [...CONTACT_FIELD_NAMES, HONEYPOT_FIELD];

export type ContactPageFill = {
  stamp: FillStamp;
  values?: Partial<Record<FormFieldName, string>>;
  /** One message per field. */
  errors?: Partial<Record<ContactFieldName, string>>;
  status?: ContactStatus | null;
  /**
   * Where focus starts when the page loads (autofocus): a field, or the status region. Unset with
   * errors: the first invalid field in the order the form shows them (as the app does).
   */
  focus?: ContactFieldName | 'status';
};

/** Text and attribute values as React writes them. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

const attrPattern = (name: string) => new RegExp(`\\s${name}="[^"]*"`);

/** Sets (or adds) an attribute on one start tag. */
export function setAttribute(tag: string, name: string, value: string): string {
  const attr = ` ${name}="${escapeHtml(value)}"`;
  if (attrPattern(name).test(tag)) return tag.replace(attrPattern(name), attr);
  return tag.replace(/\s*(\/?)>$/, `${attr}$1>`);
}

function removeAttribute(tag: string, name: string): string {
  return tag.replace(attrPattern(name), '');
}

function readAttribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? match[1]! : null;
}

/** A field control's start tag, by its name. */
const controlTag = (name: string) => new RegExp(`<(input|select|textarea)\\b[^>]*\\sname="${name}"[^>]*>`);

/** The invalid field whose control comes first in the form's markup. */
function firstInvalidInPageOrder(
  form: string,
  errors: ContactPageFill['errors'],
): ContactFieldName | undefined {
  const at = (name: ContactFieldName) => form.search(controlTag(name));
  return (Object.keys(errors ?? {}) as ContactFieldName[])
    .filter((name) => at(name) >= 0)
    .sort((a, b) => at(a) - at(b))[0];
}

/** The contact page filled in; a page without the form is returned as it is. */
export function fillContactPage(html: string, fill: ContactPageFill): string {
  const start = html.search(new RegExp(`<form\\b[^>]*\\sid="${CONTACT_FORM_ID}"`));
  const end = start < 0 ? -1 : html.indexOf('</form>', start);
  if (start < 0 || end < 0) return html;
  let form = html.slice(start, end);

  form = form.replace(controlTag(FILL_FIELD), (tag) =>
    setAttribute(tag, 'value', formatFillStamp(fill.stamp)),
  );
  const focus = fill.focus ?? firstInvalidInPageOrder(form, fill.errors);

  for (const name of FORM_FIELD_NAMES) {
    const value = fill.values?.[name] ?? '';
    const message = name === HONEYPOT_FIELD ? undefined : fill.errors?.[name];
    let messageId: string | null = null;
    if (message) {
      form = form.replace(
        new RegExp(`(<p\\b[^>]*\\s${MESSAGE_FOR_ATTRIBUTE}="${name}"[^>]*>)(</p>)`),
        (_all, open: string, close: string) => {
          messageId = readAttribute(open, 'id');
          return `${removeAttribute(open, 'hidden')}${escapeHtml(message)}${close}`;
        },
      );
    }
    form = fillControl(form, name, value, messageId, focus === name);
  }

  // The message's counter ("12/1000 characters"), counted as the app counts it.
  const message = fill.values?.message ?? '';
  if (message) {
    form = form.replace(
      /(<p\b[^>]*\sdata-slot="form-description"[^>]*>)0(\/\d+ )/,
      (_all, open: string, rest: string) => `${open}${codePointLength(normalizeText(message))}${rest}`,
    );
  }

  if (fill.status) {
    const { tone, title, description } = fill.status;
    form = form.replace(
      new RegExp(`(<div\\b[^>]*\\sid="${CONTACT_STATUS_ID}"[^>]*>)(</div>)`),
      (_all, open: string, close: string) => {
        let tag = setAttribute(open, STATUS_TONE_ATTRIBUTE, tone);
        if (focus === 'status') tag = setAttribute(tag, 'autofocus', '');
        return `${tag}<p class="${STATUS_TITLE_CLASS}">${escapeHtml(title)}</p><p class="${STATUS_TEXT_CLASS}">${escapeHtml(description)}</p>${close}`;
      },
    );
  }
  return html.slice(0, start) + form + html.slice(end);
}

function fillControl(
  form: string,
  name: string,
  value: string,
  messageId: string | null,
  focus: boolean,
): string {
  const match = controlTag(name).exec(form);
  if (!match) return form;
  const [tag, kind] = match as unknown as [string, 'input' | 'select' | 'textarea'];
  let open = tag;
  if (messageId) {
    open = setAttribute(open, 'aria-invalid', 'true');
    const describedBy = readAttribute(open, 'aria-describedby');
    open = setAttribute(open, 'aria-describedby', describedBy ? `${describedBy} ${messageId}` : messageId);
  }
  if (focus) open = setAttribute(open, 'autofocus', '');
  const at = match.index;
  const after = at + tag.length;
  if (kind === 'input') {
    return form.slice(0, at) + setAttribute(open, 'value', value) + form.slice(after);
  }
  const close = kind === 'select' ? '</select>' : '</textarea>';
  const closeAt = form.indexOf(close, after);
  if (closeAt < 0) return form;
  let inner = form.slice(after, closeAt);
  if (kind === 'textarea') {
    // A newline right after <textarea> is dropped by the parser: keep a leading one with another.
    inner = (value.startsWith('\n') ? '\n' : '') + escapeHtml(value);
  } else {
    inner = inner.replace(/\sselected=""/g, '');
    const chosen = value === '' ? null : `<option value="${escapeHtml(value)}"`;
    if (chosen && inner.includes(chosen)) inner = inner.replace(chosen, `${chosen} selected=""`);
  }
  return form.slice(0, at) + open + inner + form.slice(closeAt);
}
