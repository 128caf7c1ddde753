// The mock product illustrations are pictures drawn in code at fixed heights (so a tab switch or a
// late font never shifts the page). Their content does not shrink with the width, so copy that
// wraps on a phone can push a line, a chip or an icon past an edge: at every width from the
// narrowest phone to a desktop, nothing in them may show cut in part. Entirely out of sight (chips
// wrapping out of a one-row strip) and a faded edge (a mask) are drawn on purpose and pass. The home
// hero's window fades out at its foot below 640 px by design (hero-showcase.tsx): left out.
import { paths } from '../src/config/paths.ts';
import { featuresSection, featureTabs } from '../src/content/home-features.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import { expect, test, waitForHeading } from './fixtures.ts';
import { cutInIllustrations, layOutBlocks } from './layout-probe.ts';

const MOCK_WINDOW = '[data-slot="mock-window"]';
const ILLUSTRATIONS = `[data-slot="mock-stage"], ${MOCK_WINDOW}`;
const HERO = 'section[aria-labelledby="hero-title"]';
const WIDTHS = [320, 390, 768, 1024, 1440];

test.use({ reducedMotion: 'reduce' });

for (const route of [paths.home, paths.platform]) {
  test(`${route}: no illustration shows a part cut off, from ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({
    page,
  }) => {
    await page.goto(route);
    await waitForHeading(page);
    await page.evaluate(() => document.fonts.ready);
    // Every block laid out, so the ones far below have boxes to measure (decision 043).
    await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
    expect(await page.locator(ILLUSTRATIONS).count()).toBeGreaterThan(route === paths.home ? 1 : 10);
    const tabs = page.getByRole('tablist', { name: featuresSection.listLabel });
    const cut: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // On the home page each features tab shows its own window: every one is looked at.
      for (const tab of route === paths.home ? featureTabs : [null]) {
        if (tab) {
          const control = tabs.getByRole('tab', { name: tab.label });
          await control.click();
          await expect(control).toHaveAttribute('aria-selected', 'true');
          const panel = page.getByRole('tabpanel', { name: tab.label });
          await expect(panel.locator(MOCK_WINDOW)).toBeVisible();
        }
        const found = await page.evaluate(cutInIllustrations, { selector: ILLUSTRATIONS, skip: HERO });
        cut.push(...found.map((f) => `${width} px${tab ? `, ${tab.label}` : ''}: ${f}`));
      }
    }
    expect(cut).toEqual([]);
  });
}
