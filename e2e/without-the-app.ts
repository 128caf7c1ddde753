// What a page shows in place of the controls that need the app, checked the same way with scripts
// off (no-js.spec.ts) and when the app's code cannot run (app-failure.spec.ts): the two must match.
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { heroShowcase } from '../src/content/home.ts';
import { featuresSection, featureTabs } from '../src/content/home-features.ts';
import { setupInputs, setupSection } from '../src/content/home-setup.ts';
import { testimonials, testimonialsSection } from '../src/content/home-testimonials.ts';
import { plans } from '../src/content/pricing.ts';
import { isCustomPlan, quotePlan } from '../src/features/pricing/pricing-math.ts';
import { tierOptionText } from '../src/features/pricing/pricing-text.ts';
import { formatPrice } from '../src/lib/format.ts';
import { expect } from './fixtures.ts';

/** Home: the product tour shows its first panel, and no tab is offered. */
export async function expectTourFirstPanel(page: Page) {
  const first = heroShowcase.tabs.find((t) => t.id === heroShowcase.defaultTab)!;
  await expect(page.getByRole('img', { name: first.alt })).toBeVisible();
  await expect(page.getByRole('tablist', { name: heroShowcase.label })).toBeHidden();
}

/** Home: every features panel reads, one under the other, and no tab is offered. */
export async function expectEveryFeaturePanel(page: Page) {
  const section = page.locator('#features');
  for (const tab of featureTabs) {
    const title = section.getByRole('heading', { level: 3, name: tab.title, exact: true });
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeVisible();
    // Once, visibly: the app's stacked panels are in the page too, left out without it.
    await expect(
      section.getByText(tab.cards[0]!.title, { exact: true }).filter({ visible: true }),
    ).toHaveCount(1);
  }
  await expect(section.getByRole('tablist', { name: featuresSection.listLabel })).toBeHidden();
}

/** Home: every testimonial reads, one under the other, and no carousel button is offered. */
export async function expectEveryTestimonial(page: Page) {
  const carousel = page.getByRole('region', { name: testimonialsSection.carouselLabel });
  for (const t of testimonials) {
    const quote = carousel.getByText(t.quote);
    // As a visitor scrolls: the page, down (scrollIntoView would also turn the clipped carousel).
    await quote.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
    await expect(quote).toBeInViewport();
  }
  await expect(carousel.getByRole('button')).toHaveCount(0);
}

/** Home: the nine setup inputs read as a list beside the first preview; no tab or arrow. */
export async function expectSetupList(page: Page) {
  const section = page.locator('#setup');
  const list = section.getByRole('list', { name: setupSection.listLabel });
  await list.scrollIntoViewIfNeeded();
  await expect(list.getByRole('listitem')).toHaveCount(setupInputs.length);
  for (const input of setupInputs) {
    await expect(list.getByText(input.label, { exact: true })).toBeVisible();
    await expect(list.getByText(input.description, { exact: true })).toBeVisible();
  }
  await expect(section.getByRole('img', { name: new RegExp(`^${setupInputs[0]!.label}\\.`) })).toBeVisible();
  await expect(section.getByRole('tablist')).toBeHidden();
  await expect(section.getByRole('button')).toHaveCount(0);
}

/** Pricing: every plan with its price for every tier and billing period; no choice offered. */
export async function expectEveryPrice(page: Page) {
  expect(new URL(page.url()).pathname).toBe(paths.pricing);
  for (const plan of plans) {
    const card = page.locator(`article[data-plan="${plan.id}"]`);
    await expect(card).toContainText(plan.name);
    await expect(card.getByRole('radio')).toHaveCount(0);
    const table = card.getByRole('table');
    for (const [i, option] of plan.contactOptions.entries()) {
      const { primary, secondary } = tierOptionText(option.contacts, option.users);
      const row = table.getByRole('row', { name: new RegExp(`^${primary}, ${secondary}`) });
      for (const period of ['monthly', 'annual'] as const) {
        const quote = quotePlan(plan, i, period);
        if (quote.kind !== 'tier') throw new Error(`${plan.id} has tiers`);
        await expect(row).toContainText(formatPrice(quote.total));
      }
    }
    if (isCustomPlan(plan)) {
      await expect(table).toContainText(formatPrice(plan.startingPrice));
      await expect(table).toContainText(formatPrice(plan.startingPriceAnnual));
    }
  }
}
