// WCAG 2.2 1.4.12 Text Spacing: the spacing a reader may set (line height 1.5, paragraph spacing
// 2 em, letter spacing 0.12 em, word spacing 0.16 em: the W3C's own test bookmarklet) must not clip,
// cut off or overlap any text. docs/decisions/030-accessibility-beyond-axe.md.
import type { Page } from '@playwright/test';

/** The letter spacing a reader may set, in em. */
const LETTER_SPACING_EM = 0.12;

export const TEXT_SPACING_CSS = `
  *, *::before, *::after {
    line-height: 1.5 !important;
    letter-spacing: ${LETTER_SPACING_EM}em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }`;

/** Applies the reader's text spacing to the page, as a user style sheet would (no inline <style>: CSP). */
export async function applyTextSpacing(page: Page) {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, TEXT_SPACING_CSS);
  // Measure only once it applies: Chromium can leave a sheet adopted early in a document's life out
  // of the cascade for a few frames (the small not-found page, 6 loads in 40: 20 ms after the sheet
  // was adopted, getComputedStyle still read the page's own spacing everywhere; 500 ms later, the
  // reader's).
  await page.waitForFunction((em) => {
    const style = getComputedStyle(document.body);
    return Math.abs(Number.parseFloat(style.letterSpacing) - em * Number.parseFloat(style.fontSize)) < 0.01;
  }, LETTER_SPACING_EM);
}

/**
 * The text that the spacing has pushed out of sight or out of its box: for each visible text
 * node, every line box is checked against each ancestor that clips (overflow other than visible,
 * up to the first that scrolls, where text stays reachable), and against the box of its own
 * block, which a fixed height or width would make it spill out of (then it overlaps what follows).
 * Run it with reduced motion: text waiting to be revealed on scroll is transparent and would be
 * skipped.
 */
export function clippedText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const SLACK = 1.5;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      const text = node.data.replace(/\s+/g, ' ').trim();
      if (!text) continue;
      const parent = node.parentElement;
      if (!parent || !parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      // Visually hidden text (sr-only: a 1 px clipped box) is for screen readers only; the mock
      // product panels are pictures: role="img" with a text alternative that says what they show,
      // or aria-hidden where the text beside them says it (the platform's feature illustrations).
      if (parent.closest('.sr-only, [role="img"], [aria-hidden="true"], script, style, noscript')) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      if (!lines.length) continue;
      const label = `"${text.slice(0, 40)}" in <${parent.tagName.toLowerCase()}>`;
      let block: Element | null = parent;
      while (block && getComputedStyle(block).display.startsWith('inline')) block = block.parentElement;
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const cs = getComputedStyle(el);
        const clipsX = cs.overflowX !== 'visible';
        const clipsY = cs.overflowY !== 'visible';
        const fixed = el === block;
        if (!clipsX && !clipsY && !fixed) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) break; // a clipped-away helper, not shown text
        const out = lines.some(
          (r) =>
            ((clipsX || fixed) && (r.left < box.left - SLACK || r.right > box.right + SLACK)) ||
            ((clipsY || fixed) && (r.top < box.top - SLACK || r.bottom > box.bottom + SLACK)),
        );
        // A carousel slide scrolled out of its viewport is not shown at all (its controls bring
        // it in, and then it is checked like the rest): only text cut off where it shows counts.
        const slide = parent.closest('[aria-roledescription="slide"]');
        if (out && slide && (clipsX || clipsY) && el.contains(slide)) {
          const s = slide.getBoundingClientRect();
          if (s.right <= box.left + SLACK || s.left >= box.right - SLACK) break;
        }
        if (out) {
          found.push(
            `${label} ${clipsX || clipsY ? `clipped by <${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 60)}">` : 'spills out of its box'}`,
          );
          break;
        }
        // Beyond a scroll container the text stays reachable by scrolling it.
        if (['auto', 'scroll'].includes(cs.overflowX) || ['auto', 'scroll'].includes(cs.overflowY)) break;
      }
    }
    return found;
  });
}
