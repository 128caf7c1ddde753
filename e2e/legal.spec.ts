// The six legal pages: content, table of contents, deep links, print and accessibility.
import type { Page } from '@playwright/test';
import { dpaDocument } from '../src/content/legal/dpa.ts';
import { type LegalDocumentKey, legalDocuments } from '../src/content/legal/index.ts';
import { privacyDocument } from '../src/content/legal/privacy.ts';
import { securityAnchors, securityDocument } from '../src/content/legal/security.ts';
import { slaDocument, slaResolutionTable } from '../src/content/legal/sla.ts';
import { legalUi } from '../src/content/legal/ui.ts';
import { usagePolicyDocument } from '../src/content/legal/usage-policy.ts';
import { pages } from '../src/content/pages.ts';
import { TOC_SCROLL_OFFSET } from '../src/hooks/use-table-of-contents.ts';
import { byId } from '../tests/helpers/content.ts';
import { required, requiredTable } from '../tests/helpers/requirements.ts';
import {
  expect,
  expectNoA11yViolations,
  expectNoSidewaysScroll,
  setTheme,
  test,
  waitForHeading,
} from './fixtures.ts';
import { whenStill } from './layout-probe.ts';

const docs = Object.values(legalDocuments);
const pathOf = (key: LegalDocumentKey) => pages[key].path;
const HEADER_HEIGHT = 64;
const titleOf = (id: string) => legalDocuments.security.sections.find((s) => s.id === id)!.title;

/**
 * Scrolls until the heading `id` holds still `fraction` of the viewport down, as a reader scrolls
 * until it is where they want it: blocks laid out as they near the viewport (decision 043) and the
 * web font can move it after one jump.
 */
async function placeInView(page: Page, id: string, fraction: number) {
  const heading = page.locator(`[id="${id}"]`);
  const offset = () =>
    heading.evaluate((el, f) => el.getBoundingClientRect().top - window.innerHeight * f, fraction);
  await expect
    .poll(
      async () => {
        await page.evaluate((by) => window.scrollBy(0, by), await offset());
        await page.evaluate(whenStill, { selector: `[id="${id}"]`, frames: 2 });
        return Math.abs(await offset()) < 1;
      },
      { intervals: [100], timeout: 10_000 },
    )
    .toBe(true);
}

/** The heading's distance from the top of the viewport, once scrolling has stopped for 600 ms. */
async function settledTop(page: Page, id: string): Promise<number> {
  const heading = page.locator(`[id="${id}"]`);
  let last = Number.NaN;
  let stable = 0;
  await expect
    .poll(
      async () => {
        const top = await heading.evaluate((el) => el.getBoundingClientRect().top);
        stable = Math.abs(top - last) < 0.5 ? stable + 1 : 0;
        last = top;
        return stable >= 4;
      },
      { intervals: [150], timeout: 10_000 },
    )
    .toBe(true);
  return last;
}

test.describe('content', () => {
  test('each document shows its title, date and every section heading', async ({ page }) => {
    for (const doc of docs) {
      await test.step(pathOf(doc.key), async () => {
        await page.setViewportSize({ width: 1280, height: 720 });
        await page.goto(pathOf(doc.key));
        await waitForHeading(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
        await expect(page.getByText('Last updated October 5, 2025', { exact: true })).toBeVisible();
        const article = page.getByRole('article', { name: doc.title });
        for (const s of doc.sections) {
          const heading = article.getByRole('heading', { level: s.level, name: s.title, exact: false });
          await expect(heading).toHaveAttribute('id', s.id);
        }
        // One h1, and the table of contents lists every heading.
        await expect(page.locator('h1')).toHaveCount(1);
        await page.setViewportSize({ width: 1440, height: 900 });
        const toc = page.getByRole('navigation', { name: legalUi.tableOfContents });
        await expect(toc.getByRole('link')).toHaveCount(doc.sections.length);
      });
    }
  });

  test('the SLA resolution table has exactly the agreed values', async ({ page }) => {
    await page.goto(pathOf('sla'));
    const table = page.getByRole('table', { name: slaResolutionTable.caption });
    await expect(table.getByRole('columnheader')).toHaveText([...slaResolutionTable.columns]);
    const expected = requiredTable('sla');
    await expect(table.locator('tbody tr')).toHaveCount(expected.length);
    for (const [i, row] of expected.entries())
      await expect(table.locator('tbody tr').nth(i).locator('th, td')).toHaveText(row);
    await expect(page.getByText(required('for all users for longer than half an hour', 'sla'))).toBeVisible();
  });

  test('the usage policy has exactly 13 numbered rules', async ({ page }) => {
    await page.goto(pathOf('usagePolicy'));
    const rules = page
      .getByRole('list', { name: byId(usagePolicyDocument.sections, 'rules').title })
      .locator(':scope > li');
    await expect(rules).toHaveCount(13);
    for (let n = 1; n <= 13; n++)
      await expect(rules.nth(n - 1).getByRole('heading', { level: 3 })).toHaveText(new RegExp(`^${n}\\. `));
  });
});

test.describe('table of contents', () => {
  test('at the top of the page the first entry is highlighted', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf('privacy'));
    await waitForHeading(page);
    const toc = page.getByRole('navigation', { name: legalUi.tableOfContents });
    const first = toc.getByRole('link').first();
    await expect(first).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
  });

  test('choosing an entry scrolls its heading to 120 px from the top and highlights it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf('security'));
    await waitForHeading(page);
    const toc = page.getByRole('navigation', { name: legalUi.tableOfContents });
    await expect(toc).toBeVisible();
    const sidebarBox = await toc.boundingBox();
    for (const [name, id] of [
      [byId(securityDocument.sections, 'gdpr-rights').title, securityAnchors.gdprRights],
      [byId(securityDocument.sections, 'backups').title, 'backups'],
      [byId(securityDocument.sections, 'overview').title, 'overview'],
    ] as const) {
      const entry = toc.getByRole('link', { name, exact: true });
      await entry.click();
      expect(Math.abs((await settledTop(page, id)) - TOC_SCROLL_OFFSET)).toBeLessThanOrEqual(2);
      await expect(entry).toHaveAttribute('aria-current', 'location');
      await expect(toc.locator('[aria-current]')).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
    }
    // Sticky: the list stays in view after scrolling.
    await page.mouse.wheel(0, 2500);
    await expect(toc).toBeInViewport();
    expect((await toc.boundingBox())!.y).toBeLessThan(sidebarBox!.y);
  });

  test('the highlight follows the heading in the reading band while scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf('sla'));
    await waitForHeading(page);
    const toc = page.getByRole('navigation', { name: legalUi.tableOfContents });
    // Put "Support coverage" 35% down the viewport: inside the band (30% to 40% from the top).
    await placeInView(page, 'support-coverage', 0.35);
    await expect(
      toc.getByRole('link', { name: byId(slaDocument.sections, 'support-coverage').title }),
    ).toHaveAttribute('aria-current', 'location');
    await placeInView(page, 'p3', 0.32);
    await expect(toc.getByRole('link', { name: byId(slaDocument.sections, 'p3').title })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await expect(toc.locator('[aria-current]')).toHaveCount(1);
  });

  test('entries work from the keyboard and move focus to the section', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(pathOf('dpa'));
    await waitForHeading(page);
    const entry = page
      .getByRole('navigation', { name: legalUi.tableOfContents })
      .getByRole('link', { name: byId(dpaDocument.sections, 'sub-processors').title });
    await entry.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#sub-processors')).toBeFocused();
    expect(Math.abs((await settledTop(page, 'sub-processors')) - TOC_SCROLL_OFFSET)).toBeLessThanOrEqual(2);
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the 'On this page' control opens the list and takes you to a section", async ({ page }) => {
      await page.goto(pathOf('privacy'));
      await waitForHeading(page);
      const toc = page.getByRole('navigation', { name: legalUi.tableOfContents });
      const button = toc.getByRole('button', { name: new RegExp(legalUi.tableOfContents) });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await toc.getByRole('link', { name: byId(privacyDocument.sections, 'your-rights').title }).click();
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      const top = await settledTop(page, 'your-rights');
      expect(Math.abs(top - TOC_SCROLL_OFFSET)).toBeLessThanOrEqual(2);
      // The sticky bar stays under the header and does not cover the heading.
      const bar = (await toc.boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(HEADER_HEIGHT - 1);
      expect(bar.y + bar.height).toBeLessThanOrEqual(top);
      await expect(button).toContainText(byId(privacyDocument.sections, 'your-rights').title);
      // Escape closes it and gives focus back to the button.
      await button.click();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(button).toBeFocused();
      // No horizontal scroll.
      await expectNoSidewaysScroll(page);
    });
  });
});

test.describe('deep links to the security page', () => {
  test('each /security#anchor lands on its heading below the header', async ({ page }) => {
    test.slow(); // a full load per anchor: over 30 s beside another worker on a slow day
    for (const id of Object.values(securityAnchors)) {
      await test.step(`/security#${id}`, async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto('about:blank'); // a deep link followed from elsewhere: a full load each time
        await page.goto(`${pathOf('security')}#${id}`);
        await waitForHeading(page);
        const heading = page.locator(`h2[id="${id}"], h3[id="${id}"]`);
        await expect(heading).toBeInViewport();
        const top = await settledTop(page, id);
        expect(top).toBeGreaterThan(HEADER_HEIGHT);
        // The last sections sit too close to the end of the page to scroll up to 120 px.
        const atBottom = await page.evaluate(
          () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
        );
        if (atBottom) expect(top).toBeGreaterThan(TOC_SCROLL_OFFSET);
        else expect(Math.abs(top - TOC_SCROLL_OFFSET)).toBeLessThanOrEqual(2);
        await expect(
          page
            .getByRole('navigation', { name: legalUi.tableOfContents })
            .getByRole('link', { name: titleOf(id), exact: true }),
        ).toHaveAttribute('aria-current', 'location');
      });
    }
  });

  test('a deep link lands below the header and the sticky bar on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${pathOf('security')}#${securityAnchors.gdprRights}`);
    await waitForHeading(page);
    const top = await settledTop(page, securityAnchors.gdprRights);
    const bar = (await page.getByRole('navigation', { name: legalUi.tableOfContents }).boundingBox())!;
    expect(top).toBeGreaterThanOrEqual(bar.y + bar.height);
  });
});

test('printing hides the site chrome and shows black text with link URLs', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(pathOf('privacy'));
  await waitForHeading(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('navigation', { name: legalUi.tableOfContents })).toHaveCount(0);
  await expect(page.getByRole('button', { name: legalUi.print })).toBeHidden();
  const article = page.getByRole('article', { name: legalDocuments.privacy.title });
  await expect(article).toBeVisible();
  const colors = await page.evaluate(() => {
    const p = document.querySelector('article p')!;
    const h = document.querySelector('article h2')!;
    return [
      getComputedStyle(p).color,
      getComputedStyle(h).color,
      getComputedStyle(document.body).backgroundColor,
    ];
  });
  expect(colors).toEqual(['rgb(0, 0, 0)', 'rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  const after = await page
    .getByRole('link', { name: dpaDocument.title })
    .first()
    .evaluate((a) => getComputedStyle(a, '::after').content);
  // The printed address is the public one (SITE_URL, as in the canonical link), not the server's.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(after).toContain(`${new URL(canonical!).origin}/dpa`);
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('accessibility', () => {
  // The documents share one template: each is checked in one theme, alternating, at both widths.
  for (const [i, doc] of docs.entries()) {
    const theme = i % 2 === 0 ? 'dark' : 'light';
    test(`${pathOf(doc.key)} has no axe violations in the ${theme} theme at 1440 and 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(pathOf(doc.key));
      await waitForHeading(page);
      await setTheme(page, theme);
      await expectNoA11yViolations(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: new RegExp(legalUi.tableOfContents) }).click();
      await expectNoA11yViolations(page);
    });
  }
});
