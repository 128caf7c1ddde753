// track-visit on PGlite (decision 059): events counted per day, step and dimensions; Global Privacy
// Control and declared crawlers not counted, headless browsers counted; the per-client limit; an
// invalid or refused event is an empty answer and one log line; the insights views put the leads
// of the submissions table beside the visits; 10,000 visits grow the table by combinations only.
import { beforeEach, describe, expect, it } from 'vitest';
import { readInsights } from '../../server/insights.ts';
import { MAX_EVENTS_PER_VISIT } from '../../supabase/functions/_shared/contracts/visit-event.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { createTrackVisitHandler } from '../../supabase/functions/track-visit/handler.ts';
import { insertSampleRow, sampleRow, sampleSource } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { setupPglite } from '../helpers/pglite.ts';
import { sampleDims, visitBody } from '../helpers/visit-event.ts';

const db = setupPglite();
const { logger, logs } = recordingLogger();
const DAY = '2026-12-13';
let clock = new Date(`${DAY}T10:00:00Z`);

const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';

function handler(env: Record<string, string> = {}) {
  return createTrackVisitHandler({ db, env: parseFunctionEnv(env), logger, now: () => clock });
}

const send = (
  h: ReturnType<typeof handler>,
  body: unknown,
  { ip = '198.51.100.7', headers = {} as Record<string, string> } = {},
) =>
  h(
    new Request('http://local/functions/v1/track-visit', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': ip, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

const counts = async () =>
  (
    await db.query<{ step: string; path: string; count: string }>(
      `select step, path, count::text from public.visit_counts order by step, path`,
    )
  ).rows.map((r) => `${r.step} ${r.path} ${r.count}`);
const rowCount = async () =>
  Number((await db.query<{ n: number }>('select count(*)::int as n from public.visit_counts')).rows[0]!.n);

beforeEach(async () => {
  await db.query('delete from public.visit_counts');
  await db.query('delete from public.rate_limit_counters');
  await db.query('delete from public.contact_submissions');
  logs.length = 0;
  clock = new Date(`${DAY}T10:00:00Z`);
});

/** The scale: the table grows by combinations of dimensions, not by these visits. */
const VISITS = 10_000;

describe('track-visit', () => {
  it('counts a visit and its views into counters, never a row per visit, with an empty answer', async () => {
    const h = handler();
    for (let i = 0; i < 3; i++) {
      const res = await send(h, visitBody(), { headers: { 'user-agent': HEADLESS_UA } });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      const more = await send(h, visitBody({ seq: 3, events: [{ step: 'view', path: '/pricing' }] }));
      expect(more.status).toBe(204);
    }
    expect(await counts()).toEqual(['view /pricing 3', 'view /use-cases 3', 'visit  3']);
    const { rows } = await db.query<Record<string, unknown>>('select * from public.visit_counts limit 1');
    // Nothing about the visitor: the day, the step, the dimensions and a count.
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        'count',
        'day',
        'device',
        'landing_path',
        'path',
        'referrer_host',
        'step',
        'utm_campaign',
        'utm_medium',
        'utm_source',
      ].sort(),
    );
    expect(logs).toEqual([]);
  });

  it('counts nothing from a browser sending Global Privacy Control or a declared crawler: one log line each', async () => {
    const h = handler();
    const gpc = await send(h, visitBody(), { headers: { 'sec-gpc': '1' } });
    const bot = await send(h, visitBody(), {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    expect([gpc.status, bot.status]).toEqual([204, 204]);
    expect([await gpc.text(), await bot.text()]).toEqual(['', '']);
    expect(await rowCount()).toBe(0);
    expect(logs).toEqual([
      'track-visit: not counted {"reason":"global privacy control"}',
      'track-visit: not counted {"reason":"crawler"}',
    ]);
    // Nothing of the request reached the log.
    expect(logs.join()).not.toMatch(/Googlebot|198\.51/);
  });

  it('answers an invalid event with nothing, one log line, and no count', async () => {
    const h = handler();
    const cases: [RequestInit['body'] | object, number, Record<string, string>?][] = [
      ['{oops', 400],
      [visitBody({ events: [{ step: 'lead' as never }] }), 400],
      [visitBody({ seq: MAX_EVENTS_PER_VISIT }), 400],
      ['x'.repeat(5000), 413],
      [visitBody(), 415, { 'content-type': 'application/x-www-form-urlencoded' }],
    ];
    for (const [body, status, headers] of cases) {
      const res = await send(h, body, { headers: headers ?? {} });
      expect(res.status).toBe(status);
      expect(await res.text()).toBe('');
    }
    expect(logs).toHaveLength(cases.length);
    expect(logs.every((l) => l.startsWith('track-visit: not counted'))).toBe(true);
    expect(await rowCount()).toBe(0);
  });

  it('limits each client per window; a flood costs its sender only, and the next window counts again', async () => {
    const h = handler({ VISIT_MAX_PER_CLIENT: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await send(h, visitBody(), { ip: '203.0.113.9' })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429, 429, 429]);
    expect(logs.filter((l) => l.includes('rate limited'))).toHaveLength(
      statuses.filter((s) => s === 429).length,
    );
    // Another client is not affected.
    expect((await send(h, visitBody(), { ip: '203.0.113.10' })).status).toBe(204);
    expect(await counts()).toEqual(['view /use-cases 6', 'visit  6']);
    clock = new Date(clock.getTime() + 60_000);
    expect((await send(h, visitBody(), { ip: '203.0.113.9' })).status).toBe(204);
  });

  it('puts the leads of the submissions table beside the visits, per source and landing page', async () => {
    const h = handler();
    const dims = sampleDims();
    for (let i = 0; i < 4; i++) await send(h, visitBody({ dims }));
    await send(
      h,
      visitBody({ dims, seq: 3, events: [{ step: 'view', path: '/contact' }, { step: 'contact' }] }),
    );
    await send(h, visitBody({ dims, seq: 5, events: [{ step: 'started' }] }));
    await send(
      h,
      visitBody({
        dims: sampleDims({ utm_source: undefined, utm_medium: undefined, utm_campaign: undefined }),
      }),
    );
    // One lead from that campaign (its source as decision 049 stores it), one flagged as spam.
    const at = new Date(`${DAY}T10:05:00Z`);
    await insertSampleRow(db, sampleRow({ source: sampleSource(at) }, { created_at: at.toISOString() }));
    await insertSampleRow(
      db,
      sampleRow(
        { source: sampleSource(at) },
        { created_at: at.toISOString(), is_spam: true, spam_reason: 'honeypot' },
      ),
    );
    const report = await readInsights(db, { since: DAY, until: DAY, period: '1d' });
    expect(report.totals).toMatchObject({
      visits: 5,
      page_views: 6,
      reached_contact: 1,
      started: 1,
      leads: 1,
    });
    expect(report.bySource[0]).toMatchObject({
      label: 'newsletter / email / spring-launch',
      visits: 4,
      page_views: 5,
      reached_contact: 1,
      started: 1,
      leads: 1,
      conversion: 0.25,
    });
    expect(report.bySource[1]).toMatchObject({ label: '(referral) news.example.org', visits: 1, leads: 0 });
    expect(report.byLanding).toEqual([
      {
        landing_path: '/use-cases',
        visits: 5,
        page_views: 6,
        reached_contact: 1,
        started: 1,
        leads: 1,
        conversion: 0.2,
      },
    ]);
    expect(report.daily).toEqual([
      { day: DAY, page_views: 6, visits: 5, reached_contact: 1, started: 1, leads: 1, conversion: 0.2 },
    ]);
  });

  it(`grows with days and combinations of dimensions, not visits: ${VISITS} visits across 5 campaigns`, async () => {
    const h = handler();
    const campaigns = ['alpha', 'beta', 'gamma', 'delta', 'epsilon'];
    const devices = ['phone', 'desktop'] as const;
    const visit = async (i: number) => {
      const dims = sampleDims({ utm_campaign: campaigns[i % 5], device: devices[i % 2] });
      const res = await send(h, visitBody({ dims }), { ip: `10.0.${(i >> 8) & 255}.${i & 255}` });
      if (res.status !== 204) throw new Error(`visit ${i}: ${res.status}`);
    };
    // Ten at a time, as visitors arrive: the database takes them one after another all the same.
    for (let i = 0; i < VISITS; i += 10)
      await Promise.all(Array.from({ length: 10 }, (_, k) => visit(i + k)));
    // visit and view, per campaign and device: 2 × 5 × 2 counters.
    expect(await rowCount()).toBe(20);
    const { rows } = await db.query<{ visits: number }>(
      `select sum(count)::int as visits from public.visit_counts where step = 'visit'`,
    );
    expect(rows[0]!.visits).toBe(VISITS);
    // The next day starts its own counters, as many again.
    clock = new Date(`2026-12-14T00:00:01Z`);
    await send(h, visitBody({ dims: sampleDims({ utm_campaign: 'alpha', device: 'phone' }) }));
    expect(await rowCount()).toBe(22);
  }, 240_000);
});
