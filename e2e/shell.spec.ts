import { redirects } from '../src/config/redirects.ts';
import { siteConfig } from '../src/config/site.ts';
import { THEME_STORAGE_KEY } from '../src/config/theme.ts';
import {
  featureMenu,
  footerBottomLinks,
  footerColumns,
  headerNav,
  skipLinkLabel,
} from '../src/content/navigation.ts';
import { notFoundCopy, pages } from '../src/content/pages.ts';
import {
  expect,
  holdScripts,
  NOT_FOUND_CONSOLE_ERROR,
  openBeforeTheApp,
  test,
  waitForHeading,
} from './fixtures.ts';

test('the footer reaches every page it lists', async ({ page }) => {
  // Two page loads per link, for every footer link: 13 s on an idle machine, over 30 s on a busy one.
  test.setTimeout(90_000);
  for (const link of [...footerColumns.flatMap((c) => c.links), ...footerBottomLinks]) {
    await test.step(`${link.label} → ${link.to}`, async () => {
      await page.goto(link.to.startsWith('/about') ? '/help-center' : '/about');
      await waitForHeading(page);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${siteConfig.name}`)).toBeVisible();
      await footer.getByRole('link', { name: link.label, exact: true }).click();
      const path = link.to.split('#')[0] || '/';
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(#.*)?$`));
      await waitForHeading(page);
    });
  }
});

test('the header reaches every page and section it lists', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForHeading(page);
  const header = page.getByRole('banner');
  await header.getByRole('link', { name: headerNav.platform.label, exact: true }).click();
  await expect(page).toHaveURL(/\/platform$/);
  await header.getByRole('link', { name: headerNav.pricing.label, exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await header.getByRole('link', { name: headerNav.why.label }).click();
  await expect(page).toHaveURL(/\/#benefits$/);
  await header.getByRole('link', { name: headerNav.howItWorks.label }).click();
  await expect(page).toHaveURL(/\/#how-it-works$/);
  await header.getByRole('link', { name: headerNav.getStarted.label }).click();
  await expect(page).toHaveURL(/\/contact\?purpose=sales#contact-form$/);
  await header.getByRole('link', { name: headerNav.home.label, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the header's Features menu reaches each features tab", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForHeading(page);
  const header = page.getByRole('banner');
  for (const entry of featureMenu) {
    await header.getByRole('button', { name: headerNav.features }).hover();
    await header.getByRole('link', { name: entry.label }).click();
    await expect(page).toHaveURL(new RegExp(`/#features\\?tab=${entry.tab}$`));
  }
});

test('a Features menu opened again while the next page loads stays open when that page lands', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForHeading(page);
  await page.evaluate(() => {
    (window as unknown as { __marker: string }).__marker = 'same document';
  });
  // The home page's code is held back: the navigation stays pending until it is released.
  const release = await holdScripts(page, /\/assets\/testimonials-[\w-]+\.js$/);
  const header = page.getByRole('banner');
  const [first, second] = featureMenu;
  await header.getByRole('button', { name: headerNav.features }).hover();
  await header.getByRole('link', { name: first!.label }).click();
  await expect(page).toHaveURL(new RegExp(`/#features\\?tab=${first!.tab}$`));
  await header.getByRole('button', { name: headerNav.features }).hover();
  const next = header.getByRole('link', { name: second!.label });
  await expect(next).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1, name: pages.home.heading })).toBeVisible();
  await expect(next).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/#features\\?tab=${second!.tab}$`));
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'same document',
  );
});

test('a pointer resting on Features while the page loads opens its menu once the app runs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await openBeforeTheApp(page, '/about');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: headerNav.features }).hover();
  const first = header.getByRole('link', { name: featureMenu[0]!.label });
  // Hover alone needs the app (a click opens the menu without it); the pointer stays where it is.
  await page.waitForTimeout(400);
  await expect(first).toBeHidden();
  release();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(new RegExp(`/#features\\?tab=${featureMenu[0]!.tab}$`));
});

test('the Features dropdown works from the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/about');
  await waitForHeading(page);
  const trigger = page.getByRole('button', { name: headerNav.features });
  const firstEntry = page.getByRole('link', { name: featureMenu[0]!.label });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(firstEntry).toBeVisible();
  // The menu's links come right after its button in the tab order.
  await page.keyboard.press('Tab');
  await expect(firstEntry).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(firstEntry).toBeHidden();
  await expect(trigger).toBeFocused();
});

test.describe('redirects', () => {
  test('every old address is a permanent redirect to its new one', async ({ page }) => {
    for (const [from, to] of Object.entries(redirects)) {
      const res = await page.request.get(from, { maxRedirects: 0 });
      expect(res.status(), from).toBe(301);
      expect(res.headers().location, from).toBe(to);
    }
  });

  for (const [from, to] of Object.entries(redirects).filter((_, i, all) => i === 0 || i === all.length - 1)) {
    test(`${from} → ${to} without a history entry`, async ({ page }) => {
      await page.goto('/about');
      await waitForHeading(page);
      // A visitor typing (or following) the old address: the origin redirects, the app agrees.
      await page.goto(from);
      await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
    });
  }

  test('/b2b#benefits lands on /#benefits, and /b2b#how-it-works on /#how-it-works', async ({ page }) => {
    await page.goto('/b2b#benefits');
    await expect(page).toHaveURL(/\/#benefits$/);
    await page.goto('/b2b#how-it-works');
    await expect(page).toHaveURL(/\/#how-it-works$/);
  });
});

test.describe('an unknown path', () => {
  // The origin answers it with status 404, which Chromium logs as a failed resource.
  test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
  test('shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await waitForHeading(page);
    await expect(page.getByRole('heading', { name: pages.notFound.heading })).toBeVisible();
    await page.getByRole('link', { name: notFoundCopy.action }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('theme', () => {
  test('is dark on a first visit, and a chosen light theme survives a reload', async ({ page }) => {
    await page.goto('/about');
    await waitForHeading(page);
    const html = page.locator('html');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveClass(/\blight\b/);
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
    await waitForHeading(page);
    await page.getByTestId('theme-toggle').click();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('the stored theme applies before the first paint (no flash)', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'light'), THEME_STORAGE_KEY);
    await page.goto('/about', { waitUntil: 'commit' });
    // The inline script in index.html runs before any module: the class is right immediately.
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the side drawer opens, takes the next Tab, closes with Esc and on navigation', async ({ page }) => {
    await page.goto('/about');
    await waitForHeading(page);
    const open = page.getByRole('button', { name: headerNav.openMenu });
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await page.getByRole('dialog').getByRole('link', { name: headerNav.pricing.label }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the side drawer marks the current page, as served and once the app runs', async ({ page }) => {
    for (const link of [headerNav.pricing, headerNav.platform]) {
      await page.goto(link.to);
      await waitForHeading(page);
      await page.getByRole('button', { name: headerNav.openMenu }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);
      await page.keyboard.press('Escape');
    }
  });
});

test('a deep link reloads on the same page', async ({ page }) => {
  await page.goto('/help-center');
  await waitForHeading(page);
  await page.reload();
  await expect(page).toHaveURL(/\/help-center$/);
  await waitForHeading(page);
});

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/about');
  await waitForHeading(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: skipLinkLabel });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();
});

test('navigating scrolls to the top, and to a hash target below the header', async ({ page }) => {
  await page.goto('/about');
  await waitForHeading(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: pages.helpCenter.title }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
