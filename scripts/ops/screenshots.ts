// Screenshots for a designer's review (docs/review-checklist.md): every route and the gate page, at
// 390 px and 1440 px, dark and light, full page with every block laid out (decision 043), and the
// contact form's states: its field errors, a failed send and a success (the send answered by the
// script itself, so nothing is stored). Start the site first with `npm start`.
// Usage: npm run screenshots -- [--base http://127.0.0.1:4173] [--out screenshots] [--viewport]
//        [--mobile-only | --desktop-only] [--dark-only | --light-only] [--no-states] [/path ...]
// Output: <out>/<page>-<width>-<theme>.png, <out>/gate-…, <out>/contact-<state>-<width>-<theme>.png
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { paths } from '../../src/config/paths.ts';
import {
  contactFormOf,
  launchReviewBrowser,
  option,
  passGate,
  sendContactForm,
  settle,
  type Theme,
  themedContext,
  whenHydrated,
} from '../shared/review-page.ts';

const args = process.argv.slice(2);
const base = option('--base') ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`;
const out = path.resolve(option('--out') ?? 'screenshots');
/** The first screen only, instead of the whole page. */
const viewportOnly = args.includes('--viewport');
const widths = args.includes('--mobile-only')
  ? [390]
  : args.includes('--desktop-only')
    ? [1440]
    : [390, 1440];
const themes: Theme[] = args.includes('--dark-only')
  ? ['dark']
  : args.includes('--light-only')
    ? ['light']
    : ['dark', 'light'];
const values = new Set(['--base', '--out'].map(option));
const routes = args.filter((a) => a.startsWith('/') && !values.has(a));
// Every page of the site, and one unknown path for the not-found page.
const targets = routes.length ? routes : [...Object.values(paths), '/no-such-page'];
const states = !args.includes('--no-states') && (!routes.length || routes.includes(paths.contact));

const nameOf = (route: string) =>
  route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^a-z0-9-]+/gi, '_');

async function shoot(page: Page, file: string, fullPage = !viewportOnly) {
  await page.screenshot({ path: path.join(out, file), fullPage, animations: 'disabled', caret: 'hide' });
  console.log(path.relative(process.cwd(), path.join(out, file)));
}

/** The contact form in each state a visitor can bring it to, its first screen at the form. */
async function contactStates(context: BrowserContext, suffix: string) {
  const page = await context.newPage();
  // Each state from a fresh load; the sends are answered here, so the review stores nothing.
  for (const [state, how] of [
    ['errors', 'empty'],
    ['failed', 'failed'],
    ['success', 'success'],
  ] as const) {
    await page.goto(`${base}${paths.contact}#contact-form`, { waitUntil: 'networkidle' });
    await whenHydrated(page);
    await contactFormOf(page).scrollIntoViewIfNeeded();
    await sendContactForm(page, how);
    await shoot(page, `contact-${state}-${suffix}.png`, false);
  }
  await page.close();
}

await mkdir(out, { recursive: true });
const browser = await launchReviewBrowser();
for (const theme of themes) {
  for (const width of widths) {
    const suffix = `${width}-${theme}`;
    const context = await themedContext(browser, { width, height: width < 800 ? 844 : 900, theme });
    const page = await context.newPage();
    // The gate page first, before the context holds the gate's cookie.
    if (!routes.length) {
      await page.goto(`${base}${paths.pricing}`, { waitUntil: 'networkidle' });
      await settle(page);
      await shoot(page, `gate-${suffix}.png`);
    }
    await passGate(page, base);
    for (const route of targets) {
      await page.goto(`${base}${route}`, { waitUntil: 'networkidle' });
      await settle(page);
      await shoot(page, `${nameOf(route)}-${suffix}.png`);
    }
    if (states) await contactStates(context, suffix);
    await context.close();
  }
}
await browser.close();
