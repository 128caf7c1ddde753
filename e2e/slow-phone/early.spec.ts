// A visitor on a slow phone acts as soon as a control shows — never waiting for the app — and every
// action takes effect: natively (links, popovers, <details>, radios, the form's POST, the theme
// script) or kept and replayed once the app runs. Lighthouse's mobile profile applied for real
// (scripts/shared/slow-phone-profile.ts), a fresh browser context per test.
// How long each action takes is measured by `npm run bench:visitor`, not here.
import type { Page } from '@playwright/test';
import { applySlowPhone } from '../../scripts/shared/slow-phone-profile.ts';
import { paths } from '../../src/config/paths.ts';
import { contactCopy } from '../../src/content/contact.ts';
import { helpCenterCopy } from '../../src/content/help-center.ts';
import { heroShowcase } from '../../src/content/home.ts';
import { featureTabs } from '../../src/content/home-features.ts';
import { setupInputs, setupSection } from '../../src/content/home-setup.ts';
import { testimonials, testimonialsSection } from '../../src/content/home-testimonials.ts';
import { headerNav } from '../../src/content/navigation.ts';
import { pricingFaq } from '../../src/content/pricing.ts';
import {
  APP_FAILED_ATTRIBUTE,
  HYDRATED_ATTRIBUTE,
  THEME_TOGGLE_ATTRIBUTE,
} from '../../src/lib/early/contract.ts';
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contracts/contact.ts';
import { sampleForm } from '../../tests/helpers/contact-sample.ts';
import { byId } from '../../tests/helpers/content.ts';
import { requiredQuote } from '../../tests/helpers/required-plans.ts';
import { expectOpen, question } from '../disclosure.ts';
import { expect, test } from '../fixtures.ts';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await applySlowPhone(page);
});

// A failure here is rare and has not come back when repeated (2026-11-27: the help-centre search
// once left unfiltered after 40 s, then 10 of 10 passes with the engine smoke beside): say whether
// the app ever ran and which of the page's scripts never arrived, so the next one can be told apart.
test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const state = await page
    .evaluate(
      ([hydrated, failed]) => {
        const html = document.documentElement;
        const arrived = new Set(performance.getEntriesByType('resource').map((e) => e.name));
        const scripts = [
          ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>(
            'script[src], link[rel="modulepreload"]',
          ),
        ]
          .map((el) => (el instanceof HTMLScriptElement ? el.src : el.href))
          .filter((url) => !arrived.has(url));
        return `app ready: ${html.hasAttribute(hydrated)}, app failed: ${html.hasAttribute(failed)}, scripts not arrived: ${scripts.join(', ') || 'none'}`;
      },
      [HYDRATED_ATTRIBUTE, APP_FAILED_ATTRIBUTE] as const,
    )
    .catch((error: unknown) => `page state unreadable: ${String(error)}`);
  testInfo.annotations.push({ type: 'page state', description: state });
  console.log(`${testInfo.title}: ${state}`);
});

/**
 * How long an action kept for the app may wait for it under this profile on a busy 2-core machine
 * (ready is about 2 s after load when idle; a loaded run took over 20 s once). Not a speed
 * measurement: npm run bench:visitor measures that.
 */
const UNTIL_APP_RUNS_MS = 40_000;

/** Opens a page and returns as soon as the browser has something to show (no load, no app). */
const visit = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit' });

test('the mobile menu opens at first tap, and its link leads on', async ({ page }) => {
  await visit(page, '/about');
  await page.getByRole('button', { name: headerNav.openMenu }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

// On every route (each has the header's theme toggle and menu): both work at the first tap, while
// the page may still be loading, with no wait for the app.
for (const route of Object.values(paths)) {
  test(`${route}: the theme toggle and the menu work at first tap`, async ({ page }) => {
    await visit(page, route);
    const html = page.locator('html');
    const wasDark = /\bdark\b/.test((await html.getAttribute('class')) ?? '');
    await page.locator(`[${THEME_TOGGLE_ATTRIBUTE}]`).first().click();
    await expect(html).toHaveClass(wasDark ? /\blight\b/ : /\bdark\b/);
    await page.getByRole('button', { name: headerNav.openMenu }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
}

test('a product-tour tab tapped early is selected once the app runs', async ({ page }) => {
  await visit(page, '/');
  const second = heroShowcase.tabs[1]!;
  const tab = page
    .getByRole('tablist', { name: heroShowcase.label })
    .getByRole('tab', { name: new RegExp(second.label) });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: UNTIL_APP_RUNS_MS });
});

test("the home page's lower sections (islands): a features tab, the setup arrow and the carousel, tapped early, all hold", async ({
  page,
}) => {
  await visit(page, '/');
  // Each section hydrates once its own code arrives, after the page is ready (decision 033); the
  // taps come before either, as soon as each control shows.
  const reach = featureTabs.find((t) => t.id === 'reach')!;
  const featureTab = page.locator('#features').getByRole('tab', { name: new RegExp(reach.label) });
  await featureTab.click();
  const next = page.getByRole('button', { name: new RegExp(`^${setupSection.next}`) });
  await next.click();
  // The carousel's Next is served enabled, and a press before Embla has started is run once it has.
  const carousel = page.getByRole('region', { name: testimonialsSection.carouselLabel });
  await carousel.getByRole('button', { name: 'Next slide' }).click();

  await expect(featureTab).toHaveAttribute('aria-selected', 'true', { timeout: UNTIL_APP_RUNS_MS });
  const setupTabs = page.getByRole('tablist', { name: setupSection.listLabel });
  await expect(setupTabs.getByRole('tab', { name: new RegExp(setupInputs[1]!.label) })).toHaveAttribute(
    'aria-selected',
    'true',
    { timeout: UNTIL_APP_RUNS_MS },
  );
  const secondDot = `Go to slide 2 of ${testimonials.length}`;
  await expect(carousel.getByRole('button', { name: secondDot })).toHaveAttribute('aria-current', 'true', {
    timeout: UNTIL_APP_RUNS_MS,
  });
  // The replayed taps may have scrolled the page since: bring the carousel back, then read it.
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.getByText(testimonials[1]!.quote, { exact: false })).toBeInViewport();
});

test('pricing: an early Annual choice and an early FAQ tap both hold', async ({ page }) => {
  await visit(page, '/pricing');
  const pro = page.getByRole('article', { name: 'PRO', exact: true });
  await pro.getByText('Annual', { exact: true }).click();
  await expect(pro.getByRole('radio', { name: /Annual/ })).toBeChecked();
  const faq = question(page, byId(pricingFaq.items, 'refund').question);
  await faq.click();
  await expectOpen(faq, true);
  // Once the app runs, the price follows the choice made before it.
  await expect(pro.getByTestId('plan-price')).toContainText(
    `${requiredQuote('PRO', 0, 'annual').headline}/month`,
    {
      timeout: UNTIL_APP_RUNS_MS,
    },
  );
  await expect(pro.getByRole('radio', { name: /Annual/ })).toBeChecked();
});

test('help centre: a search typed early filters once the app runs, and keeps the text', async ({ page }) => {
  await visit(page, '/help-center');
  const search = page.getByRole('searchbox', { name: helpCenterCopy.search.label });
  await search.fill('zebra crossing');
  await expect(page.getByRole('region', { name: 'No results for “zebra crossing”' })).toBeVisible({
    timeout: UNTIL_APP_RUNS_MS,
  });
  await expect(search).toHaveValue('zebra crossing');
});

test('a table-of-contents link tapped early goes to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/privacy');
  const link = page.locator('nav[data-toc]').first().getByRole('link').nth(1);
  const target = decodeURIComponent(((await link.getAttribute('href')) ?? '').split('#')[1] ?? '');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`#${target}$`));
  await expect(page.locator(`[id="${target}"]`)).toBeInViewport();
});

test('contact: typed early, chosen early, sent early — kept and answered', async ({ page }) => {
  // The origin answers the too-fast fill like a success (the bot rule stores it flagged).
  await visit(page, '/contact');
  const form = page.getByRole('form', { name: contactCopy.form.title });
  const sample = sampleForm({ purpose: 'support' });
  await form.getByRole('textbox', { name: CONTACT_FIELDS.name.label, exact: true }).fill(sample.name);
  await form.getByRole('textbox', { name: CONTACT_FIELDS.email.label, exact: true }).fill(sample.email);
  await form.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label }).selectOption('demo');
  const demo = form.getByRole('group', { name: contactCopy.form.demoTitle });
  await expect(demo).toBeVisible();
  await form.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label }).selectOption(sample.purpose);
  await expect(demo).toBeHidden();
  await form.getByRole('textbox', { name: 'Message', exact: true }).fill(sample.message);
  await form.getByRole('button', { name: contactCopy.submit.default }).click();
  // Answered once, whoever sent it: the origin's page (its status region) if the native POST went
  // first, the app's toast if the app ran by then (one message per outcome).
  await expect(page.getByText(contactCopy.toasts.success.title).first()).toBeVisible({
    timeout: UNTIL_APP_RUNS_MS,
  });
});
