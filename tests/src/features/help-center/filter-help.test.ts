import { describe, expect, it } from 'vitest';
import { helpCategories, helpFaqs } from '@/content/help-center';
import { filterHelp, highlightSegments, normalizeText, queryTerms } from '@/features/help-center/filter-help';
import { byId } from '../../../helpers/content.ts';

// The test's own categories (not the help centre's: those are read below, by id).
const categories = [
  { id: 'a', title: 'Just Started', description: 'Link your email account.' },
  { id: 'b', title: 'Configuration options', description: 'Tone of voice and templates.' },
  { id: 'c', title: 'Compliance rules', description: 'GDPR and opt-out links.' },
];
const faqs = [
  { question: 'How long does setup take?', answer: 'About 50 minutes.' },
  { question: 'Can I connect Gmail?', answer: 'Only a corporate email account.' },
];

describe('filterHelp', () => {
  it('returns everything, unfiltered, for an empty or blank query', () => {
    for (const q of ['', '   ', '\t\n']) {
      const r = filterHelp(q, categories, faqs);
      expect(r.filtered).toBe(false);
      expect(r.categories).toEqual(categories);
      expect(r.faqs).toEqual(faqs);
      expect(r.total).toBe(5);
    }
  });

  it('matches titles and descriptions of categories, ignoring case', () => {
    expect(filterHelp('CONFIG', categories, faqs).categories.map((c) => c.id)).toEqual(['b']);
    expect(filterHelp('gdpr', categories, faqs).categories.map((c) => c.id)).toEqual(['c']);
  });

  it('matches questions and answers of the FAQ', () => {
    expect(filterHelp('setup', categories, faqs).faqs).toEqual([faqs[0]]);
    expect(filterHelp('corporate', categories, faqs).faqs).toEqual([faqs[1]]);
  });

  it('searches categories and FAQ together and counts both', () => {
    const r = filterHelp('email', categories, faqs);
    expect(r.categories.map((c) => c.id)).toEqual(['a']);
    expect(r.faqs).toEqual([faqs[1]]);
    expect(r.total).toBe(2);
    expect(r.filtered).toBe(true);
  });

  it('needs every word of the query, in any order, across title and description', () => {
    expect(filterHelp('started email', categories, faqs).categories.map((c) => c.id)).toEqual(['a']);
    expect(filterHelp('email started', categories, faqs).categories.map((c) => c.id)).toEqual(['a']);
    expect(filterHelp('started gdpr', categories, faqs).total).toBe(0);
  });

  it('finds words written apart or hyphenated when typed as one', () => {
    const list = [{ question: 'How long does it take to set up?', answer: 'A follow-up call.' }];
    expect(filterHelp('setup', [], list).faqs).toHaveLength(1);
    expect(filterHelp('followup', [], list).faqs).toHaveLength(1);
    expect(filterHelp('setupx', [], list).faqs).toHaveLength(0);
  });

  it('ignores surrounding spaces and accents', () => {
    expect(filterHelp('  SÉTUP  ', categories, faqs).faqs).toEqual([faqs[0]]);
    expect(filterHelp('CONFIGURATIÓN', categories, faqs).categories.map((c) => c.id)).toEqual(['b']);
  });

  it('returns an empty result for a query nothing matches', () => {
    const r = filterHelp('zebra', categories, faqs);
    expect(r).toEqual({ categories: [], faqs: [], total: 0, filtered: true });
  });

  it('does not change the lists it was given', () => {
    const before = structuredClone(categories);
    filterHelp('email', categories, faqs);
    expect(categories).toEqual(before);
  });

  it('finds the required facts in the real help-centre content', () => {
    expect(filterHelp('50 minutes', helpCategories, helpFaqs).faqs).toHaveLength(1);
    expect(filterHelp('rest api', helpCategories, helpFaqs).faqs[0]?.question).toMatch(/integrate/);
    expect(filterHelp('copilot', helpCategories, helpFaqs).faqs[0]?.question).toMatch(
      /Autopilot and Copilot/,
    );
    expect(filterHelp('analytics', helpCategories, helpFaqs).categories.map((c) => c.id)).toEqual([
      byId(helpCategories, 'analytics-reporting').id,
    ]);
  });
});

describe('queryTerms and normalizeText', () => {
  it('splits on any whitespace and lower-cases', () => {
    expect(queryTerms('  Lead   MANAGEMENT\tlists ')).toEqual(['lead', 'management', 'lists']);
    expect(queryTerms('')).toEqual([]);
  });
  it('strips accents', () => {
    expect(normalizeText('Équipe Categoría')).toBe('equipe categoria');
  });
});

describe('highlightSegments', () => {
  it('marks every occurrence of every term, keeping the original case', () => {
    expect(highlightSegments('Email and email', ['email'])).toEqual([
      { text: 'Email', match: true },
      { text: ' and ', match: false },
      { text: 'email', match: true },
    ]);
  });

  it('merges overlapping and adjacent matches', () => {
    expect(highlightSegments('outreach', ['out', 'reach'])).toEqual([{ text: 'outreach', match: true }]);
  });

  it('returns the text whole when there is nothing to mark', () => {
    expect(highlightSegments('Tasks', [])).toEqual([{ text: 'Tasks', match: false }]);
    expect(highlightSegments('Tasks', ['zebra'])).toEqual([{ text: 'Tasks', match: false }]);
  });

  it('keeps every character, in order', () => {
    const text = 'Just started on the platform';
    expect(
      highlightSegments(text, ['st', 'form'])
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});
