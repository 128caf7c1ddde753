// With JavaScript turned off, the prerendered pages read: headings, copy, sections that reveal on
// scroll (never hidden before scripts run). The contact form without JavaScript: contact-no-js.spec.ts.
import { paths } from '../src/config/paths.ts';
import { benefits, heroShowcase, pricingTeaser } from '../src/content/home.ts';
import { featuresSection, featureTabs } from '../src/content/home-features.ts';
import { setupInputs, setupSection } from '../src/content/home-setup.ts';
import { testimonials, testimonialsSection } from '../src/content/home-testimonials.ts';
import { legalDocuments } from '../src/content/legal/index.ts';
import { pages } from '../src/content/pages.ts';
import { plans } from '../src/content/pricing.ts';
import { isCustomPlan, quotePlan } from '../src/features/pricing/pricing-math.ts';
import { tierOptionText } from '../src/features/pricing/pricing-text.ts';
import { formatEuro } from '../src/lib/format.ts';
import { controlsThatNeedAScript } from './controls.ts';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';

test.use({ javaScriptEnabled: false });

const mainPages = [
  'home',
  'platform',
  'useCases',
  'pricing',
  'about',
  'contact',
  'helpCenter',
  'privacy',
] as const;

for (const id of mainPages) {
  test(`${pages[id].path} shows its heading and introduction`, async ({ page }) => {
    await page.goto(pages[id].path);
    await expect(page.getByRole('heading', { level: 1, name: pages[id].heading })).toBeVisible();
    await expect(page.getByText(pages[id].intro, { exact: true }).first()).toBeVisible();
    // Nothing waits for a script to show it: no element is left transparent for a reveal. Scripts
    // are off, so only CSS can change what is shown: an entrance transition (on a slow machine the
    // first look can land inside one) settles by itself, which the poll allows for.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            [...document.querySelectorAll('#main-content *')].filter(
              (el) => el.getBoundingClientRect().height > 0 && getComputedStyle(el).opacity === '0',
            ).length,
        ),
      )
      .toBe(0);
  });
}

// The narrowest phone and a desktop: every layout variant of a control is on one side of the
// breakpoints (sm, lg) or the other; 320 px also checks the reflow of what shows only without scripts.
for (const width of [320, 1440]) {
  test(`no page offers a control that does nothing, or scrolls sideways, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of Object.values(paths)) {
      await page.goto(path);
      expect(await page.evaluate(controlsThatNeedAScript, null), path).toEqual([]);
      await expectNoSidewaysScroll(page);
    }
  });
}

test('home: sections below the fold read too', async ({ page }) => {
  await page.goto(paths.home);
  const heading = page.getByRole('heading', { level: 2, name: pricingTeaser.title });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  await expect(page.getByText(benefits.items[0]!.label, { exact: true }).first()).toBeVisible();
});

test('home: every testimonial reads, one under the other, and no carousel button is offered', async ({
  page,
}) => {
  await page.goto(paths.home);
  const carousel = page.getByRole('region', { name: testimonialsSection.carouselLabel });
  for (const t of testimonials) {
    const quote = carousel.getByText(t.quote);
    // As a visitor scrolls: the page, down (scrollIntoView would also turn the clipped carousel).
    await quote.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 120));
    await expect(quote).toBeInViewport();
  }
  // Previous, next and the dots need a script: none is shown.
  await expect(carousel.getByRole('button')).toHaveCount(0);
});

test('home: every features panel reads, one under the other, and no tab is offered', async ({ page }) => {
  await page.goto(paths.home);
  const section = page.locator('#features');
  for (const tab of featureTabs) {
    const title = section.getByRole('heading', { level: 3, name: tab.title, exact: true });
    await title.scrollIntoViewIfNeeded();
    await expect(title).toBeVisible();
    await expect(section.getByText(tab.cards[0]!.title, { exact: true })).toBeVisible();
  }
  // The tabs need a script to switch: their list is not shown.
  await expect(section.getByRole('tablist', { name: featuresSection.listLabel })).toBeHidden();
});

test('home: the product tour shows its first panel, and no tab is offered', async ({ page }) => {
  await page.goto(paths.home);
  const first = heroShowcase.tabs.find((t) => t.id === heroShowcase.defaultTab)!;
  await expect(page.getByRole('img', { name: first.alt })).toBeVisible();
  // The tabs need a script to switch: their list is not shown.
  await expect(page.getByRole('tablist', { name: heroShowcase.label })).toBeHidden();
});

test('home: the nine setup inputs read as a list beside the first preview, and no tab or arrow is offered', async ({
  page,
}) => {
  await page.goto(paths.home);
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
});

test('pricing: every plan, with its price for every tier and billing period, and no choice that changes nothing', async ({
  page,
}) => {
  await page.goto(paths.pricing);
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
        await expect(row).toContainText(formatEuro(quote.total));
      }
    }
    if (isCustomPlan(plan)) {
      await expect(table).toContainText(formatEuro(plan.startingPrice));
      await expect(table).toContainText(formatEuro(plan.startingPriceAnnual));
    }
  }
});

test('a legal page: its sections and table of contents', async ({ page }) => {
  await page.goto(paths.terms);
  const doc = legalDocuments.terms;
  for (const section of doc.sections.slice(0, 3))
    await expect(page.getByRole('heading', { name: section.title }).first()).toBeAttached();
  await expect(page.locator('nav[data-toc]').first()).toBeAttached();
});
