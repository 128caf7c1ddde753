// What a visitor does before the app is ready is never lost: the page's scripts are held back (a
// slow network), the test acts as soon as controls show, then lets the app arrive and checks that
// what was typed, chosen and sent is still there (docs/decisions/028-usable-from-first-paint.md).
import type { Page } from '@playwright/test';
import { contactCopy, contactSections } from '../src/content/contact.ts';
import { heroShowcase } from '../src/content/home.ts';
import { featureTabs } from '../src/content/home-features.ts';
import { platformCopy, platformFeatures } from '../src/content/platform.ts';
import { HYDRATED_ATTRIBUTE, PENDING_ATTRIBUTE } from '../src/lib/early/contract.ts';
import { CONTACT_FIELDS } from '../supabase/functions/_shared/contracts/contact.ts';
import { byId } from '../tests/helpers/content.ts';
import {
  expect,
  holdScripts,
  messageCounter,
  nextFrames,
  openBeforeTheApp,
  REFUSED_POST_CONSOLE_ERROR,
  test,
} from './fixtures.ts';
import { whenStill } from './layout-probe.ts';

test.use({ allowConsoleErrors: [REFUSED_POST_CONSOLE_ERROR] });

// These tests are about the moment the app takes over: they check the marker only to prove their
// actions came before it, never to wait before acting.
const hydrated = (page: Page) =>
  page.evaluate((attribute) => document.documentElement.hasAttribute(attribute), HYDRATED_ATTRIBUTE);
const form = (page: Page) => page.getByRole('form', { name: contactCopy.form.title });
const textbox = (page: Page, name: string) => form(page).getByRole('textbox', { name, exact: true });
const counterOf = (page: Page, message: string) => messageCounter(form(page), message);

test('contact: what is typed and chosen before the app runs survives it, focus and caret too', async ({
  page,
}) => {
  const release = await openBeforeTheApp(page, '/contact');
  await textbox(page, CONTACT_FIELDS.name.label).fill('Ada Lovelace');
  await textbox(page, CONTACT_FIELDS.email.label).fill('ada@example.com');
  const purpose = form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label });
  await purpose.selectOption('demo');
  // The demo details show at once (CSS), before any script.
  const demo = form(page).getByRole('group', { name: contactCopy.form.demoTitle });
  await expect(demo).toBeVisible();
  await expect(form(page).getByRole('button', { name: contactCopy.submit.demo })).toBeVisible();
  await demo.getByRole('combobox', { name: CONTACT_FIELDS.companySize.label }).selectOption('51-200');
  await textbox(page, 'Message').fill('Typed before the app ran.');
  await textbox(page, 'Message').press('ArrowLeft');
  expect(await hydrated(page)).toBe(false);

  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // The form is an island that hydrates after the app (decision 033): its counter counts what was
  // typed once it runs.
  await expect(counterOf(page, 'Typed before the app ran.')).toBeVisible();
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('Ada Lovelace');
  await expect(textbox(page, CONTACT_FIELDS.email.label)).toHaveValue('ada@example.com');
  await expect(purpose).toHaveValue('demo');
  // What the app derives from the purpose follows too (hydration alone leaves served attributes).
  await expect(textbox(page, 'Company')).toHaveAttribute('aria-required', 'true');
  await expect(textbox(page, 'Message')).toHaveAttribute(
    'placeholder',
    contactCopy.form.demoMessagePlaceholder,
  );
  await expect(demo.getByRole('combobox', { name: CONTACT_FIELDS.companySize.label })).toHaveValue('51-200');
  await expect(textbox(page, 'Message')).toHaveValue('Typed before the app ran.');
  await expect(textbox(page, 'Message')).toBeFocused();
  expect(await textbox(page, 'Message').evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(
    'Typed before the app ran.'.length - 1,
  );
  // The app now owns the values: its own validation sees them (no message for the filled fields).
  await textbox(page, CONTACT_FIELDS.name.label).press('End');
  await textbox(page, CONTACT_FIELDS.name.label).pressSequentially('!');
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('Ada Lovelace!');
  await expect(form(page).getByRole('button', { name: contactCopy.submit.demo })).toBeVisible();
});

/**
 * With the page's scripts held back, sends the contact form with only a one-letter name (a native
 * POST) and waits for the origin's answer to mark the name. Returns the release of the scripts.
 */
async function sendTooShortANameEarly(page: Page): Promise<() => void> {
  const release = await openBeforeTheApp(page, '/contact');
  await textbox(page, CONTACT_FIELDS.name.label).fill('A');
  await form(page).getByRole('button', { name: contactCopy.submit.default }).click();
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveAttribute('aria-invalid', 'true');
  return release;
}

test('contact: a submit before the app runs is a native POST, and the app then takes the answered page over', async ({
  page,
}) => {
  const release = await sendTooShortANameEarly(page);
  // The origin's answer: the same messages as the app's, values kept, focus on the first.
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('A');
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toBeFocused();
  const message = await textbox(page, CONTACT_FIELDS.name.label).evaluate((el) =>
    el.getAttribute('aria-describedby'),
  );
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // Hydrated without a mismatch (the fixture fails on console errors), messages and values kept.
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveAttribute('aria-describedby', message ?? '');
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('A');
  // And the app validates from here: fixing the name clears its message once it is re-checked.
  await textbox(page, CONTACT_FIELDS.name.label).fill('Ada');
  await expect(textbox(page, CONTACT_FIELDS.name.label)).not.toHaveAttribute('aria-invalid', 'true');
});

test('contact: a field fixed after the origin answered, before the app runs, loses its message once it does', async ({
  page,
}) => {
  const release = await sendTooShortANameEarly(page);
  const email = textbox(page, CONTACT_FIELDS.email.label);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  // The visitor fixes the name while the app is still coming, and leaves the email.
  await textbox(page, CONTACT_FIELDS.name.label).fill('Ada Lovelace');
  release();
  await expect(textbox(page, CONTACT_FIELDS.name.label)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('Ada Lovelace');
  // Only to prove the email's message outlived the app's arrival, never to wait before acting.
  await expect.poll(() => hydrated(page)).toBe(true);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('platform: where a visitor scrolled before the app runs is where they stay, and the side nav follows', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await openBeforeTheApp(page, '/platform');
  await expect(page.locator('#sequences')).toBeAttached();
  // The page itself settled first (parsed, its web font in): a late font relays it out, and the
  // browser's scroll anchoring then moves the scroll position by a few pixels, which is not the app.
  await page.waitForFunction(() => document.readyState !== 'loading');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // The Reach feature "Conditional sequences" in the spy's band (30-40 % from the top).
  await page.evaluate(() => {
    const top = document.getElementById('sequences')!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: Math.round(top - window.innerHeight * 0.3 + 20), behavior: 'instant' });
  });
  // The blocks around the new view are laid out in the next frames (content-visibility, decision
  // 043) and the browser's scroll anchoring keeps the view where it is as they take their real
  // height: the position that counts is the one the page settles at, by itself, before the app.
  const scrolled = await page.evaluate(whenStill, { selector: null, frames: 5 });
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expect.poll(() => hydrated(page)).toBe(true);
  // The app's first scroll handling leaves a page loaded without a hash where the visitor is.
  await nextFrames(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // Nor does anything the app set while starting pass for the visitor's input: the small screens'
  // feature select follows the scroll position too, and announcing it as chosen would move focus
  // and the URL to that feature (and scroll there).
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  expect(new URL(page.url()).hash).toBe('');
  const nav = page.getByRole('navigation', { name: platformCopy.nav.label });
  await expect(nav.getByRole('button', { name: 'Reach', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(nav.getByRole('button', { name: 'Find', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test('platform: a side-nav group opened before the app runs is open once it does', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await openBeforeTheApp(page, '/platform');
  const nav = page.getByRole('navigation', { name: platformCopy.nav.label });
  const book = nav.getByRole('button', { name: 'Book', exact: true });
  // Scrolled to Find first, as a visitor reading the page would be: the group in view stays Find.
  await page.locator('#find').scrollIntoViewIfNeeded();
  await book.click();
  expect(await hydrated(page)).toBe(false);
  release();
  await expect(book).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: byId(platformFeatures, 'unified-inbox').title })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Find', exact: true })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

test("a features tab clicked once the app runs, before its section's code has arrived, is selected when it does", async ({
  page,
}) => {
  // The features section is an island (decision 033): its code alone is held back.
  const release = await holdScripts(page, /\/assets\/features-section-[\w-]+\.js$/);
  await page.goto('/');
  // The app runs: a product-tour tab answers (kept and replayed if it came first).
  const tour = page
    .getByRole('tablist', { name: heroShowcase.label })
    .getByRole('tab', { name: new RegExp(heroShowcase.tabs[1]!.label) });
  await tour.click();
  await expect(tour).toHaveAttribute('aria-selected', 'true');

  const reach = featureTabs.find((t) => t.id === 'reach')!;
  const tab = page.locator('#features').getByRole('tab', { name: new RegExp(reach.label) });
  await tab.click();
  await expect(tab).toHaveAttribute(PENDING_ATTRIBUTE, '');
  await expect(tab).toHaveAttribute('aria-selected', 'false');
  release();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await expect(tab).not.toHaveAttribute(PENDING_ATTRIBUTE, '');
});

test.describe(() => {
  // The failed chunk is logged by the browser.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });
  test('a features section whose code fails reads as without scripts, and lets go of a tab clicked while it was coming', async ({
    page,
  }) => {
    const fail = await holdScripts(page, /\/assets\/features-section-[\w-]+\.js$/, 'fail');
    await page.goto('/');
    const section = page.locator('#features');
    const reach = featureTabs.find((t) => t.id === 'reach')!;
    const tab = section.getByRole('tab', { name: new RegExp(reach.label) });
    await tab.click();
    await expect(tab).toHaveAttribute(PENDING_ATTRIBUTE, '');
    fail();
    // As without scripts: every panel reads one under the other, and the tabs nothing can run now
    // are gone; the click kept for them is let go.
    for (const t of featureTabs)
      await expect(section.getByRole('heading', { name: t.title, exact: true })).toBeVisible();
    await expect(section.getByRole('tablist')).toBeHidden();
    await expect(page.locator(`[${PENDING_ATTRIBUTE}]`)).toHaveCount(0);
  });
});

test("contact: what is typed once the app runs, before the form's own code has arrived, is kept when it does", async ({
  page,
}) => {
  // The form is an island (decision 033): its code alone is held back.
  const release = await holdScripts(page, /\/assets\/contact-form-[\w-]+\.js$/);
  await page.goto('/contact');
  // Only to prove the typing below comes after the app is ready, never to wait before acting.
  await expect.poll(() => hydrated(page)).toBe(true);
  await textbox(page, CONTACT_FIELDS.name.label).fill('Grace Hopper');
  await form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label }).selectOption('demo');
  await expect(form(page).getByRole('group', { name: contactCopy.form.demoTitle })).toBeVisible();
  const message = 'Typed while the form was still served.';
  await textbox(page, 'Message').fill(message);
  await textbox(page, 'Message').press('Home');
  await expect(counterOf(page, message)).toHaveCount(0);

  release();
  await expect(counterOf(page, message)).toBeVisible();
  await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('Grace Hopper');
  await expect(form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label })).toHaveValue('demo');
  await expect(form(page).getByRole('button', { name: contactCopy.submit.demo })).toBeVisible();
  await expect(textbox(page, 'Message')).toHaveValue(message);
  await expect(textbox(page, 'Message')).toBeFocused();
  expect(await textbox(page, 'Message').evaluate((el: HTMLTextAreaElement) => el.selectionStart)).toBe(0);
  // The app runs the form now: typing more is counted.
  await textbox(page, 'Message').press('End');
  await textbox(page, 'Message').pressSequentially('!');
  await expect(counterOf(page, `${message}!`)).toBeVisible();
});

test("contact: the table of contents follows a purpose chosen once the app runs, before the form's own code has arrived", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const release = await holdScripts(page, /\/assets\/contact-form-[\w-]+\.js$/);
  await page.goto('/contact');
  // Only to prove the choices below come after the app is ready, never to wait before acting.
  await expect.poll(() => hydrated(page)).toBe(true);
  const toc = page.getByRole('navigation', { name: contactCopy.toc.title });
  const demoEntry = toc.getByRole('link', { name: contactCopy.form.demoTitle });
  const purpose = form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label });
  // React stops a change on markup it has not hydrated from reaching anything below its root: the
  // table of contents must hear it all the same.
  await purpose.selectOption('demo');
  await expect(demoEntry).toBeVisible();
  await purpose.selectOption('inquiry');
  await expect(demoEntry).toHaveCount(0);
  await purpose.selectOption('demo');
  await expect(demoEntry).toBeVisible();
  release();
  await expect(form(page).getByRole('button', { name: contactCopy.submit.demo })).toBeVisible();
  await expect(demoEntry).toBeVisible();
});

// The page around the form re-renders while the form's code is still coming, or after it failed:
// the table of contents follows a click (and the scroll). The form must stay, with what was typed.
for (const code of ['held back', 'failing'] as const) {
  test.describe(() => {
    test.use({
      viewport: { width: 1280, height: 800 },
      // A chunk that fails is logged by the browser. (One pattern: Playwright reads a two-item
      // array here as a value and its options.)
      allowConsoleErrors: [/status of 400|Failed to load resource/],
    });
    test(`contact: a table-of-contents click while the form's code is ${code} keeps the form and what was typed`, async ({
      page,
    }) => {
      let failed = false;
      if (code === 'held back') await holdScripts(page, /\/assets\/contact-form-[\w-]+\.js$/);
      else
        await page.route(/\/assets\/contact-form-[\w-]+\.js$/, (route) => {
          failed = true;
          return route.abort('failed');
        });
      await page.goto('/contact');
      // Only to prove the click below comes after the app is ready, never to wait before acting.
      await expect.poll(() => hydrated(page)).toBe(true);
      if (code === 'failing') await expect.poll(() => failed).toBe(true);
      await textbox(page, CONTACT_FIELDS.name.label).fill('Ada Lovelace');
      const toc = page.getByRole('navigation', { name: contactCopy.toc.title });
      const entry = toc.getByRole('link', { name: contactSections.help.title });
      await entry.click();
      // The app ran the click (it marks the entry), and the served form is still there, as typed.
      await expect(entry).toHaveAttribute('aria-current', 'location');
      await expect(textbox(page, CONTACT_FIELDS.name.label)).toHaveValue('Ada Lovelace');
      await expect(form(page).getByRole('combobox', { name: CONTACT_FIELDS.purpose.label })).toBeVisible();
    });
  });
}
