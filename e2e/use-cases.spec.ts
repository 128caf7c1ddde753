import type { Page } from '@playwright/test';
import { siteConfig } from '../src/config/site.ts';
import { aboutCopy } from '../src/content/about.ts';
import { benefits, contactSalesLabel } from '../src/content/home.ts';
import { pages } from '../src/content/pages.ts';
import { sdrComparison, useCases, useCasesCta, useCasesHero } from '../src/content/use-cases.ts';
import {
  AXE_PASSES,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

async function open(page: Page) {
  await page.goto('/use-cases');
  await waitForHeading(page);
}

test('shows the hero, its reading of the claim, the use cases and the coming-soon note', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: pages.useCases.heading })).toBeVisible();
  for (const stat of useCasesHero.stats) {
    await expect(page.getByText(stat.value, { exact: true })).toBeVisible();
    await expect(page.getByText(stat.label, { exact: true })).toBeVisible();
  }
  for (const item of useCases.items)
    await expect(page.getByRole('heading', { level: 3, name: item.title })).toBeVisible();
  await expect(page.getByText(useCases.comingSoonNote)).toBeVisible();
});

test('compares a traditional SDR with the AI SDR, which is Recommended, in six rows', async ({ page }) => {
  await open(page);
  const traditional = page.getByTestId('traditional-sdr-card');
  const ai = page.getByTestId('ai-sdr-card');
  await expect(ai.getByRole('heading', { name: `${siteConfig.name} AI SDR` })).toBeVisible();
  await expect(ai.getByText(sdrComparison.recommended)).toBeVisible();
  await expect(traditional.getByText(sdrComparison.recommended)).toHaveCount(0);
  await expect(traditional.getByRole('definition')).toHaveText(
    sdrComparison.rows.map((row) => row.traditional),
  );
  await expect(ai.getByRole('definition')).toHaveText(sdrComparison.rows.map((row) => row.ai));
  await expect(ai.getByRole('term')).toHaveText(sdrComparison.rows.map((r) => r.label));
});

test('the hero Contact Sales goes to the contact page', async ({ page }) => {
  await open(page);
  await page.getByRole('link', { name: contactSalesLabel }).first().click();
  await expect(page).toHaveURL(/\/contact\?purpose=demo#contact-form$/);
});

test('the closing call to action offers Contact Sales, View Platform and a custom workflow', async ({
  page,
}) => {
  await open(page);
  const cta = page.getByRole('region', { name: useCasesCta.title });
  await expect(cta.getByRole('link', { name: contactSalesLabel })).toHaveAttribute(
    'href',
    siteConfig.salesLink,
  );
  await expect(cta.getByRole('link', { name: useCasesCta.customWorkflow })).toHaveAttribute(
    'href',
    '/contact',
  );
  await cta.getByRole('link', { name: useCasesCta.secondary.label }).click();
  await expect(page).toHaveURL(/\/platform$/);
});

test('has a canonical link and WebPage JSON-LD listing the use cases', async ({ page }) => {
  await open(page);
  // Absolute URLs on the configured public site (SITE_URL), which need not be this server.
  const canonical = page.locator('link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', /^https?:\/\/[^/]+\/use-cases$/);
  const origin = new URL((await canonical.getAttribute('href'))!).origin;
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const ld = JSON.parse((await script.textContent()) ?? '');
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    url: `${origin}/use-cases`,
  });
  expect(ld.mainEntity.itemListElement.map((e: { item: { name: string } }) => e.item.name)).toEqual(
    useCases.items.map((u) => u.title),
  );
});

test("leaving the page replaces its canonical link and JSON-LD with the next page's", async ({ page }) => {
  await open(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pricing$/);
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  expect(JSON.parse((await script.textContent()) ?? '')).toMatchObject({ '@type': 'Product' });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('nothing scrolls sideways', async ({ page }) => {
    await open(page);
    await expectNoSidewaysScroll(page);
  });
});

for (const [theme, width] of AXE_PASSES) {
  test(`has no axe violations (${theme}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Reduced motion shows every reveal-on-scroll section at once, so axe checks them all.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await setTheme(page, theme);
    await expectNoA11yViolations(page);
  });
}

test('is reached from About and from the home page, and its cards carry no "coming soon" of their own', async ({
  page,
}) => {
  for (const [from, label] of [
    [pages.about.path, aboutCopy.audiences.link.label],
    [pages.home.path, benefits.useCases.label],
  ] as const) {
    await page.goto(from);
    await waitForHeading(page);
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${pages.useCases.path}$`));
  }
  await waitForHeading(page);
  // The spec's note says it once, under the cards.
  await expect(page.getByText(/coming soon/i)).toHaveCount(1);
  await expect(page.getByText(useCases.comingSoonNote)).toBeVisible();
});
