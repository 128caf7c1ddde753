// The help centre's search: a case- and accent-insensitive match of every typed word against a
// category's title and description, or an FAQ's question and answer. Pure, so it is unit-tested.
import type { FaqItem, HelpCategory } from '@/content/help-center';

type Searchable = Pick<HelpCategory, 'title' | 'description'>;

/** Lower case without accents, so "Categoría" matches "categoria". */
export function normalizeText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query; an empty list means "no filter". */
export function queryTerms(query: string): string[] {
  return normalizeText(query).split(/\s+/).filter(Boolean);
}

function matchesAll(terms: string[], fields: string[]): boolean {
  const haystack = normalizeText(fields.join('\n'));
  // Also try without spaces and hyphens, so "setup" finds "set up" and "followup" finds "follow-up".
  const joined = haystack.replace(/[\s-]+/g, '');
  return terms.every((t) => haystack.includes(t) || joined.includes(t));
}

export type HelpResults<C, F> = { categories: C[]; faqs: F[]; total: number; filtered: boolean };

export function filterHelp<C extends Searchable, F extends FaqItem>(
  query: string,
  categories: readonly C[],
  faqs: readonly F[],
): HelpResults<C, F> {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return {
      categories: [...categories],
      faqs: [...faqs],
      total: categories.length + faqs.length,
      filtered: false,
    };
  }
  const c = categories.filter((x) => matchesAll(terms, [x.title, x.description]));
  const f = faqs.filter((x) => matchesAll(terms, [x.question, x.answer]));
  return { categories: c, faqs: f, total: c.length + f.length, filtered: true };
}

export type TextSegment = { text: string; match: boolean };

/**
 * Splits text into plain and matching segments for highlighting. Matching ignores case; accents
 * count only when the text has none to strip (the rare mismatch just goes unhighlighted).
 */
export function highlightSegments(text: string, terms: readonly string[]): TextSegment[] {
  const usable = terms.filter(Boolean);
  if (usable.length === 0 || normalizeText(text).length !== text.length) return [{ text, match: false }];
  const lower = normalizeText(text);
  const marks = new Array<boolean>(text.length).fill(false);
  for (const term of usable) {
    for (let i = lower.indexOf(term); i !== -1; i = lower.indexOf(term, i + 1)) {
      for (let j = i; j < i + term.length; j++) marks[j] = true;
    }
  }
  const segments: TextSegment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.match === marks[i]) last.text += text[i];
    else segments.push({ text: text[i]!, match: marks[i]! });
  }
  return segments;
}
