// Shared e2e fixtures: a page that has passed the staging gate (or not), with its own client
// address for rate limits, and a guard that fails the test on any console error.
import AxeBuilder from '@axe-core/playwright';
import { test as base, type ConsoleMessage, expect, type Locator, type Page } from '@playwright/test';
import { E2E_GATE_SECRET, E2E_PASSWORD } from '../playwright.config.ts';
import { THEME_STORAGE_KEY } from '../src/config/theme.ts';
import { RENDER_NEAR_VIEW_SELECTOR } from '../src/lib/render-near-view.ts';
import { mintGateCookie } from './gate-cookie.ts';
import { layOutBlocks } from './layout-probe.ts';

export { E2E_LAUNCH_URL, E2E_PASSWORD } from '../playwright.config.ts';

/** A missing page's 404, which the browser logs as a console error: expected where a test asks for one. */
export const NOT_FOUND_CONSOLE_ERROR = /status of 404/;

/**
 * A contact form sent before the app is ready is a native POST; the origin answers a refused one
 * with 400 and the page's messages, and the browser logs the status: expected where a test may
 * submit an invalid form at first sight.
 */
export const REFUSED_POST_CONSOLE_ERROR = /status of 400/;

type Fixtures = {
  /** Console errors matching one of these are expected by the test (e.g. a 429 it provokes). */
  allowConsoleErrors: RegExp[];
  /** The theme stored before the page loads ('dark' by default, like a first visit). */
  theme: 'dark' | 'light' | null;
  /** Whether the browser starts with a valid gate cookie (true for every page test). */
  gatePassed: boolean;
};

/** The pages this worker has handed to a test already (the reused one, decision 042). */
const usedBefore = new WeakSet<Page>();

export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  theme: [null, { option: true }],
  gatePassed: [true, { option: true }],
  page: async ({ page, allowConsoleErrors, theme, gatePassed }, use, testInfo) => {
    // The Chromium project reuses one context and page per worker (decision 042): Playwright clears
    // cookies, storage, cache, routes and init scripts between tests. The pointer is not reset: a
    // page a test left hovered would be hovered in the next one, so it goes to the corner first.
    if (usedBefore.has(page)) await page.mouse.move(0, 0);
    usedBefore.add(page);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': `e2e-${testInfo.testId}-${testInfo.retry}` });
    if (gatePassed) {
      const cookie = await mintGateCookie(E2E_GATE_SECRET, E2E_PASSWORD);
      await page.context().addCookies([{ ...cookie, url: String(testInfo.project.use.baseURL) }]);
    }
    if (theme) {
      await page.addInitScript(
        ([key, th]) => {
          if (sessionStorage.getItem('e2e-init')) return;
          sessionStorage.setItem('e2e-init', '1');
          localStorage.setItem(key!, th!);
        },
        [THEME_STORAGE_KEY, theme],
      );
    }
    const errors: string[] = [];
    const onConsole = (msg: ConsoleMessage) => {
      if (msg.type() === 'error' && !allowConsoleErrors.some((re) => re.test(msg.text())))
        errors.push(msg.text());
    };
    const onPageError = (err: Error) => errors.push(`pageerror: ${err.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(page);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(errors, 'console errors during the test').toEqual([]);
  },
});

export { expect };

/**
 * Where a page's axe checks run: each theme once, at one width each (dark on a phone, light on a
 * desktop). axe's rules do not depend on the width, and both themes' colours are checked; one run
 * per theme keeps the suite within its time.
 */
export const AXE_PASSES = [
  ['dark', 390],
  ['light', 1440],
] as const;

/** Zero axe violations (WCAG 2.0/2.1/2.2 A and AA) on what the page shows now. */
export async function expectNoA11yViolations(page: Page, options: { exclude?: string[] } = {}) {
  // What the visitor sees once it has settled: a section still fading in (revealed by a scroll just
  // before) has the contrast of a half-transparent one.
  await settleTransitions(page);
  // axe.run in the page itself (legacy mode; our pages have no frames), reporting only violations:
  // the default runs each frame partially and finishes in a new blank page with axe injected again,
  // and builds a selector for every node that passed. Half the time (decision 047).
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  for (const sel of options.exclude ?? []) builder = builder.exclude(sel);
  // axe reads boxes and colours: a block the browser has not laid out yet (content-visibility far
  // from view, decision 043) would be skipped as invisible. Every block is laid out while it runs.
  await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: true });
  // A block styled again as it is laid out eases into a theme changed while it waited.
  await settleTransitions(page);
  const results = await builder.analyze();
  await page.evaluate(layOutBlocks, { selector: RENDER_NEAR_VIEW_SELECTOR, laidOut: false });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 5)
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}

/** Nothing on the page is wider than the viewport (no sideways scroll). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** Switches the theme with the header toggle and waits for it to apply. */
export async function setTheme(page: Page, theme: 'dark' | 'light') {
  const html = page.locator('html');
  if (!(await html.getAttribute('class'))?.includes(theme)) await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveClass(new RegExp(`\\b${theme}\\b`));
  // Colours that ease from one theme to the other are measured once they have arrived.
  await settleTransitions(page);
}

/** Waits until the page has drawn two more frames (what a change just made has been laid out and painted). */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Waits for the page's CSS transitions (a theme's colours easing in, a section fading in as a
 * scroll revealed it) started by the next frame to end, at most 2 s: a transition in a part the
 * browser skips rendering never ticks.
 */
export async function settleTransitions(page: Page) {
  await page.evaluate(async () => {
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    await Promise.race([
      Promise.all(
        document
          .getAnimations()
          .flatMap((a) => (a instanceof CSSTransition ? [a.finished.catch(() => null)] : [])),
      ),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
  });
}

/** Records every Content-Security-Policy violation on the page's documents (read with cspViolations). */
export async function watchCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
}
export const cspViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/**
 * Waits until the page (not the gate) shows its main heading, as a visitor would before acting:
 * never for a readiness marker a visitor cannot see. Controls work from the first paint (natively,
 * or their input is kept and replayed once the app is ready: docs/decisions/028).
 */
export async function waitForHeading(page: Page) {
  await expect(page.locator('#main-content h1').first()).toBeVisible();
}

/**
 * Holds back the scripts whose URL matches `pattern` (all of the site's, by default) until the
 * returned function is called: a slow network, for the test. With `then: 'fail'` they fail then
 * instead of arriving (a request that errs after a while).
 */
export async function holdScripts(
  page: Page,
  pattern: RegExp = /\/assets\/.+\.js$/,
  then: 'arrive' | 'fail' = 'arrive',
): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await (then === 'fail' ? route.abort('failed') : route.continue());
  });
  return release;
}

/**
 * Opens `path` with the site's scripts held back (holdScripts): a page that has painted and whose
 * app cannot run yet. Returns the release of the scripts.
 */
export async function openBeforeTheApp(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

/**
 * The contact form's message counter once the app runs the form: it counts `message` (the served
 * form's counter says what the server wrote).
 */
export const messageCounter = (form: Locator, message: string) =>
  form.getByText(new RegExp(`^${[...message].length}/\\d+ `));
