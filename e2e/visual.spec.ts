// The look, locked: every block of every page's <main>, the shell (header and footer) once, and the
// gate page, at 390 and 1440 px, dark and light, compared with the baselines in e2e/visual/
// (e2e/visual-grain.ts says which pictures there are, e2e/visual-baseline.ts how they compare).
// One full-page capture per page, width and theme, cut into its blocks. Stable on purpose: reduced
// motion (reveals shown at once, the gate's background still), the web font loaded, every block
// laid out (content-visibility off), the page as its first paint shows it, the caret hidden.
// A deliberate change of the look updates the baselines in the same commit (only the pictures that
// differ are written, and those of blocks that are gone deleted):
//   VISUAL_UPDATE=1 E2E_SKIP_BUILD=1 npx playwright test --project=chromium visual   (after npm run build)
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
import { checkPicture, decode, type Raw, reducedPart, strayPictures } from './visual-baseline.ts';
import {
  GATE_DIR,
  mainBlocks,
  pageName,
  pictureFile,
  ROUTES,
  SHELL_DIR,
  SHELL_PAGE,
  THEMES,
  type Theme,
  WIDTHS,
} from './visual-grain.ts';

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

/** The whole page, decoded. */
async function capture(page: Page): Promise<Raw> {
  const png = await page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    // The copyright line says the current year: masked, so the new year changes no baseline.
    mask: [page.getByText(/^© \d{4} /)],
    maskColor: '#808080',
  });
  return decode(png);
}

/** Compares each part (a file and its rows of the capture) and fails the test with all that differ. */
async function check(full: Raw, parts: { file: string; top: number; bottom: number }[]) {
  const problems: string[] = [];
  for (const { file, top, bottom } of parts) {
    const problem = await checkPicture(reducedPart(full, top, bottom), file, test.info());
    if (problem) problems.push(problem);
  }
  expect(problems, 'the look changed: see the attached pictures').toEqual([]);
}

const rows = (top: number, bottom: number) => ({ top: Math.round(top), bottom: Math.round(bottom) });

for (const theme of THEMES as readonly Theme[]) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });
    for (const route of ROUTES) {
      test.describe(route, () => {
        // The not-found page's 404 is logged by the browser, as a visitor's would be.
        if (!(Object.values(paths) as string[]).includes(route))
          test.use({ allowConsoleErrors: [NOT_FOUND_CONSOLE_ERROR] });
        for (const [width, height] of WIDTHS) {
          test(`at ${width} px`, async ({ page }) => {
            // The longest pages (home, platform at 1440) took 16-30 s alone on a loaded 2-core
            // machine, and went past 30 s beside another worker before blocks were cut as well.
            test.setTimeout(60_000);
            await page.setViewportSize({ width, height });
            await page.emulateMedia({ reducedMotion: 'reduce' });
            await holdScripts(page);
            // Held module scripts hold the load events too: the page is read once it shows.
            await page.goto(route, { waitUntil: 'commit' });
            await expect(page.locator('#main-content h1').first()).toBeVisible();
            await settle(page);
            // Every block on a whole pixel first, so a change of height above moves no block's
            // anti-aliasing; the capture below is taken after.
            const blocks = await page.evaluate(mainBlocks, { wholePixels: true });
            const shell = await page.evaluate(() => {
              // The shell's header and footer: the ones outside <main> (a quote in a block has a footer too).
              const box = (tag: string) => {
                const el = [...document.querySelectorAll(tag)].find((e) => !e.closest('main'));
                if (!el) throw new Error(`the page has no ${tag} outside <main>`);
                const r = el.getBoundingClientRect();
                return { top: r.top + window.scrollY, bottom: r.bottom + window.scrollY };
              };
              return { header: box('header'), footer: box('footer') };
            });
            const full = await capture(page);
            // No block holds a part of the shell: a header or footer change fails the shell's pictures only.
            for (const b of blocks) {
              expect(b.top, `${b.name} starts below the header`).toBeGreaterThanOrEqual(shell.header.bottom);
              expect(b.bottom, `${b.name} ends above the footer`).toBeLessThanOrEqual(shell.footer.top);
            }
            expect(new Set(blocks.map((b) => b.name)).size, 'every block has a name of its own').toBe(
              blocks.length,
            );
            const folder = pageName(route);
            const parts = blocks.map((b) => ({
              file: pictureFile(folder, b.name, width, theme),
              ...rows(b.top, b.bottom),
            }));
            if (route === SHELL_PAGE) {
              parts.push(
                {
                  file: pictureFile(SHELL_DIR, 'header', width, theme),
                  ...rows(shell.header.top, shell.header.bottom),
                },
                {
                  file: pictureFile(SHELL_DIR, 'footer', width, theme),
                  ...rows(shell.footer.top, shell.footer.bottom),
                },
              );
            }
            await check(full, parts);
            const strays = strayPictures(
              folder,
              `-${width}-${theme}.webp`,
              parts.map((p) => p.file),
            );
            expect(
              strays,
              'pictures of blocks the page no longer has (VISUAL_UPDATE=1 deletes them)',
            ).toEqual([]);
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
        const full = await capture(page);
        await check(full, [
          { file: pictureFile(GATE_DIR, 'page', width, theme), top: 0, bottom: full.height },
        ]);
      });
    }
  });
}
