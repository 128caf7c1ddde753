// The narrowest phones and keyboard focus, on every page the site has (the route list is the
// code's own, src/config/paths.ts, plus the not-found page):
// - WCAG 2.2 1.4.10 Reflow: at 320 CSS px nothing scrolls sideways (the narrowest width, on the
//   same breakpoints as every phone up to 639 px), and no link's arrow is left apart from
//   its text where the text wraps (at 320 and 360 px);
// - WCAG 2.2 1.4.12 Text Spacing: with the spacing a reader may set, no text is clipped or spills
//   out of its box, on a phone (390 px) and a desktop (1280 px);
// - WCAG 2.2 2.4.11 Focus Not Obscured: a control that receives focus is never under the fixed
//   header (the page's scroll padding keeps what scrolls into view below it): every control of
//   every page focused in the page from under the header, above and below the viewport
//   (e2e/focus-probe.ts), and one page walked back with the keyboard, key by key.
import type { Page } from '@playwright/test';
import { featureTabLink, paths } from '../src/config/paths.ts';
import { featuresSection, featureTabs } from '../src/content/home-features.ts';
import { expect, expectNoSidewaysScroll, NOT_FOUND_CONSOLE_ERROR, test, waitForHeading } from './fixtures.ts';
import { hiddenOnFocusProbe, KEYBOARD_STOPS } from './focus-probe.ts';
import { strandedArrows } from './layout-probe.ts';
import { applyTextSpacing, clippedText } from './text-spacing.ts';

const NOT_FOUND = '/no-such-page';
/** How far after its last word a link's arrow may sit: its own gap (6-8 px) and a space. */
const ARROW_GAP = 12;
const routes = [...Object.values(paths), NOT_FOUND];
/** The not-found page's own 404 is logged by the browser; nothing else may be. */
const NOT_FOUND_LOG = [NOT_FOUND_CONSOLE_ERROR];

async function open(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.status()).toBe(url === NOT_FOUND ? 404 : 200);
  await waitForHeading(page);
  // The web font changes text widths: measure with the font the visitor ends up seeing.
  await page.evaluate(() => document.fonts.ready);
}

for (const width of [320]) {
  test.describe(`reflow at ${width} CSS px`, () => {
    // Reduced motion: no content below the fold waits transparent to be revealed on scroll, so the
    // text-spacing check sees the whole page whether or not its parts have hydrated yet.
    test.use({ viewport: { width, height: 720 }, reducedMotion: 'reduce' });

    for (const route of routes) {
      test.describe(() => {
        test.use({ allowConsoleErrors: route === NOT_FOUND ? NOT_FOUND_LOG : [] });
        test(`${route} does not scroll sideways, and keeps its text whole with a reader's text spacing`, async ({
          page,
        }) => {
          await open(page, route);
          await expectNoSidewaysScroll(page);
          // A link's arrow stays with its last word, however its text wraps.
          for (const phone of [width, 360]) {
            await page.setViewportSize({ width: phone, height: 720 });
            expect(
              await page.evaluate(strandedArrows, ARROW_GAP),
              `arrows apart from their text at ${phone} px`,
            ).toEqual([]);
          }
          await applyTextSpacing(page);
          for (const spaced of [
            { width: 390, height: 800 },
            { width: 1280, height: 800 },
          ]) {
            await page.setViewportSize(spaced);
            expect(await clippedText(page), `text cut off at ${spaced.width} px with text spacing`).toEqual(
              [],
            );
          }
        });
      });
    }

    test('every features tab of the home page fits', async ({ page }) => {
      test.slow(); // a full load per tab
      const list = page.getByRole('tablist', { name: featuresSection.listLabel });
      for (const tab of featureTabs) {
        await page.goto('about:blank'); // each link loads the page, as when followed from elsewhere
        await open(page, featureTabLink(tab.id));
        await expect(list.getByRole('tab', { name: tab.label })).toHaveAttribute('aria-selected', 'true');
        await expectNoSidewaysScroll(page);
      }
    });
  });
}

/**
 * Tabs backwards from the end of the page to its start. Each step moves focus to a control above
 * the last one; when that control was out of sight, the browser scrolls it in at the top of the
 * viewport, where the fixed header is. Returns the controls that ended up hidden by the header:
 * - one the browser had to scroll into view, if any of it is under the header;
 * - one that was already partly in sight (left where it is), if it is now entirely under it.
 * Controls taller than the space below the header only have to show a part.
 */
async function controlsHiddenByHeaderWhileTabbingBack(page: Page): Promise<string[]> {
  const headerBottom = (await page.getByRole('banner').boundingBox())?.height ?? 0;
  expect(headerBottom, 'the fixed header has a height').toBeGreaterThan(0);
  // Start after the last control of the page, then go backwards.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const sentinel = document.createElement('span');
    sentinel.tabIndex = 0;
    document.body.append(sentinel);
    sentinel.focus();
  });
  const hidden: string[] = [];
  const seen = new Set<string>();
  /** Which controls are in sight below the header, before the focus moves (kept on window). */
  const noteInSight = ([selector, top]: readonly [string, number]) => {
    const inSight = new Set<Element>();
    for (const el of document.querySelectorAll(selector)) {
      const r = el.getBoundingClientRect();
      if (r.bottom > top && r.top < window.innerHeight && r.height > 0) inSight.add(el);
    }
    (window as unknown as { e2eInSight: Set<Element> }).e2eInSight = inSight;
  };
  await page.evaluate(noteInSight, [KEYBOARD_STOPS, headerBottom] as const);
  for (let i = 0; i < 400; i++) {
    await page.keyboard.press('Shift+Tab');
    // One round trip per key press: where focus went, then what is in sight for the next press.
    const focus = await page.evaluate(
      ([selector, top]) => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const r = el.getBoundingClientRect();
        const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
        const key = `${name}@${Math.round(r.top + window.scrollY)}`;
        // Controls in the header or another fixed or sticky bar do not scroll under the header.
        let pinned = false;
        for (let p: Element | null = el; p; p = p.parentElement) {
          if (['fixed', 'sticky'].includes(getComputedStyle(p).position)) pinned = true;
        }
        const w = window as unknown as { e2eInSight: Set<Element> };
        const wasInSight = w.e2eInSight.has(el);
        // The same note as noteInSight (a function cannot be handed into the page).
        w.e2eInSight = new Set(
          [...document.querySelectorAll(selector)].filter((c) => {
            const b = c.getBoundingClientRect();
            return b.bottom > top && b.top < window.innerHeight && b.height > 0;
          }),
        );
        if (pinned || r.width <= 1 || r.height <= 1) return { key, name, hidden: false };
        const fits = r.height <= window.innerHeight - top;
        const hidden = wasInSight || !fits ? r.bottom <= top + 0.5 : r.top < top - 0.5;
        return { key, name: `${name} (top ${Math.round(r.top)} px)`, hidden };
      },
      [KEYBOARD_STOPS, headerBottom] as const,
    );
    if (focus === null || seen.has(focus.key)) break; // back at the start
    seen.add(focus.key);
    if (focus.hidden) hidden.push(focus.name);
  }
  expect(seen.size, 'the page has controls to tab through').toBeGreaterThan(3);
  return hidden;
}

// At 1280 px, then at 360 px (the window made narrower: the phone header and layout).
test.describe('focus is never under the fixed header at 1280 and 360 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  for (const route of routes) {
    test.describe(() => {
      test.use({ allowConsoleErrors: route === NOT_FOUND ? NOT_FOUND_LOG : [] });
      test(`${route}: every control focused from under the header, above and below`, async ({ page }) => {
        await open(page, route);
        for (const viewport of [
          { width: 1280, height: 800 },
          { width: 360, height: 720 },
        ]) {
          await page.setViewportSize(viewport);
          const { focused, hidden } = await page.evaluate<{ focused: number; hidden: string[] }>(
            hiddenOnFocusProbe({ selector: KEYBOARD_STOPS, wholly: true }),
          );
          expect(focused, `${viewport.width} px: the page has controls`).toBeGreaterThan(3);
          expect(hidden, `${viewport.width} px`).toEqual([]);
        }
      });
    });
  }
});

// The same rule with real key presses, one at a time, on the page with the most stops above its
// fold line and a sticky table of contents: what the in-page check's focus() stands for.
test.describe('focus is never under the fixed header, tabbing back', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test(`${paths.privacy}: tabbing back through the page`, async ({ page }) => {
    test.slow(); // one round trip per key press, every control of a long page
    await open(page, paths.privacy);
    expect(await controlsHiddenByHeaderWhileTabbingBack(page)).toEqual([]);
  });
});
