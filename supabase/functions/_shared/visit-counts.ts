// Visit counters (decision 059): one row per UTC day, step and dimensions, incremented in place by
// an upsert. Never a row per visit or per visitor, so the table grows with days and the
// combinations of dimensions that occur, not with traffic. Shared by track-visit and the tests.
import type { VisitDimensions, VisitEvent, VisitStep } from './contracts/visit-event.ts';
import type { Queryable } from './db.ts';

/** The counter's key columns after `day`, in the table's primary-key order. */
export const VISIT_COUNT_KEY = [
  'step',
  'path',
  'landing_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'referrer_host',
  'device',
] as const;

export type VisitCount = {
  day: string;
  step: VisitStep;
  path: string;
  landing_path: string;
  utm_source: string;
  utm_medium: string;
  utm_campaign: string;
  referrer_host: string;
  device: string;
  count: number;
};

/** The UTC day of an instant, as the table keys it. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * The counters a batch of events adds to, merged (one upsert cannot touch a row twice): an absent
 * dimension is the empty string, so the key has no NULL in it.
 */
export function countsFor(day: string, dims: VisitDimensions, events: readonly VisitEvent[]): VisitCount[] {
  const merged = new Map<string, VisitCount>();
  for (const event of events) {
    const row: VisitCount = {
      day,
      step: event.step,
      path: event.path ?? '',
      landing_path: dims.landing_path,
      utm_source: dims.utm_source ?? '',
      utm_medium: dims.utm_medium ?? '',
      utm_campaign: dims.utm_campaign ?? '',
      referrer_host: dims.referrer_host ?? '',
      device: dims.device,
      count: 1,
    };
    const key = JSON.stringify([day, ...VISIT_COUNT_KEY.map((k) => row[k])]);
    const seen = merged.get(key);
    if (seen) seen.count += 1;
    else merged.set(key, row);
  }
  return [...merged.values()];
}

const COLUMNS = ['day', ...VISIT_COUNT_KEY, 'count'] as const;
const CAST: Record<(typeof COLUMNS)[number], string> = {
  day: 'date',
  step: 'text',
  path: 'text',
  landing_path: 'text',
  utm_source: 'text',
  utm_medium: 'text',
  utm_campaign: 'text',
  referrer_host: 'text',
  device: 'text',
  count: 'bigint',
};

/** `($n::type, …), …` for the rows, their values appended to `values`. */
function rowsSql(counts: readonly VisitCount[], values: unknown[]): string {
  return counts
    .map((row) => {
      const start = values.length;
      for (const column of COLUMNS) values.push(row[column]);
      return `(${COLUMNS.map((c, i) => `$${start + i + 1}::${CAST[c]}`).join(', ')})`;
    })
    .join(', ');
}

const UPSERT = `on conflict (day, ${VISIT_COUNT_KEY.join(', ')})
     do update set count = public.visit_counts.count + excluded.count`;

/** Adds the counts in one statement: an upsert per counter, each row touched once. */
export async function addVisitCounts(db: Queryable, counts: readonly VisitCount[]): Promise<void> {
  if (counts.length === 0) return;
  const values: unknown[] = [];
  const rows = rowsSql(counts, values);
  await db.query(`insert into public.visit_counts (${COLUMNS.join(', ')}) values ${rows} ${UPSERT}`, values);
}

/**
 * One statement, one round trip (decision 059): adds one to the client's counter in the window and,
 * when it is within `allowed`, the counts. Returns whether they were counted. A refused request
 * stays on its sender's counter (a flood keeps costing only its sender) and adds nothing else.
 */
export async function countWithinLimit(
  db: Queryable,
  client: { scope: string; key: string },
  windowStart: Date,
  allowed: number,
  counts: readonly VisitCount[],
): Promise<boolean> {
  const values: unknown[] = [client.scope, client.key, windowStart.toISOString(), allowed];
  const rows = rowsSql(counts, values);
  const { rows: result } = await db.query<{ hits: number }>(
    `with hit as (
       insert into public.rate_limit_counters (scope, key, window_start, count)
       values ($1, $2, $3::timestamptz, 1)
       on conflict (scope, key, window_start) do update set count = public.rate_limit_counters.count + 1
       returning count
     ), added as (
       insert into public.visit_counts (${COLUMNS.join(', ')})
       select * from (values ${rows}) as v (${COLUMNS.join(', ')})
       where (select count from hit) <= $4::int
       ${UPSERT}
       returning 1
     )
     select (select count from hit)::int as hits`,
    values,
  );
  return Number(result[0]?.hits ?? 0) <= allowed;
}
