// Screenshots of pages at 390 px and 1440 px in both themes, for looking at what we build.
// Usage: npm run screenshots -- [--base http://127.0.0.1:4173] [--full] [/path ...]
// (start the site first with `npm start`). Output: screenshots/<page>-<width>-<theme>.png
import { mkdir } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { layOutBlocks } from '../e2e/layout-probe.ts';
import { DEV_STAGING_PASSWORD } from '../server/config.ts';
import { paths } from '../src/config/paths.ts';
import { THEME_STORAGE_KEY } from '../src/config/theme.ts';
import { gateCopy } from '../src/content/gate.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import { CHROMIUM } from './chromium.ts';

const args = process.argv.slice(2);
const baseIdx = args.indexOf('--base');
const base = baseIdx >= 0 ? args[baseIdx + 1]! : `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const full = args.includes('--full');
const widths = args.includes('--mobile-only')
  ? [390]
  : args.includes('--desktop-only')
    ? [1440]
    : [390, 1440];
const themes = args.includes('--dark-only')
  ? ['dark']
  : args.includes('--light-only')
    ? ['light']
    : ['dark', 'light'];
const routes = args.filter((a, i) => a.startsWith('/') && args[i - 1] !== '--base');
// Every page of the site, and one unknown path for the not-found page.
const targets = routes.length ? routes : [...Object.values(paths), '/no-such-page'];
const gate = args.includes('--gate');

await mkdir('screenshots', { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-background-networking'],
});
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 800 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(([key, th]) => localStorage.setItem(key!, th!), [THEME_STORAGE_KEY, theme]);
    const page = await context.newPage();
    if (!gate) {
      // Pass the staging gate once per context, as a visitor would (no-op when the gate is off).
      await page.goto(base);
      const field = page.getByLabel(gateCopy.label);
      if (await field.count()) {
        await field.fill(process.env.STAGING_PASSWORD || DEV_STAGING_PASSWORD);
        await field.press('Enter');
        await page.locator('#main-content').waitFor();
      }
    }
    for (const route of targets) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      // A full-page shot is one tall frame: the blocks the browser lays out only near the viewport
      // (decision 043) would come out blank below the first screen, so all of them are laid out.
      if (full) await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
      await page.waitForTimeout(400);
      const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');
      const file = `screenshots/${gate ? 'gate' : name}-${width}-${theme}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(file);
      if (gate) break;
    }
    await context.close();
  }
}
await browser.close();
