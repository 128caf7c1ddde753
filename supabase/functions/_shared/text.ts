// Text rules shared by the browser, the functions and (as CHECKs) the database, so a length is
// counted the same everywhere: trimmed, NFC-normalized, measured in Unicode code points.
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
 * U+2029) and noncharacters (U+FFFF…). Tab, LF and CR pass only where line breaks are allowed. The
 * zero-width joiner and non-joiner pass between two visible characters (emoji sequences, Persian
 * and Indic spelling need them), never at an edge or next to a space.
 */
export function hasForbiddenCharacter(value: string, allowLineBreaks = false): boolean {
  const chars = Array.from(value);
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    const c = ch.codePointAt(0)!;
    if (c < 0x20) {
      if (allowLineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
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
