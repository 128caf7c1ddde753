// Inter as the pages use it (scripts/build/core-font.ts): a page fetches only the cut of the font that
// holds its copy's characters; a character outside it (a name typed with an umlaut) brings in the
// latin file, and the text then shows in Inter too.
import type { Page } from '@playwright/test';
import { CORE_FONT_PREFIX } from '../scripts/build/core-font.ts';
import { paths } from '../src/config/paths.ts';
import { FONT_FACE, typeface } from '../src/config/typeface.ts';
import { CONTACT_FIELDS } from '../supabase/functions/_shared/contracts/contact.ts';
import { expect, test, waitForHeading } from './fixtures.ts';

function fontRequests(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
  });
  return fonts;
}

/** The load status of the page's faces of the typeface, the cut one (declared last) last. */
const interFaces = (page: Page) =>
  page.evaluate(
    (face) => [...document.fonts].filter((f) => f.family.replaceAll('"', '') === face).map((f) => f.status),
    FONT_FACE,
  );
/** The built files: the cut font, and the latin file Vite names `<stem>-<hash>.woff2`. */
const coreFile = new RegExp(`^/assets/${CORE_FONT_PREFIX}[\\da-f]+\\.woff2$`);
const latinFile = new RegExp(
  `^/assets/${typeface.variableLatinFile.replace(/\.woff2$/, '')}-[\\w-]+\\.woff2$`,
);

test('a page fetches only the cut font, and its text is drawn in it', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(paths.pricing);
  await waitForHeading(page);
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(coreFile);
  // Drawn in the cut face; the latin one was never needed.
  expect(await interFaces(page)).toEqual(['unloaded', 'loaded']);
});

test('a character outside the cut brings in the latin file', async ({ page }) => {
  const fonts = fontRequests(page);
  await page.goto(paths.contact);
  await waitForHeading(page);
  await page.getByLabel(CONTACT_FIELDS.name.label).fill('Jürgen Müller');
  await expect.poll(() => fonts.some((f) => latinFile.test(f))).toBe(true);
  await expect.poll(() => interFaces(page)).toEqual(['loaded', 'loaded']);
});
