// The list npm run review:shots pictures (scripts/ops/review-items.ts): every picture has a file of
// its own (a second shot of one name would overwrite the first, and index.md would list one picture
// twice), a name that is safe as a file name, and a route that is a page of the site.
import { describe, expect, it } from 'vitest';
import { ITEMS, shotFile } from '../../scripts/ops/review-items.ts';
import { paths } from '../../src/config/paths.ts';

const pages = new Set<string>(Object.values(paths));

describe('review:shots items', () => {
  it('gives every picture a file of its own', () => {
    const files = ITEMS.flatMap((item) => item.shots.map((shot) => shotFile(item, shot, 0, 'theme')));
    const twice = files.filter((f, i) => files.indexOf(f) !== i);
    expect(twice).toEqual([]);
  });

  it('numbers each item once and gives each at least one shot', () => {
    const numbers = ITEMS.map((item) => item.item);
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const item of ITEMS) expect(item.shots.length, `item ${item.item}`).toBeGreaterThan(0);
  });

  it('names every shot for a file and points it at a page of the site', () => {
    for (const item of ITEMS)
      for (const shot of item.shots) {
        expect(shot.name, `item ${item.item}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        const page = new URL(shot.route, 'http://site').pathname;
        expect(pages.has(page), `${shot.name}: ${shot.route}`).toBe(true);
      }
  });
});
