// Only printable text reaches a screen (decision 058). Visitor text is stored as it came; wherever it
// is shown (the leads table and details, `--sources`, CSV written to a terminal, the notification, a
// log line) it first goes through here, so no character in it can move a cursor, end a line, switch
// a terminal's mode or reverse the text around it. Runtime-neutral; the terminal's cell widths are
// server/terminal-text.ts.

/**
 * What steers a screen instead of showing: controls (C0 such as ESC and CR, DEL, C1 such as CSI
 * U+009B), format characters (bidi embeddings, overrides and isolates, zero-width space, BOM…),
 * line and paragraph separators, lone surrogates, and code points that are unassigned or
 * noncharacters. The zero-width (non-)joiners are kept: emoji and Persian or Indic spelling need
 * them, and they move nothing.
 */
const STEERING = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Cn}]/gu;

/** Line breaks as a person means them: CR LF, LF, CR, and the other breaks Unicode names. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;

/** What a steering character shows as: its control picture (␛, ␍, ␡…) for C0 and DEL, else U+FFFD. */
function shown(ch: string): string {
  const c = ch.codePointAt(0)!;
  if (c < 0x20) return String.fromCodePoint(0x2400 + c);
  if (c === 0x7f) return '\u2421';
  return '\uFFFD';
}

/** True when `text` holds nothing that steers a screen (what printableLine would change, tabs and breaks aside). */
export function isPrintable(text: string): boolean {
  return !new RegExp(STEERING.source, 'u').test(text);
}

/**
 * One line of printable text: every run of whitespace, line breaks and tabs included, becomes one
 * space, and every other steering character its visible stand-in.
 */
export function printableLine(text: string): string {
  return text.replace(/[\s\u0085]+/g, ' ').replace(STEERING, shown);
}

/**
 * Printable lines: the text split at its line breaks (CR LF, a lone CR and the rest alike, so a CR
 * can never send a cursor back over what is already shown), each line with tabs as a space and
 * every other steering character as its visible stand-in.
 */
export function printableLines(text: string): string[] {
  return text.split(LINE_BREAK).map((line) => line.replaceAll('\t', ' ').replace(STEERING, shown));
}

/**
 * A JSON log line in which no character steers a terminal: JSON escapes C0 controls already; this
 * also writes DEL, C1 controls, format characters and separators as `\uXXXX`. Still the same JSON.
 */
export function printableJson(value: unknown): string {
  return JSON.stringify(value).replace(STEERING, (ch) =>
    Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join(
      '',
    ),
  );
}
