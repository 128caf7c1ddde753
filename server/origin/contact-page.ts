// The contact page as the origin serves it: the prerendered contact.html with this visit's fill
// stamp, and after a native POST the visitor's values, the field messages and the outcome. The
// markup it edits is the form's HTML contract (src/config/contact-form.ts), rendered by the app; it
// writes what the app would render for the same state, so the app hydrates it unchanged.
// docs/decisions/029-contact-form-without-javascript.md, 054-contact-page-mapped-at-build.md.
//
// No visitor value is ever program text, and no HTML is parsed here: the build parsed the page
// once (scripts/build/contact-form-map.ts, parse5 with source locations) and recorded where each
// control, message and the status region is, with the page's SHA-256, in _origin.json. A fill is a
// list of edits at those offsets — attributes written or removed, element contents replaced — each
// visitor value escaped and concatenated in. Nothing here is a regular expression replacement or a
// template a value could take part in: a `$&` or `$'` is text like any other. Everything outside the
// edits is the page byte for byte (the inline scripts and styles are covered by CSP hashes).

import {
  type ContactStatus,
  DEMO_PLACEHOLDER_ATTRIBUTE,
  DEMO_PURPOSE,
  DEMO_REQUIRED_ATTRIBUTE,
  FILL_FIELD,
  type FillStamp,
  formatFillStamp,
  STATUS_TEXT_CLASS,
  STATUS_TITLE_CLASS,
  STATUS_TONE_ATTRIBUTE,
} from '../../src/config/contact-form.ts';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactFieldName,
  HONEYPOT_FIELD,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { CONTACT_SOURCE_FORM_FIELD } from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { countedLength } from '../../supabase/functions/_shared/text.ts';

export type FormFieldName = ContactFieldName | typeof HONEYPOT_FIELD;
export const FORM_FIELD_NAMES: readonly FormFieldName[] = [...CONTACT_FIELD_NAMES, HONEYPOT_FIELD];

export type ContactPageFill = {
  stamp: FillStamp;
  values?: Partial<Record<FormFieldName, string>>;
  /** One message per field. */
  errors?: Partial<Record<ContactFieldName, string>>;
  status?: ContactStatus | null;
  /** The visit's source for the form's hidden source field (encoded JSON; decision 049). */
  source?: string | null;
  /**
   * Where focus starts when the page loads (autofocus): a field, or the status region. Unset with
   * errors: the first invalid field in the order the form shows them (as the app does).
   */
  focus?: ContactFieldName | 'status';
};

/** Text and attribute values as React writes them (`&`, `<`, `>`, `"` and `'` as references). */
export function escapeHtml(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    let reference: string;
    switch (text.charCodeAt(i)) {
      case 0x26: // &
        reference = '&amp;';
        break;
      case 0x3c: // <
        reference = '&lt;';
        break;
      case 0x3e: // >
        reference = '&gt;';
        break;
      case 0x22: // "
        reference = '&quot;';
        break;
      case 0x27: // '
        reference = '&#x27;';
        break;
      default:
        continue;
    }
    out += text.slice(from, i) + reference;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

// ---------------------------------------------------------------------------------------------
// The form as the page holds it, recorded by the build: what the fill edits, at page offsets
// (UTF-16 code units of the page's text, as JavaScript strings index it).

export type Range = { start: number; end: number };
export type Attribute = Range & { name: string; value: string };
/** A start tag: where it is, where its name ends and where each attribute is (page offsets). */
export type StartTag = Range & { nameEnd: number; attrs: Attribute[] };
/** An element: its start tag, and its content (between its start and end tags) when it is closed. */
export type Located = { tag: StartTag; inner: Range | null };

export type Control =
  | { kind: 'input'; tag: StartTag }
  | { kind: 'textarea'; tag: StartTag; inner: Range }
  | { kind: 'select'; tag: StartTag; options: { value: string | null; tag: StartTag }[] };

export type ContactFormMap = {
  /** The first control of each name, in page order. */
  controls: Record<string, Control>;
  /** The first message element of each field (MESSAGE_FOR_ATTRIBUTE), closed. */
  messages: Record<string, Located & { inner: Range; id: string | null }>;
  /** Where the message counter's `0` is ("0/1000 characters"). */
  counterAt: number | null;
  /** The status region, closed. */
  status: (Located & { inner: Range }) | null;
};

/** What _origin.json records of the contact page: its file, its text's SHA-256 and its form. */
export type ContactPageRecord = { key: string; sha256: string; form: ContactFormMap };

/** The SHA-256 of a page's text (UTF-8), hex: Web Crypto, in Node and in workerd alike. */
export async function pageSha256(html: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(html));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The build's map for `html`, once the page is shown to be the one the build mapped; null when it
 * is not (a contact.html changed after the build: filling it at the recorded offsets would corrupt
 * it). The text is hashed once per page text per process or isolate; after that a visit costs a
 * comparison of the text (tens of µs), not a parse.
 */
export function contactFormChecker(record: ContactPageRecord | null | undefined) {
  let checked: { html: string; ok: boolean } | undefined;
  return async (html: string): Promise<ContactFormMap | null> => {
    if (!record) return null;
    if (checked?.html !== html) checked = { html, ok: (await pageSha256(html)) === record.sha256 };
    return checked.ok ? record.form : null;
  };
}

// ---------------------------------------------------------------------------------------------
// Edits: attributes set or removed on start tags, ranges replaced; applied in one pass.

class PageEdits {
  /** Per start tag, in order: an attribute's new value, or null to remove it. */
  private readonly tags = new Map<StartTag, Map<string, string | null>>();
  private readonly ranges: (Range & { text: string })[] = [];

  set(tag: StartTag, name: string, value: string | null): void {
    const attributes = this.tags.get(tag) ?? new Map<string, string | null>();
    this.tags.set(tag, attributes.set(name, value));
  }

  /** Puts markup in place of a range of the page (the caller escapes what it holds). */
  splice(range: Range, markup: string): void {
    this.ranges.push({ ...range, text: markup });
  }

  apply(html: string): string {
    const edits = [...this.ranges];
    for (const [tag, attributes] of this.tags) {
      let previousEnd = tag.nameEnd;
      for (const attr of tag.attrs) {
        const value = attributes.get(attr.name);
        if (value === null) edits.push({ start: previousEnd, end: attr.end, text: '' });
        else if (value !== undefined) edits.push({ ...attr, text: attributeMarkup(attr.name, value) });
        previousEnd = attr.end;
      }
      let added = '';
      for (const [name, value] of attributes) {
        if (value !== null && !tag.attrs.some((attr) => attr.name === name)) {
          added += ` ${attributeMarkup(name, value)}`;
        }
      }
      if (added) edits.push({ start: previousEnd, end: previousEnd, text: added });
    }
    edits.sort((a, b) => a.start - b.start || a.end - b.end);
    let out = '';
    let cursor = 0;
    for (const edit of edits) {
      if (edit.start < cursor) throw new Error('contact page: overlapping edits');
      out += html.slice(cursor, edit.start) + edit.text;
      cursor = edit.end;
    }
    return out + html.slice(cursor);
  }
}

const attributeMarkup = (name: string, value: string) => `${name}="${escapeHtml(value)}"`;

// ---------------------------------------------------------------------------------------------

/** The contact page filled in at the offsets of its map (contactFormChecker gives the map). */
export function fillContactPage(html: string, form: ContactFormMap, fill: ContactPageFill): string {
  const edits = new PageEdits();

  const stamp = form.controls[FILL_FIELD];
  if (stamp) edits.set(stamp.tag, 'value', formatFillStamp(fill.stamp));
  const source = form.controls[CONTACT_SOURCE_FORM_FIELD];
  if (source && fill.source) edits.set(source.tag, 'value', fill.source);
  const focus = fill.focus ?? firstInvalidInPageOrder(form, fill.errors);

  for (const name of FORM_FIELD_NAMES) {
    const message = name === HONEYPOT_FIELD ? undefined : fill.errors?.[name];
    let messageId: string | null = null;
    const element = message ? form.messages[name] : undefined;
    if (message && element) {
      messageId = element.id;
      edits.set(element.tag, 'hidden', null);
      edits.splice(element.inner, escapeHtml(message));
    }
    fillControl(edits, form.controls[name], fill.values?.[name] ?? '', messageId, focus === name);
  }

  // With demo chosen, what the app derives from it: the demo placeholder, Company required (the
  // details block, its marks and the button label follow the choice by CSS).
  if (fill.values?.purpose === DEMO_PURPOSE) {
    for (const control of Object.values(form.controls)) {
      for (const attr of control.tag.attrs) {
        if (attr.name === DEMO_PLACEHOLDER_ATTRIBUTE) edits.set(control.tag, 'placeholder', attr.value);
        if (attr.name === DEMO_REQUIRED_ATTRIBUTE) edits.set(control.tag, 'aria-required', 'true');
      }
    }
  }

  // The message's counter ("12/1000 characters"), counted as the app counts it: the contract's
  // normalised value, kept from when the schema checked it (normalised once, decision 055).
  const message = fill.values?.message ?? '';
  if (message && form.counterAt !== null) {
    const { max, multiline } = CONTACT_FIELDS.message;
    edits.splice(
      { start: form.counterAt, end: form.counterAt + 1 },
      String(countedLength(message, max, multiline)),
    );
  }

  if (fill.status && form.status) {
    const { tone, title, description } = fill.status;
    edits.set(form.status.tag, STATUS_TONE_ATTRIBUTE, tone);
    if (focus === 'status') edits.set(form.status.tag, 'autofocus', '');
    edits.splice(
      form.status.inner,
      `<p class="${escapeHtml(STATUS_TITLE_CLASS)}">${escapeHtml(title)}</p>` +
        `<p class="${escapeHtml(STATUS_TEXT_CLASS)}">${escapeHtml(description)}</p>`,
    );
  }
  return edits.apply(html);
}

/** The invalid field whose control comes first in the form's markup. */
function firstInvalidInPageOrder(
  form: ContactFormMap,
  errors: ContactPageFill['errors'],
): ContactFieldName | undefined {
  const at = (name: ContactFieldName) => form.controls[name]?.tag.start ?? -1;
  return (Object.keys(errors ?? {}) as ContactFieldName[])
    .filter((name) => at(name) >= 0)
    .sort((a, b) => at(a) - at(b))[0];
}

function fillControl(
  edits: PageEdits,
  control: Control | undefined,
  value: string,
  messageId: string | null,
  focus: boolean,
): void {
  if (!control) return;
  const { tag } = control;
  if (messageId) {
    edits.set(tag, 'aria-invalid', 'true');
    const describedBy = tag.attrs.find((attr) => attr.name === 'aria-describedby')?.value;
    edits.set(tag, 'aria-describedby', describedBy ? `${describedBy} ${messageId}` : messageId);
  }
  if (focus) edits.set(tag, 'autofocus', '');
  switch (control.kind) {
    case 'input':
      edits.set(tag, 'value', value);
      break;
    case 'textarea':
      // A newline right after <textarea> is dropped by the parser: keep a leading one with another.
      // (A browser sends line breaks as CR LF, which the parser reads as one newline.)
      edits.splice(
        control.inner,
        (value.startsWith('\n') || value.startsWith('\r') ? '\n' : '') + escapeHtml(value),
      );
      break;
    case 'select': {
      // Only a listed choice is chosen; anything else chooses nothing (the first option shows).
      const chosen = value === '' ? undefined : control.options.find((option) => option.value === value);
      for (const option of control.options) edits.set(option.tag, 'selected', option === chosen ? '' : null);
      break;
    }
  }
}
