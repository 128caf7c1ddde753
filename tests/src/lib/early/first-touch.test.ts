// The visit's first touch as the page reads it (src/lib/early/first-touch.ts and the shared capture,
// supabase/functions/_shared/contracts/contact-source-capture.ts): what is kept, what is left out,
// how it travels. The function's own checks are tests/contracts/contact-source.test.ts.

import {
  CONTACT_SOURCE_FORM_FIELD,
  CONTACT_SOURCE_MAX_BYTES,
  SOURCE_FIELDS,
} from '@shared/contracts/contact-source';
import {
  encodeContactSource,
  firstTouchFrom,
  foreignReferrer,
  sourceForSubmit,
  withoutCampaign,
} from '@shared/contracts/contact-source-capture';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_TOUCH_PROPERTY } from '@/lib/early/contract';
import { keepFirstTouch } from '@/lib/early/first-touch';
import { firstTouch } from '@/lib/first-touch';

const SITE = 'https://www.example.test';
const at = Date.parse('2026-11-29T10:20:30.456Z');

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[FIRST_TOUCH_PROPERTY];
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});

describe('the first touch of a visit', () => {
  it('keeps the landing path without its query, the campaign, a foreign referrer and the time', () => {
    const url = new URL(
      `${SITE}/use-cases?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&plan=pro#faq`,
    );
    expect(firstTouchFrom(url, 'https://news.example.org/issue/12?id=secret#top', at)).toEqual({
      landing_path: '/use-cases',
      landed_at: '2026-11-29T10:20:30Z',
      utm_source: 'Newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring',
      referrer: 'https://news.example.org/issue/12',
    });
  });

  it('ignores a referrer on the site itself, one that is not a web page, and one it cannot read', () => {
    for (const referrer of [`${SITE}/pricing?x=1`, 'android-app://com.example', 'not a url', '', null]) {
      expect(foreignReferrer(referrer, [SITE]), String(referrer)).toBeUndefined();
    }
    expect(foreignReferrer('http://partner.example:8080/p?q#h', [SITE])).toBe(
      'http://partner.example:8080/p',
    );
  });

  it('never keeps a referrer query or fragment, whatever it holds', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (referrer) => {
        const kept = foreignReferrer(referrer, [SITE]);
        if (kept === undefined) return;
        expect(kept).not.toContain('?');
        expect(kept).not.toContain('#');
        // The same page of the same site: its origin and its path, as the URL parser reads them.
        expect(new URL(kept).origin).toBe(new URL(referrer).origin);
        expect(new URL(kept).pathname).toBe(new URL(referrer).pathname);
      }),
    );
  });

  it('is kept over later navigation: the app reads the page the visit landed on', () => {
    window.history.replaceState(null, '', '/platform?utm_source=linkedin&tab=find#book');
    const touch = keepFirstTouch(window, document, at);
    window.history.pushState(null, '', '/pricing');
    window.history.pushState(null, '', '/contact');
    expect(firstTouch()).toBe(touch);
    expect(firstTouch()).toMatchObject({ landing_path: '/platform', utm_source: 'linkedin' });
  });

  it('takes the campaign out of the address bar once read, keeping every other parameter and the fragment', () => {
    window.history.replaceState(
      null,
      '',
      '/contact?purpose=demo&utm_source=ads&utm_term=ai+sdr#contact-form',
    );
    keepFirstTouch(window, document, at);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/contact?purpose=demo#contact-form',
    );
    expect(withoutCampaign(new URL(`${SITE}/about?x=1`))).toBeNull();
  });

  it('fills the form’s hidden source field as the form is sent natively', () => {
    window.history.replaceState(null, '', '/contact?utm_campaign=launch');
    keepFirstTouch(window, document, at);
    document.body.innerHTML = `<form><input type="hidden" name="${CONTACT_SOURCE_FORM_FIELD}" value=""></form>`;
    const form = document.querySelector('form')!;
    form.addEventListener('submit', (e) => e.preventDefault());
    form.requestSubmit();
    const field = form.elements.namedItem(CONTACT_SOURCE_FORM_FIELD) as HTMLInputElement;
    expect(JSON.parse(field.value)).toMatchObject({
      landing_path: '/contact',
      utm_campaign: 'launch',
      form_path: '/contact',
    });
  });
});

describe('the source as it travels', () => {
  it('adds the page the form is sent from', () => {
    expect(JSON.parse(sourceForSubmit({ landing_path: '/' }, '/contact')!)).toEqual({
      landing_path: '/',
      form_path: '/contact',
    });
    expect(JSON.parse(sourceForSubmit(null, '/contact')!)).toEqual({ form_path: '/contact' });
  });

  it('is ASCII (a header carries bytes), and reads back as what was sent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const encoded = encodeContactSource({ utm_campaign: text, landing_path: '/' });
        if (encoded === null) return;
        expect(/^[\x20-\x7e]*$/.test(encoded)).toBe(true);
        const back = JSON.parse(encoded) as Record<string, string>;
        expect(back.landing_path).toBe('/');
        if (text.trim())
          expect(back.utm_campaign).toBe(
            Array.from(text.trim()).slice(0, SOURCE_FIELDS.utm_campaign.max).join(''),
          );
      }),
    );
  });

  it('cuts each value to its length, and drops empty ones and unknown keys', () => {
    const long = 'x'.repeat(SOURCE_FIELDS.utm_source.max + 50);
    const encoded = encodeContactSource({
      utm_source: long,
      utm_medium: '   ',
      ...({ ip: '203.0.113.9' } as object),
    });
    expect(JSON.parse(encoded!)).toEqual({ utm_source: 'x'.repeat(SOURCE_FIELDS.utm_source.max) });
    expect(encodeContactSource({})).toBeNull();
  });

  it('never exceeds its size: the whole source is left out instead', () => {
    // Every value at its longest, in characters that take six bytes escaped.
    const wide = Object.fromEntries(
      Object.entries(SOURCE_FIELDS).map(([key, f]) => [key, 'é'.repeat(f.max)]),
    );
    expect(encodeContactSource(wide)).toBeNull();
    const fits = encodeContactSource({ utm_source: 'newsletter' })!;
    expect(fits.length).toBeLessThanOrEqual(CONTACT_SOURCE_MAX_BYTES);
  });
});
