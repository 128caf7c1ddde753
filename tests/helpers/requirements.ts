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
  // A list item goes on over the indented lines after it.
  const quoted = quotedTexts(listItem(anchor, label));
  if (quoted.length === 0) throw new Error(`docs/requirements.md#${anchor}: "${label}" quotes nothing`);
  return quoted;
}

/** The list item of section `anchor` that starts with `label`, with its indented lines, joined. */
function listItem(anchor: string, label: string): string {
  const lines = requirementsSection(anchor).split('\n');
  const start = lines.findIndex((l) => l.replace(/^[-*]\s*/, '').startsWith(label));
  if (start < 0) throw new Error(`docs/requirements.md#${anchor} has no line starting with "${label}"`);
  let end = start + 1;
  while (end < lines.length && /^\s+\S/.test(lines[end]!)) end += 1;
  return lines.slice(start, end).join('\n');
}

/**
 * The options of a list item such as "- purpose: `demo` 'Contact Sales', `inquiry` 'General
 * Inquiry'": each code value with the label quoted after it (null where none is), in order.
 */
export function requiredOptions(anchor: string, label: string): [string, string | null][] {
  const item = listItem(anchor, label).slice(label.length);
  const options = [...item.matchAll(/`([^`]+)`(?:\s+'([^'\n]+?)')?/g)].map(
    (m) => [m[1]!, m[2] ?? null] as [string, string | null],
  );
  if (options.length === 0) throw new Error(`docs/requirements.md#${anchor}: "${label}" lists no \`values\``);
  return options;
}

/**
 * The redirects of section `anchor`: every "`from`, `from` → `to`" of its list (several per item,
 * split by ';'), a `{a, b}` in a path standing for each of a and b.
 */
export function requiredRedirects(anchor: string): [string, string][] {
  const section = requirementsSection(anchor).replace(/\n\s+(?=\S)/g, ' ');
  const expand = (path: string): string[] => {
    const brace = /\{([^}]+)\}/.exec(path);
    if (!brace) return [path];
    return brace[1]!.split(',').flatMap((part) => expand(path.replace(brace[0], part.trim())));
  };
  const pairs: [string, string][] = [];
  for (const line of section.split('\n').filter((l) => l.startsWith('- ') && l.includes('→')))
    for (const segment of line.slice(2).split(';')) {
      const [from, to] = segment.split('→');
      const target = /`([^`]+)`/.exec(to ?? '')?.[1];
      if (!target) throw new Error(`docs/requirements.md#${anchor}: "${segment.trim()}" has no \`target\``);
      for (const m of (from ?? '').matchAll(/`([^`]+)`/g))
        for (const p of expand(m[1]!)) pairs.push([p, target]);
    }
  if (pairs.length === 0) throw new Error(`docs/requirements.md#${anchor} lists no redirects`);
  return pairs;
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
