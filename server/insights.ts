// The figures of `npm run insights` (issue 57): visits → reached contact → started → leads, with
// the conversion rate, for a period of UTC days, in total, per day, per source / medium / campaign
// and per landing page. Read from the SQL views of the migration (20261213000000_visit_counts.sql),
// the same ones a team opens in Supabase's dashboard. Plain JSON, so the running server can hand
// it over its reads socket (server/reads.ts).
import type { Queryable } from '../supabase/functions/_shared/db.ts';
import { utcDay } from '../supabase/functions/_shared/visit-counts.ts';

export type Funnel = {
  visits: number;
  page_views: number;
  reached_contact: number;
  started: number;
  leads: number;
  /** Leads per visit (0 to 1), null without visits. */
  conversion: number | null;
};

export type SourceRow = Funnel & {
  /** How the report names it: `source / medium / campaign`, `(referral) host`, `(direct)` or `(not recorded)`. */
  label: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  referrer_host: string;
};

export type InsightsReport = {
  /** As asked (`30d`, `12h`). */
  period: string;
  /** First and last UTC day counted (both included). */
  since: string;
  until: string;
  totals: Funnel;
  /** Every day of the period, oldest first, days without anything included. */
  daily: ({ day: string } & Funnel)[];
  /** Sorted by leads, then visits. */
  bySource: SourceRow[];
  byLanding: (Funnel & { landing_path: string })[];
  pageViews: { path: string; page_views: number }[];
  devices: { device: string; page_views: number }[];
};

/** A lead stored without a source (before sources were kept, or dropped): decision 049. */
export const NOT_RECORDED = '(not recorded)';

const DAY_MS = 24 * 60 * 60_000;

/**
 * The first and last UTC day of a period ending now: `30d` is today and the 29 days before it; a
 * period in hours starts on the day it began.
 */
export function periodDays(now: Date, periodMs: number): { since: string; until: string } {
  const back = periodMs % DAY_MS === 0 ? periodMs - DAY_MS : periodMs;
  return { since: utcDay(new Date(now.getTime() - back)), until: utcDay(now) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (value: string): boolean =>
  DAY.test(value) && utcDay(new Date(`${value}T00:00:00Z`)) === value;

const rate = (leads: number, visits: number) => (visits > 0 ? leads / visits : null);
const num = (v: unknown) => Number(v ?? 0);

function funnel(r: Record<string, unknown>): Funnel {
  const visits = num(r.visits);
  const leads = num(r.leads);
  return {
    visits,
    page_views: num(r.page_views),
    reached_contact: num(r.reached_contact),
    started: num(r.started),
    leads,
    conversion: rate(leads, visits),
  };
}

const byLeads = <T extends Funnel>(a: T & { key: string }, b: T & { key: string }) =>
  b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key);

export function sourceLabel(r: {
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  referrer_host: string;
  recorded: boolean;
}): string {
  if (!r.recorded) return NOT_RECORDED;
  const tags = [r.utm_source, r.utm_medium, r.utm_campaign];
  if (tags.some(Boolean)) return tags.map((t) => t || '-').join(' / ');
  return r.referrer_host ? `(referral) ${r.referrer_host}` : '(direct)';
}

/** The report for the UTC days since..until (both included, YYYY-MM-DD). */
export async function readInsights(
  db: Queryable,
  range: { since: string; until: string; period: string },
): Promise<InsightsReport> {
  const { since, until } = range;
  if (!isDay(since) || !isDay(until)) throw new Error('since and until must be days (YYYY-MM-DD)');
  const params = [since, until];
  const within = 'day between $1::date and $2::date';
  const [daily, sources, landings, views, devices] = await Promise.all([
    db.query(
      `select to_char(d, 'YYYY-MM-DD') as day, coalesce(i.visits, 0) as visits, coalesce(i.page_views, 0) as page_views,
         coalesce(i.reached_contact, 0) as reached_contact, coalesce(i.started, 0) as started, coalesce(i.leads, 0) as leads
       from generate_series($1::date, $2::date, interval '1 day') as d
       left join public.insights_daily i on i.day = d::date
       order by d`,
      params,
    ),
    db.query(
      `select utm_source, utm_medium, utm_campaign, referrer_host, recorded,
         sum(visits) as visits, sum(page_views) as page_views, sum(reached_contact) as reached_contact,
         sum(started) as started, sum(leads) as leads
       from (select *, (landing_path || utm_source || utm_medium || utm_campaign || referrer_host) <> '' as recorded
         from public.insights_funnel where ${within}) f
       group by utm_source, utm_medium, utm_campaign, referrer_host, recorded`,
      params,
    ),
    db.query(
      `select landing_path, sum(visits) as visits, sum(page_views) as page_views, sum(reached_contact) as reached_contact,
         sum(started) as started, sum(leads) as leads
       from public.insights_by_landing where ${within} group by landing_path`,
      params,
    ),
    db.query(
      `select path, sum(page_views) as page_views from public.insights_page_views where ${within}
       group by path order by sum(page_views) desc, path`,
      params,
    ),
    db.query(
      `select device, sum(page_views) as page_views from public.insights_page_views where ${within}
       group by device order by device`,
      params,
    ),
  ]);

  // A source's rows may differ only by the referrer (a campaign linked from several sites): merged.
  const merged = new Map<string, SourceRow>();
  for (const r of sources.rows) {
    const row = {
      utm_source: String(r.utm_source),
      utm_medium: String(r.utm_medium),
      utm_campaign: String(r.utm_campaign),
      referrer_host: String(r.referrer_host),
      recorded: Boolean(r.recorded),
    };
    const label = sourceLabel(row);
    const f = funnel(r);
    const seen = merged.get(label);
    if (!seen)
      merged.set(label, {
        label,
        ...row,
        referrer_host: [row.utm_source, row.utm_medium, row.utm_campaign].some(Boolean)
          ? ''
          : row.referrer_host,
        ...f,
      });
    else {
      seen.visits += f.visits;
      seen.page_views += f.page_views;
      seen.reached_contact += f.reached_contact;
      seen.started += f.started;
      seen.leads += f.leads;
      seen.conversion = rate(seen.leads, seen.visits);
    }
  }
  const bySource = [...merged.values()]
    .map((r) => ({ ...r, key: r.label }))
    .sort(byLeads)
    .map(({ key: _key, ...r }) => r);
  const byLanding = landings.rows
    .map((r) => ({ landing_path: String(r.landing_path) || NOT_RECORDED, ...funnel(r) }))
    .map((r) => ({ ...r, key: r.landing_path }))
    .sort(byLeads)
    .map(({ key: _key, ...r }) => r);

  const days = daily.rows.map((r) => ({ day: String(r.day), ...funnel(r) }));
  const sum = (k: 'visits' | 'page_views' | 'reached_contact' | 'started' | 'leads') =>
    days.reduce((n, d) => n + d[k], 0);
  const totals = {
    visits: sum('visits'),
    page_views: sum('page_views'),
    reached_contact: sum('reached_contact'),
    started: sum('started'),
    leads: sum('leads'),
    conversion: rate(sum('leads'), sum('visits')),
  };
  return {
    period: range.period,
    since,
    until,
    totals,
    daily: days,
    bySource,
    byLanding,
    pageViews: views.rows.map((r) => ({ path: String(r.path), page_views: num(r.page_views) })),
    devices: devices.rows.map((r) => ({ device: String(r.device), page_views: num(r.page_views) })),
  };
}
