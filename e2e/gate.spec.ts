import { gateCopy } from '../src/content/gate.ts';
import { E2E_PASSWORD, expect, test } from './fixtures.ts';

test.use({ gatePassed: false });

test.describe('staging password gate', () => {
  test('shows the gate with its copy and nothing of the site', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { name: gateCopy.title })).toBeVisible();
    await expect(page.getByText(gateCopy.subtitle)).toBeVisible();
    await expect(page.getByPlaceholder(gateCopy.placeholder)).toBeFocused();
    await expect(page.getByText(gateCopy.footer)).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test('an empty or blank password is refused before any call, and editing clears the error', async ({
    page,
  }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/functions/v1/validate-password')) calls++;
    });
    await page.goto('/');
    const field = page.getByLabel(gateCopy.label);
    await page.getByRole('button', { name: gateCopy.submit }).click();
    await expect(page.getByText(gateCopy.errors.empty)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await field.fill('   ');
    await page.keyboard.press('Enter');
    await expect(page.getByText(gateCopy.errors.empty)).toBeVisible();
    await field.pressSequentially('a');
    await expect(page.getByText(gateCopy.errors.empty)).toHaveCount(0);
    expect(calls).toBe(0);
  });

  test.describe('wrong password', () => {
    test.use({ allowConsoleErrors: [/status of 429/] });
    test('says Incorrect password and clears the field', async ({ page }) => {
      await page.goto('/');
      const field = page.getByLabel(gateCopy.label);
      await field.fill('not-the-password');
      await page.getByRole('button', { name: gateCopy.submit }).click();
      await expect(page.getByText(gateCopy.errors.incorrect)).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(field).toBeFocused();
    });
  });

  test('shows Verifying... with the button disabled while the check runs', async ({ page }) => {
    await page.route('**/functions/v1/validate-password', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.goto('/');
    await page.getByLabel(gateCopy.label).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: gateCopy.submit }).click();
    const busy = page.getByRole('button', { name: gateCopy.verifying });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the right password opens the page that was asked for, and a reload does not ask again', async ({
    page,
  }) => {
    await page.goto('/pricing');
    await page.getByLabel(gateCopy.label).fill(E2E_PASSWORD);
    await page.getByRole('button', { name: gateCopy.submit }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('#main-content h1')).toBeVisible();
    await page.reload();
    await expect(page.locator('#main-content h1')).toBeVisible();
    await expect(page.getByRole('heading', { name: gateCopy.title })).toHaveCount(0);
    // A new tab of the same browser is remembered too.
    const tab = await page.context().newPage();
    await tab.goto('/about');
    await expect(tab.locator('#main-content h1')).toBeVisible();
  });

  test.describe('check unavailable', () => {
    test.use({ allowConsoleErrors: [/ERR_CONNECTION_REFUSED|ERR_FAILED/] });
    test('says Unable to verify when the check cannot be made', async ({ page }) => {
      await page.route('**/functions/v1/validate-password', (route) => route.abort('connectionrefused'));
      await page.goto('/');
      await page.getByLabel(gateCopy.label).fill('anything');
      await page.getByRole('button', { name: gateCopy.submit }).click();
      await expect(page.getByText(gateCopy.errors.unavailable)).toBeVisible();
    });
  });

  test.describe('throttling', () => {
    test.use({ allowConsoleErrors: [/status of 429/] });
    test('after 10 wrong passwords the gate says to wait, even for the right one', async ({ page }) => {
      await page.goto('/');
      const field = page.getByLabel(gateCopy.label);
      for (let i = 0; i < 10; i++) {
        await field.fill(`wrong-${i}`);
        await field.press('Enter');
        await expect(page.getByText(gateCopy.errors.incorrect)).toBeVisible();
      }
      await field.fill(E2E_PASSWORD);
      await field.press('Enter');
      await expect(page.getByText(gateCopy.errors.throttled)).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  });
});
