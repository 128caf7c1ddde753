// docs/requirements.md as tests read it: a test pins a value only through the requirements, and reads
// it there (decision 061). Sections are found by their explicit anchors (`<a id="…">`), which do not
// change when a heading is reworded; a missing anchor or text throws, so a test cannot go empty.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Vitest, Playwright and the scripts all run from the repository root.
const markdown = readFileSync(resolve(process.cwd(), 'docs/requirements.md'), 'utf8');

/** The text of a section: from its anchor to the next anchor. */
export function requirementsSection(anchor: string): string {
  const start = markdown.indexOf(`<a id="${anchor}"></a>`);
  if (start < 0) throw new Error(`docs/requirements.md has no #${anchor} anchor`);
  const next = markdown.indexOf('<a id="', start + 1);
  return markdown.slice(start, next < 0 ? undefined : next);
}

/** The texts a passage quotes ('…': shown exactly as written), in order. */
export function quotedTexts(text: string): string[] {
  return [...text.matchAll(/(?<![\p{L}\d])'([^'\n]+?)'(?![\p{L}\d])/gu)].map((m) => m[1]!);
}

/**
 * The quoted texts of the line of section `anchor` that starts with `label` (a list item such as
 * "- Privacy Policy states: 'a', 'b'"), in order.
 */
export function requiredPhrases(anchor: string, label: string): string[] {
  const lines = requirementsSection(anchor).split('\n');
  const start = lines.findIndex((l) => l.replace(/^[-*]\s*/, '').startsWith(label));
  if (start < 0) throw new Error(`docs/requirements.md#${anchor} has no line starting with "${label}"`);
  // A list item goes on over the indented lines after it.
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end]!)) end += 1;
  const quoted = quotedTexts(lines.slice(start, end).join('\n'));
  if (quoted.length === 0) throw new Error(`docs/requirements.md#${anchor}: "${label}" quotes nothing`);
  return quoted;
}

/**
 * `text`, once docs/requirements.md (or its section `anchor`) quotes it: a pin that fails, naming
 * the requirement, when the requirement changes. The test-literal check lets a `required(…)`
 * argument through (decision 061).
 */
export function required(text: string, anchor?: string): string {
  const where = anchor ? requirementsSection(anchor) : markdown;
  if (!quotedTexts(where).includes(text))
    throw new Error(`docs/requirements.md${anchor ? `#${anchor}` : ''} does not quote '${text}'`);
  return text;
}

/** The quoted cells of each row of the table in section `anchor` (rows quoting nothing left out). */
export function requiredTable(anchor: string): string[][] {
  const rows = requirementsSection(anchor)
    .split('\n')
    .filter((l) => l.startsWith('|'))
    .map((l) => quotedTexts(l))
    .filter((cells) => cells.length > 0);
  if (rows.length === 0) throw new Error(`docs/requirements.md#${anchor} has no table of quoted cells`);
  return rows;
}
