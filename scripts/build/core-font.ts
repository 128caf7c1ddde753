// The site's own cut of Inter: the glyphs its copy uses, nothing else (decision 027).
// The latin file Fontsource ships (48 KB) covers every Latin-1 letter; the copy uses ASCII and a
// handful of typographic marks, so the font every page preloads is cut down to those (29 KB) and
// declared after the latin face with a unicode-range of exactly its characters: the browser takes
// it for those and fetches the latin file only for a character outside them (a visitor typing
// "Müller" in the contact form), which keeps its own @font-face.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import subsetFont from 'subset-font';

/** The cut font's file name before its hash: named for its role, whatever the typeface. */
export const CORE_FONT_PREFIX = 'font-core-';

/** Printable ASCII: always in, whatever the copy says today (a visitor types them). */
const ASCII = Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i);

/** "U+0000-00FF, U+0131" → the code points it covers. */
export function parseUnicodeRange(range: string): Set<number> {
  const points = new Set<number>();
  for (const part of range.split(',').map((p) => p.trim().replace(/^U\+/i, ''))) {
    const [from, to = from] = part.split('-') as [string, string?];
    const start = Number.parseInt(from.replaceAll('?', '0'), 16);
    const end = Number.parseInt(to.replaceAll('?', 'F'), 16);
    if (!Number.isFinite(start) || !Number.isFinite(end)) throw new Error(`Bad unicode-range: ${range}`);
    for (let cp = start; cp <= end; cp++) points.add(cp);
  }
  return points;
}

/** The @font-face rules of a built (minified) stylesheet. */
export function fontFaceRules(css: string): string[] {
  return [...css.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
}

const UNICODE_RANGE = /unicode-range:([^;}]+)/;

/** The code points an @font-face rule's unicode-range covers; null when it has none. */
export function unicodeRangeOf(face: string): Set<number> | null {
  const range = UNICODE_RANGE.exec(face)?.[1];
  return range ? parseUnicodeRange(range) : null;
}

/** Code points → the shortest unicode-range that lists exactly them. */
export function formatUnicodeRange(points: Iterable<number>): string {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const parts: string[] = [];
  const hex = (cp: number) => cp.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i]!)}` : `U+${hex(sorted[i]!)}-${hex(sorted[j]!)}`);
    i = j + 1;
  }
  return parts.join(',');
}

/** A character that draws something: not a control character (C0, DEL, C1). */
const printable = (cp: number) => (cp >= 0x20 && cp < 0x7f) || cp >= 0xa0;

/** Every printable code point of `texts` that `within` covers, plus printable ASCII. */
export function coreCodePoints(texts: Iterable<string>, within: Set<number>): Set<number> {
  const points = new Set(ASCII);
  for (const text of texts)
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (printable(cp) && within.has(cp)) points.add(cp);
    }
  return points;
}

/** The code points a font (any format) has glyphs for. */
export async function characterMap(font: Uint8Array): Promise<Set<number>> {
  const sfnt = await fontverter.convert(font, 'truetype');
  return new Set(new Face(new Blob(sfnt)).collectUnicodes());
}

export type CoreFont = {
  /** Its path under the build folder (assets/font-core-<hash>.woff2). */
  file: string;
  /** The @font-face that must come after the latin one. */
  fontFace: string;
};

/**
 * Cuts the latin Inter file of a client build in `outDir` down to the characters its JavaScript
 * and HTML shell hold (all copy is in the page chunks) and writes it next to it.
 * `css` is the build's stylesheet, which names the latin file and its unicode-range.
 */
export async function writeCoreFont(outDir: string, css: string, latinFile: string): Promise<CoreFont> {
  const face = fontFaceRules(css).find((rule) => rule.includes(latinFile));
  const range = face && unicodeRangeOf(face);
  if (!face || !range)
    throw new Error(`The stylesheet has no @font-face with a unicode-range for ${latinFile}`);

  const assets = path.join(outDir, 'assets');
  const texts = await Promise.all(
    [
      ...(await readdir(assets)).filter((f) => f.endsWith('.js')).map((f) => path.join(assets, f)),
      path.join(outDir, 'index.html'),
    ].map((f) => readFile(f, 'utf8')),
  );
  const wanted = coreCodePoints(texts, range);
  const latin = await readFile(path.join(outDir, latinFile));
  const font = await subsetFont(latin, String.fromCodePoint(...wanted), { targetFormat: 'woff2' });
  const has = await characterMap(font);
  // Claim only what the cut has: the latin file's range is wider than its glyphs (U+2000-206F).
  const points = [...wanted].filter((cp) => has.has(cp));
  const file = `assets/${CORE_FONT_PREFIX}${createHash('sha256').update(font).digest('hex').slice(0, 10)}.woff2`;
  await writeFile(path.join(outDir, file), font);
  const fontFace = face
    .replace(latinFile, file)
    .replace(UNICODE_RANGE, `unicode-range:${formatUnicodeRange(points)}`);
  return { file, fontFace };
}
