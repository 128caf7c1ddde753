// Every lead says where it came from (decision 049), in every path a visitor can send the form by:
// with the app, before the app is ready, and without JavaScript. The e2e server posts each new lead
// to a webhook (NOTIFY_WEBHOOK_URL, playwright.config.ts; e2e/webhook-sink.ts keeps them): the body
// is the stored row as the outbox read it back from the database, and its Slack text the sales line.
// And none of it uses the visitor's device: no cookie, no storage key.
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import { WEBHOOK_URL } from '../playwright.config.ts';
import { paths } from '../src/config/paths.ts';
import { THEME_STORAGE_KEY } from '../src/config/theme.ts';
import { contactCopy } from '../src/content/contact.ts';
import { headerNav } from '../src/content/navigation.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { fillContactForm } from './contact-fill.ts';
import { expect, holdScripts, test, waitForHeading } from './fixtures.ts';

type Notification = { text: string; submission: Record<string, string | null> };

/** The notification of the lead sent with `email`, once the server has delivered it. */
async function notificationFor(email: string): Promise<Notification> {
  const read = async () =>
    (await (
      await fetch(`${WEBHOOK_URL}/notifications?email=${encodeURIComponent(email)}`)
    ).json()) as Notification[];
  await expect.poll(async () => (await read()).length, { timeout: 20_000 }).toBe(1);
  return (await read())[0]!;
}

/** Fills the form with a valid sample of its own (a unique email) and returns the email. */
async function fillForm(page: Page): Promise<string> {
  const values = sampleForm({ n: randomInt(1e9) });
  await fillContactForm(page.getByRole('form', { name: contactCopy.form.title }), values);
  // Slower than the bot threshold (CONTACT_MIN_FILL_MS on the e2e server): a person's pace.
  await page.waitForTimeout(1_600);
  return values.email;
}

const send = (page: Page) =>
  page
    .getByRole('form', { name: contactCopy.form.title })
    .getByRole('button', { name: contactCopy.submit.default })
    .click();

const REFERRER = 'https://news.example.org/issue/12?subscriber=4711#top';
const campaign = 'utm_source=Newsletter&utm_medium=email&utm_campaign=Spring-Launch&utm_content=hero';

test('a lead sent after browsing carries its first touch into the database and the notification', async ({
  page,
}) => {
  await page.goto(`${paths.useCases}?${campaign}`, { referer: REFERRER });
  await waitForHeading(page);
  // The campaign leaves the address bar once read.
  await expect(page).toHaveURL(new RegExp(`${paths.useCases}$`));
  // Two pages by the site's own links, then the form.
  await page
    .getByRole('banner')
    .getByRole('link', { name: headerNav.pricing.label, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('banner').getByRole('link', { name: headerNav.getStarted.label }).first().click();
  await expect(page).toHaveURL(/\/contact\?purpose=sales#contact-form$/);
  const email = await fillForm(page);
  await send(page);
  await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible();

  const { text, submission } = await notificationFor(email);
  expect(submission).toMatchObject({
    source_landing_path: paths.useCases,
    source_referrer: 'https://news.example.org/issue/12',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'spring-launch',
    utm_content: 'hero',
    source_form_path: paths.contact,
  });
  expect(submission.source_landed_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  expect(text).toContain(
    `*Source:* newsletter / email / spring-launch · content hero · landed on ${paths.useCases} · from news.example.org · sent from ${paths.contact}`,
  );
});

test('a form sent before the app is ready carries the source too', async ({ page }) => {
  // The page's scripts held back: the head script runs, the app does not, the form posts natively.
  const release = await holdScripts(page);
  await page.goto(`${paths.contact}?${campaign}`, { referer: REFERRER, waitUntil: 'commit' });
  await waitForHeading(page);
  const email = await fillForm(page);
  await send(page);
  await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible();
  release();
  const { submission } = await notificationFor(email);
  expect(submission).toMatchObject({
    source_landing_path: paths.contact,
    source_referrer: 'https://news.example.org/issue/12',
    utm_source: 'newsletter',
    utm_campaign: 'spring-launch',
    source_form_path: paths.contact,
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('landing on /contact from a campaign link, the lead is attributed by the page the origin served', async ({
    page,
  }) => {
    await page.goto(`${paths.contact}?${campaign}`, { referer: REFERRER });
    await waitForHeading(page);
    const email = await fillForm(page);
    await send(page);
    await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible();
    const { submission } = await notificationFor(email);
    expect(submission).toMatchObject({
      source_landing_path: paths.contact,
      source_referrer: 'https://news.example.org/issue/12',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring-launch',
      utm_content: 'hero',
    });
  });
});

test.describe('nothing on the device', () => {
  // No theme chosen: the fixture's own session marker (its theme option) stays out.
  test.use({ theme: null });

  test('a visit adds no cookie and no storage key beyond the gate cookie and the theme', async ({ page }) => {
    await page.goto(`${paths.home}?${campaign}`, { referer: REFERRER });
    await waitForHeading(page);
    await page
      .getByRole('banner')
      .getByRole('link', { name: headerNav.pricing.label, exact: true })
      .first()
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('banner').getByRole('link', { name: headerNav.getStarted.label }).first().click();
    await expect(page).toHaveURL(/\/contact/);
    const email = await fillForm(page);
    await send(page);
    await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible();
    await notificationFor(email);

    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(['gate']);
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    expect(stored).toEqual({ local: [THEME_STORAGE_KEY], session: [], databases: [] });
  });
});
