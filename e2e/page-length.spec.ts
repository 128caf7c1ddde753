// A block below the first screen is laid out only as it nears the viewport (decision 043); until
// then it counts as its estimate (--near-view-size, or 40rem). The scrollbar, the End key and an
// engine without scroll anchoring (WebKit, scrolling back up over blocks it jumped past) go by that
// length: it must be close to the page's real one, at a phone's width and a desktop's. A block
// whose copy or layout changes its height far from its estimate fails here, by route and width.
import { paths } from '../src/config/paths.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import { expect, test, waitForHeading } from './fixtures.ts';
import { pageLengths } from './layout-probe.ts';

/** How far the estimated length may be from the real one, as a share of it. */
const TOLERANCE = 0.08;
const WIDTHS = [360, 768, 1024, 1280];

test.use({ reducedMotion: 'reduce' });

for (const route of [paths.home, paths.platform, paths.pricing, paths.about, paths.useCases]) {
  test(`${route}: its length before its blocks are laid out is within ${TOLERANCE * 100} % of the real one`, async ({
    page,
  }) => {
    const off: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(route);
      await waitForHeading(page);
      await page.evaluate(() => document.fonts.ready);
      const { real, estimated } = await page.evaluate(pageLengths, RENDER_NEAR_VIEW_SELECTOR);
      const share = (estimated - real) / real;
      if (Math.abs(share) > TOLERANCE)
        off.push(
          `${width} px: ${estimated} px estimated, ${real} px laid out (${Math.round(share * 100)} %)`,
        );
    }
    expect(off).toEqual([]);
  });
}
