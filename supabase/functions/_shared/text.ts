// Text rules shared by the browser, the functions and (as CHECKs) the database, so a length is
// counted the same everywhere: line breaks as LF, trimmed, NFC-normalized, measured in Unicode code
// points; each value bounded before it is normalised (decision 055).
// The character rules are docs/decisions/018-contact-characters.md.

/** Trim, then NFC. Idempotent: normalizeText(normalizeText(s)) === normalizeText(s). */
export function normalizeText(value: string): string {
  // The second trim is a no-op for real input; it keeps the result trimmed even if NFC ever
  // turned an edge character into whitespace.
  return value.trim().normalize('NFC').trim();
}

/** Length in Unicode code points (what PostgreSQL's char_length counts in a UTF-8 database). */
export function codePointLength(value: string): number {
  let n = 0;
  for (const _ of value) n++;
  return n;
}

const FORMAT = /\p{Cf}/u;
const LINE_OR_PARAGRAPH_SEPARATOR = /[\p{Zl}\p{Zp}]/u;
/** What may stand on both sides of a zero-width (non-)joiner: a visible character. */
const VISIBLE = /[\p{L}\p{M}\p{N}\p{P}\p{S}]/u;
const ZWNJ = 0x200c;
const ZWJ = 0x200d;

/** U+FDD0..U+FDEF and the last two code points of every plane (U+FFFE, U+FFFF, U+1FFFE, …). */
function isNoncharacter(c: number): boolean {
  return (c >= 0xfdd0 && c <= 0xfdef) || (c & 0xfffe) === 0xfffe;
}

/**
 * True when the text holds a character no person types into a form field and that can hide or
 * disguise text: C0/C1 controls (NUL, ESC, DEL…), lone surrogates, format characters (Cf: zero-width
 * space, bidi overrides and isolates, soft hyphen, BOM…), line and paragraph separators (U+2028,
 * U+2029) and noncharacters (U+FFFF…). Tab and LF pass only where line breaks are allowed (CR never:
 * the contract makes every line break LF first, decision 056). The
 * zero-width joiner and non-joiner pass between two visible characters (emoji sequences, Persian
 * and Indic spelling need them), never at an edge or next to a space.
 */
export function hasForbiddenCharacter(value: string, allowLineBreaks = false): boolean {
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const c = ch.codePointAt(0)!;
    if (c < 0x20) {
      if (allowLineBreaks && (c === 0x09 || c === 0x0a)) continue;
      return true;
    }
    if (c < 0x7f) continue;
    if (c <= 0x9f) return true;
    if (c >= 0xd800 && c <= 0xdfff) return true;
    if (isNoncharacter(c) || LINE_OR_PARAGRAPH_SEPARATOR.test(ch)) return true;
    if (c === ZWNJ || c === ZWJ) {
      if (!VISIBLE.test(chars[i - 1] ?? '') || !VISIBLE.test(chars[i + 1] ?? '')) return true;
      continue;
    }
    if (FORMAT.test(ch)) return true;
  }
  return false;
}

const LETTER_OR_DIGIT = /[\p{L}\p{Nd}]/u;

/** At least one letter (any script) or decimal digit: text made only of dots or symbols is no name. */
export function hasLetterOrDigit(value: string): boolean {
  return LETTER_OR_DIGIT.test(value);
}

// ---------------------------------------------------------------------------------------------
// Bounded cost (docs/decisions/055-bounded-input-cost.md): NFC orders each run of combining marks
// with an insertion sort, so its cost grows with the square of the longest run. Every contract
// value is held to a raw size and to Unicode's Stream-Safe Text Format before it is normalised.

/** UAX #15's Stream-Safe Text Format: no more than this many non-starters in a row. */
export const MAX_NON_STARTERS = 30;
/**
 * A value may arrive at most this many UTF-16 code units per code point its field allows, before
 * any work: room for surrogate pairs, decomposed letters (Hangul jamo, a base and two marks) and
 * surrounding spaces, and nothing near what NFC's cost needs.
 */
export const RAW_LENGTH_FACTOR = 4;
/** The raw size (UTF-16 code units) a value of `max` code points may arrive with. */
export const rawLengthLimit = (max: number): number => max * RAW_LENGTH_FACTOR;

/** Probes of the canonical combining class: the highest (240) and the lowest (1) that exist. */
const HIGHEST_CLASS = '\u0345';
const LOWEST_CLASS = '\u0334';
const MARK = /\p{M}/u;
/**
 * The characters whose compatibility decomposition starts with a non-starter: every mark, and the
 * two halfwidth sound marks (a test holds this against every code point).
 */
const MAY_LEAD_NON_STARTERS = /[\p{M}\uFF9E\uFF9F]/u;

/** A code point in decomposed form is a non-starter when canonical reordering moves it. */
function isNonStarter(ch: string): boolean {
  if (!MARK.test(ch)) return false;
  return (
    (HIGHEST_CLASS + ch).normalize('NFD') !== HIGHEST_CLASS + ch ||
    (ch + LOWEST_CLASS).normalize('NFD') !== ch + LOWEST_CLASS
  );
}

type NonStarters = { leading: number; trailing: number; length: number };
/** The non-starters at the start and end of a character's compatibility decomposition (UAX #15). */
function nonStartersOf(ch: string): NonStarters {
  const parts = Array.from(ch.normalize('NFKD'));
  let leading = 0;
  while (leading < parts.length && isNonStarter(parts[leading]!)) leading++;
  let trailing = 0;
  if (leading < parts.length)
    while (trailing < parts.length && isNonStarter(parts[parts.length - 1 - trailing]!)) trailing++;
  return { leading, trailing: leading === parts.length ? leading : trailing, length: parts.length };
}
/** The marks' answers, kept: marks are a few thousand code points, so the map stays small. */
const markNonStarters = new Map<string, NonStarters>();

export type StreamSafety = { safe: boolean; reorderSteps: number };

/**
 * Whether `value` is in the Stream-Safe Text Format (no more than MAX_NON_STARTERS non-starters in
 * a row, counted over each character's decomposition, as UAX #15 defines it), and the most steps
 * NFC's reordering can take on it (n·(n-1)/2 per run of n). Linear in the length of `value`.
 */
export function streamSafety(value: string): StreamSafety {
  if (!MAY_LEAD_NON_STARTERS.test(value)) return { safe: true, reorderSteps: 0 };
  let run = 0;
  let reorderSteps = 0;
  // The last starter character, whose trailing non-starters (é: e + U+0301) open a run of marks.
  let before: string | null = null;
  const close = () => {
    reorderSteps += (run * (run - 1)) / 2;
  };
  for (const ch of value) {
    if (!MAY_LEAD_NON_STARTERS.test(ch)) {
      close();
      run = 0;
      before = ch.charCodeAt(0) < 0xa0 ? null : ch;
      continue;
    }
    if (before !== null) {
      run = nonStartersOf(before).trailing;
      before = null;
    }
    let counts = markNonStarters.get(ch);
    if (!counts) {
      counts = nonStartersOf(ch);
      markNonStarters.set(ch, counts);
    }
    if (run + counts.leading > MAX_NON_STARTERS) return { safe: false, reorderSteps };
    if (counts.leading === counts.length) run += counts.length;
    else {
      close();
      run = counts.trailing;
    }
  }
  close();
  return { safe: true, reorderSteps };
}

/** True when `value` is in Unicode's Stream-Safe Text Format (UAX #15). */
export const isStreamSafe = (value: string): boolean => streamSafety(value).safe;

/**
 * What the contract's normalising has cost in this process: values normalised, their code units,
 * and the most reordering steps NFC could take on them. Read by the tests and the bench that show
 * the cost per request is bounded (decision 055); two additions per value.
 */
export const normalizationWork = { values: 0, units: 0, reorderSteps: 0 };

export type BoundedText = { value: string } | { refused: 'too-long' | 'not-stream-safe' };

/**
 * A contract value normalised within its bounds: refused, before any work that grows faster than
 * its length, when it has more code units than rawLengthLimit(max) or is not stream-safe;
 * otherwise line breaks made one kind (`\n`, where allowed: CR LF and CR alike), trimmed and NFC.
 * The last few answers are kept, so a value counted again (a page's counter) is not normalised
 * twice.
 */
export function normalizeBounded(raw: string, max: number, multiline = false): BoundedText {
  if (raw.length > rawLengthLimit(max)) return { refused: 'too-long' };
  const key = `${multiline ? 'm' : 's'}${raw}`;
  const kept = recent.get(key);
  if (kept) return kept;
  const { safe, reorderSteps } = streamSafety(raw);
  if (!safe) return { refused: 'not-stream-safe' };
  normalizationWork.values++;
  normalizationWork.units += raw.length;
  normalizationWork.reorderSteps += reorderSteps;
  const answer = { value: normalizeText(multiline ? oneKindOfLineBreak(raw) : raw) };
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
  recent.set(key, answer);
  return answer;
}
const RECENT_MAX = 32;
const recent = new Map<string, { value: string }>();

/** CR LF and a lone CR as LF: the one kind of line break stored (decision 056). */
export function oneKindOfLineBreak(value: string): string {
  return value.replace(/\r\n?/g, '\n');
}

/**
 * A value's length as the contract counts it (line breaks one kind, trimmed, NFC, code points),
 * for a counter shown beside a field. A value past its bounds, which the contract refuses, is
 * counted as it is, without normalising it.
 */
export function countedLength(raw: string, max: number, multiline = false): number {
  const bounded = normalizeBounded(raw, max, multiline);
  return codePointLength('value' in bounded ? bounded.value : raw);
}

// ---------------------------------------------------------------------------------------------
// Fillers (decision 056): letters and symbols that show nothing, so a name made of them looks
// empty. Refused in a name or a company. The Hangul fillers, the Braille blank, the combining
// grapheme joiner and the Khmer inherent vowels: every default-ignorable code point that is not a
// format character or a variation selector, and U+2800 (a test holds this against Unicode).

const FILLER = /[\u034F\u115F\u1160\u17B4\u17B5\u2800\u3164\uFFA0]/u;

/** True when the text holds a character that shows nothing (a Hangul filler, the Braille blank…). */
export function hasFiller(value: string): boolean {
  return FILLER.test(value);
}
