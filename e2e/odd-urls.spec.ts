// Odd URLs a visitor can type or paste: a hash with malformed percent-encoding is ignored (the
// page shows as usual, no error page, no console error), on arrival and when the hash changes.
import { paths } from '../src/config/paths.ts';
import { errorScreenCopy } from '../src/content/pages.ts';
import { expect, test, waitForHeading } from './fixtures.ts';

const MALFORMED_HASH = '#%E0%A4%A';
const errorTitle = errorScreenCopy.title;

test.describe('a malformed hash is ignored', () => {
  test(`every route${MALFORMED_HASH} shows the page`, async ({ page }) => {
    test.slow(); // a full load per route
    for (const path of Object.values(paths)) {
      await test.step(path, async () => {
        const res = await page.goto(`${path}${MALFORMED_HASH}`);
        expect(res?.status()).toBe(200);
        await waitForHeading(page);
        await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(errorTitle);
        await expect(page.getByText(errorTitle)).toHaveCount(0);
      });
    }
  });

  test('changing to a malformed hash on a page with a table of contents keeps the page', async ({ page }) => {
    await page.goto(paths.terms);
    await waitForHeading(page);
    const heading = page.getByRole('heading', { level: 1 }).first();
    const title = await heading.textContent();
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, MALFORMED_HASH);
    await expect(page).toHaveURL(new RegExp(`${MALFORMED_HASH}$`));
    // A valid hash afterwards still works: the page is alive and its deep links too.
    const firstSection = page.locator('main h2[id]').first();
    const id = await firstSection.getAttribute('id');
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, `#${id}`);
    await expect(firstSection).toBeInViewport();
    await expect(heading).toHaveText(title ?? '');
    await expect(page.getByText(errorTitle)).toHaveCount(0);
  });
});
