// The visual baselines are at the grain of decision 051's amendment: every top-level block of every
// page's <main> (as the build prerenders it) has its own picture per width and theme, the shell
// (header and footer) has its own few, the gate page its own, and no other picture is kept (a
// full-page picture holds the shell and every block at once: it is not one of these). A new block
// without its pictures fails here, before the visual spec is run; so does a block that is gone.
// Pages and blocks are read from the build (the route table's paths) by the rule the visual spec
// cuts its pictures with (e2e/visual-grain.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BASELINE_DIR,
  expectedPictures,
  mainBlocks,
  NOT_FOUND_ROUTE,
  ROUTES,
} from '../../e2e/visual-grain.ts';
import { NOT_FOUND_FILE, pageFile } from '../../src/config/paths.ts';
import { ensureBuild } from '../helpers/real-build.ts';

const blocks = new Map<string, string[]>();
const shellOutside = new Map<string, boolean>();

beforeAll(async () => {
  const dist = await ensureBuild();
  for (const route of ROUTES) {
    const file = route === NOT_FOUND_ROUTE ? NOT_FOUND_FILE : pageFile(route);
    const { document } = new JSDOM(readFileSync(path.join(dist, file), 'utf8')).window;
    blocks.set(
      route,
      mainBlocks({ parsed: document }).map((b) => b.name),
    );
    // The shell: a header and a footer outside <main>, so in no block.
    const outside = (tag: string) => [...document.querySelectorAll(tag)].some((el) => !el.closest('main'));
    shellOutside.set(route, outside('header') && outside('footer'));
  }
}, 120_000);

const kept = () =>
  readdirSync(BASELINE_DIR, { recursive: true, encoding: 'utf8' })
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.webp'))
    .sort();

describe('the visual baselines', () => {
  it('cut every page into named blocks, with the shell outside them', () => {
    for (const route of ROUTES) {
      const names = blocks.get(route) ?? [];
      expect(names.length, `${route} has blocks in its <main>`).toBeGreaterThan(0);
      expect(new Set(names).size, `${route}: every block has a name of its own (${names})`).toBe(
        names.length,
      );
      expect(shellOutside.get(route), `${route}: a header and a footer outside <main>`).toBe(true);
    }
  });

  it('hold a picture of every block, of the shell and of the gate page, per width and theme', () => {
    const want = expectedPictures((route) => blocks.get(route) ?? []);
    const missing = want.filter((f) => !kept().includes(f));
    expect(missing, 'run the visual spec with VISUAL_UPDATE=1 (docs/testing.md)').toEqual([]);
  });

  it('hold no other picture (no full-page one, none of a block that is gone)', () => {
    const want = new Set(expectedPictures((route) => blocks.get(route) ?? []));
    const strays = kept().filter((f) => !want.has(f));
    expect(strays, 'delete them, or run the visual spec with VISUAL_UPDATE=1').toEqual([]);
  });
});
