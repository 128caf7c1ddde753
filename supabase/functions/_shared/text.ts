// Text rules shared by the browser, the functions and (as CHECKs) the database, so a length is
// counted the same everywhere: trimmed, NFC-normalized, measured in Unicode code points.

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

/**
 * True when the text holds a character no person types into a form: C0/C1 control characters
 * (NUL, ESC, DEL…) and lone UTF-16 surrogates. Tab, LF and CR pass only where line breaks are allowed.
 */
export function hasForbiddenCharacter(value: string, allowLineBreaks = false): boolean {
  for (const ch of value) {
    const c = ch.codePointAt(0)!;
    if (c < 0x20) {
      if (allowLineBreaks && (c === 0x09 || c === 0x0a || c === 0x0d)) continue;
      return true;
    }
    if (c >= 0x7f && c <= 0x9f) return true;
    if (c >= 0xd800 && c <= 0xdfff) return true;
  }
  return false;
}
