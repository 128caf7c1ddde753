// A purpose chosen by the address (?purpose=, a campaign link or a reload) gives the form the same
// state as choosing it by hand: the demo details, Company required, the message placeholder and
// the submit label, both as the page is served (before the app runs) and once the app runs it.

import type { Page } from '@playwright/test';
import { CONTACT_FORM_ID } from '../src/config/contact-form.ts';
import { paths } from '../src/config/paths.ts';
import { purposeFromQuery } from '../src/lib/contact/purpose-from-query.ts';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../src/lib/early/contract.ts';
import { purposeOptions } from '../supabase/functions/_shared/contracts/contact.ts';
import { expect, openBeforeTheApp, test } from './fixtures.ts';

const live = `[${ISLAND_ATTRIBUTE}="contact-form"][${ISLAND_LIVE_ATTRIBUTE}]`;

/** What the chosen purpose decides in the form, as the visitor meets it. */
async function formState(page: Page) {
  const form = page.locator(`#${CONTACT_FORM_ID}`);
  await expect(form).toBeVisible();
  return form.evaluate((el) => {
    const f = el as HTMLFormElement;
    const control = (name: string) => f.elements.namedItem(name) as HTMLElement & { value: string };
    const message = control('message') as HTMLTextAreaElement;
    const shown = (e: Element | null) => !!e && (e as HTMLElement).checkVisibility();
    const submit = f.querySelector<HTMLElement>('button[type="submit"]');
    return {
      purpose: control('purpose').value,
      messagePlaceholder: message.placeholder,
      companyRequired: control('company').getAttribute('aria-required') === 'true',
      companyMark: shown(f.querySelector('label[for] [data-demo-only]')),
      demoDetails: shown(f.querySelector('fieldset[data-demo-only]')),
      submitLabel: submit?.innerText.trim() ?? '',
    };
  });
}

/** The state the form takes when the purpose is chosen by hand, once the app runs it. */
async function chosenByHand(page: Page, purpose: string) {
  await page.goto(paths.contact);
  await expect(page.locator(live)).toBeAttached();
  await page.locator(`#${CONTACT_FORM_ID} select[name="purpose"]`).selectOption(purpose);
  return formState(page);
}

// Every purpose the form offers, by its own value, and the header's 'sales' (which means demo).
const queries = [...purposeOptions.map((o) => o.value), 'sales'];

for (const query of queries) {
  test(`?purpose=${query} shows what choosing it by hand shows, before and after the app runs`, async ({
    page,
  }) => {
    const purpose = purposeFromQuery(query);
    expect(purpose, 'a purpose the form knows').not.toBe('');
    const expected = await chosenByHand(page, purpose);
    expect(expected.purpose).toBe(purpose);

    const release = await openBeforeTheApp(page, `${paths.contact}?purpose=${query}`);
    expect(await formState(page), 'as served, before the app runs').toEqual(expected);
    release();
    await expect(page.locator(live)).toBeAttached();
    expect(await formState(page), 'once the app runs the form').toEqual(expected);
  });
}
