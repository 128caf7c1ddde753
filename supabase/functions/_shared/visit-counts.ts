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

/** A counter's whole key, as one string: rows with the same key are the same counter. */
const keyOf = (row: VisitCount) => JSON.stringify([row.day, ...VISIT_COUNT_KEY.map((k) => row[k])]);

/**
 * Rows for the same counter merged (one upsert cannot touch a row twice), in one order for every
 * writer: concurrent upserts then lock shared counters in the same order and cannot deadlock (two
 * batches in opposite orders did, on PostgreSQL 15, in the bench of decision 059).
 */
export function mergeCounts(rows: readonly VisitCount[]): VisitCount[] {
  const merged = new Map<string, VisitCount>();
  for (const row of rows) {
    const key = keyOf(row);
    const seen = merged.get(key);
    if (seen) seen.count += row.count;
    else merged.set(key, { ...row });
  }
  return [...merged.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
}

/** The counters a request's events add to, merged and ordered: an absent dimension is ''. */
export function countsFor(day: string, dims: VisitDimensions, events: readonly VisitEvent[]): VisitCount[] {
  return mergeCounts(
    events.map((event) => ({
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
    })),
  );
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

/** Deadlocks PostgreSQL broke by aborting one statement of ours, which then ran again (the bench reads it). */
export const deadlockRetries = { count: 0 };

/**
 * Runs a statement again when PostgreSQL aborted it to break a deadlock (SQLSTATE 40P01): concurrent
 * multi-row upserts of new counters deadlocked now and then in the bench even in one order (the
 * unique index's speculative insertion), and an aborted statement changed nothing.
 */
async function retryingDeadlocks<T>(run: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      if ((err as { code?: unknown })?.code !== '40P01' || attempt >= attempts) throw err;
      deadlockRetries.count++;
    }
  }
}

/** Adds the counts in one statement: an upsert per counter, each row touched once. */
export async function addVisitCounts(db: Queryable, counts: readonly VisitCount[]): Promise<void> {
  if (counts.length === 0) return;
  const values: unknown[] = [];
  const rows = rowsSql(counts, values);
  await retryingDeadlocks(() =>
    db.query(`insert into public.visit_counts (${COLUMNS.join(', ')}) values ${rows} ${UPSERT}`, values),
  );
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
  const { rows: result } = await retryingDeadlocks(() =>
    db.query<{ hits: number }>(
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
    ),
  );
  return Number(result[0]?.hits ?? 0) <= allowed;
}
