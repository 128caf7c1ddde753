// Fixed-window counters kept in Postgres (never in memory: production runs many isolates).
// Each hit is one atomic upsert, so concurrent requests from many isolates count exactly.
// Fixed windows allow up to twice a limit across a window's boundary; decision 019 says why that
// is accepted and what Retry-After means.
import type { Queryable } from './db.ts';

export type Window = { start: Date; end: Date };

export function windowAt(now: Date, windowMs: number): Window {
  const start = Math.floor(now.getTime() / windowMs) * windowMs;
  return { start: new Date(start), end: new Date(start + windowMs) };
}

export function retryAfterSeconds(now: Date, window: Window): number {
  return Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000));
}

export type CounterKey = { scope: string; key: string };

/** Adds one to each counter in the window and returns their new values, in order. */
export async function hitCounters(db: Queryable, counters: CounterKey[], window: Window): Promise<number[]> {
  const values: unknown[] = [];
  const tuples = counters.map((c, i) => {
    values.push(c.scope, c.key);
    return `($${i * 2 + 1}, $${i * 2 + 2}, $${counters.length * 2 + 1}::timestamptz, 1)`;
  });
  values.push(window.start.toISOString());
  const { rows } = await db.query<{ scope: string; key: string; count: number }>(
    `insert into public.rate_limit_counters (scope, key, window_start, count)
     values ${tuples.join(', ')}
     on conflict (scope, key, window_start)
     do update set count = public.rate_limit_counters.count + 1
     returning scope, key, count`,
    values,
  );
  return countsInOrder(counters, rows);
}

/** The counters' values in the window, unchanged (0 when absent), in order. */
export async function readCounters(db: Queryable, counters: CounterKey[], window: Window): Promise<number[]> {
  const { rows } = await db.query<{ scope: string; key: string; count: number }>(
    `select scope, key, count from public.rate_limit_counters
     where window_start = $1::timestamptz and (scope, key) in (select * from unnest($2::text[], $3::text[]))`,
    [window.start.toISOString(), counters.map((c) => c.scope), counters.map((c) => c.key)],
  );
  return countsInOrder(counters, rows);
}

/** Each counter's count among the rows (0 when absent), in the counters' order. */
function countsInOrder(
  counters: CounterKey[],
  rows: { scope: string; key: string; count: number }[],
): number[] {
  return counters.map((c) => Number(rows.find((r) => r.scope === c.scope && r.key === c.key)?.count ?? 0));
}

/**
 * Reserves one attempt on a counter, atomically: true when it is within `allowed` (keep it, or give
 * it back with refundCounters when the attempt turns out not to count); false when it is over, and
 * then nothing stays counted: a refused request costs nobody anything.
 */
export async function reserveAttempt(
  db: Queryable,
  counter: CounterKey,
  window: Window,
  allowed: number,
): Promise<boolean> {
  const [count = 0] = await hitCounters(db, [counter], window);
  if (count <= allowed) return true;
  await refundCounters(db, [counter], window);
  return false;
}

/** Takes one back from each counter (a reserved attempt that turned out not to count). */
export async function refundCounters(db: Queryable, counters: CounterKey[], window: Window): Promise<void> {
  for (const c of counters) {
    await db.query(
      `update public.rate_limit_counters set count = greatest(count - 1, 0)
       where scope = $1 and key = $2 and window_start = $3::timestamptz`,
      [c.scope, c.key, window.start.toISOString()],
    );
  }
}

/** Drops windows older than a day; called now and then so the table stays small. */
export async function pruneCounters(db: Queryable, now: Date): Promise<void> {
  await db.query(`delete from public.rate_limit_counters where window_start < $1::timestamptz`, [
    new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
  ]);
}
