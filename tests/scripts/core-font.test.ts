// The arithmetic behind the site's own cut of Inter (scripts/build/core-font.ts): unicode-range read and
// written back, and which characters the cut keeps. The built font itself is checked by
// tests/scripts/prerender.test.ts.
import { describe, expect, it } from 'vitest';
import { coreCodePoints, formatUnicodeRange, parseUnicodeRange } from '../../scripts/build/core-font.ts';

describe('unicode-range', () => {
  it('reads single points, ranges and wildcards', () => {
    expect([...parseUnicodeRange('U+0041, U+0061-0063')]).toEqual([0x41, 0x61, 0x62, 0x63]);
    const wildcard = parseUnicodeRange('U+??');
    expect(wildcard.size).toBe(256);
    expect(wildcard.has(0x00)).toBe(true);
    expect(wildcard.has(0xff)).toBe(true);
    expect(() => parseUnicodeRange('U+ZZ')).toThrow(/Bad unicode-range/);
  });

  it('writes the shortest list of exactly the given points, and reads back the same', () => {
    const points = [0x20, 0x21, 0x22, 0x2019, 0x20ac, 0x2013, 0x2014, 0x22];
    const range = formatUnicodeRange(points);
    expect(range).toBe('U+0020-0022,U+2013-2014,U+2019,U+20AC');
    expect([...parseUnicodeRange(range)].sort((a, b) => a - b)).toEqual(
      [...new Set(points)].sort((a, b) => a - b),
    );
  });
});

describe('the characters the cut keeps', () => {
  const latin = parseUnicodeRange('U+0000-00FF, U+2000-206F, U+20AC');

  it('all of printable ASCII, whatever the copy holds', () => {
    const points = coreCodePoints([''], latin);
    for (let cp = 0x20; cp < 0x7f; cp++) expect(points.has(cp), cp.toString(16)).toBe(true);
    expect(points.size).toBe(0x7f - 0x20);
  });

  it('the copy’s other characters the latin file has, and no control characters', () => {
    // literal-ok: characters a font cut must keep (a euro sign among them), no price of the site
    const points = coreCodePoints(['Price: €278 — “fast” …\t\n\u0085', 'Müller', '日本'], latin);
    // literal-ok: the same characters
    for (const ch of '€—“”…ü') expect(points.has(ch.codePointAt(0)!), ch).toBe(true);
    for (const cp of [0x09, 0x0a, 0x85]) expect(points.has(cp), cp.toString(16)).toBe(false);
    // Outside the latin file: left to other fonts.
    expect(points.has('日'.codePointAt(0)!)).toBe(false);
  });
});
