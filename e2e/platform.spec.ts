import type { Page } from '@playwright/test';
import { siteConfig } from '../src/config/site.ts';
import { platformCopy, platformFeatures, platformGroups } from '../src/content/platform.ts';
import { byId } from '../tests/helpers/content.ts';
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  nextFrames,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

// Where a jumped-to section's top lands: below the 64 px header, and below the step bar on phones.
const HEADER_OFFSET = { desktop: 96, mobile: 144 };

/** Scrolls (instantly) so the section's top sits just above the 30%–40% band: it covers the band. */
async function scrollIntoBand(page: Page, id: string) {
  await page.evaluate((target) => {
    const el = document.getElementById(target)!;
    const top = el.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight * 0.3 + 20, behavior: 'instant' });
  }, id);
}

const topOf = (page: Page, id: string) =>
  page.evaluate((target) => Math.round(document.getElementById(target)!.getBoundingClientRect().top), id);

async function expectLandedOn(page: Page, id: string, offset: number) {
  await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBeGreaterThanOrEqual(offset - 3);
  await expect.poll(() => topOf(page, id), { timeout: 5000 }).toBeLessThanOrEqual(offset + 3);
}

test.describe('platform page, large screens', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto('/platform');
    await waitForHeading(page);
  });

  /** Lets the scroll spy measure (it does once per animation frame) before the next key press. */
  const settleScrollSpy = nextFrames;
  const sideNav = (page: Page) => page.getByRole('navigation', { name: platformCopy.nav.label });
  const toggle = (page: Page, name: string) => sideNav(page).getByRole('button', { name, exact: true });
  const item = (page: Page, title: string) => sideNav(page).getByRole('link', { name: title });

  test('a numbered step per group links to its section (#find, #reach, #book), its map to each feature', async ({
    page,
  }) => {
    const copy = platformCopy.overview;
    const overview = page.getByRole('region', { name: copy.title });
    // The steps, then under each the map of its features (decision 068): every link of the region.
    await expect(overview.getByRole('link')).toHaveCount(platformGroups.length + platformFeatures.length);
    for (const g of platformGroups) {
      const step = overview.locator(`a[href="/platform#${g.id}"]`);
      await expect(step).toHaveCount(1);
      await expect(step).toContainText(copy.stepLabel(g.step));
      await expect(step).toContainText(g.title);
      const map = overview.getByRole('list', { name: copy.mapLabel(g.title) }).getByRole('link');
      await expect(map).toHaveCount(g.features.length);
      for (const [i, f] of g.features.entries()) {
        await expect(map.nth(i)).toHaveAttribute('href', `/platform#${f.id}`);
        await expect(map.nth(i)).toContainText(f.title);
      }
    }
    await overview.locator('a[href="/platform#reach"]').click();
    await expect(page).toHaveURL(/\/platform#reach$/);
    await expectLandedOn(page, 'reach', HEADER_OFFSET.desktop);
    await expect(page.getByRole('heading', { level: 2, name: 'Reach', exact: true })).toBeInViewport();
    const tasks = byId(platformFeatures, 'tasks');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await overview.getByRole('link', { name: tasks.title, exact: true }).click();
    await expect(page).toHaveURL(/\/platform#tasks$/);
    await expectLandedOn(page, 'tasks', HEADER_OFFSET.desktop);
    await expect(page.locator('#tasks')).toBeFocused();
  });

  test('shows every feature as a section under its group', async ({ page }) => {
    await expect(page.getByRole('article')).toHaveCount(platformFeatures.length);
    for (const g of platformGroups) {
      const group = page.locator(`section#${g.id}`);
      await expect(group.getByRole('heading', { level: 2, name: g.title, exact: true })).toBeAttached();
      await expect(group.getByRole('article')).toHaveCount(g.features.length);
      for (const f of g.features) {
        const article = group.locator(`article#${f.id}`);
        await expect(article.getByRole('heading', { level: 3, name: f.title })).toBeAttached();
        await expect(article.getByText(platformCopy.aiBadge)).toHaveCount(f.aiPowered ? 1 : 0);
      }
    }
    // Illustrations are decorative and have a fixed height: no layout shift as they load.
    const heights = await page
      .locator('[data-slot="mock-stage"]')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().height)));
    expect(heights).toHaveLength(platformFeatures.length);
    expect(new Set(heights).size).toBe(1);
  });

  test('scrolling to a Reach feature opens Reach, closes Find and highlights the feature', async ({
    page,
  }) => {
    await expect(toggle(page, 'Find')).toHaveAttribute('aria-expanded', 'true');
    await scrollIntoBand(page, 'sequences');
    await expect(toggle(page, 'Reach')).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, 'Find')).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page, 'Book')).toHaveAttribute('aria-expanded', 'false');
    await expect(item(page, byId(platformFeatures, 'sequences').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(item(page, byId(platformFeatures, 'contact-database').title)).toBeHidden();
    await expect(sideNav(page)).toBeInViewport();
  });

  test('the active item follows the scroll position', async ({ page }) => {
    await scrollIntoBand(page, 'enrichment');
    await expect(item(page, byId(platformFeatures, 'enrichment').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await scrollIntoBand(page, 'validation');
    await expect(item(page, byId(platformFeatures, 'validation').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(item(page, byId(platformFeatures, 'enrichment').title)).not.toHaveAttribute('aria-current');
    await scrollIntoBand(page, 'analytics');
    await expect(toggle(page, 'Book')).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, byId(platformFeatures, 'analytics').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(sideNav(page).locator('[aria-current]')).toHaveCount(1);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(sideNav(page).locator('[aria-current]')).toHaveCount(0);
  });

  test('clicking an item scrolls its section below the header', async ({ page }) => {
    await item(page, byId(platformFeatures, 'validation').title).click();
    await expect(page).toHaveURL(/\/platform#validation$/);
    await expectLandedOn(page, 'validation', HEADER_OFFSET.desktop);
    await expect(item(page, byId(platformFeatures, 'validation').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(page.locator('#validation')).toBeFocused();

    await toggle(page, 'Book').click();
    await item(page, byId(platformFeatures, 'meeting-scheduler').title).click();
    await expect(page).toHaveURL(/\/platform#meeting-scheduler$/);
    await expectLandedOn(page, 'meeting-scheduler', HEADER_OFFSET.desktop);
    await expect(item(page, byId(platformFeatures, 'meeting-scheduler').title)).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toggle(page, 'Book')).toHaveAttribute('aria-expanded', 'true');
  });

  test('group toggles and items work from the keyboard', async ({ page }) => {
    const book = toggle(page, 'Book');
    await book.focus();
    await settleScrollSpy(page);
    await page.keyboard.press('Enter');
    await expect(book).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page, 'Find')).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Space');
    await expect(book).toHaveAttribute('aria-expanded', 'false');
    // Closed groups keep their links out of the tab order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('article').first()).not.toBeFocused();
    await book.focus();
    // The Tab above scrolled the page: the open group follows what that scroll brought into view.
    await settleScrollSpy(page);
    // A fast typist: Tab straight after Enter, with no frame between, lands in the opened group.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(book).toHaveAttribute('aria-expanded', 'true');
    await expect(item(page, byId(platformFeatures, 'unified-inbox').title)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/platform#unified-inbox$/);
    await expectLandedOn(page, 'unified-inbox', HEADER_OFFSET.desktop);
    await expect(page.locator('#unified-inbox')).toBeFocused();
  });

  test('an opened group shows its links at once, before its unfolding has drawn a frame', async ({
    page,
  }) => {
    // What the Tab above relies on, without its timing: with the panel's visibility eased in, the
    // links stay hidden (and out of the tab order) until the next frame. First a real click, so the
    // check below runs on the live page (a click made earlier is kept and replayed).
    // (Scrolled to Find first: a click that scrolled the page would race the scroll spy.)
    await scrollIntoBand(page, 'find');
    await settleScrollSpy(page);
    await toggle(page, 'Reach').click();
    await expect(toggle(page, 'Reach')).toHaveAttribute('aria-expanded', 'true');
    const shown = await toggle(page, 'Book').evaluate(async (button: HTMLButtonElement) => {
      button.click();
      // React commits the click's update in a microtask queued by the click: after it, before any frame.
      await new Promise<void>((r) => queueMicrotask(r));
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      return `${button.getAttribute('aria-expanded')} ${panel ? getComputedStyle(panel).visibility : 'no panel'}`;
    });
    expect(shown).toBe('true visible');
  });

  test('Contact Sales goes to the sales link', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: platformCopy.heroPrimary }).first().click();
    const escaped = siteConfig.salesLink.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(page).toHaveURL(new RegExp(`${escaped}$`));
  });

  // Light on a desktop, dark on a phone (below): both themes, each layout, in half the runs.
  for (const theme of ['light'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme);
      await scrollIntoBand(page, 'dynamic-variables');
      await expect(toggle(page, 'Reach')).toHaveAttribute('aria-expanded', 'true');
      await expectNoA11yViolations(page);
    });
  }
});

// Before any script runs (or without scripts), the browser itself lands on the fragment; no block
// laid out after the landing may move the target away (decision 043, amendment of 2026-11-28).
test.describe('platform deep links before any script', () => {
  test.use({ javaScriptEnabled: false });
  for (const { id, width, offset } of [
    { id: 'book', width: 1440, offset: HEADER_OFFSET.desktop },
    { id: 'ai-personalization', width: 1440, offset: HEADER_OFFSET.desktop },
    { id: 'reach', width: 390, offset: HEADER_OFFSET.mobile },
  ]) {
    test(`/platform#${id} at ${width} px lands on it and stays there`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/platform#${id}`);
      await expectLandedOn(page, id, offset);
      // Where it landed is where it stays once the blocks around it have been laid out.
      await page.waitForTimeout(500);
      expect(await topOf(page, id)).toBeGreaterThanOrEqual(offset - 3);
      expect(await topOf(page, id)).toBeLessThanOrEqual(offset + 3);
    });
  }
});

test.describe('platform deep links', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('/platform#book lands on the Book step with its group open', async ({ page }) => {
    await page.goto('/platform#book');
    await waitForHeading(page);
    await expectLandedOn(page, 'book', HEADER_OFFSET.desktop);
    const nav = page.getByRole('navigation', { name: platformCopy.nav.label });
    await expect(nav.getByRole('button', { name: 'Book', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(nav.getByRole('button', { name: 'Find', exact: true })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('/platform#<feature> lands on that feature and highlights it', async ({ page }) => {
    await page.goto('/platform#ai-personalization');
    await waitForHeading(page);
    await expectLandedOn(page, 'ai-personalization', HEADER_OFFSET.desktop);
    const nav = page.getByRole('navigation', { name: platformCopy.nav.label });
    await expect(
      nav.getByRole('link', { name: byId(platformFeatures, 'ai-personalization').title }),
    ).toHaveAttribute('aria-current', 'location');
  });
});

test.describe('platform page, small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a sticky step bar and a feature select replace the side nav', async ({ page }) => {
    await page.goto('/platform');
    await waitForHeading(page);
    const nav = page.getByRole('navigation', { name: platformCopy.nav.label });
    await expect(nav).toHaveCount(1);
    const select = nav.getByRole('combobox', { name: platformCopy.nav.mobileSelectLabel });
    await select.selectOption(platformFeatures.find((f) => f.id === 'analytics')!.id);
    await expect(page).toHaveURL(/\/platform#analytics$/);
    await expectLandedOn(page, 'analytics', HEADER_OFFSET.mobile);
    await expect(nav).toBeInViewport();
    await expect(select).toHaveValue('analytics');
    await expect(nav.getByRole('link', { name: 'Book' })).toHaveAttribute('aria-current', 'location');
    await nav.getByRole('link', { name: 'Find' }).click();
    await expectLandedOn(page, 'find', HEADER_OFFSET.mobile);
    await expectNoSidewaysScroll(page);
  });

  for (const theme of ['dark'] as const) {
    test(`has no axe violations at 390 px in the ${theme} theme`, async ({ page }) => {
      await page.goto('/platform');
      await waitForHeading(page);
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
    });
  }
});
