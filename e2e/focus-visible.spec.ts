// Every keyboard stop shows where focus is (WCAG 2.4.7, with 2.4.13's size as the bar): tabbing
// through each page, both themes, and in forced colours, each focused element must draw an outline
// at least 2 CSS px wide, 3:1 or more against the background around it, and look different from
// the same element unfocused (pixels compared on the first stops of each page). axe and Lighthouse
// cannot see any of this. docs/decisions/030-accessibility-beyond-axe.md.
import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { expect, setTheme, test } from './fixtures.ts';

/** How many stops of each page are walked (the header, the page's own controls, into the footer). */
const STOPS = 30;
/** How many of them are also compared pixel by pixel, focused and not. */
const PIXEL_STOPS = 6;

type Stop = { name: string; problem: string | null };

/** Puts the keyboard at the very start of the page, as a fresh visit (a Tab goes to the first stop). */
async function fromTheTop(page: Page) {
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    const start = document.createElement('span');
    start.tabIndex = -1;
    document.body.prepend(start);
    start.focus();
    start.addEventListener('blur', () => start.remove(), { once: true });
  });
}

/** Tabs through the page and reports, for each stop, what is wrong with its focus indicator. */
async function walk(page: Page, stops = STOPS): Promise<Stop[]> {
  const out: Stop[] = [];
  const seen = new Set<string>();
  await fromTheTop(page);
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    let stop = await inspectFocus(page);
    // What a frame shows while styles settle (a hover, a theme switch) is looked at twice.
    if (stop?.problem) {
      await page.waitForTimeout(150);
      stop = await inspectFocus(page);
    }
    if (!stop || seen.has(stop.name)) break;
    seen.add(stop.name);
    out.push(stop);
  }
  return out;
}

/** The focused element's name and what is wrong with its focus indicator, if anything. */
function inspectFocus(page: Page): Promise<Stop | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const r = el.getBoundingClientRect();
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"@${Math.round(r.top + window.scrollY)}`;
    // Where the ring is drawn: the element, or a labelling ancestor for a visually hidden input.
    const target = r.width <= 1 || r.height <= 1 ? (el.closest('label') ?? el) : el;
    const style = getComputedStyle(target);
    const width = Number.parseFloat(style.outlineWidth);
    const parse = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r0, g0, b0, a = 1] = m[1]!
        .split(/[ ,/]+/)
        .filter(Boolean)
        .map(Number);
      return { r: r0!, g: g0!, b: b0!, a };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const f = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    // The background the ring sits on: the nearest ancestor (outside the element) with a colour,
    // or with a gradient (then every colour of the gradient, the ring must stand out on each).
    let bgs = [parse('rgb(0, 0, 0)')!];
    for (let p = target.parentElement; p; p = p.parentElement) {
      const ps = getComputedStyle(p);
      const stops = ps.backgroundImage.includes('gradient')
        ? (ps.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse).filter((c) => c !== null)
        : [];
      if (stops.length) {
        bgs = stops;
        break;
      }
      const c = parse(ps.backgroundColor);
      if (c && c.a > 0.5) {
        bgs = [c];
        break;
      }
      if (p === document.documentElement)
        bgs = [parse(getComputedStyle(document.body).backgroundColor) ?? bgs[0]!];
    }
    const ring = parse(style.outlineColor);
    let problem: string | null = null;
    if (style.outlineStyle === 'none' || !(width >= 2))
      problem = `outline ${style.outlineStyle} ${style.outlineWidth}`;
    else if (ring) {
      const ratio = Math.min(
        ...bgs.map((bg) => {
          const [a, b] = [lum(ring), lum(bg)];
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        }),
      );
      if (ratio < 3)
        problem = `ring contrast ${ratio.toFixed(2)}:1 (${style.outlineColor} on ${JSON.stringify(bgs)})`;
    }
    return { name, problem };
  });
}

/** Focused and unfocused, the first stops must not look the same. */
async function samePixels(page: Page, count: number): Promise<string[]> {
  const same: string[] = [];
  await fromTheTop(page);
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluateHandle(() =>
      document.activeElement === document.body ? null : (document.activeElement as HTMLElement | null),
    );
    const element = focused.asElement();
    const box = await element?.boundingBox();
    if (!element || !box || box.width < 2) continue;
    const clip = {
      x: Math.max(0, box.x - 6),
      y: Math.max(0, box.y - 6),
      width: box.width + 12,
      height: box.height + 12,
    };
    const on = await page.screenshot({ clip, animations: 'disabled' });
    const name = await element.evaluate((el) => el.outerHTML.slice(0, 80));
    await element.evaluate((el) => el.blur());
    const off = await page.screenshot({ clip, animations: 'disabled' });
    if (on.equals(off)) same.push(name);
    // Back where the keyboard was, so the next Tab goes on from it.
    await element.evaluate((el) => el.focus());
  }
  return same;
}

const routes = [paths.home, paths.pricing, paths.contact, paths.privacy, paths.helpCenter];

test.describe('every keyboard stop shows focus', () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  for (const route of routes) {
    test(`${route}, dark and light`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('#main-content h1').first()).toBeVisible();
      for (const theme of ['dark', 'light'] as const) {
        await setTheme(page, theme);
        const stops = await walk(page);
        expect(stops.length, 'stops walked').toBeGreaterThan(8);
        expect(
          stops.filter((s) => s.problem),
          `${theme}: stops without a visible focus`,
        ).toEqual([]);
        expect(await samePixels(page, PIXEL_STOPS), `${theme}: focus drew nothing`).toEqual([]);
      }
    });
  }

  test('in forced colours too', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
    for (const route of [paths.home, paths.pricing]) {
      await page.goto(route);
      await expect(page.locator('#main-content h1').first()).toBeVisible();
      const stops = await walk(page, 30);
      expect(
        stops.filter((s) => s.problem?.startsWith('outline')),
        `${route}: no outline`,
      ).toEqual([]);
      expect(await samePixels(page, PIXEL_STOPS), `${route}: focus drew nothing`).toEqual([]);
    }
  });
});

test.describe('the gate page', () => {
  test.use({ gatePassed: false, viewport: { width: 1280, height: 800 } });
  test('its field and button show focus', async ({ page }) => {
    await page.goto(paths.pricing);
    await expect(page.locator('#gate-password')).toBeVisible();
    const stops = await walk(page, 5);
    expect(stops.length).toBeGreaterThan(0);
    expect(stops.filter((s) => s.problem)).toEqual([]);
  });
});
