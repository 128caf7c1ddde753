import type { Page } from '@playwright/test';
import { siteConfig } from '../src/config/site.ts';
import { heroFromPrice } from '../src/content/claims.ts';
import {
  benefits,
  contactSalesLabel,
  costAnchor,
  hero,
  heroShowcase,
  pricingTeaser,
} from '../src/content/home.ts';
import { featureTabs } from '../src/content/home-features.ts';
import { findMock, meetingsMock, outreachMock, strategyMock } from '../src/content/home-mocks.ts';
import { setupInputs, setupSection } from '../src/content/home-setup.ts';
import { testimonials, testimonialsSection } from '../src/content/home-testimonials.ts';
import { featureMenu, headerNav } from '../src/content/navigation.ts';
import { formatPrice } from '../src/lib/format.ts';
import { byId, escapeRegExp } from '../tests/helpers/content.ts';
import {
  AXE_PASSES,
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

const featureLabel = (id: string) => featureTabs.find((t) => t.id === id)!.label;
const heroTabs = (page: Page) => page.getByRole('tablist', { name: heroShowcase.label });
const featureTabList = (page: Page) => page.locator('#features').getByRole('tablist');
const setupList = (page: Page) => page.getByRole('tablist', { name: setupSection.listLabel });

async function openHome(page: Page, url = '/') {
  await page.goto(url);
  await waitForHeading(page);
}

test.describe('hero', () => {
  test('shows the badge, headline, price anchor and a Contact Sales link', async ({ page }) => {
    await openHome(page);
    const heroSection = page.locator('section[aria-labelledby="hero-title"]');
    await expect(heroSection.getByText(hero.badge)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(heroSection.getByText(hero.intro)).toBeVisible();
    await expect(heroSection.getByText(costAnchor.claim)).toBeVisible();
    await expect(heroSection.getByText(costAnchor.sdr.amount)).toBeVisible();
    await expect(heroSection.getByText(costAnchor.product.amount)).toBeVisible();
    await expect(
      heroSection.getByText(`${costAnchor.product.label}, ${costAnchor.product.unit}`),
    ).toBeVisible();
  });

  test('Contact Sales sends cta_click and opens the contact page', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { gtagCalls: unknown[][]; gtag: (...args: unknown[]) => void };
      w.gtagCalls = [];
      w.gtag = (...args) => w.gtagCalls.push(args);
    });
    await openHome(page);
    const before = Date.now();
    await page
      .locator('section[aria-labelledby="hero-title"]')
      .getByRole('link', { name: contactSalesLabel })
      .click();
    await expect(page).toHaveURL(/\/contact\?purpose=demo#contact-form$/);
    const calls = await page.evaluate(() => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls);
    expect(calls).toHaveLength(1);
    const [command, name, params] = calls[0] as [string, string, Record<string, string>];
    expect([command, name]).toEqual(['event', 'cta_click']);
    expect(params).toMatchObject({ location: 'hero', text: contactSalesLabel });
    expect(Date.parse(params.timestamp!)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('the product tour starts on strategy and switches panels', async ({ page }) => {
    await openHome(page);
    const tabs = heroTabs(page);
    const tabName = (id: string) => new RegExp(escapeRegExp(byId(heroShowcase.tabs, id).label));
    const strategy = tabName('strategy');
    await expect(tabs.getByRole('tab', { name: strategy })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: strategy });
    await expect(panel.getByText(strategyMock.count)).toBeVisible();
    // The served picture is a part React does not hydrate (decision 036).
    await expect(panel.locator('[data-opaque]')).toHaveCount(1);
    // Position in the document (not the viewport: clicking a tab may scroll it into view).
    const box = (name: RegExp) =>
      page.getByRole('tabpanel', { name }).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.x, top: r.top + window.scrollY, width: r.width, height: r.height };
      });
    const frame = await box(strategy);

    const expected: Record<string, string> = {
      customers: findMock.name,
      outreach: outreachMock.steps.find((step) => step.channel === 'linkedin')!.title,
      meetings: meetingsMock.bookedTitle,
    };
    for (const [id, text] of Object.entries(expected)) {
      await tabs.getByRole('tab', { name: tabName(id) }).click();
      const current = page.getByRole('tabpanel', { name: tabName(id) });
      await expect(current.getByText(text).first()).toBeVisible();
      // The frame has an explicit size: switching panels never shifts the layout.
      expect(await box(tabName(id))).toEqual(frame);
    }
    // The strategy panel is gone (the setup section's sample profile says the same figure, in a
    // step not shown).
    await expect(page.getByText(strategyMock.count).filter({ visible: true })).toHaveCount(0);
    // Back to the first panel: rendered in the browser this time, whole and in the same frame.
    await tabs.getByRole('tab', { name: strategy }).click();
    await expect(panel.getByText(strategyMock.count)).toBeVisible();
    await expect(panel.getByRole('img', { name: byId(heroShowcase.tabs, 'strategy').alt })).toBeVisible();
    expect(await box(strategy)).toEqual(frame);
  });
});

test.describe('features tabs', () => {
  test('/#features?tab=reach and /?tab=book open those tabs; bad values fall back to find', async ({
    page,
  }) => {
    await openHome(page, '/#features?tab=reach');
    await expect(featureTabList(page).getByRole('tab', { name: featureLabel('reach') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { level: 3, name: featureTabs[2]!.title })).toBeVisible();

    await openHome(page, '/?tab=book');
    await expect(featureTabList(page).getByRole('tab', { name: featureLabel('book') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await openHome(page, '/?tab=nonsense');
    await expect(featureTabList(page).getByRole('tab', { name: featureLabel('find') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the header Features menu switches the tab while on the home page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openHome(page);
    const header = page.getByRole('banner');
    for (const entry of [...featureMenu].reverse()) {
      await header.getByRole('button', { name: headerNav.features }).hover();
      await header.getByRole('link', { name: entry.label }).click();
      await expect(page).toHaveURL(new RegExp(`/#features\\?tab=${entry.tab}$`));
      await expect(featureTabList(page).getByRole('tab', { name: entry.label })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(page.locator('#features')).toBeInViewport();
    }
  });

  test('clicking a tab does not change the URL', async ({ page }) => {
    await openHome(page, '/#features?tab=find');
    await featureTabList(page)
      .getByRole('tab', { name: featureLabel('personalize') })
      .click();
    await expect(
      featureTabList(page).getByRole('tab', { name: featureLabel('personalize') }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/#features\?tab=find$/);
  });

  test('arrow keys move between tabs, and each tab has a Contact Sales link', async ({ page }) => {
    await openHome(page, '/#features');
    const list = featureTabList(page);
    await list.getByRole('tab', { name: featureLabel('find') }).focus();
    await page.keyboard.press('ArrowRight');
    const personalize = list.getByRole('tab', { name: featureLabel('personalize') });
    await expect(personalize).toBeFocused();
    await expect(personalize).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('End');
    await expect(list.getByRole('tab', { name: featureLabel('book') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(list.getByRole('tab', { name: featureLabel('find') })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowLeft');
    await expect(list.getByRole('tab', { name: featureLabel('book') })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const panel = page.locator('#features').getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 3, name: featureTabs[3]!.title })).toBeVisible();
    await expect(panel.getByRole('link', { name: contactSalesLabel })).toHaveAttribute(
      'href',
      siteConfig.salesLink,
    );
  });
});

test.describe('setup', () => {
  const first = setupInputs[0]!.label;
  const second = setupInputs[1]!.label;
  const last = setupInputs.at(-1)!.label;

  test('starts on the first input; the arrows wrap around both ways', async ({ page }) => {
    await openHome(page, '/#setup');
    const list = setupList(page);
    await expect(list.getByRole('tab')).toHaveCount(setupInputs.length);
    await expect(list.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true');

    const previous = page.getByRole('button', { name: new RegExp(`^${setupSection.previous}`) });
    const next = page.getByRole('button', { name: new RegExp(`^${setupSection.next}`) });
    await previous.click();
    await expect(list.getByRole('tab', { name: last })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('img', { name: new RegExp(`^${last}`) })).toBeVisible();
    await next.click();
    await expect(list.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true');
    await next.click();
    await expect(list.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');

    // Nine presses of next go all the way round.
    for (let i = 0; i < 9; i++) await next.click();
    await expect(list.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
  });

  test('the list works from the keyboard', async ({ page }) => {
    await openHome(page, '/#setup');
    const list = setupList(page);
    await list.getByRole('tab', { name: first }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('tab', { name: second })).toBeFocused();
    await expect(list.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true');
    // Radix moves focus on the next tick: wait for each move before the next key.
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('tab', { name: first })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(list.getByRole('tab', { name: last })).toBeFocused();
    await expect(list.getByRole('tab', { name: last })).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('testimonials carousel', () => {
  const carousel = (page: Page) => page.getByRole('region', { name: testimonialsSection.carouselLabel });
  const slideQuote = (page: Page, i: number) =>
    carousel(page).getByText(testimonials[i]!.quote, { exact: false });

  test('has a slide per testimonial; previous is disabled at the start and next at the end', async ({
    page,
  }) => {
    const last = testimonials.length - 1;
    await openHome(page, '/#social-proof');
    const region = carousel(page);
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(region.locator('[aria-roledescription="slide"]')).toHaveCount(testimonials.length);
    const previous = region.getByRole('button', { name: 'Previous slide' });
    const next = region.getByRole('button', { name: 'Next slide' });
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(slideQuote(page, 0)).toBeInViewport();

    for (let i = 1; i <= last; i++) {
      await next.click();
      await expect(slideQuote(page, i)).toBeInViewport();
      await expect(previous).toBeEnabled();
    }
    await expect(next).toBeDisabled();
    await next.click({ force: true });
    await expect(slideQuote(page, last)).toBeInViewport();
    await previous.click();
    await expect(slideQuote(page, last - 1)).toBeInViewport();
  });

  test('works from the keyboard, and focus stays on the button at the end', async ({ page }) => {
    await openHome(page, '/#social-proof');
    const region = carousel(page);
    const dot = (n: number) =>
      region.getByRole('button', { name: `Go to slide ${n} of ${testimonials.length}` });
    await region.scrollIntoViewIfNeeded();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    const next = region.getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true');
    await expect(slideQuote(page, 1)).toBeInViewport();
    // The arrow keys walk on to the last slide, where Next is disabled and keeps focus.
    const last = testimonials.length;
    for (let n = 3; n <= last; n++) {
      await page.keyboard.press('ArrowRight');
      await expect(dot(n)).toHaveAttribute('aria-current', 'true');
      await expect(slideQuote(page, n - 1)).toBeInViewport();
    }
    await expect(next).toBeDisabled();
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(dot(last - 1)).toHaveAttribute('aria-current', 'true');
    await dot(1).press('Enter');
    await expect(slideQuote(page, 0)).toBeInViewport();
    await expect(region.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
  });
});

test.describe('sections', () => {
  test('/#benefits scrolls the benefits section into view below the fixed header', async ({ page }) => {
    await openHome(page, '/#benefits');
    const section = page.locator('#benefits');
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const headerBottom = header.y + header.height;
    // Landed: the section's top sits just below the fixed header, not under it and not far below.
    await expect
      .poll(async () => (await section.boundingBox())?.y ?? -1, { timeout: 5000 })
      .toBeLessThan(headerBottom + 120);
    expect((await section.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
    await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  });

  test('the page has its anchors, four benefit cards, four stages and a pricing teaser', async ({ page }) => {
    await openHome(page);
    for (const id of ['benefits', 'how-it-works', 'features', 'setup', 'social-proof', 'pricing']) {
      await expect(page.locator(`#${id}`)).toHaveCount(1);
    }
    await expect(page.locator('#benefits').getByRole('heading', { level: 3 })).toHaveCount(
      benefits.items.length,
    );
    await expect(page.locator('#how-it-works').getByRole('heading', { level: 3 })).toHaveText(
      ['find', 'personalize', 'reach', 'book'].map((id) => byId(featureTabs, id).shortLabel),
    );
    const pricing = page.locator('#pricing');
    await expect(
      pricing.getByText(formatPrice(heroFromPrice, { from: true }), { exact: true }),
    ).toBeVisible();
    await pricing.getByRole('link', { name: pricingTeaser.primary.label }).click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('accessibility', () => {
  for (const [theme, width] of AXE_PASSES) {
    test(`no axe violations in the ${theme} theme at ${width}px`, async ({ page }) => {
      test.slow(); // two full-page axe runs on a shared two-core machine
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await openHome(page);
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The other panels too: hero, features and setup show one at a time.
      await heroTabs(page)
        .getByRole('tab', { name: new RegExp(escapeRegExp(byId(heroShowcase.tabs, 'meetings').label)) })
        .click();
      await featureTabList(page)
        .getByRole('tab', { name: featureLabel('book') })
        .click();
      await setupList(page)
        .getByRole('tab', {
          name: new RegExp(escapeRegExp(byId(setupInputs, 'ideal-customer-profile').label)),
        })
        .click();
      await expectNoA11yViolations(page);
    });
  }
});
