// The look, locked: every route and the gate page, at 390 and 1440 px, dark and light, compared
// with the baselines in e2e/visual/ (e2e/visual-baseline.ts says how). Stable on purpose: reduced
// motion (reveals shown at once, the gate's background still), the web font loaded, every block
// laid out (content-visibility off), the page as its first paint shows it, the caret hidden.
// A deliberate change of the look updates the baselines in the same commit:
//   VISUAL_UPDATE=1 npx playwright test --project chromium visual   (after npm run build)
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { gateCopy } from '../src/content/gate.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import {
  expect,
  holdScripts,
  NOT_FOUND_CONSOLE_ERROR,
  nextFrames,
  settleTransitions,
  test,
} from './fixtures.ts';
import { layOutBlocks } from './layout-probe.ts';
import { checkBaseline } from './visual-baseline.ts';

const WIDTHS = [
  [390, 844],
  [1440, 900],
] as const;
const THEMES = ['dark', 'light'] as const;
/** Every page of the site, and one unknown path for the not-found page. */
const ROUTES = [...Object.values(paths), '/no-such-page'];

const nameOf = (route: string) => (route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9-]+/gi, '_'));

/**
 * The page as its first paint shows it: the site's scripts are held back (the inline head script
 * runs, the app does not), so the picture is what an impatient visitor meets, and the same at every
 * run. That it also matches the page once the app runs is the promise of decision 028.
 */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await nextFrames(page);
  await settleTransitions(page);
}

async function shoot(page: Page, name: string) {
  const png = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The copyright line says the current year: masked, so the new year changes no baseline.
    mask: [page.getByText(/^© \d{4} /)],
    maskColor: '#808080',
  });
  const problem = await checkBaseline(png, name, test.info());
  expect(problem, 'the look changed: see the attached pictures').toBeNull();
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    for (const route of ROUTES) {
      test.describe(route, () => {
        // The not-found page's 404 is logged by the browser, as a visitor's would be.
        if (!(Object.values(paths) as string[]).includes(route))
          test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
        for (const [width, height] of WIDTHS) {
          test(`at ${width} px`, async ({ page }) => {
            await page.setViewportSize({ width, height });
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await holdScripts(page);
            // Held module scripts hold the load events too: the page is read once it shows.
            await page.goto(route, { waitUntil: 'commit' });
            await expect(page.locator('#main-content h1').first()).toBeVisible();
            await settle(page);
            await shoot(page, `${nameOf(route)}-${width}-${theme}`);
          });
        }
      });
    }
  });

  test.describe(`the gate page, ${theme} theme`, () => {
    test.use({ theme, gatePassed: false });
    for (const [width, height] of WIDTHS) {
      test(`at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height });
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await page.goto(paths.pricing);
        await expect(page.getByLabel(gateCopy.label)).toBeVisible();
        await settle(page);
        await shoot(page, `gate-${width}-${theme}`);
      });
    }
  });
}
