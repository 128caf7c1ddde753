// The contact page's form, mapped once by the build (decision 054): where each control, message,
// the counter and the status region sit in contact.html, at offsets of the page's text, for the
// origin to fill a visit's values in without parsing HTML per request
// (server/origin/contact-page.ts). The page is read by an HTML parser (parse5, with source
// locations), as only that tells a form tag from the same text in a script, a comment or a template.
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import {
  type Attribute,
  type ContactFormMap,
  type ContactPageRecord,
  type Located,
  pageSha256,
  type Range,
  type StartTag,
} from '../../server/origin/contact-page.ts';
import { CONTACT_FORM_ID, CONTACT_STATUS_ID, MESSAGE_FOR_ATTRIBUTE } from '../../src/config/contact-form.ts';

type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;

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

function mapForm(html: string, form: Element): ContactFormMap {
  const map: ContactFormMap = { controls: {}, messages: {}, counterAt: null, status: null };
  for (const el of elementsUnder(form)) {
    const name = attributeOf(el, 'name');
    const messageFor = attributeOf(el, MESSAGE_FOR_ATTRIBUTE);
    const at = located(el);
    if (!at) continue;
    if (name !== null && !Object.hasOwn(map.controls, name)) {
      if (el.tagName === 'input') map.controls[name] = { kind: 'input', tag: at.tag };
      else if (el.tagName === 'textarea' && at.inner) {
        map.controls[name] = { kind: 'textarea', tag: at.tag, inner: at.inner };
      } else if (el.tagName === 'select' && at.inner) {
        const options = elementsUnder(el)
          .filter((option) => option.tagName === 'option')
          .flatMap((option) => {
            const where = located(option);
            return where ? [{ value: attributeOf(option, 'value'), tag: where.tag }] : [];
          });
        map.controls[name] = { kind: 'select', tag: at.tag, options };
      }
    }
    const message = withInner(at);
    if (messageFor !== null && message && !Object.hasOwn(map.messages, messageFor)) {
      map.messages[messageFor] = { ...message, id: attributeOf(el, 'id') };
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

/** The contact form's map of `html` (null without the form), as the origin fills it. */
export function mapContactForm(html: string): ContactFormMap | null {
  const form = findForm(html);
  return form ? mapForm(html, form) : null;
}

/** What _origin.json records of the contact page at `key`; null without the form. */
export async function contactPageRecord(key: string, html: string): Promise<ContactPageRecord | null> {
  const form = mapContactForm(html);
  return form ? { key, sha256: await pageSha256(html), form } : null;
}
