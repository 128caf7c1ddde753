// Where a lead came from (decision 049): the x-contact-source header's parser. Every rule of the
// contact fields (trimmed, NFC, code points, no hiding characters) plus each key's own; any problem
// drops the whole source with a short reason in our words, never the visitor's.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTACT_SOURCE_MAX_BYTES,
  type ContactSource,
  SOURCE_COLUMNS,
  SOURCE_FIELDS,
  SOURCE_KEYS,
  sourceColumnValues,
  UTM_KEYS,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import {
  LANDED_AT_MAX_AGE_MS,
  LANDED_AT_MAX_AHEAD_MS,
  parseContactSource,
} from '../../supabase/functions/_shared/contracts/contact-source-schema.ts';
import { sampleSource, sourceHeaderValue } from '../helpers/contact-sample.ts';

const NOW = new Date('2026-11-21T10:20:00Z');
/** As the header travels: JSON with everything past ASCII escaped (the cast: any JSON value, for the test). */
const parse = (source: unknown) => parseContactSource(sourceHeaderValue(source), NOW);
const kept = (source: unknown) => parse(source).source;
const problem = (source: unknown) => parse(source).problem;

describe('the source header: absent, valid, normalised', () => {
  it('no header (or a blank one) is no source and no problem', () => {
    for (const header of [null, undefined, '', '   '])
      expect(parseContactSource(header, NOW)).toEqual({ source: null, problem: null });
  });

  it('keeps a valid source as it is, every key', () => {
    const source = sampleSource(NOW);
    expect(Object.keys(source)).toEqual(SOURCE_KEYS);
    expect(parse(source)).toEqual({ source, problem: null });
  });

  it('trims, composes (NFC) and lower-cases the campaign tags; drops blank values', () => {
    expect(
      kept({
        utm_source: '  NewsLetter ',
        utm_medium: 'E-Mail',
        utm_campaign: 'Cafe\u0301 Launch',
        utm_term: '   ',
        landing_path: ' /use-cases ',
        form_path: '',
      }),
    ).toEqual({
      utm_source: 'newsletter',
      utm_medium: 'e-mail',
      utm_campaign: 'caf\u00e9 launch',
      landing_path: '/use-cases',
    });
    // Paths keep their case: /Pricing and /pricing are different pages.
    expect(kept({ landing_path: '/Use-Cases' })).toEqual({ landing_path: '/Use-Cases' });
    // Nothing left: no source, and nothing wrong with it.
    expect(parse({ utm_source: ' ', referrer: '' })).toEqual({ source: null, problem: null });
    expect(parse({})).toEqual({ source: null, problem: null });
  });

  it('writes the referrer as its origin and path, the way the URL parser does', () => {
    expect(kept({ referrer: 'https://News.Example.org' })).toEqual({ referrer: 'https://news.example.org/' });
    expect(kept({ referrer: 'http://example.com:80/a/b' })).toEqual({ referrer: 'http://example.com/a/b' });
    expect(kept({ referrer: 'https://bücher.example/straße' })).toEqual({
      referrer: 'https://xn--bcher-kva.example/stra%C3%9Fe',
    });
  });
});

describe('the source header: refused whole, with a short problem', () => {
  it('an unknown key, a value that is not a string, or JSON that is not an object of strings', () => {
    expect(parse({ ...sampleSource(NOW), gclid: 'abc' })).toEqual({ source: null, problem: 'unknown key' });
    expect(problem({ ip: '198.51.100.7' })).toBe('unknown key');
    expect(problem({ user_agent: 'Mozilla/5.0' })).toBe('unknown key');
    expect(problem({ utm_source: 7 })).toBe('utm_source: not a string');
    expect(problem({ utm_source: null })).toBe('utm_source: not a string');
    expect(problem({ utm_source: ['a'] })).toBe('utm_source: not a string');
    for (const json of [[], 'newsletter', 42, null])
      expect(problem(json)).toBe('not a JSON object of strings');
    expect(parseContactSource('{utm_source: newsletter}', NOW)).toEqual({
      source: null,
      problem: 'not JSON',
    });
  });

  it('lengths in code points after trim and NFC, per key', () => {
    for (const key of UTM_KEYS) {
      const { max } = SOURCE_FIELDS[key];
      expect(kept({ [key]: 'x'.repeat(max) })).toEqual({ [key]: 'x'.repeat(max) });
      expect(kept({ [key]: ` ${'😀'.repeat(max)} ` })).toEqual({ [key]: '😀'.repeat(max) });
      expect(kept({ [key]: 'e\u0301'.repeat(max) })).toEqual({ [key]: '\u00e9'.repeat(max) });
      expect(problem({ [key]: 'x'.repeat(max + 1) })).toBe(`${key}: longer than ${max} characters`);
    }
    for (const key of ['landing_path', 'form_path'] as const) {
      const { max } = SOURCE_FIELDS[key];
      expect(kept({ [key]: `/${'p'.repeat(max - 1)}` })).toEqual({ [key]: `/${'p'.repeat(max - 1)}` });
      expect(problem({ [key]: `/${'p'.repeat(max)}` })).toBe(`${key}: longer than ${max} characters`);
    }
    // The referrer is measured as it is stored: percent-encoding counts.
    const host = 'https://a.example/';
    const { max } = SOURCE_FIELDS.referrer;
    expect(kept({ referrer: host + 'p'.repeat(max - host.length) })).not.toBeNull();
    expect(problem({ referrer: host + 'é'.repeat(100) })).toBe(`referrer: longer than ${max} characters`);
  });

  it('characters that hide or disguise text, in any key', () => {
    for (const key of SOURCE_KEYS)
      for (const bad of ['\u0000', '\u001b', '\u0085', '\u200b', '\u202e', '\u2028', '\uffff', '\n'])
        expect(problem({ [key]: `/a${bad}b` }), `${key} with U+${bad.codePointAt(0)!.toString(16)}`).toBe(
          `${key}: characters that are not allowed`,
        );
  });

  it('paths start with / and carry no query, fragment or whitespace', () => {
    for (const key of ['landing_path', 'form_path'] as const) {
      for (const bad of [
        'use-cases',
        'https://site.example/use-cases',
        '/pricing?utm_source=x',
        '/faq#billing',
        '/a b',
      ])
        expect(problem({ [key]: bad }), bad).toBe(`${key}: not a path`);
      expect(kept({ [key]: '/' })).toEqual({ [key]: '/' });
      expect(kept({ [key]: '/help-center/getting%20started' })).not.toBeNull();
    }
  });

  it('the referrer: an http(s) origin and path, no query, fragment or credentials', () => {
    for (const bad of [
      'https://news.example.org/post?id=7',
      'https://news.example.org/post?',
      'https://news.example.org/#top',
      'https://user:secret@news.example.org/',
      'https://user@news.example.org/',
      'ftp://news.example.org/',
      'javascript:alert(1)',
      'news.example.org',
      '/relative',
      'https://',
    ])
      expect(problem({ referrer: bad }), bad).toBe('referrer: not the origin and path of an http(s) URL');
  });

  it('landed_at: a real UTC instant to the second, no more than 5 minutes ahead nor 90 days old', () => {
    const at = (ms: number) => new Date(ms).toISOString().replace('.000Z', 'Z');
    const now = Math.floor(NOW.getTime() / 1000) * 1000;
    expect(kept({ landed_at: at(now) })).toEqual({ landed_at: at(now) });
    expect(kept({ landed_at: at(now + LANDED_AT_MAX_AHEAD_MS) })).not.toBeNull();
    expect(problem({ landed_at: at(now + LANDED_AT_MAX_AHEAD_MS + 1000) })).toBe('landed_at: in the future');
    expect(kept({ landed_at: at(now - LANDED_AT_MAX_AGE_MS) })).not.toBeNull();
    expect(problem({ landed_at: at(now - LANDED_AT_MAX_AGE_MS - 1000) })).toBe(
      'landed_at: older than 90 days',
    );
    for (const bad of [
      '2026-11-21T10:20:00.000Z',
      '2026-11-21T10:20:00.5Z',
      '2026-11-21T10:20Z',
      '2026-11-21 10:20:00Z',
      '2026-11-21T10:20:00+01:00',
      '2026-11-21T10:20:00',
      '2026-02-30T10:20:00Z',
      '2026-11-21T24:00:00Z',
      'yesterday',
    ])
      expect(problem({ landed_at: bad }), bad).toBe('landed_at: not a UTC time to the second');
  });

  it('at most CONTACT_SOURCE_MAX_BYTES of UTF-8, counted as the header arrives', () => {
    const padded = (bytes: number) => {
      const base = JSON.stringify({ utm_content: '' });
      return JSON.stringify({ utm_content: 'x'.repeat(bytes - base.length) });
    };
    // A value too long for its key, but the whole header at the limit: refused for its length only.
    expect(parseContactSource(padded(CONTACT_SOURCE_MAX_BYTES), NOW).problem).toBe(
      'utm_content: longer than 100 characters',
    );
    expect(parseContactSource(padded(CONTACT_SOURCE_MAX_BYTES + 1), NOW)).toEqual({
      source: null,
      problem: `larger than ${CONTACT_SOURCE_MAX_BYTES} bytes`,
    });
    // Spaces count: the limit is on what was sent, before trimming.
    const spaced = `${' '.repeat(CONTACT_SOURCE_MAX_BYTES)}{}`;
    expect(parseContactSource(spaced, NOW).problem).toBe(`larger than ${CONTACT_SOURCE_MAX_BYTES} bytes`);
  });

  it('reads a header as its bytes: escaped JSON, raw UTF-8, or text already decoded', () => {
    const source = { utm_campaign: 'café', landing_path: '/über' };
    const escaped = sourceHeaderValue(source);
    expect(escaped).toMatch(/^[\x20-\x7e]+$/);
    expect(parseContactSource(escaped, NOW).source).toEqual(source);
    // Raw UTF-8 as Node and Deno hand a header over: one character per byte.
    const bytes = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(source)));
    expect(parseContactSource(bytes, NOW).source).toEqual(source);
    // Text already decoded (a character past U+00FF shows it): read as it is.
    const decoded = { utm_campaign: 'launch 🚀', landing_path: '/ü' };
    expect(parseContactSource(JSON.stringify(decoded), NOW).source).toEqual(decoded);
    // A byte that is not UTF-8.
    expect(parseContactSource('{"utm_source":"caf\u00e9"}', NOW).problem).toBe('not UTF-8');
  });

  it('the problem never quotes what the visitor sent', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 80 }),
        fc.string({ minLength: 3, maxLength: 20 }),
        (value, key) => {
          for (const source of [
            { [key]: value },
            { utm_source: value },
            { referrer: value },
            { landed_at: value },
          ]) {
            const { problem: said } = parse(source);
            if (said === null) continue;
            expect(said).toMatch(/^([a-z_]+: )?[a-z0-9 ()]+$/i);
            if (value.length > 3) expect(said).not.toContain(value);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('the source as stored', () => {
  it('one column per key, in SOURCE_FIELDS order, null where absent', () => {
    expect(SOURCE_COLUMNS).toEqual(SOURCE_KEYS.map((key) => SOURCE_FIELDS[key].column));
    for (const column of SOURCE_COLUMNS) expect(column).toMatch(/^[a-z][a-z_]*$/);
    const source: ContactSource = { utm_source: 'newsletter', landing_path: '/' };
    expect(sourceColumnValues(source)).toEqual(SOURCE_KEYS.map((key) => source[key] ?? null));
    expect(sourceColumnValues(null)).toEqual(SOURCE_KEYS.map(() => null));
  });
});
