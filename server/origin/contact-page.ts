// The contact page as the origin serves it: the prerendered contact.html with this visit's fill
// stamp, and after a native POST the visitor's values, the field messages and the outcome. The
// markup it edits is the form's HTML contract (src/config/contact-form.ts), rendered by the app; it
// writes what the app would render for the same state, so the app hydrates it unchanged.
// docs/decisions/029-contact-form-without-javascript.md.
//
// No visitor value is ever program text: the page (the build's own markup, never a visitor's) is
// read by an HTML parser (parse5, with source locations), and the fill is a list of edits at the
// offsets it gives — attributes written or removed, element contents replaced — each visitor value
// escaped and concatenated in. Nothing here is a regular expression replacement or a template a
// value could take part in: a `$&` or `$'` is text like any other. Everything outside the edits is
// the page byte for byte (the inline scripts and styles are covered by CSP hashes).

import { type DefaultTreeAdapterTypes, parse } from 'parse5';
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
// The form as the page holds it: what the fill edits, at page offsets. It depends on the page only.

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

type Range = { start: number; end: number };
type Attribute = Range & { name: string; value: string };
/** A start tag: where it is, where its name ends and where each attribute is (page offsets). */
type StartTag = Range & { nameEnd: number; attrs: Attribute[] };
/** An element: its start tag, and its content (between its start and end tags) when it is closed. */
type Located = { tag: StartTag; inner: Range | null };

type Control =
  | { kind: 'input'; tag: StartTag }
  | { kind: 'textarea'; tag: StartTag; inner: Range }
  | { kind: 'select'; tag: StartTag; options: { value: string | null; tag: StartTag }[] };

type FormMap = {
  /** The first control of each name, in page order. */
  controls: Map<string, Control>;
  /** The first message element of each field (MESSAGE_FOR_ATTRIBUTE), closed. */
  messages: Map<string, Located & { inner: Range; id: string | null }>;
  /** Where the message counter's `0` is ("0/1000 characters"). */
  counterAt: number | null;
  /** The status region, closed. */
  status: (Located & { inner: Range }) | null;
};

const LOCATIONS = { sourceCodeLocationInfo: true } as const;

const isElement = (node: DefaultTreeAdapterTypes.ChildNode): node is Element => 'tagName' in node;

function attributeOf(el: Element, name: string): string | null {
  for (const attr of el.attrs) if (attr.name === name && !attr.namespace) return attr.value;
  return null;
}

/** The elements under a node, in document order (not into a <template>'s content, as the DOM). */
function elementsUnder(parent: ParentNode, found: Element[] = []): Element[] {
  for (const child of parent.childNodes) {
    if (!isElement(child)) continue;
    found.push(child);
    elementsUnder(child, found);
  }
  return found;
}

/** Where an element is in the page; null without a start tag (one the parser implied). */
function located(el: Element): Located | null {
  const where = el.sourceCodeLocation;
  const start = where?.startTag;
  if (!where || !start) return null;
  const attrs = el.attrs.flatMap((attr): Attribute[] => {
    const at = where.attrs?.[attr.name];
    return at && !attr.namespace
      ? [{ name: attr.name, value: attr.value, start: at.startOffset, end: at.endOffset }]
      : [];
  });
  attrs.sort((a, b) => a.start - b.start);
  const tag: StartTag = {
    start: start.startOffset,
    end: start.endOffset,
    nameEnd: start.startOffset + 1 + el.tagName.length,
    attrs,
  };
  const end = where.endTag;
  return { tag, inner: end ? { start: tag.end, end: end.startOffset } : null };
}

const withInner = <T extends Located>(el: T | null): (T & { inner: Range }) | null =>
  el?.inner ? (el as T & { inner: Range }) : null;

/** "0/1000 " at the start of the counter's text. */
const COUNTER_START = /0\/\d+ /y;

function mapForm(html: string, form: Element): FormMap {
  const map: FormMap = { controls: new Map(), messages: new Map(), counterAt: null, status: null };
  for (const el of elementsUnder(form)) {
    const name = attributeOf(el, 'name');
    const messageFor = attributeOf(el, MESSAGE_FOR_ATTRIBUTE);
    const at = located(el);
    if (!at) continue;
    if (name !== null && !map.controls.has(name)) {
      if (el.tagName === 'input') map.controls.set(name, { kind: 'input', tag: at.tag });
      else if (el.tagName === 'textarea' && at.inner) {
        map.controls.set(name, { kind: 'textarea', tag: at.tag, inner: at.inner });
      } else if (el.tagName === 'select' && at.inner) {
        const options = elementsUnder(el)
          .filter((option) => option.tagName === 'option')
          .flatMap((option) => {
            const where = located(option);
            return where ? [{ value: attributeOf(option, 'value'), tag: where.tag }] : [];
          });
        map.controls.set(name, { kind: 'select', tag: at.tag, options });
      }
    }
    const message = withInner(at);
    if (messageFor !== null && message && !map.messages.has(messageFor)) {
      map.messages.set(messageFor, { ...message, id: attributeOf(el, 'id') });
    }
    if (map.counterAt === null && at.inner && attributeOf(el, 'data-slot') === 'form-description') {
      COUNTER_START.lastIndex = at.inner.start;
      if (COUNTER_START.test(html) && COUNTER_START.lastIndex <= at.inner.end) map.counterAt = at.inner.start;
    }
    if (map.status === null && attributeOf(el, 'id') === CONTACT_STATUS_ID) map.status = withInner(at);
  }
  return map;
}

/**
 * The contact form of a page, as a browser finds it (getElementById): the whole page is parsed, as
 * only that tells a form tag from the same text in a script, a comment or a template.
 */
function findForm(html: string): Element | null {
  const first = elementsUnder(parse(html, LOCATIONS)).find((el) => attributeOf(el, 'id') === CONTACT_FORM_ID);
  return first?.tagName === 'form' ? first : null;
}

/**
 * The last page mapped and its form. The origin fills the same contact.html on every GET and POST
 * of /contact: it is parsed once (per process, per Worker isolate; 5-10 ms, tens of ms while the
 * parser's code is still cold), not per visit (the page's text is compared: tens of µs).
 */
let lastPage: { html: string; form: FormMap | null } | undefined;

function formOf(html: string): FormMap | null {
  if (lastPage?.html !== html) {
    const form = findForm(html);
    lastPage = { html, form: form ? mapForm(html, form) : null };
  }
  return lastPage.form;
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

/** The contact page filled in; a page without the form is returned as it is. */
export function fillContactPage(html: string, fill: ContactPageFill): string {
  const form = formOf(html);
  if (!form) return html;
  const edits = new PageEdits();

  const stamp = form.controls.get(FILL_FIELD);
  if (stamp) edits.set(stamp.tag, 'value', formatFillStamp(fill.stamp));
  const source = form.controls.get(CONTACT_SOURCE_FORM_FIELD);
  if (source && fill.source) edits.set(source.tag, 'value', fill.source);
  const focus = fill.focus ?? firstInvalidInPageOrder(form, fill.errors);

  for (const name of FORM_FIELD_NAMES) {
    const message = name === HONEYPOT_FIELD ? undefined : fill.errors?.[name];
    let messageId: string | null = null;
    const element = message ? form.messages.get(name) : undefined;
    if (message && element) {
      messageId = element.id;
      edits.set(element.tag, 'hidden', null);
      edits.splice(element.inner, escapeHtml(message));
    }
    fillControl(edits, form.controls.get(name), fill.values?.[name] ?? '', messageId, focus === name);
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
  form: FormMap,
  errors: ContactPageFill['errors'],
): ContactFieldName | undefined {
  const at = (name: ContactFieldName) => form.controls.get(name)?.tag.start ?? -1;
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
