// The site runs under its Content-Security-Policy with zero violations: every route, the drawer,
// the theme toggle, the contact form's errors and its toast. (The console guard in fixtures.ts
// fails on the console error Chromium logs for each violation too.)
import { paths } from '../src/config/paths.ts';
import { contactCopy } from '../src/content/contact.ts';
import { contactMessages } from '../tests/helpers/contact-messages.ts';
import { sampleForm } from '../tests/helpers/contact-sample.ts';
import { fillContactForm } from './contact-fill.ts';
import {
  expect,
  setTheme,
  test,
  cspViolations as violations,
  waitForHeading,
  watchCspViolations as watchViolations,
} from './fixtures.ts';

test('every route loads with no CSP violation, and the policy has no unsafe source', async ({ page }) => {
  test.slow(); // a full load per route
  await watchViolations(page);
  for (const route of Object.values(paths)) {
    const res = await page.goto(route);
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe');
    await waitForHeading(page);
    expect(await violations(page), route).toEqual([]);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the drawer and the theme toggle cause no violation', async ({ page }) => {
    await watchViolations(page);
    await page.goto('/');
    await waitForHeading(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await setTheme(page, 'light');
    await setTheme(page, 'dark');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('the contact form', () => {
  // The toast of a refused submission follows a 4xx the page provokes on purpose.
  test.use({ allowConsoleErrors: [/Failed to load resource/] });
  test('shows its errors and a toast with no violation', async ({ page }) => {
    await watchViolations(page);
    await page.goto('/contact');
    await waitForHeading(page);
    const form = page.getByRole('form', { name: contactCopy.form.title });
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(form.getByText(contactMessages.nameMin)).toBeVisible();
    await page.route('**/functions/v1/submit-contact', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Bad input' }),
      }),
    );
    await fillContactForm(form, sampleForm());
    await page.waitForTimeout(1600);
    await form.getByRole('button', { name: /send message/i }).click();
    await expect(page.getByText(contactCopy.toasts.validation.title)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
