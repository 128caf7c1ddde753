// What the review scripts share (npm run screenshots, npm run review:shots): a browser for pictures, a
// context in one theme, the staging gate passed, a page settled with every block laid out, and a
// contact send answered by the script itself, so a review stores nothing.
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { fillContactForm } from '../../e2e/contact-fill.ts';
import { layOutBlocks } from '../../e2e/layout-probe.ts';
import { DEV_STAGING_PASSWORD } from '../../server/config.ts';
import { THEME_STORAGE_KEY } from '../../src/config/theme.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { gateCopy } from '../../src/content/gate.ts';
import { HYDRATED_ATTRIBUTE } from '../../src/lib/early/contract.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../../src/lib/render-near-view.ts';
import { sampleForm } from '../../tests/helpers/contact-sample.ts';
import { CHROMIUM } from './chromium.ts';

export type Theme = 'dark' | 'light';

/** The value after `name` on the command line (`--out shots`), or undefined. */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** The system Chromium, as the benchmarks and screenshots use it. */
export function launchReviewBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking'],
  });
}

/**
 * A context `width` × `height` in `theme` (the site's stored choice, and the system's for a page
 * without scripts), with motion reduced so every reveal is in place.
 */
export async function themedContext(
  browser: Browser,
  options: { width: number; height: number; theme: Theme; javaScriptEnabled?: boolean },
): Promise<BrowserContext> {
  const { width, height, theme, javaScriptEnabled = true } = options;
  const context = await browser.newContext({
    viewport: { width, height },
    reducedMotion: 'reduce',
    colorScheme: theme,
    javaScriptEnabled,
  });
  await context.addInitScript(([key, th]) => localStorage.setItem(key!, th!), [THEME_STORAGE_KEY, theme]);
  return context;
}

/** The password the site's gate takes: `STAGING_PASSWORD`, or the development default. */
export const reviewPassword = () => process.env.STAGING_PASSWORD || DEV_STAGING_PASSWORD;

/** The gate's password field, on the gate page `page` shows. */
export const gateField = (page: Page) => page.getByLabel(gateCopy.label);

/** Enters the password on the gate, if the site at `base` shows it; the context keeps the cookie. */
export async function passGate(page: Page, base: string): Promise<void> {
  await page.goto(base);
  const field = gateField(page);
  if (await field.count()) {
    await field.fill(reviewPassword());
    await field.press('Enter');
    await page.locator('#main-content').waitFor();
  }
}

/**
 * Fonts loaded and every block laid out: a full-page or element shot is one frame, and the blocks
 * the browser lays out only near the viewport (decision 043) would come out blank in it.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
  await page.waitForTimeout(300);
}

/** Where the app sends the contact form. */
export const SUBMIT_CONTACT_ROUTE = '**/functions/v1/submit-contact';

/**
 * Every contact send of `page` answered here: a failure (503) or a success with a stored id, as
 * the function answers; nothing reaches the site's database.
 */
export async function answerContactSend(page: Page, answer: 'failed' | 'success'): Promise<void> {
  await page.unroute(SUBMIT_CONTACT_ROUTE);
  await page.route(SUBMIT_CONTACT_ROUTE, (route) =>
    answer === 'failed'
      ? route.fulfill({ status: 503, json: { error: 'Service unavailable' } })
      : route.fulfill({ status: 200, json: { success: true, id: '00000000-0000-4000-8000-000000000000' } }),
  );
}

/** Waits (at most `timeout` ms) until the app runs the page: <html> carries the hydrated marker. */
export const whenHydrated = (page: Page, timeout?: number) =>
  page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached', ...(timeout ? { timeout } : {}) });

/** The page's contact form, by its name. */
export const contactFormOf = (page: Page) => page.getByRole('form', { name: contactCopy.form.title });

/**
 * Sends the page's contact form as a reviewer would show it: `empty` (nothing filled: its field
 * errors), or filled from the tests' sample and answered here as `failed` or `success`
 * (answerContactSend), returning once the toast that says so shows.
 */
export async function sendContactForm(page: Page, how: 'empty' | 'failed' | 'success'): Promise<void> {
  const form = contactFormOf(page);
  await form.scrollIntoViewIfNeeded();
  if (how !== 'empty') {
    await answerContactSend(page, how);
    // A valid fill, field by field from the contract's table (the tests' one sample builder).
    await fillContactForm(form, sampleForm());
  }
  await form.getByRole('button', { name: contactCopy.submit.default }).click();
  if (how === 'empty') await page.waitForTimeout(600);
  else {
    const toast = how === 'failed' ? contactCopy.toasts.failed.title : contactCopy.toasts.success.title;
    await page.getByText(toast).first().waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400);
  }
}
