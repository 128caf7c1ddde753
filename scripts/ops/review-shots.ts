// Evidence for a designer's review of one issue (issue 58 first): each item's regions, in the states a
// visitor brings them to, at 360, 390, 1440 and 1920 px, dark and light, as lossy WebP, with an
// index.md listing the pictures per item. It runs against a started site (`npm start`, or another
// checkout's on another port), so the same list takes "before" and "after" pictures: a selector
// may name the old and the new markup, and a region or control one version does not have is written
// into index.md as missing, never a crash. Contact sends are answered by the script (nothing is
// stored), as in npm run screenshots (scripts/shared/review-page.ts).
// Usage: npm run review:shots -- --base http://127.0.0.1:4173 --out docs/review/issue-58/after
//        [--items 7,9] [--widths 360,1920] [--themes dark] [--quality 60] [--max-width 1440] [--jobs 2]
//        [--label "after (main)"]
// --items re-takes only those items; the others' pictures and index entries stay (shots.json).
// --retry-failed re-takes only the pictures the last run failed to take (timeouts on a loaded host).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE } from '../../src/lib/early/contract.ts';
import {
  gateField,
  launchReviewBrowser,
  option,
  passGate,
  sendContactForm,
  settle,
  type Theme,
  themedContext,
  whenHydrated,
} from '../shared/review-page.ts';
import { ITEMS, type Shot, type Step, shotFile } from './review-items.ts';

// ---------------------------------------------------------------------------------------------
// Options.

const args = process.argv.slice(2);
const list = (name: string) =>
  option(name)
    ?.split(',')
    .map((v) => v.trim());
const base = (option('--base') ?? `http://127.0.0.1:${process.env.PORT ?? 4173}`).replace(/\/$/, '');
const out = path.resolve(option('--out') ?? 'review-shots');
const label = option('--label') ?? base;
const quality = Number(option('--quality') ?? 60);
/** Pictures wider than this are scaled down to it (a reviewer's eye needs no 1920 px of pixels). */
const maxWidth = Number(option('--max-width') ?? 1440);
const jobs = Math.max(1, Number(option('--jobs') ?? 2));
/** Only the pictures the last run failed to take (a timeout on a loaded host), not those it found missing. */
const retryFailed = args.includes('--retry-failed');
/** The widths of issue 58's review, each with a common screen height. */
const SCREENS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
  { width: 1920, height: 1080 },
];
const screens = SCREENS.filter((s) => !list('--widths') || list('--widths')!.includes(String(s.width)));
const themes = (list('--themes') ?? ['dark', 'light']) as Theme[];
const items = ITEMS.filter((i) => !list('--items') || list('--items')!.includes(String(i.item)));
if (!items.length || !screens.length || !themes.length || !(quality > 0 && quality <= 100))
  throw new Error('Nothing to take: check --items, --widths, --themes and --quality (1-100).');

// ---------------------------------------------------------------------------------------------
// Taking one picture.

/** A picture's outcome: its file, or why there is none. */
type Result = { file: string; bytes: number } | { missing: string };

class Missing extends Error {}

const selectors = (s: string | string[]) => (Array.isArray(s) ? s : [s]);

/** The first visible match of any of `candidates`, or a Missing naming them all. */
async function firstVisible(page: Page, candidates: string | string[], what: string): Promise<Locator> {
  for (const s of selectors(candidates)) {
    const all = page.locator(s);
    for (let i = 0; i < (await all.count()); i++) if (await all.nth(i).isVisible()) return all.nth(i);
  }
  throw new Missing(`no visible ${what} (${selectors(candidates).join(' | ')})`);
}

/** The app hydrated and every island of the page live (their code has arrived), within a time. */
async function whenReady(page: Page) {
  await whenHydrated(page, 20_000).catch(() => undefined);
  await page
    .waitForFunction(
      ([island, live]) => !document.querySelector(`[${island}]:not([${live}])`),
      [ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE],
      { timeout: 20_000 },
    )
    .catch(() => undefined);
}

async function runStep(page: Page, step: Step) {
  if ('click' in step) await (await firstVisible(page, step.click, 'control to click')).click();
  else if ('clickEach' in step) {
    const all = page.locator(step.clickEach);
    const n = await all.count();
    if (!n) throw new Missing(`nothing to click (${step.clickEach})`);
    for (let i = 0; i < n; i++) if (await all.nth(i).isVisible()) await all.nth(i).click();
  } else if ('send' in step) await sendContactForm(page, step.send);
  else if ('toastsGone' in step) {
    await page
      .locator('[data-sonner-toast]')
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => undefined);
    await page.waitForTimeout(300);
  } else if ('wrongPassword' in step) {
    const field = gateField(page);
    if (!(await field.count())) throw new Missing('no gate page');
    await field.fill('not-the-password');
    await field.press('Enter');
    await page
      .locator('[aria-invalid="true"], [role="alert"]:not(:empty)')
      .first()
      .waitFor({ timeout: 15_000 });
    await page.waitForTimeout(400);
  } else if ('scrollTo' in step) {
    await (await firstVisible(page, step.scrollTo, 'element')).evaluate((el) =>
      el.scrollIntoView({ block: 'center' }),
    );
  }
  await page.waitForTimeout(250);
}

/** The picture as PNG, before it is encoded. */
async function capture(page: Page, shot: Shot): Promise<Buffer> {
  // A whole long page on a loaded host takes more than Playwright's 30 s.
  const options = { animations: 'disabled', caret: 'hide', timeout: 120_000 } as const;
  if ('element' in shot.region) {
    const el = await firstVisible(page, shot.region.element, 'region');
    await el.scrollIntoViewIfNeeded();
    // A region taller than the screen is one frame: the fixed header and any sticky bar outside the
    // region would be drawn over it where the screen happens to be. They are hidden for the picture.
    const hidden = await el.evaluate((region) => {
      const over = [...document.body.querySelectorAll<HTMLElement>('*')].filter((other) => {
        if (region.contains(other) || other.contains(region)) return false;
        const { position, visibility } = getComputedStyle(other);
        return (position === 'fixed' || position === 'sticky') && visibility !== 'hidden';
      });
      for (const other of over) other.dataset.reviewHidden = other.style.visibility;
      for (const other of over) other.style.visibility = 'hidden';
      return over.length;
    });
    const png = await el.screenshot(options);
    if (hidden)
      await page.evaluate(() => {
        for (const other of document.querySelectorAll<HTMLElement>('[data-review-hidden]')) {
          other.style.visibility = other.dataset.reviewHidden ?? '';
          delete other.dataset.reviewHidden;
        }
      });
    return png;
  }
  return page.screenshot({ ...options, fullPage: 'page' in shot.region });
}

/**
 * Takes `shot` into `file`. `fresh`: the page is already at the shot's route, as loaded, with nothing
 * done on it (the shots before it on this route had no steps), so it is not loaded again.
 */
async function take(page: Page, shot: Shot, file: string, fresh: boolean): Promise<Result> {
  try {
    if (!fresh) {
      await page.goto(`${base}${shot.route}`, { waitUntil: 'networkidle' });
      if (!shot.noScript) await whenReady(page);
      await settle(page);
    }
    for (const step of shot.steps ?? []) await runStep(page, step);
    // A step may have revealed or moved something: lay out again before the picture.
    if (shot.steps?.length) await settle(page);
    const png = await capture(page, shot);
    let image = sharp(png);
    const { width = 0 } = await image.metadata();
    // A long page at its scale; anything wider than --max-width (a 1920 px screen) down to it.
    const scale = Math.min('page' in shot.region ? (shot.region.scale ?? 1) : 1, maxWidth / width);
    if (scale < 1) image = image.resize({ width: Math.round(width * scale) });
    const webp = await image.webp({ quality, effort: 6 }).toBuffer();
    await writeFile(path.join(out, file), webp);
    console.log(`${path.relative(process.cwd(), path.join(out, file))} ${Math.round(webp.length / 1024)} KB`);
    return { file, bytes: webp.length };
  } catch (error) {
    if (existsSync(path.join(out, file))) await unlink(path.join(out, file));
    const why =
      error instanceof Missing ? error.message : `failed: ${(error as Error).message.split('\n')[0]}`;
    console.log(`${file}: ${why}`);
    return { missing: why };
  }
}

// ---------------------------------------------------------------------------------------------
// All of them, then the index.

/** What a run found, kept beside the pictures so a run of some items keeps the others'. */
type Manifest = { label: string; base: string; taken: string; results: Record<string, Result> };
const manifestFile = path.join(out, 'shots.json');

/** How a page must be opened for a shot: with the gate's cookie and scripts, or in a context of its own. */
const kindOf = (shot: Shot) => (shot.gated ? 'gated' : shot.noScript ? 'noscript' : 'site');

/**
 * Every shot of the chosen items at one width and theme. The shots of a route are taken in a row:
 * those without steps first, from one page load, then each with steps from a load of its own.
 */
async function takeAll(browser: Browser, screen: (typeof SCREENS)[number], theme: Theme) {
  const shots = items
    .flatMap((item) => item.shots.map((shot) => ({ shot, file: shotFile(item, shot, screen.width, theme) })))
    .filter(({ file }) => !retryFailed || failedBefore(file));
  const key = ({ shot }: (typeof shots)[number]) => `${kindOf(shot)} ${shot.route}`;
  const order = [...new Set(shots.map(key))];
  shots.sort(
    (a, b) =>
      order.indexOf(key(a)) - order.indexOf(key(b)) ||
      Number(!!a.shot.steps?.length) - Number(!!b.shot.steps?.length),
  );
  const site: BrowserContext = await themedContext(browser, { ...screen, theme });
  const sitePage = await site.newPage();
  // A loaded host may miss the gate's 30 s once: one more try before the run fails.
  await passGate(sitePage, base).catch(() => passGate(sitePage, base));
  let other: BrowserContext | null = null;
  let page: Page = sitePage;
  let clean: string | null = null; // the key of the route the page holds as loaded, untouched
  for (const { shot, file } of shots) {
    if (clean !== key({ shot, file })) {
      clean = null;
      await other?.close();
      other = null;
      page = sitePage;
      if (kindOf(shot) !== 'site') {
        other = await themedContext(browser, { ...screen, theme, javaScriptEnabled: !shot.noScript });
        // Without scripts the page is still behind the gate: it takes the cookie the site page holds.
        if (shot.noScript) await other.addCookies(await site.cookies());
        page = await other.newPage();
      }
    }
    results[file] = await take(page, shot, file, clean !== null);
    clean = shot.steps?.length ? null : key({ shot, file });
  }
  await other?.close();
  await site.close();
}

await mkdir(out, { recursive: true });
const earlier: Manifest | null = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest)
  : null;
const results: Record<string, Result> = { ...(earlier?.results ?? {}) };
const failedBefore = (file: string) => {
  const r = earlier?.results[file];
  return !r || ('missing' in r && r.missing.startsWith('failed'));
};
const browser = await launchReviewBrowser();
// Each width and theme in its own contexts, `--jobs` of them at a time (most of a shot is waiting).
const queue = themes.flatMap((theme) => screens.map((screen) => ({ theme, screen })));
await Promise.all(
  Array.from({ length: jobs }, async () => {
    for (let next = queue.shift(); next; next = queue.shift())
      await takeAll(browser, next.screen, next.theme);
  }),
);
await browser.close();

const manifest: Manifest = { label, base, taken: new Date().toISOString(), results };
await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

// index.md: per item, a row per picture name, a cell per width and theme.
const columns = SCREENS.flatMap((s) =>
  (['dark', 'light'] as const).map((t) => ({ width: s.width, theme: t })),
);
let total = 0;
const lines: string[] = [
  `# Review pictures: ${label}`,
  '',
  `Taken by \`npm run review:shots\` (scripts/ops/review-shots.ts) against ${base}, ${manifest.taken.slice(0, 16).replace('T', ' ')} UTC; lossy WebP, quality ${quality}, pictures wider than ${maxWidth} px scaled down to it (a whole page at the scale its row says). A cell says why a picture is missing.`,
  '',
];
for (const item of ITEMS) {
  lines.push(`## Item ${item.item}: ${item.title}`, '');
  if (item.seeAlso) lines.push(item.seeAlso, '');
  lines.push(
    `| picture | ${columns.map((c) => `${c.width} ${c.theme}`).join(' | ')} |`,
    `| --- | ${columns.map(() => '---').join(' | ')} |`,
  );
  for (const shot of item.shots) {
    const cells = columns.map(({ width, theme }) => {
      const file = shotFile(item, shot, width, theme);
      const r = results[file];
      if (!r) return 'not taken';
      if ('missing' in r) return `missing: ${r.missing.replace(/\|/g, '\\|')}`;
      total += r.bytes;
      return `[${Math.round(r.bytes / 1024)} KB](${file})`;
    });
    lines.push(`| **${shot.name}** (${shot.route}): ${shot.shows} | ${cells.join(' | ')} |`);
  }
  lines.push('');
}
lines.push(`Total: ${(total / 1024 / 1024).toFixed(1)} MB.`, '');
await writeFile(path.join(out, 'index.md'), lines.join('\n'));
console.log(
  `${path.relative(process.cwd(), path.join(out, 'index.md'))}: ${(total / 1024 / 1024).toFixed(1)} MB of pictures`,
);
