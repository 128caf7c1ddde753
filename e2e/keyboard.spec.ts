// Keyboard-only journeys (WCAG 2.1.1, 2.4.3): each reaches its controls with Tab from the top of
// the page and works them with the keys a keyboard user has (Enter, Space, arrows, Esc); no click,
// no scripted focus. After every key press focus is somewhere meaningful, never lost to <body>.
// docs/decisions/030-accessibility-beyond-axe.md.
import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { contactCopy } from '../src/content/contact.ts';
import { gateCopy } from '../src/content/gate.ts';
import { helpCenterCopy } from '../src/content/help-center.ts';
import { featureTabs } from '../src/content/home-features.ts';
import { legalUi } from '../src/content/legal/ui.ts';
import { headerNav } from '../src/content/navigation.ts';
import { pricingFaq } from '../src/content/pricing.ts';
import { CONTACT_FIELDS } from '../supabase/functions/_shared/contracts/contact.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { E2E_PASSWORD, expect, test, waitForHeading } from './fixtures.ts';

/** Presses a key and checks that focus did not fall back to the page itself. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const lost = await page.evaluate(() => document.activeElement === document.body || !document.activeElement);
  expect(lost, `focus lost to <body> after ${key}`).toBe(false);
}

/** Tabs forward (at most `max` times) until `target` has focus. */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await press(page, 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

test.describe('gate', () => {
  test.use({ gatePassed: false });
  test('the password by keyboard opens the page asked for', async ({ page }) => {
    await page.goto(paths.pricing);
    const field = page.getByLabel(gateCopy.label);
    await expect(field).toBeFocused();
    await page.keyboard.type('wrong password');
    await press(page, 'Enter');
    await expect(page.getByText(gateCopy.errors.incorrect)).toBeVisible();
    await expect(field).toBeFocused();
    await field.press('ControlOrMeta+a');
    await page.keyboard.type(E2E_PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pricing$/);
    await waitForHeading(page);
  });
});

test('header: the Features menu and, on a phone, the drawer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.about);
  await waitForHeading(page);
  const banner = page.getByRole('banner');
  const features = banner.getByRole('button', { name: headerNav.features });
  await tabTo(page, features);
  await press(page, 'Enter');
  const first = banner.getByRole('link', { name: featureTabs[0]!.label });
  await expect(first).toBeVisible();
  await press(page, 'Escape');
  await expect(first).toBeHidden();
  await expect(features).toBeFocused();

  await page.setViewportSize({ width: 390, height: 800 });
  const open = page.getByRole('button', { name: headerNav.openMenu });
  await tabTo(page, open);
  await press(page, 'Enter');
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await press(page, 'Tab');
  expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await press(page, 'Escape');
  await expect(drawer).toBeHidden();
  await expect(open).toBeFocused();
});

test('home: the features tabs follow the arrow keys', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.home);
  await waitForHeading(page);
  const list = page.locator('#features').getByRole('tablist');
  const [find, reach] = [featureTabs[0]!, featureTabs[1]!];
  await tabTo(page, list.getByRole('tab', { name: find.label }));
  await press(page, 'ArrowRight');
  await expect(list.getByRole('tab', { name: reach.label })).toBeFocused();
  await expect(list.getByRole('tab', { name: reach.label })).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the list for the open panel's content, not the next tab.
  await press(page, 'Tab');
  expect(await list.evaluate((el) => el.contains(document.activeElement))).toBe(false);
});

test('pricing: billing, tier and an answer, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.pricing);
  await waitForHeading(page);
  const pro = page.getByRole('article', { name: 'PRO', exact: true });
  const monthly = pro.getByRole('radio', { name: 'Monthly' });
  await tabTo(page, monthly);
  await press(page, 'ArrowRight');
  await expect(pro.getByRole('radio', { name: /Annual/ })).toBeChecked();
  // The next stop is the tier choice; an arrow picks the next tier.
  await press(page, 'Tab');
  const tiers = pro.getByRole('radio', { name: /contacts/ });
  await expect(tiers.first()).toBeFocused();
  await press(page, 'ArrowDown');
  await expect(tiers.nth(1)).toBeChecked();
  const question = page.locator('summary').filter({ hasText: pricingFaq.items[0]!.question });
  await tabTo(page, question, 120);
  await press(page, 'Enter');
  await expect(question.locator('..')).toHaveAttribute('open', '');
  await press(page, 'Space');
  await expect(question.locator('..')).not.toHaveAttribute('open', '');
});

test('help centre: search, then Escape restores everything', async ({ page }) => {
  await page.goto(paths.helpCenter);
  await waitForHeading(page);
  const search = page.getByRole('searchbox', { name: helpCenterCopy.search.label });
  await tabTo(page, search);
  await page.keyboard.type('zebra crossing');
  await expect(page.getByRole('status')).toHaveText('No results for “zebra crossing”');
  await press(page, 'Escape');
  await expect(search).toHaveValue('');
  await expect(search).toBeFocused();
});

test('legal: a table-of-contents entry moves focus to its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(paths.privacy);
  await waitForHeading(page);
  const entry = page.getByRole('navigation', { name: legalUi.tableOfContents }).getByRole('link').nth(2);
  const name = (await entry.textContent())?.trim() ?? '';
  await tabTo(page, entry);
  await press(page, 'Enter');
  await expect(page.getByRole('heading', { name, exact: true })).toBeFocused();
  // The next Tab, pressed while the scroll to the section still runs, goes on from the section
  // (not back to the top of the page), and the element it focuses stays in view once the page is
  // still: the scroll to the heading stops at the key, never carrying the Tab's own scroll past it
  // (decision 045).
  await press(page, 'Tab');
  const focusedTop = () => page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1);
  expect(await focusedTop()).toBeGreaterThan(0);
  await page.waitForTimeout(1000);
  const settled = await focusedTop();
  expect(settled).toBeGreaterThan(0);
  expect(settled).toBeLessThan(page.viewportSize()!.height);
});

test('contact: an error takes focus to the first invalid field; success is told by one toast, focus staying put', async ({
  page,
}) => {
  test.slow(); // a whole form filled by keyboard, twice
  await page.goto(paths.contact);
  await waitForHeading(page);
  const form = page.getByRole('form', { name: contactCopy.form.title });
  const name = form.getByRole('textbox', { name: CONTACT_FIELDS.name.label, exact: true });
  await tabTo(page, name);
  const sample = sampleForm();
  await page.keyboard.type(sample.name);
  await press(page, 'Tab');
  await page.keyboard.type('not-an-email');
  const purpose = form.getByRole('combobox', { name: CONTACT_FIELDS.purpose.label });
  await tabTo(page, purpose);
  // A closed list box takes the arrow keys: past the placeholder and Contact Sales.
  await press(page, 'ArrowDown');
  await press(page, 'ArrowDown');
  await expect(purpose).toHaveValue('inquiry');
  const submit = form.getByRole('button', { name: contactCopy.submit.default });
  await tabTo(page, submit);
  await press(page, 'Enter');
  const email = form.getByRole('textbox', { name: CONTACT_FIELDS.email.label, exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(sample.email);
  const message = form.getByRole('textbox', { name: 'Message', exact: true });
  await tabTo(page, message);
  await page.keyboard.type(sample.message);
  // The origin refuses a form filled faster than a person could (CONTACT_MIN_FILL_MS).
  await page.waitForTimeout(1600);
  await tabTo(page, submit);
  await press(page, 'Enter');
  // One message per outcome: the toast says it, and focus stays where the visitor sent from.
  await expect(page.getByText(contactCopy.toasts.success.title)).toBeVisible();
  await expect(submit).toBeFocused();
});
