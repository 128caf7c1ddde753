// The mock product illustrations are pictures drawn in code at fixed heights (so a tab switch or a
// late font never shifts the page). Their content does not shrink with the width, so copy that
// wraps on a phone can push a line, a chip or an icon past an edge, or end in an ellipsis: from the
// narrowest phone to a desktop, no illustration of the site may show a text or an icon cut at an
// edge, and from 360 px up none a text cut short in its own box (an ellipsis). Every one is looked at, in every state a visitor can
// bring it to: the hero's product tour tabs, the features tabs and the setup inputs on the home
// page, every feature of /platform. Entirely out of sight (chips wrapping out of a one-row strip) is
// drawn on purpose and passes, and so is a fade at a window's foot (a mask); an ellipsis never is.
// Nor may a window leave a strip with nothing drawn in it across its whole width (an empty band),
// or a bordered list sit on (or run past) the edge of the frame that holds it.

import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { heroShowcase } from '../src/content/home.ts';
import { featuresSection, featureTabs } from '../src/content/home-features.ts';
import { setupInputs, setupSection } from '../src/content/home-setup.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import { expect, test, waitForHeading } from './fixtures.ts';
import {
  cutInIllustrations,
  emptyBandsInIllustrations,
  layOutBlocks,
  listsOnTheirFrame,
} from './layout-probe.ts';

const ILLUSTRATIONS = '[data-slot="mock-stage"], [data-slot="mock-window"]';
const WIDTHS = [320, 360, 390, 1024, 1440];
/**
 * Below this width a text may end in an ellipsis (it is still whole in its box): the phones the
 * site is reviewed at are 360 px and up; 320 px is held to nothing cut at an edge.
 */
const SHORT_TEXT_FROM = 360;
/** The product windows, whose bodies are looked at for empty bands. */
const WINDOWS = '[data-slot="mock-window"]';
/**
 * The tallest strip a window may leave with nothing drawn across it, as a share of its height. The
 * widest spacing a window is drawn with (its body's padding, a gap between two blocks and a card's
 * padding, up to about 70 px) stays under a fifth of the shortest windows (386 px on a phone, 448
 * on a desktop); a strip taller than that reads as a hole, as the review found in Strategy at 390
 * px (24 %), Compose (29 %) and the setup window (21 %) at 1440.
 */
const EMPTY_BAND_SHARE = 0.2;
/** The least room a bordered list keeps to the frame around it: half a window's padding (14-16 px). */
const LIST_GAP = 8;

/** A tab list of the page and the tabs in it a visitor can choose, each by its name. */
type Switch = { list: string; tabs: readonly string[] };

/** The home page's illustrations change with three sets of tabs: each state is looked at. */
const homeSwitches: Switch[] = [
  { list: heroShowcase.label, tabs: heroShowcase.tabs.map((t) => t.label) },
  { list: featuresSection.listLabel, tabs: featureTabs.map((t) => t.label) },
  { list: setupSection.listLabel, tabs: setupInputs.map((i) => i.label) },
];

const routes: { route: string; switches: Switch[]; atLeast: number }[] = [
  { route: paths.home, switches: homeSwitches, atLeast: 3 },
  { route: paths.platform, switches: [], atLeast: 10 },
];

async function cutNow(page: Page, width: number, where: string): Promise<string[]> {
  const found = await page.evaluate(cutInIllustrations, {
    selector: ILLUSTRATIONS,
    shortText: width >= SHORT_TEXT_FROM,
  });
  const bands = await page.evaluate(emptyBandsInIllustrations, {
    selector: WINDOWS,
    share: EMPTY_BAND_SHARE,
  });
  const lists = await page.evaluate(listsOnTheirFrame, { selector: ILLUSTRATIONS, gap: LIST_GAP });
  return [...found, ...bands, ...lists].map((f) => `${where}: ${f}`);
}

test.use({ reducedMotion: 'reduce' });

for (const { route, switches, atLeast } of routes) {
  test(`${route}: no illustration shows a text or an icon cut, an empty band or a list on its frame, at ${WIDTHS.join(', ')} px`, async ({
    page,
  }) => {
    // Seventeen states at five widths on the home page.
    test.setTimeout(180_000);
    await page.goto(route);
    await waitForHeading(page);
    await page.evaluate(() => document.fonts.ready);
    // Every block laid out, so the ones far below have boxes to measure (decision 043).
    await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
    expect(await page.locator(ILLUSTRATIONS).count()).toBeGreaterThanOrEqual(atLeast);
    const cut: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      cut.push(...(await cutNow(page, width, `${width} px`)));
      for (const { list, tabs } of switches) {
        const tablist = page.getByRole('tablist', { name: list });
        for (const name of tabs) {
          // A tab's name may carry more (its number, a caption): the labels are distinct within a list.
          const tab = tablist.getByRole('tab', { name });
          await tab.click();
          await expect(tab).toHaveAttribute('aria-selected', 'true');
          const panel = await tab.getAttribute('aria-controls');
          await expect(page.locator(`[id="${panel}"]`)).toBeVisible();
          // The panel fades in: what it draws is read once the fade is over.
          await page
            .locator(`[id="${panel}"]`)
            .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
          cut.push(...(await cutNow(page, width, `${width} px, ${name}`)));
        }
      }
    }
    expect([...new Set(cut)]).toEqual([]);
  });
}
