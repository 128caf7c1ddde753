import type { Locator, Page } from '@playwright/test';
import { locale } from '../src/config/locale.ts';
import { siteConfig } from '../src/config/site.ts';
import { contactSalesLabel } from '../src/content/home.ts';
import { pages } from '../src/content/pages.ts';
import {
  annualSavings,
  type CustomPlan,
  comparison,
  comparisonCategories,
  plans,
  pricingCopy,
  pricingFaq,
} from '../src/content/pricing.ts';
import { formatPrice } from '../src/lib/format.ts';
import { byId, escapeRegExp } from '../tests/helpers/content.ts';
import {
  requiredBestSavingPercent,
  requiredPlans,
  requiredPrices,
  requiredQuote,
  requiredTier,
} from '../tests/helpers/required-plans.ts';
import { expectOpen, question } from './disclosure.ts';
import {
  AXE_PASSES,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const price = (c: Locator) => c.getByTestId('plan-price');
// Prices as the required table states them (docs/requirements.md#plans), tier by tier.
const pro0 = { monthly: requiredQuote('PRO', 0, 'monthly'), annual: requiredQuote('PRO', 0, 'annual') };
const pro1 = requiredQuote('PRO', 1, 'annual');
const business1 = {
  monthly: requiredQuote('BUSINESS', 1, 'monthly'),
  annual: requiredQuote('BUSINESS', 1, 'annual'),
};
const businessMonthly = `${requiredQuote('BUSINESS', 0, 'monthly').headline}/month`;
/** What a card says of a required tier: its option's name, its contacts and users, per user. */
const tierText = (plan: string, tier: number) => {
  const t = requiredTier(plan, tier);
  const option = pricingCopy.tierOption(t.contacts, t.users).primary;
  return {
    option,
    radio: { name: new RegExp(escapeRegExp(option)) },
    users: pricingCopy.userCount(t.users),
    contacts: pricingCopy.activeContacts(t.contacts),
    perUser: pricingCopy.contactsPerUser(t.contacts / t.users),
  };
};

async function open(page: Page) {
  await page.goto('/pricing');
  await waitForHeading(page);
}

test('shows every plan, the popular one marked, each monthly on its first tier', async ({ page }) => {
  await open(page);
  await expect(page.getByRole('heading', { level: 1, name: pages.pricing.heading })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(plans.length);
  for (const { name } of plans) {
    await expect(card(page, name).getByRole('heading', { name, exact: true })).toBeVisible();
    await expect(card(page, name).getByRole('radio', { name: 'Monthly' })).toBeChecked();
  }
  await expect(card(page, 'BUSINESS').getByText(requiredPlans.badges.BUSINESS!)).toBeVisible();
  await expect(card(page, 'PRO').getByText(requiredPlans.badges.BUSINESS!)).toHaveCount(0);
  await expect(price(card(page, 'PRO'))).toContainText(`${pro0.monthly.headline}/month`);
  await expect(price(card(page, 'PRO'))).toContainText(
    `${pro0.monthly.perUser} ${pricingCopy.perUserPerMonth}`,
  );
  await expect(card(page, 'PRO').getByText(tierText('PRO', 0).perUser)).toBeVisible();
  await expect(price(card(page, 'BUSINESS'))).toContainText(businessMonthly);
  // The note says what the cards' figures are, then the spec's note on extra costs.
  await expect(
    page.getByText(`${pricingCopy.unitNote} ${pricingCopy.extraCostNote}`, { exact: true }),
  ).toBeVisible();
});

test('each card has its own billing toggle', async ({ page }) => {
  await open(page);
  const pro = card(page, 'PRO');
  const business = card(page, 'BUSINESS');
  await pro.getByText('Annual', { exact: true }).click();
  await expect(pro.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await expect(price(pro)).toContainText(`${pro0.annual.headline}/month`);
  await expect(price(pro)).toContainText(`${pro0.annual.perUser} ${pricingCopy.perUserPerMonth}`);
  // The saving percent once, on the Annual option; the price block adds the yearly amount.
  await expect(pro.getByText(`Save ${pro0.annual.savingPercent}%`)).toHaveCount(1);
  await expect(pro.getByRole('radio', { name: /Annual/ })).toHaveAccessibleName(
    new RegExp(`Save ${pro0.annual.savingPercent}%`),
  );
  await expect(price(pro)).toContainText(pro0.annual.yearly);
  // BUSINESS stays monthly.
  await expect(business.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  await expect(price(business)).toContainText(businessMonthly);
  await expect(price(business)).not.toContainText('/year');
  // And back.
  await pro.getByText('Monthly', { exact: true }).click();
  await expect(price(pro)).toContainText(`${pro0.monthly.headline}/month`);
});

test('choosing a user tier changes the price, contacts and users', async ({ page }) => {
  await open(page);
  const business = card(page, 'BUSINESS');
  const facts = business.getByTestId('plan-facts');
  const [first, second] = [tierText('BUSINESS', 0), tierText('BUSINESS', 1)];
  await expect(facts).toContainText(first.users);
  await expect(facts).toContainText(first.contacts);
  await business.getByText(second.option).click();
  await expect(business.getByRole('radio', second.radio)).toBeChecked();
  await expect(price(business)).toContainText(`${business1.monthly.headline}/month`);
  await expect(facts).toContainText(second.users);
  await expect(facts).toContainText(second.contacts);
  await expect(facts).toContainText(second.perUser);
  await business.getByText('Annual', { exact: true }).click();
  await expect(price(business)).toContainText(`${business1.annual.headline}/month`);
  await expect(price(business)).toContainText(`${business1.annual.perUser} ${pricingCopy.perUserPerMonth}`);
  await expect(price(business)).toContainText(business1.annual.yearly);
  // PRO keeps its own tier.
  await expect(price(card(page, 'PRO'))).toContainText(`${pro0.monthly.headline}/month`);
});

test('the tier and billing choices work from the keyboard', async ({ page }) => {
  await open(page);
  const pro = card(page, 'PRO');
  await pro.getByRole('radio', { name: 'Monthly' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(pro.getByRole('radio', { name: /Annual/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(pro.getByRole('radio', tierText('PRO', 0).radio)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(pro.getByRole('radio', tierText('PRO', 1).radio)).toBeChecked();
  await expect(price(pro)).toContainText(`${pro1.headline}/month`);
  await expect(price(pro)).toContainText(pro1.yearly);
});

test('ENTERPRISE shows "from" prices without a yearly amount', async ({ page }) => {
  await open(page);
  const ent = card(page, 'ENTERPRISE');
  await expect(price(ent)).toContainText(formatPrice(requiredPlans.custom.monthly, { from: true }));
  await expect(ent.getByText((byId(plans, 'enterprise') as CustomPlan).flexibleLabel)).toBeVisible();
  await ent.getByText('Annual', { exact: true }).click();
  await expect(price(ent)).toContainText(formatPrice(requiredPlans.custom.annual, { from: true }));
  await expect(ent.getByText(`Save ${requiredBestSavingPercent('ENTERPRISE')}%`)).toHaveCount(1);
  await expect(price(ent)).not.toContainText('Save');
  await expect(price(ent)).not.toContainText('/year');
});

test.describe('comparison table', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test('groups Human SDR vs the product by the five categories, with the footnote', async ({ page }) => {
    await open(page);
    const table = page.getByRole('table', { name: comparison.caption });
    await expect(page.getByRole('heading', { name: comparison.heading })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: comparison.humanColumn })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: siteConfig.name })).toBeVisible();
    for (const category of comparisonCategories)
      await expect(table.getByRole('columnheader', { name: category, exact: true })).toBeVisible();
    // The figures as the content states them (the derived ones computed from the plans: claims.test.ts).
    const row = (id: string) => {
      const content = byId(comparison.rows, id);
      return { content, row: table.getByRole('row', { name: new RegExp(escapeRegExp(content.label)) }) };
    };
    const cost = row('monthly-cost');
    await expect(cost.row).toContainText(cost.content.human);
    await expect(cost.row).toContainText(cost.content.product);
    for (const id of ['contacts-reached-per-day', 'workspace-setup']) {
      const { content, row: shown } = row(id);
      await expect(shown).toContainText(content.product);
    }
    await expect(page.getByText(comparison.footnote)).toBeVisible();
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the comparison stacks into cards and nothing scrolls sideways', async ({ page }) => {
    await open(page);
    await expect(page.getByRole('table')).toBeHidden();
    for (const category of comparisonCategories)
      await expect(page.getByRole('heading', { name: category, exact: true })).toBeVisible();
    await expect(page.getByText(comparison.footnote)).toBeVisible();
    await expectNoSidewaysScroll(page);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });
  test('each "Save N%" mark stays on one line, beside "Annual"', async ({ page }) => {
    await open(page);
    for (const { name } of plans) {
      const hint = card(page, name).getByText(/^Save \d+%$/);
      await expect(hint).toHaveCount(1);
      const { lines, beside } = await hint.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const rects = [...range.getClientRects()];
        // And on the option's line, beside "Annual", not pushed under it.
        const label = el.previousElementSibling!.getBoundingClientRect();
        const mid = (r: DOMRect) => r.top + r.height / 2;
        return {
          lines: new Set(rects.map((r) => Math.round(r.top))).size,
          beside: Math.abs(mid(el.getBoundingClientRect()) - mid(label)) < 4,
        };
      });
      expect(lines, `${name}: one line`).toBe(1);
      expect(beside, `${name}: beside its option's name`).toBe(true);
    }
    await expectNoSidewaysScroll(page);
  });
});

test('the comparison says what its fixed price is', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await open(page);
  const costRow = comparison.rows.find((r) => r.footnote)!;
  expect(costRow.qualifier, 'the figure is labelled').toBeTruthy();
  const row = page.getByRole('table').getByRole('row', { name: new RegExp(costRow.label) });
  await expect(row).toContainText(costRow.qualifier!);
  // It names the plans whose lowest annual price it is.
  for (const plan of plans.filter((p) => !p.isCustom))
    expect(costRow.qualifier).toContain(plan.proseName ?? plan.name);
});

test('the annual savings block shows this page’s figures', async ({ page }) => {
  await open(page);
  const block = page.getByRole('region', { name: /What a year with/ });
  for (const text of [
    ...annualSavings.stats.flatMap((stat) => [stat.value, stat.label]),
    formatPrice(annualSavings.savedPerSdrPerYear),
    annualSavings.savedLabel,
  ])
    await expect(block.getByText(text, { exact: true })).toBeVisible();
});

test('the FAQ opens one answer at a time, collapses, and works from the keyboard', async ({ page }) => {
  await open(page);
  const [first, second] = pricingFaq.items;
  const q1 = question(page, first!.question);
  const q2 = question(page, second!.question);
  await q1.click();
  await expectOpen(q1, true);
  await expect(page.getByText(first!.answer)).toBeVisible();
  await q2.click();
  await expectOpen(q2, true);
  await expectOpen(q1, false);
  await expect(page.getByText(first!.answer)).toBeHidden();
  await q2.click();
  await expectOpen(q2, false);
  // Keyboard: Enter opens, Tab moves to the next question, Space toggles it.
  await q1.focus();
  await page.keyboard.press('Enter');
  await expectOpen(q1, true);
  await page.keyboard.press('Tab');
  await expect(q2).toBeFocused();
  await page.keyboard.press('Space');
  await expectOpen(q2, true);
  await expectOpen(q1, false);
  await page.keyboard.press('Space');
  await expectOpen(q2, false);
});

test('Contact Sales leads to the contact page', async ({ page }) => {
  await open(page);
  await page.getByRole('link', { name: contactSalesLabel }).last().click();
  await expect(page).toHaveURL(/\/contact\?purpose=demo#contact-form$/);
});

test('arriving on /pricing scrolls to the top', async ({ page }) => {
  await page.goto('/about');
  await waitForHeading(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: pages.pricing.heading })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("publishes Product JSON-LD with the plan prices in the locale setting's currency", async ({ page }) => {
  await open(page);
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  const ld = JSON.parse((await script.textContent()) ?? '');
  expect(ld['@type']).toBe('Product');
  expect(ld.name).toBe(siteConfig.name);
  expect(ld.offers).toMatchObject({
    '@type': 'AggregateOffer',
    priceCurrency: locale.currency,
    lowPrice: Math.min(...requiredPrices()),
    highPrice: Math.max(...requiredPrices()),
  });
  const prices = (ld.offers.offers as { price: number; priceCurrency: string }[]).map((o) => o.price);
  expect(prices.sort((a, b) => a - b)).toEqual(requiredPrices());
});

for (const [theme, width] of AXE_PASSES) {
  test(`has no axe violations (${theme}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Reduced motion shows every reveal-on-scroll section at once, so axe checks them all.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await open(page);
    await setTheme(page, theme);
    // Open states count too: an annual BUSINESS card and an open FAQ answer.
    await card(page, 'BUSINESS').getByText('Annual', { exact: true }).click();
    await question(page, pricingFaq.items[0]!.question).click();
    await expectNoA11yViolations(page);
  });
}
