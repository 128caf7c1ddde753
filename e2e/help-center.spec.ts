import type { Page } from '@playwright/test';
import { paths } from '../src/config/paths.ts';
import { siteConfig } from '../src/config/site.ts';
import { contactCopy } from '../src/content/contact.ts';
import { helpCategories, helpCenterCopy, helpFaqs } from '../src/content/help-center.ts';
import { contactSalesLabel } from '../src/content/home.ts';
import { byId } from '../tests/helpers/content.ts';
import { expectOpen, questions } from './disclosure.ts';
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const search = (page: Page) => page.getByRole('searchbox', { name: helpCenterCopy.search.label });
const cards = (page: Page) => page.getByTestId('help-category');
const faqRegion = (page: Page) => page.getByRole('region', { name: helpCenterCopy.faq.title });

test.describe('help centre', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/help-center');
    await waitForHeading(page);
  });

  test('shows six categories with their article counts, all Coming Soon', async ({ page }) => {
    const expected: [string, number][] = [
      [byId(helpCategories, 'getting-started').title, 12],
      [byId(helpCategories, 'configuration').title, 18],
      [byId(helpCategories, 'lead-management').title, 10],
      [byId(helpCategories, 'outreach-campaigns').title, 15],
      [byId(helpCategories, 'analytics-reporting').title, 8],
      [byId(helpCategories, 'compliance-security').title, 6],
    ];
    await expect(cards(page)).toHaveCount(helpCategories.length);
    for (const [i, [title, count]] of expected.entries()) {
      const card = cards(page).nth(i);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card).toContainText(`${count} articles`);
      await expect(card).toContainText(helpCenterCopy.categories.comingSoon);
    }
  });

  test('typing filters the cards and the FAQ and announces the count', async ({ page }) => {
    await search(page).fill('linkedin');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).getByRole('heading')).toHaveText(
      byId(helpCategories, 'outreach-campaigns').title,
    );
    await expect(questions(faqRegion(page))).toHaveText([
      `Which tools does ${siteConfig.name} integrate with?`,
    ]);
    await expect(page.getByRole('status')).toHaveText('2 results for “linkedin”');
    await expect(cards(page).locator('mark').first()).toHaveText(/linkedin/i);

    // literal-ok: a search term this test chooses (one FAQ question holds it, no category does).
    await search(page).fill('Autopilot');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: helpCenterCopy.categories.title })).toHaveCount(0);
    await expect(questions(faqRegion(page))).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveText('1 result for “Autopilot”');
  });

  test('shows an empty state with a way out, and clearing restores everything', async ({ page }) => {
    await search(page).fill('zebra crossing');
    const empty = page.getByRole('region', { name: 'No results for “zebra crossing”' });
    await expect(empty).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(faqRegion(page)).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('No results for “zebra crossing”');
    await expect(empty.getByRole('link', { name: helpCenterCopy.empty.contact })).toHaveAttribute(
      'href',
      paths.contact,
    );
    await empty.getByRole('button', { name: helpCenterCopy.empty.clear }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(cards(page)).toHaveCount(helpCategories.length);
    await expect(questions(faqRegion(page))).toHaveCount(helpFaqs.length);
    await expect(page.getByRole('status')).toHaveText('');

    // The clear button in the box and Escape restore the lists too.
    await search(page).fill('gdpr');
    await expect(cards(page)).toHaveCount(1);
    await page.getByRole('search').getByRole('button', { name: helpCenterCopy.search.clear }).click();
    await expect(cards(page)).toHaveCount(helpCategories.length);
    await search(page).fill('gdpr');
    await page.keyboard.press('Escape');
    await expect(search(page)).toHaveValue('');
    await expect(cards(page)).toHaveCount(helpCategories.length);
  });

  test('the FAQ opens one answer at a time, closes again, and works from the keyboard', async ({ page }) => {
    const triggers = questions(faqRegion(page));
    await expect(triggers).toHaveText(helpFaqs.map((f) => f.question));
    await triggers.nth(0).click();
    await expectOpen(triggers.nth(0), true);
    await expect(faqRegion(page).getByText(helpFaqs[0]!.answer)).toBeVisible();
    await triggers.nth(1).click();
    await expectOpen(triggers.nth(0), false);
    await expectOpen(triggers.nth(1), true);
    await triggers.nth(1).click();
    await expectOpen(triggers.nth(1), false);

    await triggers.nth(2).focus();
    await page.keyboard.press('Enter');
    await expectOpen(triggers.nth(2), true);
    // Tab goes through the open answer's text (no focusable content) to the next question.
    await page.keyboard.press('Tab');
    await expect(triggers.nth(3)).toBeFocused();
    await page.keyboard.press('Space');
    await expectOpen(triggers.nth(3), true);
    await expectOpen(triggers.nth(2), false);
    await page.keyboard.press('Enter');
    await expectOpen(triggers.nth(3), false);
  });

  test('View Docs is disabled and marked Coming Soon', async ({ page }) => {
    const docs = page.getByRole('listitem').filter({ hasText: helpCenterCopy.support.docs.title });
    await expect(docs.getByRole('button', { name: helpCenterCopy.support.docs.button })).toBeDisabled();
    await expect(docs).toContainText(helpCenterCopy.categories.comingSoon);
  });

  test('Send Message goes to the contact page', async ({ page }) => {
    await page.getByRole('link', { name: contactCopy.submit.default }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.contact}$`));
  });

  test('Contact Sales goes to the contact route', async ({ page }) => {
    await page.getByRole('main').getByRole('link', { name: contactSalesLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${escapeRe(siteConfig.salesLink)}$`));
  });

  // Light on a desktop, dark on a phone (below): both themes, each layout, in half the runs.
  for (const theme of ['light'] as const) {
    test(`has no axe violations in the ${theme} theme, also while filtering`, async ({ page }) => {
      await setTheme(page, theme);
      await questions(faqRegion(page)).first().click();
      await expectNoA11yViolations(page);
      await search(page).fill('email');
      await expect(page.getByRole('status')).not.toHaveText('');
      await expectNoA11yViolations(page);
      await search(page).fill('zebra');
      await expectNoA11yViolations(page);
    });
  }
});

test.describe('help centre, small screens', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const theme of ['dark'] as const) {
    test(`has no axe violations at 390 px in the ${theme} theme, and no sideways scroll`, async ({
      page,
    }) => {
      await page.goto('/help-center');
      await waitForHeading(page);
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });
  }
});
