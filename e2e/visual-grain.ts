// The grain of the visual baselines (decision 051, amendment): which pictures there are, and what
// each shows. Read by the spec that takes them (e2e/visual.spec.ts) and by the check that every
// block of every page has its picture and no other picture is kept
// (tests/scripts/visual-baselines.test.ts), so the two cannot disagree.
//
// - A page is pictured block by block: each top-level block of its `<main>` (mainBlocks below) is a
//   picture of its own, cut from one full-page capture. A change of a few glyphs in one block fails
//   that block's picture, however tall the page; a block that grows moves none of the others.
// - The shell (header and footer) is pictured once per width and theme, on SHELL_PAGE, and is in no
//   page's picture: a header or footer link changes the shell's pictures only.
// - The gate page has no shell and no `<main>`: it is one picture per width and theme.
import path from 'node:path';
import { paths } from '../src/config/paths.ts';

export const WIDTHS = [
  [390, 844],
  [1440, 900],
] as const;
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** An unknown path: the not-found page. */
export const NOT_FOUND_ROUTE = '/no-such-page';
/** Every page of the site (the route table's paths), and one unknown path for the not-found page. */
export const ROUTES: readonly string[] = [...Object.values(paths), NOT_FOUND_ROUTE];
/** The page whose capture gives the shell's pictures. */
export const SHELL_PAGE: string = paths.home;
/** The parts of the shell, each pictured once per width and theme. */
export const SHELL_PARTS = ['header', 'footer'] as const;

export const BASELINE_DIR = path.resolve(import.meta.dirname, 'visual');
export const SHELL_DIR = 'shell';
export const GATE_DIR = 'gate';

/** A page's folder under e2e/visual/: "home", "pricing", "help-center", "no-such-page". */
export const pageName = (route: string) =>
  route === '/' ? 'home' : route.slice(1).replace(/[^a-z0-9-]+/gi, '_');

/** A picture's file, relative to BASELINE_DIR: `<folder>/<part>-<width>-<theme>.webp`. */
export const pictureFile = (folder: string, part: string, width: number, theme: Theme) =>
  `${folder}/${part}-${width}-${theme}.webp`;

export type Block = { name: string; top: number; bottom: number };

/**
 * The top-level blocks of the page's `<main>`, in order, with their vertical extent in the document
 * (CSS px; 0 where nothing is laid out, as in a parsed file). A block is an element child of
 * `<main>`; a wrapper with the class `contents` (display: contents, an island's) counts as its
 * children; scripts, styles and templates are not blocks. Its name: its id, else the id its
 * `aria-labelledby` names, else "opening" for the block with the page's h1, else "block-<n>" by its
 * place. Runs in the page (page.evaluate: it stands alone) and on a parsed document (`parsed`, jsdom).
 *
 * `wholePixels` (in the page, before the capture) first rounds each block's height up to a whole
 * pixel, so each block starts on a whole pixel whatever is above it. A block's text is drawn at the
 * fraction of a pixel its top falls on: without this, a block a quarter of a pixel taller moved the
 * anti-aliasing of every block below it and of the footer, and their pictures changed with no change
 * of their own (seen when /platform's and the home page's mock-ups changed height).
 */
export function mainBlocks(options: { parsed?: Document; wholePixels?: boolean } = {}): Block[] {
  const doc = options.parsed ?? document;
  const main = doc.querySelector('main');
  if (!main) return [];
  const found: Element[] = [];
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName)) continue;
      if (child.classList.contains('contents')) walk(child);
      else found.push(child);
    }
  };
  walk(main);
  // Top to bottom: a block's new height moves only the blocks after it, which are measured after.
  if (options.wholePixels)
    for (const el of found) {
      const { height } = el.getBoundingClientRect();
      if (height !== Math.ceil(height) && 'style' in el)
        (el as HTMLElement).style.minHeight = `${Math.ceil(height)}px`;
    }
  const scrollY = doc.defaultView?.scrollY ?? 0;
  return found.map((el, i) => {
    const box = el.getBoundingClientRect();
    const name =
      el.id ||
      el.getAttribute('aria-labelledby')?.split(' ')[0] ||
      (el.querySelector('h1') ? 'opening' : `block-${i + 1}`);
    return { name, top: box.top + scrollY, bottom: box.bottom + scrollY };
  });
}

/** Every picture the baselines must hold (relative to BASELINE_DIR), from each page's blocks. */
export function expectedPictures(blocksOf: (route: string) => readonly string[]): string[] {
  const files: string[] = [];
  for (const [width] of WIDTHS) {
    for (const theme of THEMES) {
      for (const part of SHELL_PARTS) files.push(pictureFile(SHELL_DIR, part, width, theme));
      files.push(pictureFile(GATE_DIR, 'page', width, theme));
      for (const route of ROUTES)
        for (const block of blocksOf(route)) files.push(pictureFile(pageName(route), block, width, theme));
    }
  }
  return files.sort();
}
