// Deferred paint (src/lib/deferred-paint.ts, docs/decisions/027-deferred-paint.md): a prerendered
// page lays out its first screen before it first paints and the blocks below it in the frames
// after; then the whole page is there, and only then does the app hydrate. A #hash, a reload and
// scripts turned off get the whole page at once.
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { DEFERRED_ATTRIBUTE, PAINTED_ATTRIBUTE, PAINTING_ATTRIBUTE } from '../src/lib/deferred-paint.ts';
import { HYDRATED_ATTRIBUTE } from '../src/lib/hydration.ts';
import { expect, test, waitForApp } from './fixtures.ts';

type Block = { painted: boolean };
type Snapshot = { painting: boolean; blocks: Block[]; viewport: number };

declare global {
  interface Window {
    __atParse?: Snapshot;
  }
}

/**
 * Records, when the document has been parsed (the bootstrap, last in the body, has run; the first
 * paint has not happened yet), whether the page paints in parts and which deferred blocks are
 * laid out.
 */
async function recordAtParse(page: Page) {
  await page.addInitScript(
    ([deferred, painted, painting]) => {
      document.addEventListener('DOMContentLoaded', () => {
        const blocks = [...document.querySelectorAll(`[${deferred}]`)].map((el) => ({
          painted: el.hasAttribute(painted!),
        }));
        window.__atParse = {
          painting: document.documentElement.hasAttribute(painting!),
          blocks,
          viewport: window.innerHeight,
        };
      });
    },
    [DEFERRED_ATTRIBUTE, PAINTED_ATTRIBUTE, PAINTING_ATTRIBUTE],
  );
}

const atParse = (page: Page) => page.evaluate(() => window.__atParse!);

/**
 * Waits until the page no longer paints in parts (the one rule that holds blocks back, in
 * globals.css, needs that attribute), then counts the deferred blocks never marked painted.
 */
async function unpaintedOnceWhole(page: Page): Promise<number> {
  await expect(page.locator('html')).not.toHaveAttribute(PAINTING_ATTRIBUTE);
  return page.evaluate(
    ([deferred, painted]) => document.querySelectorAll(`[${deferred}]:not([${painted}])`).length,
    [DEFERRED_ATTRIBUTE, PAINTED_ATTRIBUTE],
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of [paths.home, paths.platform, paths.pricing, paths.privacy]) {
      test(`${path}: the first screen is laid out before the first paint, the rest after it`, async ({
        page,
      }) => {
        await recordAtParse(page);
        await page.goto(path);
        const first = await atParse(page);
        expect(first.painting).toBe(true);
        expect(
          first.blocks.some((b) => !b.painted),
          'blocks left for after the first paint',
        ).toBe(true);

        await waitForApp(page);
        expect(await unpaintedOnceWhole(page), 'deferred blocks never laid out').toBe(0);
        // Nothing the first screen shows was held back: every block laid out only after the
        // first paint starts at or below the fold.
        const tops = await page.evaluate(
          (sel) =>
            [...document.querySelectorAll(sel)].map((el) =>
              // A block its own classes hide at this width (a table on phones) has no position.
              el.getClientRects().length ? el.getBoundingClientRect().top + scrollY : null,
            ),
          `[${DEFERRED_ATTRIBUTE}]`,
        );
        expect(tops).toHaveLength(first.blocks.length);
        const heldBackAboveFold = tops.filter(
          (top, i) => top !== null && !first.blocks[i]!.painted && top < first.viewport,
        );
        expect(heldBackAboveFold, 'blocks held back although they start above the fold').toEqual([]);
      });
    }
  });
}

test('the page paints whole without the app: the bootstrap alone lays out the rest', async ({ page }) => {
  // The app's code never arrives (its requests are held, not failed).
  await page.route('**/assets/*.js', () => {});
  await recordAtParse(page);
  await page.goto(paths.platform, { waitUntil: 'domcontentloaded' });
  expect((await atParse(page)).painting).toBe(true);
  expect(await unpaintedOnceWhole(page), 'deferred blocks never laid out').toBe(0);
  await expect(page.locator('html')).not.toHaveAttribute(HYDRATED_ATTRIBUTE);
});

test('a #hash and a reload get the whole page at once', async ({ page }) => {
  await recordAtParse(page);
  await page.goto(`${paths.platform}#reach`);
  expect((await atParse(page)).painting).toBe(false);
  await waitForApp(page);
  await expect(page.locator('#reach')).toBeInViewport();

  await page.goto(paths.pricing);
  expect((await atParse(page)).painting).toBe(true);
  await waitForApp(page);
  await page.reload();
  expect((await atParse(page)).painting).toBe(false);
  await waitForApp(page);
  await expect(page.locator('html')).not.toHaveAttribute(PAINTING_ATTRIBUTE);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('every block is rendered from the start', async ({ page }) => {
    await page.goto(paths.platform);
    await expect(page.locator('html')).not.toHaveAttribute(PAINTING_ATTRIBUTE);
    const hidden = await page.evaluate(
      (sel) => [...document.querySelectorAll(sel)].filter((el) => !el.getClientRects().length).length,
      `[${DEFERRED_ATTRIBUTE}]`,
    );
    expect(hidden, 'deferred blocks not rendered').toBe(0);
  });
});
