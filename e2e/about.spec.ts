import { paths } from '../src/config/paths.ts';
import { siteConfig } from '../src/config/site.ts';
import { aboutCopy } from '../src/content/about.ts';
import { pages } from '../src/content/pages.ts';
import { required } from '../tests/helpers/requirements.ts';
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('about page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForHeading(page);
  });

  test('tells the story from automotive lead response to an AI SDR for B2B teams', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: pages.about.heading })).toBeVisible();
    const story = page.getByRole('region', { name: aboutCopy.story.title });
    await expect(story).toContainText(`began in ${siteConfig.foundedYear}`);
    await expect(story).toContainText('automated lead response for automotive sales teams');
    await expect(story).toContainText(
      'inbound sales, outbound prospecting, account-based marketing and SDR teams',
    );
    await expect(story.getByRole('listitem').first()).toContainText(String(siteConfig.foundedYear));
    // Dated: the last step is the latest year of the timeline.
    await expect(story.getByRole('listitem').last()).toContainText(
      String(Math.max(...aboutCopy.timeline.items.map((i) => i.year))),
    );
  });

  test('shows the four values', async ({ page }) => {
    const values = page.getByRole('region', { name: aboutCopy.values.title });
    await expect(values.getByRole('heading', { level: 3 })).toHaveText([
      required('People First'),
      required('Continuous Innovation'),
      required('Speed to Market'),
      required('Excellence by Design'),
    ]);
  });

  test('Contact Sales goes to the sales link', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: aboutCopy.cta.primary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(siteConfig.salesLink)}$`));
  });

  test('Contact Us goes to the contact page', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: aboutCopy.cta.secondary.label }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  // Light on a desktop, dark on a phone (below): both themes, each layout, in half the runs.
  for (const theme of ['light'] as const) {
    test(`has no axe violations in the ${theme} theme`, async ({ page }) => {
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('about page, small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ['dark'] as const) {
    test(`has no axe violations at 390 px in the ${theme} theme, and no sideways scroll`, async ({
      page,
    }) => {
      await page.goto('/about');
      await waitForHeading(page);
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
