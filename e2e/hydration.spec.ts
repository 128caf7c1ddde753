// Every route, loaded directly, is the prerendered page hydrated into the single-page app: no
// hydration error (console errors fail the test, see fixtures), one set of head tags, state from
// the URL applied after hydration, interactive parts working, navigation client-side.
import type { Page } from '@playwright/test';
import { fullTitle } from '../src/components/seo/seo.tsx';
import { paths } from '../src/config/paths.ts';
import { contactCopy } from '../src/content/contact.ts';
import { featureTabs } from '../src/content/home-features.ts';
import { headerNav } from '../src/content/navigation.ts';
import { type PageMeta, pages } from '../src/content/pages.ts';
import { platformGroups } from '../src/content/platform.ts';
import { pricingCta, pricingFaq } from '../src/content/pricing.ts';
import { HYDRATED_ATTRIBUTE, ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../src/lib/early/contract.ts';
import { OPAQUE_ATTRIBUTE } from '../src/lib/hydration.ts';
import { CONTACT_FIELDS } from '../supabase/functions/_shared/contracts/contact.ts';
import { contactMessages } from '../tests/helpers/contact-messages.ts';
import { question } from './disclosure.ts';
import {
  expect,
  holdScripts,
  NOT_FOUND_CONSOLE_ERROR,
  nextFrames,
  REFUSED_POST_CONSOLE_ERROR,
  test,
  waitForHeading,
} from './fixtures.ts';

const routes = (Object.keys(pages) as (keyof typeof pages)[])
  .filter((id) => id !== 'notFound')
  .map((id) => ({ path: pages[id].path, page: pages[id], canonical: true }));

/** The head holds exactly one title, description and canonical link: React kept the prerendered ones. */
async function expectOneSetOfHeadTags(page: Page, title: string, canonical: boolean) {
  await expect(page).toHaveTitle(title);
  const counts = await page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
    ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
  }));
  expect(counts).toEqual({ titles: 1, descriptions: 1, canonicals: canonical ? 1 : 0, ogTitles: 1 });
}

async function expectHydrated(page: Page, route: { path: string; page: PageMeta; canonical: boolean }) {
  const res = await page.goto(route.path);
  await waitForHeading(page);
  await expect(page.getByRole('heading', { level: 1, name: route.page.heading })).toBeVisible();
  // What is tested here is the hydration itself: it must have run (and logged no error).
  await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
  await expectOneSetOfHeadTags(page, fullTitle(route.page.title), route.canonical);
  return res;
}

/** Controls that do nothing without React: an enabled button, a field, a tab, an island. */
const NEEDS_REACT = 'button:not([disabled]), input, select, textarea, [role="tab"], [data-island]';

// One browser page for all the routes (a step each), as a visitor going from page to page by
// address: each a full load, hydrated.
test('every route hydrates without errors, with its own title, description and one set of head tags', async ({
  page,
}) => {
  // Every route, one full load each: more than 30 s beside another worker on a slow day.
  test.slow();
  for (const route of routes) {
    await test.step(route.path, async () => {
      const res = await expectHydrated(page, route);
      expect(res?.status()).toBe(200);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        route.page.description,
      );
      // A part React leaves as served (decision 036) holds nothing that needs React to work.
      await expect(page.locator(`[${OPAQUE_ATTRIBUTE}] :is(${NEEDS_REACT})`)).toHaveCount(0);
    });
  }
});

test.describe('the not-found page', () => {
  // The origin answers with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
  test('hydrates without errors at any unknown path, with no canonical link', async ({ page }) => {
    await expectHydrated(page, { path: '/no/such/page', page: pages.notFound, canonical: false });
  });
});

test.describe('a stored light theme', () => {
  test.use({ theme: 'light' });
  test('hydrates without a mismatch, and the toggle then offers the dark theme', async ({ page }) => {
    await page.goto(paths.pricing);
    await waitForHeading(page);
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    await expect(page.getByTestId('theme-toggle')).toHaveAccessibleName('Switch to dark theme');
  });
});

test('state from the URL applies after hydration: ?tab= on home, ?purpose=demo on contact', async ({
  page,
}) => {
  const reach = featureTabs.find((t) => t.id === 'reach')!;
  await page.goto('/?tab=reach');
  await waitForHeading(page);
  await expect(page.locator('#features').getByRole('tab', { name: reach.label })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.goto('/contact?purpose=demo');
  await waitForHeading(page);
  await expect(page.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label })).toHaveValue('demo');
  await expect(page.getByRole('button', { name: contactCopy.submit.demo })).toBeVisible();
});

test.describe('stays interactive after hydration', () => {
  test('home: a features tab', async ({ page }) => {
    await page.goto('/');
    await waitForHeading(page);
    const book = featureTabs.find((t) => t.id === 'book')!;
    const tab = page.locator('#features').getByRole('tab', { name: book.label });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.locator('#features').getByRole('heading', { level: 3, name: book.title }),
    ).toBeVisible();
  });

  test('pricing: the billing toggle and an FAQ answer', async ({ page }) => {
    await page.goto(paths.pricing);
    await waitForHeading(page);
    const card = page.locator('article[data-plan]').first();
    const price = card.getByTestId('plan-price');
    const monthly = await price.textContent();
    await card.getByText('Annual', { exact: true }).click();
    await expect(card.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(price).not.toHaveText(monthly ?? '');

    const faq = pricingFaq.items[0]!;
    await question(page, faq.question).click();
    await expect(page.getByText(faq.answer)).toBeVisible();
  });

  test.describe(() => {
    // Clicked as soon as it shows: before the app that is the native POST, refused with 400.
    test.use({ allowConsoleErrors: [REFUSED_POST_CONSOLE_ERROR] });
    test('contact: the form validates before sending', async ({ page }) => {
      await page.goto(paths.contact);
      await waitForHeading(page);
      await page.getByRole('button', { name: contactCopy.submit.default }).click();
      await expect(page.getByText(contactMessages.nameMin, { exact: true })).toBeVisible();
    });
  });
});

// What paints first (the document, the font) goes out at high priority; every script, the islands'
// code included (fetched through Vite's preload helper, vite.config.ts), at low priority, so none
// competes with the first paint. Decisions 033 and 035.
for (const { path: route, islands } of [
  { path: paths.home, islands: ['features-section', 'setup-section', 'testimonials'] },
  { path: paths.contact, islands: ['contact-form'] },
]) {
  test(`${route}: every script, its islands' code too, is fetched at low priority`, async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', ({ request }) => {
      const file = /\/assets\/([^/?]+\.js)$/.exec(request.url)?.[1];
      if (file) scripts.set(file, request.initialPriority);
    });
    await page.goto(route);
    const names = () => [...scripts.keys()].map((file) => file.replace(/-[\w-]{8}\.js$/, ''));
    // Waits for the islands' code to be asked for (after the page's own code runs): no speed test.
    await expect.poll(names, { timeout: 20_000 }).toEqual(expect.arrayContaining(islands));
    expect(Object.fromEntries([...scripts].filter(([, priority]) => priority !== 'Low'))).toEqual({});
  });
}

// The app and its islands take over the served markup without moving anything on the screen: a
// layout shift then would move what the visitor is reading, or about to tap (Lighthouse's CLS
// only sees loads where the code is quick; here it comes late, after the page has painted whole).
for (const route of [paths.home, paths.platform, paths.pricing, paths.contact]) {
  test(`${route}: the app and its islands taking over move nothing on the screen`, async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: string[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
        })[]) {
          const what = (entry.sources ?? []).map(
            (s) =>
              `${s.node?.nodeName ?? '?'} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)}`,
          );
          w.__shifts.push(
            `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${what.join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const release = await holdScripts(page);
      await page.goto(route, { waitUntil: 'commit' });
      await waitForHeading(page);
      // The page as served, whole: its font in, the first frames drawn.
      await page.evaluate(() => document.fonts.ready);
      await nextFrames(page);
      // Where the first island is, when the page has one: what moves there moves under the visitor.
      const islands = page.locator(`[${ISLAND_ATTRIBUTE}] > *`);
      if (await islands.count()) await islands.first().scrollIntoViewIfNeeded();
      await nextFrames(page);
      const served = (await shifts()).length;
      release();
      // The subject is the taking over itself: the app ready, then every island live.
      await expect(page.locator('html')).toHaveAttribute(HYDRATED_ATTRIBUTE, '');
      for (const island of await page.locator(`[${ISLAND_ATTRIBUTE}]`).all())
        await expect(island).toHaveAttribute(ISLAND_LIVE_ATTRIBUTE, '');
      await nextFrames(page);
      expect((await shifts()).slice(served), `${width} px: layout shifts once the code ran`).toEqual([]);
    }
  });
}

/** Marks the document, so a later check tells whether it was reloaded since. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'same document';
  });
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __marker?: string }).__marker === 'same document');

test('navigation between pages is client-side: the document is never reloaded', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.about);
  await waitForHeading(page);
  await markDocument(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: headerNav.pricing.label, exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: pages.pricing.heading })).toBeVisible();
  await expect(page).toHaveTitle(fullTitle(pages.pricing.title));
  await header.getByRole('link', { name: headerNav.platform.label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: pages.platform.heading })).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
  await expectOneSetOfHeadTags(page, fullTitle(pages.platform.title), true);
});

test('links in the parts React does not hydrate navigate client-side too, and those parts render whole when navigated to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.pricing);
  await waitForHeading(page);
  await markDocument(page);
  // The closing call to action is served as it is (decision 036): its link has no React handler.
  const cta = page.locator('#pricing-cta');
  await expect(cta).toHaveAttribute('data-opaque', '');
  await cta.getByRole('link', { name: pricingCta.primary.label }).click();
  await expect(page).toHaveURL((url) => url.pathname === paths.contact);
  await expect(page.getByRole('heading', { level: 1, name: pages.contact.heading })).toBeVisible();
  // Rendered in the browser this time: the platform's feature groups are whole.
  await page.getByRole('banner').getByRole('link', { name: headerNav.platform.label, exact: true }).click();
  const lastGroup = platformGroups.at(-1)!;
  const lastFeature = lastGroup.features.at(-1)!;
  const title = page.getByRole('heading', { level: 3, name: lastFeature.title, exact: true });
  await title.scrollIntoViewIfNeeded();
  await expect(title).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);
});
