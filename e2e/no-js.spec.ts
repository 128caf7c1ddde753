// With JavaScript turned off, the prerendered pages read: headings, copy, sections that reveal on
// scroll (never hidden before scripts run). The contact form without JavaScript: contact-no-js.spec.ts.
import { paths } from '../src/config/paths.ts';
import { benefits, pricingTeaser } from '../src/content/home.ts';
import { legalDocuments } from '../src/content/legal/index.ts';
import { pages } from '../src/content/pages.ts';
import { controlsThatNeedAScript } from './controls.ts';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';
import {
  expectEveryFeaturePanel,
  expectEveryPrice,
  expectEveryTestimonial,
  expectSetupList,
  expectTourFirstPanel,
} from './without-the-app.ts';

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
              (el) =>
                el.getBoundingClientRect().height > 0 &&
                getComputedStyle(el).opacity === '0' &&
                // A pulse that loops for ever (a live dot's ping) is transparent a quarter of every
                // second by design; a poll a second apart can land in that quarter every time.
                !el
                  .getAnimations()
                  .some((a) => a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
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
  await expectEveryTestimonial(page);
});

test('home: every features panel reads, one under the other, and no tab is offered', async ({ page }) => {
  await page.goto(paths.home);
  await expectEveryFeaturePanel(page);
});

test('home: the product tour shows its first panel, and no tab is offered', async ({ page }) => {
  await page.goto(paths.home);
  await expectTourFirstPanel(page);
});

test('home: the nine setup inputs read as a list beside the first preview, and no tab or arrow is offered', async ({
  page,
}) => {
  await page.goto(paths.home);
  await expectSetupList(page);
});

test('pricing: every plan, with its price for every tier and billing period, and no choice that changes nothing', async ({
  page,
}) => {
  await page.goto(paths.pricing);
  await expectEveryPrice(page);
});

test('a legal page: its sections and table of contents', async ({ page }) => {
  await page.goto(paths.terms);
  const doc = legalDocuments.terms;
  for (const section of doc.sections.slice(0, 3))
    await expect(page.getByRole('heading', { name: section.title }).first()).toBeAttached();
  await expect(page.locator('nav[data-toc]').first()).toBeAttached();
});
