// Reveal on scroll (docs/requirements.md#timings): once scripts run, content below the fold waits
// transparent and fades in when scrolled to, in hydrated parts and in parts React leaves as
// served (decision 036) alike; nothing is left transparent. Acts as a visitor: no readiness wait.
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { platformGroups } from '../src/content/platform.ts';
import { expect, openBeforeTheApp, test, waitForHeading } from './fixtures.ts';

/**
 * Through the whole page a screen (600 px) at a time, as a visitor reads, ending at the top going up:
 * each screen is painted before the next (two frames: a loaded machine could otherwise scroll past a
 * screen within one frame, which no reader does, and what it held would rightly still wait below).
 */
async function scrollThrough(page: Page, direction: 'down' | 'up') {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const stops: number[] = [];
  for (let y = 0; y < height; y += 600) stops.push(y);
  if (direction === 'up') stops.reverse();
  for (const top of stops) {
    await page.evaluate((y) => {
      window.scrollTo({ top: y, behavior: 'instant' });
      return new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    }, top);
    await page.waitForTimeout(50);
  }
}

const cases = [
  // An illustration in /platform's last feature group (served as it is).
  { path: paths.platform, target: `#${platformGroups.at(-1)!.features.at(-1)!.id} [data-reveal]` },
  // The pricing page's closing call to action (served as it is).
  { path: paths.pricing, target: '#pricing-cta [data-reveal]' },
  // The home page's how-it-works steps (served as it is), below the hero on a phone.
  { path: paths.home, target: '#how-it-works [data-reveal]' },
];

for (const { path, target } of cases) {
  test(`${path}: content below the fold waits hidden, then is revealed when scrolled to`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(path);
    const revealed = page.locator(target).last();
    // Once the page runs, it is hidden (far below the fold)...
    await expect(revealed).toHaveAttribute('data-reveal', 'hidden', { timeout: 20_000 });
    await expect(revealed).toHaveCSS('opacity', '0');
    // ...and shown, opaque, when the visitor scrolls to it.
    await revealed.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect(revealed).toHaveAttribute('data-reveal', 'shown');
    await expect(revealed).toHaveCSS('opacity', '1');
  });
}

test('nothing stays transparent once the visitor has scrolled through the page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.platform);
  await expect(page.locator('[data-reveal="hidden"]').first()).toBeAttached({ timeout: 20_000 });
  // Down the page a screen at a time, as a visitor reads.
  await scrollThrough(page, 'down');
  await expect.poll(() => page.locator('[data-reveal="hidden"]').count(), { timeout: 10_000 }).toBe(0);
});

test('what the visitor jumps past (a link far down the page, the End key) is not left transparent', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(paths.platform);
  const hidden = page.locator('[data-reveal="hidden"]');
  await expect(hidden.first()).toBeAttached({ timeout: 20_000 });
  const before = await hidden.count();
  // One jump to the foot of the page: no frame ever shows what lies between.
  await page.evaluate(() =>
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
  );
  // What the jump passed over and the browser has laid out (a block far from view is not, decision
  // 043: it shows nothing, transparent or not, until it nears the viewport).
  const hiddenAbove = () =>
    hidden.evaluateAll(
      (els) =>
        els.filter(
          (el) =>
            el.getBoundingClientRect().bottom <= 0 && el.checkVisibility({ contentVisibilityAuto: true }),
        ).length,
    );
  await expect.poll(hiddenAbove, { message: `of ${before} hidden before the jump` }).toBe(0);
  // And what the jump passed over shows as the visitor scrolls back up to it.
  await scrollThrough(page, 'up');
  await expect.poll(() => hidden.count(), { timeout: 10_000 }).toBe(0);
});

// A block far below is not laid out (content-visibility, decision 043) once the browser has looked
// at the page: what waits in it still waits hidden when the app starts late. (In Chromium the app's
// own layout reads give it a box by then; the case where it has none is tests/src/hooks/use-reveal.)
test('content in a block the browser has set aside waits hidden too, and is revealed when scrolled to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const release = await openBeforeTheApp(page, paths.platform);
  const revealed = page.locator(cases[0]!.target).last();
  await expect
    .poll(() => revealed.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true })))
    .toBe(false);
  release();
  await expect(revealed).toHaveAttribute('data-reveal', 'hidden', { timeout: 20_000 });
  await revealed.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(revealed).toHaveAttribute('data-reveal', 'shown');
  await expect(revealed).toHaveCSS('opacity', '1');
});

// Under reduced motion nothing moves: not the reveals, and not a page laid out again. Every element's
// transition is "all 0s" by default; a rule that lengthened every duration (0.01ms, the usual recipe)
// made each element a transition of everything, drawing its old size for a frame after a resize.
test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a resized window lays every page out at once, with no transition, on every route', async ({
    page,
  }) => {
    const moving: string[] = [];
    for (const route of Object.values(paths)) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(route);
      await waitForHeading(page);
      for (const width of [390, 1024]) {
        await page.setViewportSize({ width, height: 900 });
        const transitions = await page.evaluate(
          () => document.getAnimations().filter((a) => a instanceof CSSTransition).length,
        );
        if (transitions) moving.push(`${route} at ${width} px: ${transitions} transitions`);
      }
    }
    expect(moving).toEqual([]);
  });
});
