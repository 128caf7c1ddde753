// Visitor text in terminal cells (decision 058): what `npm run leads` prints is printable text
// (supabase/functions/_shared/printable.ts), and its columns are measured in the cells a terminal
// gives each character: a combining mark none, an East Asian wide or fullwidth character (CJK,
// Hangul, kana, fullwidth forms) or an emoji two, everything else one. So a name in Chinese, or a
// word with accents typed as combining marks, keeps every column after it in line.
import { printableLine } from '../supabase/functions/_shared/printable.ts';

/** East Asian Wide and Fullwidth ranges (Unicode's EastAsianWidth.txt, W and F) outside emoji. */
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2329, 0x232a],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xa960, 0xa97f],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x16fe0, 0x16fe4],
  [0x16ff0, 0x16ff1],
  [0x17000, 0x18cff],
  [0x18d00, 0x18d08],
  [0x1aff0, 0x1b2ff],
  [0x1f200, 0x1f2ff],
  [0x20000, 0x2fffd],
  [0x30000, 0x3fffd],
];
/** No cells: combining marks (they sit on the character before), Hangul's conjoining vowels and finals, the joiners. */
const ZERO_WIDTH = /^[\p{Mn}\p{Me}\u1160-\u11ff\u200b-\u200d]$/u;
/** Emoji shown as emoji by default: two cells in today's terminals. */
const EMOJI = /^\p{Emoji_Presentation}$/u;

/** Cells one code point takes in a terminal: 0, 1 or 2. */
export function codePointCells(ch: string): 0 | 1 | 2 {
  const c = ch.codePointAt(0)!;
  if (c < 0x300) return 1;
  if (ZERO_WIDTH.test(ch)) return 0;
  for (const [from, to] of WIDE_RANGES) if (c >= from && c <= to) return 2;
  return EMOJI.test(ch) ? 2 : 1;
}

/** Cells a printable text takes. */
export function cellWidth(text: string): number {
  let n = 0;
  for (const ch of text) n += codePointCells(ch);
  return n;
}

/**
 * Visitor text as one terminal cell's content: printable, on one line, and never starting with a
 * combining mark (it would sit on the cell before it; it gets U+25CC, the dotted circle, to sit on).
 */
export function cellText(text: string): string {
  const line = printableLine(text);
  return /^[\p{M}]/u.test(line) ? `\u25cc${line}` : line;
}

/**
 * `text` (printable) in exactly `width` cells: padded with spaces, or cut with '…' in the last
 * cell (a wide character that would straddle the edge is left out, its cell a space).
 */
export function fitCells(text: string, width: number): string {
  const total = cellWidth(text);
  if (total <= width) return text + ' '.repeat(width - total);
  if (width <= 0) return '';
  let out = '';
  let used = 0;
  for (const ch of text) {
    const cells = codePointCells(ch);
    if (used + cells > width - 1) break;
    out += ch;
    used += cells;
  }
  return `${out}${' '.repeat(width - 1 - used)}…`;
}
