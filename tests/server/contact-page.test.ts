// The contact page as the origin fills it (server/origin/contact-page.ts) on the real form markup:
// every visitor value comes back as exactly that value, in its field, and never as markup — no new
// element, no new attribute, nothing outside the form changed. An audit found values used as a
// String.replace replacement (`$&`, `$'`, `` $` `` and `$$` expanded: `` $` autofocus onfocus=… ``
// came back as attributes). docs/decisions/029-contact-form-without-javascript.md.
import fc from 'fast-check';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactPageRecord, mapContactForm } from '../../scripts/build/contact-form-map.ts';
import {
  type ContactPageFill,
  contactFormChecker,
  FORM_FIELD_NAMES,
  type FormFieldName,
  fillContactPage,
} from '../../server/origin/contact-page.ts';
import {
  CONTACT_FORM_ID,
  CONTACT_STATUS_ID,
  DEMO_PLACEHOLDER_ATTRIBUTE,
  DEMO_PURPOSE,
  DEMO_REQUIRED_ATTRIBUTE,
  FILL_FIELD,
  MESSAGE_FOR_ATTRIBUTE,
  STATUS_TONE_ATTRIBUTE,
} from '../../src/config/contact-form.ts';
import {
  CONTACT_FIELD_NAMES,
  CONTACT_FIELDS,
  type ContactFieldName,
} from '../../supabase/functions/_shared/contracts/contact.ts';
import { countedLength } from '../../supabase/functions/_shared/text.ts';
import { contactPageHtml } from '../helpers/contact-markup.ts';

const stamp = { key: 'k'.repeat(32), servedAt: 1_700_000_000_000 };

/** The page filled as the origin fills it: at the offsets the build's map of that page records. */
const maps = new Map<string, ReturnType<typeof mapContactForm>>();
function fillPage(html: string, fill: ContactPageFill): string {
  if (!maps.has(html)) maps.set(html, mapContactForm(html));
  const form = maps.get(html);
  if (!form) throw new Error('no contact form in this page');
  return fillContactPage(html, form, fill);
}

let page: string;
/** The page as the app renders it with demo chosen, and what follows the purpose in each. */
let demoPage: string;
let demoState: ReturnType<typeof demoStateOf>;
let servedDemoState: ReturnType<typeof demoStateOf>;
/** What each field of the rendered form is, and the values a select lists. */
let kinds: Record<FormFieldName, 'input' | 'textarea' | 'select'>;
let listed: Partial<Record<FormFieldName, string[]>>;
/** The form as built, before any fill: its shape, and the fields' own aria-describedby. */
let servedShape: string[];
let servedDescribedBy: Map<string, string | null>;

beforeAll(async () => {
  page = await contactPageHtml();
  demoPage = await contactPageHtml(`?purpose=${DEMO_PURPOSE}`);
  demoState = demoStateOf(formOf(demoPage));
  servedDemoState = demoStateOf(formOf(page));
  const form = formOf(page);
  servedShape = shape(form);
  servedDescribedBy = new Map(
    [...form.querySelectorAll('[name]')].map((el) => [
      el.getAttribute('name')!,
      el.getAttribute('aria-describedby'),
    ]),
  );
  kinds = {} as typeof kinds;
  listed = {};
  for (const name of FORM_FIELD_NAMES) {
    const control = form.querySelector(`[name="${name}"]`);
    const kind = control?.tagName.toLowerCase();
    if (kind !== 'input' && kind !== 'textarea' && kind !== 'select') throw new Error(`no control ${name}`);
    kinds[name] = kind;
    if (kind === 'select') listed[name] = [...(control as HTMLSelectElement).options].map((o) => o.value);
  }
});

/** jsdom's HTML parser (parse5, as a browser parses): one window, a new document per page. */
const parser = new new JSDOM('').window.DOMParser();

function formOf(html: string): HTMLFormElement {
  const form = parser.parseFromString(html, 'text/html').getElementById(CONTACT_FORM_ID);
  if (form?.tagName !== 'FORM') throw new Error('no contact form');
  return form as HTMLFormElement;
}

/**
 * The form of a filled copy of the page, parsed alone: once expectOnlyTheFormChanged has shown the
 * page around the form is byte for byte the page as built, only the form's markup is left to read,
 * a tenth of the page (the property below parses it 150 times; the whole page cost 30 s on a slow
 * host).
 */
function filledFormOf(filled: string): HTMLFormElement {
  const start = page.indexOf(`<form id="${CONTACT_FORM_ID}"`);
  const after = page.length - page.indexOf('</form>', start);
  return formOf(`<!doctype html><html><body>${filled.slice(start, filled.length - after)}</body></html>`);
}

const control = (form: HTMLFormElement, name: string) => form.querySelector(`[name="${name}"]`)!;

// What the HTML parser makes of text in any page (the app's own markup too): line breaks are read
// as LF; a NUL cannot be written in HTML (U+FFFD in attribute values and a textarea, dropped in
// other text).
const lineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');
const asAttribute = (text: string) => lineBreaks(text).replace(/\0/g, '\uFFFD');
const asText = (text: string) => lineBreaks(text).replace(/\0/g, '');

/** The attributes a fill sets on purpose (the status region's content is checked on its own). */
const FILL_ATTRIBUTES = new Set([
  'value',
  'selected',
  'aria-invalid',
  'aria-describedby',
  'autofocus',
  'hidden',
  STATUS_TONE_ATTRIBUTE,
]);

/**
 * Every element of the form with its attributes and their values, but those a fill sets: what a
 * value turned into markup would change (a new element, a new attribute, another value).
 */
function shape(form: HTMLFormElement): string[] {
  const status = form.querySelector(`#${CONTACT_STATUS_ID}`)!;
  return [form, ...form.querySelectorAll('*')]
    .filter((el) => el === status || !status.contains(el))
    .map((el) => {
      // What follows the purpose (checked on its own: demoStateOf) is left out too.
      const followsPurpose = (name: string) =>
        (name === 'placeholder' && el.hasAttribute(DEMO_PLACEHOLDER_ATTRIBUTE)) ||
        (name === 'aria-required' && el.hasAttribute(DEMO_REQUIRED_ATTRIBUTE));
      const attrs = el
        .getAttributeNames()
        .filter((name) => !FILL_ATTRIBUTES.has(name) && !followsPurpose(name))
        .sort()
        .map((name) => `${name}=${JSON.stringify(el.getAttribute(name))}`);
      return `${el.tagName}[${attrs.join(' ')}]`;
    });
}

/**
 * What the page shows that follows the chosen purpose: each placeholder and required mark of a
 * control that changes with it. The page as the app renders it with demo chosen (demoPage) is what
 * the origin must write when it fills demo in (issue 58: ?purpose=demo).
 */
function demoStateOf(form: HTMLFormElement) {
  return [...form.querySelectorAll(`[${DEMO_PLACEHOLDER_ATTRIBUTE}], [${DEMO_REQUIRED_ATTRIBUTE}]`)].map(
    (el) => [el.getAttribute('name'), el.getAttribute('placeholder'), el.getAttribute('aria-required')],
  );
}

/** The form's named controls and field messages, by name (the first of each, as the fill finds them). */
function fieldsOf(form: HTMLFormElement) {
  const controls = new Map<string, Element>();
  for (const el of form.querySelectorAll('[name]')) {
    const name = el.getAttribute('name')!;
    if (!controls.has(name)) controls.set(name, el);
  }
  const messages = new Map<string, HTMLElement>();
  for (const el of form.querySelectorAll<HTMLElement>(`[${MESSAGE_FOR_ATTRIBUTE}]`)) {
    const name = el.getAttribute(MESSAGE_FOR_ATTRIBUTE)!;
    if (!messages.has(name)) messages.set(name, el);
  }
  return { controls, messages, status: form.querySelector(`#${CONTACT_STATUS_ID}`)! };
}

/** The page outside the form is the page as built, byte for byte. */
function expectOnlyTheFormChanged(filled: string) {
  const start = page.indexOf(`<form id="${CONTACT_FORM_ID}"`);
  const end = page.indexOf('</form>', start);
  expect(start).toBeGreaterThan(0);
  expect(filled.startsWith(page.slice(0, start))).toBe(true);
  expect(filled.endsWith(page.slice(end))).toBe(true);
}

function expectFilledAsGiven(fill: ContactPageFill) {
  const html = fillPage(page, fill);
  expectOnlyTheFormChanged(html);
  const form = filledFormOf(html);
  expect(shape(form)).toEqual(servedShape);
  const { controls, messages, status } = fieldsOf(form);
  const field = (name: string) => controls.get(name)!;
  expect(field(FILL_FIELD).getAttribute('value')).toBe(`${stamp.key}.${stamp.servedAt}`);
  expect(demoStateOf(form)).toEqual(fill.values?.purpose === DEMO_PURPOSE ? demoState : servedDemoState);

  for (const name of FORM_FIELD_NAMES) {
    const value = fill.values?.[name] ?? '';
    if (kinds[name] === 'input') expect(field(name).getAttribute('value')).toBe(asAttribute(value));
    if (kinds[name] === 'textarea')
      expect((field(name) as HTMLTextAreaElement).value).toBe(asAttribute(value));
    if (kinds[name] === 'select') {
      const chosen = value !== '' && listed[name]!.includes(value);
      const options = [...(field(name) as HTMLSelectElement).options];
      expect(options.filter((o) => o.hasAttribute('selected')).map((o) => o.value)).toEqual(
        chosen ? [value] : [],
      );
    }
  }
  for (const name of CONTACT_FIELD_NAMES) {
    const message = fill.errors?.[name] ?? '';
    const element = messages.get(name)!;
    expect(element.textContent).toBe(asText(message));
    expect(element.hidden).toBe(message === '');
    const describedBy = servedDescribedBy.get(name) ?? null;
    expect(field(name).getAttribute('aria-invalid')).toBe(message === '' ? null : 'true');
    expect(field(name).getAttribute('aria-describedby')).toBe(
      message === '' ? describedBy : [describedBy, element.id].filter(Boolean).join(' '),
    );
  }
  const message = fill.values?.message ?? '';
  if (message !== '' && kinds.message === 'textarea') {
    const counter = form.querySelector('[data-slot="form-description"]')!.textContent;
    const { max, multiline } = CONTACT_FIELDS.message;
    expect(counter.startsWith(`${countedLength(message, max, multiline)}/`)).toBe(true);
  }

  if (fill.status) {
    expect(status.getAttribute(STATUS_TONE_ATTRIBUTE)).toBe(fill.status.tone);
    expect(
      [...status.querySelectorAll('*')].map((p) => [p.tagName, p.getAttributeNames(), p.textContent]),
    ).toEqual([
      ['P', ['class'], asText(fill.status.title)],
      ['P', ['class'], asText(fill.status.description)],
    ]);
  } else {
    expect(status.hasAttribute(STATUS_TONE_ATTRIBUTE)).toBe(false);
    expect(status.childNodes).toHaveLength(0);
  }

  // Focus: the field or the status asked for, else the first invalid field in the form's order.
  const order = [...controls.keys()];
  const invalid = Object.keys(fill.errors ?? {}).sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const target = fill.focus ?? invalid[0];
  const focused = target === 'status' ? (fill.status ? status : undefined) : target && field(target);
  const autofocus = [...form.querySelectorAll('[autofocus]')];
  expect(autofocus.length).toBe(focused ? 1 : 0);
  if (focused) expect(autofocus[0]).toBe(focused);
  return { html, form, field };
}

describe('fillContactPage', () => {
  it('gives back `$` patterns exactly as typed, and they add no attribute (the audit finding)', () => {
    const values = {
      name: '$` autofocus onfocus=alert(1) x',
      email: '$$',
      company: '$&',
      phone: "$'",
      currentTools: "$$$&$`$'$1$<name>", // literal-ok: replacement patterns, no price
      message: "$' $& $$ $`",
      website: '$`" onmouseover="alert(1)',
    };
    const { form } = expectFilledAsGiven({
      stamp,
      values,
      errors: { email: '$&', company: "$'" },
      status: { tone: 'error', title: '$`', description: '$$' },
    });
    for (const [name, value] of Object.entries(values))
      expect(
        control(form, name).getAttribute('value') ?? (control(form, name) as HTMLTextAreaElement).value,
      ).toBe(value);
    expect(form.querySelector('[onfocus], [onmouseover]')).toBeNull();
    // Focus on the first invalid field only, as without the values.
    expect([...form.querySelectorAll('[autofocus]')].map((el) => el.getAttribute('name'))).toEqual(['email']);
  });

  it('keeps a message that starts with a line break, as a browser sends it (CR LF) or as typed', () => {
    for (const message of ['\r\nHello', '\nHello', '\n\nHello', '\r\rHello']) {
      const form = formOf(fillPage(page, { stamp, values: { message } }));
      expect((control(form, 'message') as HTMLTextAreaElement).value).toBe(lineBreaks(message));
    }
  });

  it('a select takes only a value it lists; anything else chooses nothing and adds nothing', () => {
    const selects = FORM_FIELD_NAMES.filter((name) => kinds[name] === 'select');
    expect(selects.length).toBeGreaterThan(0);
    for (const name of selects) {
      const none = fillPage(page, { stamp, values: { [name]: '' } });
      for (const value of [
        'bogus',
        '$&',
        `${listed[name]![1]}" selected="`,
        ` ${listed[name]![1]}`,
        `${listed[name]![1]}x`,
      ]) {
        const filled = fillPage(page, { stamp, values: { [name]: value } });
        expect(filled === none, `${name}: ${JSON.stringify(value)}`).toBe(true);
      }
      expectFilledAsGiven({ stamp, values: { [name]: '' } });
      const chosen = listed[name]![1]!;
      const { field } = expectFilledAsGiven({ stamp, values: { [name]: chosen } });
      expect((field(name) as HTMLSelectElement).value).toBe(chosen);
    }
  });

  it('with demo chosen, writes what the app shows for it: the demo placeholder, Company required', () => {
    const demo = demoStateOf(formOf(demoPage));
    expect(demo, 'the app renders demo differently').not.toEqual(demoStateOf(formOf(page)));
    for (const values of [{ purpose: DEMO_PURPOSE }, { purpose: DEMO_PURPOSE, name: 'Ada' }])
      expect(demoStateOf(formOf(fillPage(page, { stamp, values })))).toEqual(demo);
    expect(demoStateOf(formOf(fillPage(page, { stamp, values: { purpose: 'inquiry' } })))).toEqual(
      demoStateOf(formOf(page)),
    );
  });

  it('fills the form a browser finds, not a copy of its tag in a script', () => {
    const decoy = `<script>const t = '<form id="${CONTACT_FORM_ID}"><input name="name" value=""></form>';</script>`;
    const withDecoy = page.replace('</head>', () => `${decoy}</head>`);
    const html = fillPage(withDecoy, { stamp, values: { name: 'Ada $&' } });
    expect(html).toContain(decoy);
    expect(control(formOf(html), 'name').getAttribute('value')).toBe('Ada $&');
    // No form, or one only in a script: the build records no map, and the origin fills nothing.
    const formless = `<!doctype html><html><head>${decoy}</head><body><p>Contact</p></body></html>`;
    expect(mapContactForm(formless)).toBeNull();
  });

  it('fills only the page the build mapped: a page changed after the build gets no map', async () => {
    const record = await contactPageRecord('contact.html', page);
    expect(record).not.toBeNull();
    const formFor = contactFormChecker(record);
    expect(await formFor(page)).toEqual(mapContactForm(page));
    const changed = page.replace('<form ', '<p>moved</p><form ');
    expect(await formFor(changed)).toBeNull();
    expect(await formFor(page)).not.toBeNull();
    expect(await contactFormChecker(null)(page)).toBeNull();
  });

  it('for any text in any field, message and status: that text back, the same markup around it', () => {
    const tricky = fc.constantFrom(
      '$',
      '$$',
      '$&',
      "$'",
      '$`',
      '$1',
      '$<x>',
      '"',
      "'",
      '<',
      '>',
      '&',
      '&amp;',
      '&#x27;',
      '\n',
      '\r\n',
      '\r',
      '\0',
      '\t',
      '😀',
      '\uFEFF',
      '</textarea>',
      '</p>',
      '</form>',
      '<script>',
      '<!--',
      ' autofocus onfocus=alert(1) x',
      '" selected="',
      '=',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc
        .array(fc.oneof(tricky, fc.string({ unit: 'binary', maxLength: 3 })), { maxLength: 12 })
        .map((parts) => parts.join('')),
    );
    const fieldValue = (name: FormFieldName) =>
      kinds[name] === 'select' ? fc.oneof(fc.constantFrom(...listed[name]!), text) : text;
    const fill = fc.record({
      values: fc.record(
        Object.fromEntries(FORM_FIELD_NAMES.map((name) => [name, fieldValue(name)])) as Record<
          FormFieldName,
          fc.Arbitrary<string>
        >,
      ),
      errors: fc.record(
        Object.fromEntries(CONTACT_FIELD_NAMES.map((name) => [name, text])) as Record<
          ContactFieldName,
          fc.Arbitrary<string>
        >,
        { requiredKeys: [] },
      ),
      status: fc.option(
        fc.record({
          tone: fc.constantFrom('success' as const, 'error' as const),
          title: text,
          description: text,
        }),
        { nil: null },
      ),
      focus: fc.option(fc.constantFrom<ContactPageFill['focus']>(...CONTACT_FIELD_NAMES, 'status'), {
        nil: undefined,
      }),
    });
    fc.assert(
      fc.property(fill, (generated) => {
        expectFilledAsGiven({ stamp, ...generated });
      }),
      { numRuns: 150 },
    );
  });
});
