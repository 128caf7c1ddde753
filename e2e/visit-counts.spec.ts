// Visit counts beside the leads (issue 57, decision 059), read while the site runs (decision 060):
// a campaign visit browses by the site's own links, reaches the contact page, starts and sends the
// form, and `npm run insights`, run against the running server's DATA_DIR, shows its funnel. A
// browser sending Global Privacy Control counts nothing; a visit leaves no cookie or storage key;
// the HTML report shows the campaign in Chromium, in light and dark.
import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config.ts';
import type { InsightsReport, SourceRow } from '../server/insights.ts';
import { paths } from '../src/config/paths.ts';
import { contactCopy } from '../src/content/contact.ts';
import { headerNav } from '../src/content/navigation.ts';
import { VISIT_FUNCTION } from '../supabase/functions/_shared/contracts/visit-event.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { fillContactForm } from './contact-fill.ts';
import { expect, test, waitForHeading } from './fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const REFERRER = 'https://news.example.org/issue/12?subscriber=4711#top';

/** `npm run insights` with its arguments, against the e2e server's DATA_DIR, while it runs. */
function insights(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/ops/insights.ts', ...args],
      { cwd: ROOT, env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

/** The report's row of a campaign, or undefined while nothing of it is counted. */
async function campaignRow(label: string): Promise<SourceRow | undefined> {
  const res = await insights('--json', '--since', '2d');
  expect(res.status, res.stderr).toBe(0);
  return (JSON.parse(res.stdout) as InsightsReport).bySource.find((r) => r.label === label);
}

/** A campaign of this test only (the e2e database is shared by every test). */
const campaignOf = (medium: string) => {
  const campaign = `e2e-${randomInt(1e9)}`;
  return {
    query: `utm_source=E2E&utm_medium=${medium}&utm_campaign=${campaign}`,
    label: `e2e / ${medium} / ${campaign}`,
  };
};

// Each test runs `npm run insights` a few times (a Node process of its own, seconds on a busy host).
test.describe.configure({ timeout: 120_000 });

const openPricing = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: headerNav.pricing.label, exact: true }).first().click();

test('a campaign visit that browses, reaches contact, starts and sends shows its funnel in npm run insights while the site runs', async ({
  page,
}) => {
  const { query, label } = campaignOf('cpc');
  await page.goto(`${paths.home}?${query}`, { referer: REFERRER });
  await waitForHeading(page);
  // Two pages by the site's own links, then the form.
  await openPricing(page);
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByRole('banner').getByRole('link', { name: headerNav.getStarted.label }).first().click();
  await expect(page).toHaveURL(new RegExp(`${paths.contact}\\?`));
  const form = page.getByRole('form', { name: contactCopy.form.title });
  await fillContactForm(form, sampleForm({ n: randomInt(1e9) }));
  // Slower than the bot threshold (CONTACT_MIN_FILL_MS on the e2e server): a person's pace.
  await page.waitForTimeout(1_600);
  await form.getByRole('button', { name: contactCopy.submit.default }).click();
  await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible();

  await expect
    .poll(() => campaignRow(label), { timeout: 60_000, intervals: [1_000] })
    .toMatchObject({ visits: 1, page_views: 3, reached_contact: 1, started: 1, leads: 1, conversion: 1 });
  // The text report names it too, and `npm run leads` reads the lead while the server runs.
  const text = await insights('--since', '2d');
  expect(text.status, text.stderr).toBe(0);
  expect(text.stdout).toMatch(
    new RegExp(`${label.replaceAll('/', '\\/')}\\s+1\\s+3\\s+1\\s+1\\s+1\\s+100\\.0 %`),
  );
});

test('a browser sending Global Privacy Control counts nothing, by its own choice or refused by the function', async ({
  page,
}, testInfo) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/functions/v1/${VISIT_FUNCTION}`)) requests.push(r.url());
  });
  const forwardedFor = { 'x-forwarded-for': `e2e-${testInfo.testId}-${testInfo.retry}` };

  // navigator.globalPrivacyControl: the page sends nothing at all.
  const quiet = campaignOf('gpc-navigator');
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }),
  );
  await page.setExtraHTTPHeaders({ ...forwardedFor, 'sec-gpc': '1' });
  await page.goto(`${paths.home}?${quiet.query}`);
  await waitForHeading(page);
  await openPricing(page);
  await expect(page).toHaveURL(/\/pricing$/);
  expect(requests).toEqual([]);

  // Only the Sec-GPC header (a browser whose script does not expose it): the function refuses it.
  const refused = campaignOf('gpc-header');
  // A page of its own, without the init script: its navigator does not say it.
  const plain = await page.context().newPage();
  try {
    await plain.setExtraHTTPHeaders({ ...forwardedFor, 'sec-gpc': '1' });
    const sent = plain.waitForRequest((r) => r.url().includes(`/functions/v1/${VISIT_FUNCTION}`));
    await plain.goto(`${paths.home}?${refused.query}`);
    await sent;
    // Then one without it, sent after: once that one is counted, the refused one would have been.
    const control = campaignOf('control');
    await plain.setExtraHTTPHeaders(forwardedFor);
    await plain.goto(`${paths.home}?${control.query}`);
    await expect
      .poll(() => campaignRow(control.label), { timeout: 60_000, intervals: [1_000] })
      .toMatchObject({ visits: 1 });
  } finally {
    await plain.close();
  }
  const res = await insights('--json', '--since', '2d');
  const labels = (JSON.parse(res.stdout) as InsightsReport).bySource.map((r) => r.label);
  expect(labels).not.toContain(quiet.label);
  expect(labels).not.toContain(refused.label);
});

test.describe('nothing on the device', () => {
  // No theme chosen: the fixture's own session marker (its theme option) stays out.
  test.use({ theme: null });

  test('a counted visit adds no cookie and no storage key', async ({ page }) => {
    const { query, label } = campaignOf('device');
    const cookiesBefore = (await page.context().cookies()).map((c) => c.name);
    await page.goto(`${paths.home}?${query}`, { referer: REFERRER });
    await waitForHeading(page);
    await openPricing(page);
    await expect(page).toHaveURL(/\/pricing$/);
    await expect
      .poll(() => campaignRow(label), { timeout: 60_000, intervals: [1_000] })
      .toMatchObject({
        visits: 1,
        page_views: 2,
      });
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(cookiesBefore);
    const stored = await page.evaluate(async () => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
      databases: (await indexedDB.databases()).map((d) => d.name),
    }));
    expect(stored).toEqual({ local: [], session: [], databases: [] });
  });
});

test('the HTML report opens offline in Chromium and shows the campaign, in light and dark', async ({
  page,
}) => {
  const { query, label } = campaignOf('report');
  await page.goto(`${paths.pricing}?${query}`, { referer: REFERRER });
  await waitForHeading(page);
  await expect
    .poll(() => campaignRow(label), { timeout: 60_000, intervals: [1_000] })
    .toMatchObject({ visits: 1 });

  const dir = test.info().outputPath('insights');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'insights.html');
  const res = await insights('--html', file, '--since', '2d');
  expect(res.status, res.stderr).toBe(0);

  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto(`file://${file}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visits and leads' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(label) })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Visits and leads per day' })).toBeVisible();
  // Nothing loaded from anywhere but the file itself.
  expect(loaded).toEqual([`file://${file}`]);

  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    // Legible: text and background apart.
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { bg: style.backgroundColor, fg: style.color };
    });
    expect(colours.bg).not.toBe(colours.fg);
    await page.screenshot({ path: path.join(dir, `insights-${colorScheme}.png`), fullPage: true });
  }
  const background: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    background.push(await page.evaluate(() => getComputedStyle(document.body).backgroundColor));
  }
  await page.emulateMedia({ colorScheme: null });
  // Light and dark differ.
  expect(background[0]).not.toBe(background[1]);
});
