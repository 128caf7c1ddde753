// The contact form without JavaScript: a native POST to the origin, which validates with the same
// contract, sends it on to submit-contact and answers with the contact page showing the outcome
// (docs/decisions/029-contact-form-without-javascript.md). The visitor's details never appear in a URL.
import type { Page } from '@playwright/test';
import { contactCopy } from '../src/content/contact.ts';
import { CONTACT_FIELDS, RATE_LIMITED } from '../supabase/functions/_shared/contracts/contact.ts';
import { contactMessages as M } from '../tests/helpers/contact-messages.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { fillContactForm } from './contact-fill.ts';
import { expect, test } from './fixtures.ts';

// The origin answers a refused submission with its status (400, 429), which Chromium logs.
test.use({ javaScriptEnabled: false, allowConsoleErrors: [/status of 4(00|29)/] });

// The e2e server treats a form filled faster than 1500 ms as a bot (CONTACT_MIN_FILL_MS).
const MIN_FILL_MS = 1600;

const form = (page: Page) => page.getByRole('form', { name: contactCopy.form.title });
const field = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const purpose = (page: Page) => form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label });
const status = (page: Page) => page.locator('#contact-status');

const fill = (page: Page, values: Record<string, string>) => fillContactForm(form(page), values);

/** Sends the form natively and returns the POST the browser made. */
async function send(page: Page, label: string = contactCopy.submit.default) {
  // The answer is a new document: wait for it to replace this one (the old one is loaded already,
  // so a load state alone would let the next step act on the page being left).
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/contact'),
    page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame()),
    form(page).getByRole('button', { name: label }).click(),
  ]);
  await page.waitForLoadState('domcontentloaded');
  return request;
}

test('a message is sent by a native POST and the page says so, with an empty form', async ({ page }) => {
  await page.goto('/contact');
  const shown = Date.now();
  const sample = sampleForm();
  await fill(page, sample);
  await page.waitForTimeout(Math.max(0, shown + MIN_FILL_MS - Date.now()));
  const request = await send(page);
  // The details are in the body, never in the URL (no GET, nothing in history or logs).
  expect(new URL(request.url()).search).toBe('');
  expect(request.postData()).toContain(`email=${encodeURIComponent(sample.email)}`);
  expect(new URL(page.url()).pathname).toBe('/contact');
  await expect(status(page)).toHaveAttribute('data-tone', 'success');
  await expect(status(page)).toContainText(contactCopy.toasts.success.title);
  await expect(status(page)).toContainText(contactCopy.toasts.success.description);
  await expect(status(page)).toBeFocused();
  await expect(field(page, CONTACT_FIELDS.name.label)).toHaveValue('');
});

test('a demo request shows its fields by CSS alone and gets the demo confirmation', async ({ page }) => {
  await page.goto('/contact?purpose=sales');
  const shown = Date.now();
  // ?purpose= is applied by the origin, in the served page.
  await expect(purpose(page)).toHaveValue('demo');
  const demo = form(page).getByRole('group', { name: contactCopy.form.demoTitle });
  await expect(demo).toBeVisible();
  await purpose(page).selectOption('inquiry');
  await expect(demo).toBeHidden();
  await expect(form(page).getByRole('button', { name: contactCopy.submit.default })).toBeVisible();
  await purpose(page).selectOption('demo');
  await expect(demo).toBeVisible();
  const sample = sampleForm({ purpose: 'demo' });
  await fill(page, sample);
  await field(page, 'Company').fill(sample.company!);
  await demo
    .getByRole('combobox', { name: CONTACT_FIELDS.companySize.label })
    .selectOption(sample.companySize!);
  await demo
    .getByRole('combobox', { name: CONTACT_FIELDS.preferredTimeframe.label })
    .selectOption(sample.preferredTimeframe!);
  await page.waitForTimeout(Math.max(0, shown + MIN_FILL_MS - Date.now()));
  await send(page, contactCopy.submit.demo);
  await expect(status(page)).toContainText(contactCopy.toasts.demoSuccess.title);
});

test('field errors come back next to their fields, with every value kept and focus on the first', async ({
  page,
}) => {
  await page.goto('/contact');
  await fill(page, { name: 'A', email: 'ada@example', purpose: 'demo', message: '<b>&"Hi' });
  await send(page, contactCopy.submit.demo);
  await expect(field(page, CONTACT_FIELDS.name.label)).toHaveAccessibleDescription(M.nameMin);
  await expect(field(page, CONTACT_FIELDS.name.label)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, CONTACT_FIELDS.name.label)).toBeFocused();
  await expect(field(page, CONTACT_FIELDS.email.label)).toHaveAccessibleDescription(M.emailInvalid);
  await expect(field(page, 'Company')).toHaveAccessibleDescription(M.demoCompany);
  await expect(
    form(page).getByRole('combobox', { name: CONTACT_FIELDS.companySize.label }),
  ).toHaveAccessibleDescription(M.demoDetails);
  await expect(field(page, 'Message')).toHaveAccessibleDescription(new RegExp(M.messageMin));
  // Values kept exactly, markup characters included.
  await expect(field(page, CONTACT_FIELDS.name.label)).toHaveValue('A');
  await expect(field(page, CONTACT_FIELDS.email.label)).toHaveValue('ada@example');
  await expect(purpose(page)).toHaveValue('demo');
  await expect(field(page, 'Message')).toHaveValue('<b>&"Hi');
  // The counter counts what the page holds.
  await expect(form(page).getByText('7/1000')).toBeVisible();
});

test.describe('abuse', () => {
  test('the sixth message within the hour is refused with the rate-limit text, values kept', async ({
    page,
  }) => {
    test.slow(); // six fills and posts, each a full load
    // Five per client per window (CONTACT_MAX_PER_CLIENT); each success serves a fresh form.
    await page.goto('/contact');
    for (let i = 1; i <= 6; i++) {
      await fill(page, sampleForm({ purpose: 'support', n: i }));
      await send(page);
      if (i < 6) await expect(status(page)).toHaveAttribute('data-tone', 'success');
    }
    await expect(status(page)).toHaveAttribute('data-tone', 'error');
    await expect(status(page)).toContainText(RATE_LIMITED.title);
    await expect(status(page)).toContainText(RATE_LIMITED.description);
    await expect(field(page, CONTACT_FIELDS.name.label)).toHaveValue(sampleForm({ n: 6 }).name);
  });

  test('a filled honeypot looks like a success (and is never a field a person sees)', async ({ page }) => {
    await page.goto('/contact');
    const shown = Date.now();
    await expect(page.locator('#contact-website')).not.toBeInViewport();
    await fill(page, sampleForm());
    await page.locator('#contact-website').fill('https://spam.example', { force: true });
    await page.waitForTimeout(Math.max(0, shown + MIN_FILL_MS - Date.now()));
    await send(page);
    await expect(status(page)).toContainText(contactCopy.toasts.success.title);
  });

  test('a post from another site is refused', async ({ page }) => {
    await page.goto('/contact');
    const res = await page.request.post('/contact', {
      headers: { 'sec-fetch-site': 'cross-site' },
      form: sampleForm(),
    });
    expect(res.status()).toBe(403);
  });
});
