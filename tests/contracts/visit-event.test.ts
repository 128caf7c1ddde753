// The visit event's one contract (decision 059): known steps, the dimensions' shapes and lengths,
// at most a few events per request and per visit; the device class; declared crawlers.
import { describe, expect, it } from 'vitest';
import {
  DEVICE_MIN_WIDTH,
  deviceClass,
  MAX_EVENTS_PER_REQUEST,
  MAX_EVENTS_PER_VISIT,
  VISIT_DIMENSIONS,
  VISIT_EVENT_MAX_BYTES,
} from '../../supabase/functions/_shared/contracts/visit-event.ts';
import {
  isDeclaredCrawler,
  parseVisitEvents,
} from '../../supabase/functions/_shared/contracts/visit-event-schema.ts';
import { sampleDims, visitBody } from '../helpers/visit-event.ts';

const parse = (body: unknown) => parseVisitEvents(JSON.stringify(body));
const problem = (body: unknown) => {
  const r = parse(body);
  return r.ok ? null : r.problem;
};

describe('visit event contract', () => {
  it('accepts a landing, normalising the campaign tags as a lead source does (trimmed, NFC, lower case)', () => {
    const r = parse(
      visitBody({ dims: sampleDims({ utm_source: '  NewsLetter ', utm_campaign: 'Cafe\u0301' }) }),
    );
    expect(r).toEqual({
      ok: true,
      dims: { ...sampleDims(), utm_source: 'newsletter', utm_campaign: 'caf\u00e9' },
      events: [{ step: 'visit' }, { step: 'view', path: '/use-cases' }],
    });
    // Blank tags are absent.
    const blank = parse(visitBody({ dims: sampleDims({ utm_medium: ' ', referrer_host: '' }) }));
    expect(blank.ok && blank.dims).toEqual({
      ...sampleDims(),
      utm_medium: undefined,
      referrer_host: undefined,
    });
  });

  it('refuses unknown steps and keys, and a view without a path or another step with one', () => {
    expect(problem(visitBody({ events: [{ step: 'lead' as never }] }))).toBe('events.0.step: not a step');
    expect(problem({ ...visitBody(), visitor: 'x' })).toBe('unknown key');
    expect(problem(visitBody({ dims: { ...sampleDims(), ip: '192.0.2.1' } as never }))).toBe(
      'dims: unknown key',
    );
    expect(problem(visitBody({ events: [{ step: 'view' }] }))).toContain('a view has a path');
    expect(problem(visitBody({ events: [{ step: 'visit', path: '/' }] }))).toContain('a view has a path');
  });

  it('holds every dimension to its shape and length', () => {
    expect(problem(visitBody({ dims: sampleDims({ landing_path: 'pricing' }) }))).toBe(
      'dims.landing_path: not a path',
    );
    expect(problem(visitBody({ dims: sampleDims({ landing_path: '/a?b=c' }) }))).toBe(
      'dims.landing_path: not a path',
    );
    expect(problem(visitBody({ dims: sampleDims({ referrer_host: 'https://x.example/' }) }))).toBe(
      'dims.referrer_host: not a host name',
    );
    expect(problem(visitBody({ dims: sampleDims({ device: 'watch' as never }) }))).toBe(
      'dims.device: not a device class',
    );
    expect(problem(visitBody({ dims: sampleDims({ utm_source: 'a\u202eb' }) }))).toBe(
      'dims.utm_source: characters that are not allowed',
    );
    for (const [key, { max }] of Object.entries(VISIT_DIMENSIONS)) {
      const value = key.endsWith('path')
        ? `/${'a'.repeat(max - 1)}`
        : key === 'referrer_host'
          ? 'a'.repeat(max)
          : 'a'.repeat(max);
      expect(parse(visitBody({ dims: sampleDims({ [key]: value }) })).ok, key).toBe(true);
      expect(problem(visitBody({ dims: sampleDims({ [key]: `${value}a` }) })), key).toBe(
        `dims.${key}: longer than ${max} characters`,
      );
    }
  });

  it('takes at most a few events per request and none past the cap of a visit', () => {
    const view = { step: 'view' as const, path: '/pricing' };
    expect(parse(visitBody({ events: Array(MAX_EVENTS_PER_REQUEST).fill(view) })).ok).toBe(true);
    expect(problem(visitBody({ events: Array(MAX_EVENTS_PER_REQUEST + 1).fill(view) }))).toBe(
      `events: more than ${MAX_EVENTS_PER_REQUEST} events`,
    );
    expect(problem(visitBody({ events: [] }))).toBe('events: empty');
    expect(parse(visitBody({ seq: MAX_EVENTS_PER_VISIT, events: [view] })).ok).toBe(true);
    expect(problem(visitBody({ seq: MAX_EVENTS_PER_VISIT, events: [view, view] }))).toBe(
      `past ${MAX_EVENTS_PER_VISIT} events in a visit`,
    );
    expect(problem(visitBody({ seq: 0 }))).toBe('seq: below 1');
  });

  it('refuses what is not JSON or larger than its limit', () => {
    expect(parseVisitEvents('{oops')).toEqual({ ok: false, problem: 'not JSON' });
    const big = JSON.stringify(
      visitBody({ dims: sampleDims({ landing_path: `/${'a'.repeat(VISIT_EVENT_MAX_BYTES)}` }) }),
    );
    expect(parseVisitEvents(big)).toEqual({
      ok: false,
      problem: `larger than ${VISIT_EVENT_MAX_BYTES} bytes`,
    });
  });

  it('classes a device by the viewport width, never the user agent', () => {
    expect(deviceClass(390)).toBe('phone');
    expect(deviceClass(DEVICE_MIN_WIDTH.tablet - 1)).toBe('phone');
    expect(deviceClass(DEVICE_MIN_WIDTH.tablet)).toBe('tablet');
    expect(deviceClass(DEVICE_MIN_WIDTH.desktop - 1)).toBe('tablet');
    expect(deviceClass(DEVICE_MIN_WIDTH.desktop)).toBe('desktop');
  });

  it('knows a declared crawler, and counts a headless or automated browser as a visitor', () => {
    for (const bot of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0)',
      'DuckDuckBot-Https/1.1',
      'Mozilla/5.0 (Linux; Android 10; K) Bytespider',
    ])
      expect(isDeclaredCrawler(bot), bot).toBe(true);
    for (const person of [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Mozilla/5.0 (Linux; Android 12; Cubot X30) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    ])
      expect(isDeclaredCrawler(person), person).toBe(false);
    expect(isDeclaredCrawler(null)).toBe(false);
  });
});
