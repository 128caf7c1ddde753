// When the app's code cannot run (a chunk that never arrives on a bad connection), the page falls
// back to what it shows without scripts: nothing waits for an app that will not come, no control
// is left that does nothing, and the theme toggle (run by the head script) still works.
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { heroShowcase } from '../src/content/home.ts';
import { PENDING_ATTRIBUTE, THEME_TOGGLE_ATTRIBUTE } from '../src/lib/early/contract.ts';
import { controlsThatNeedAScript } from './controls.ts';
import { expect, test } from './fixtures.ts';
import {
  expectEveryFeaturePanel,
  expectEveryPrice,
  expectEveryTestimonial,
  expectSetupList,
  expectTourFirstPanel,
} from './without-the-app.ts';

test.use({
  viewport: { width: 1280, height: 800 },
  // One pattern: a list of two would be read as Playwright's [value, options] fixture tuple.
  allowConsoleErrors: [/status of 503|The app could not start/],
});

const SCRIPTS = /\/assets\/.+\.js$/;

/** Answers the page's scripts (all, or all but the entry) with a 503 once `until` resolves. */
async function failScripts(page: Page, { keepEntry = false, until = Promise.resolve() } = {}) {
  const html = await (await page.request.get(paths.home)).text();
  const entry = /<script type="module"[^>]* src="([^"]+)"/.exec(html)?.[1];
  expect(entry, 'the page has an entry script').toBeTruthy();
  await page.route(SCRIPTS, async (route) => {
    if (keepEntry && new URL(route.request().url()).pathname === entry) return route.continue();
    await until;
    await route.fulfill({ status: 503, body: '' });
  });
}

/** No control is left that needs the app; the theme toggle stays (the head script runs it). */
async function expectNothingDead(page: Page) {
  expect(await page.evaluate(controlsThatNeedAScript, `[${THEME_TOGGLE_ATTRIBUTE}]`)).toEqual([]);
}

async function expectFallback(page: Page) {
  // The tour's tabs need the app: they give way, and the first panel stays.
  await expectTourFirstPanel(page);
  await expectNothingDead(page);
}

test('none of the code arrives: the page reads and offers nothing dead; the theme still switches', async ({
  page,
}) => {
  await failScripts(page);
  await page.goto(paths.home);
  await expectFallback(page);
  // What only a <noscript> holds is shown too: the page reads as it does with scripts off.
  await expectEveryFeaturePanel(page);
  await expectSetupList(page);
  await expectEveryTestimonial(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await page.locator(`[${THEME_TOGGLE_ATTRIBUTE}]`).click();
  await expect
    .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
    .toBe(!dark);
});

test('the entry arrives and a chunk it imports does not: the same fallback', async ({ page }) => {
  await failScripts(page, { keepEntry: true });
  await page.goto(paths.home);
  await expectFallback(page);
});

test('pricing without its code: every price by tier and billing period, and no choice that changes nothing', async ({
  page,
}) => {
  await failScripts(page);
  await page.goto(paths.pricing);
  await expectEveryPrice(page);
  await expectNothingDead(page);
});

test('a tab tapped while the code is on its way is let go when the code fails', async ({ page }) => {
  let fail: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    fail = resolve;
  });
  await failScripts(page, { until });
  // The load event waits for the held scripts; the visitor does not.
  await page.goto(paths.home, { waitUntil: 'commit' });
  // A CSS locator: it still finds the tab once the fallback has hidden it.
  const tab = page.locator('[role="tab"]').filter({ hasText: heroShowcase.tabs[1]!.caption });
  await tab.click();
  await expect(tab).toHaveAttribute(PENDING_ATTRIBUTE, '');
  fail();
  await expect(tab).toBeHidden();
  await expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE, '');
  await expectFallback(page);
});
