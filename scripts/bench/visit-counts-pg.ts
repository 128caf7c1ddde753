// Decision 059's measurement: how visit counting holds at 1,000 events/s on PostgreSQL (what Supabase
// runs), an upsert per event against batching. On the machine's PostgreSQL (127.0.0.1:5432, trust;
// TEST_PG_URL for another), in a throwaway database; without one it says why and skips.
// Run by `npm run bench` after the functions' load, or alone: `npx tsx scripts/bench/visit-counts-pg.ts`.
//   VISIT_PG_EVENTS (default 20000), VISIT_PG_CONCURRENCY (50 requests in flight), VISIT_PG_POOL (20)
import { cpus, loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import type { VisitDimensions, VisitEvent } from '../../supabase/functions/_shared/contracts/visit-event.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import {
  addVisitCounts,
  countsFor,
  countWithinLimit,
  deadlockRetries,
  mergeCounts,
  utcDay,
  type VisitCount,
} from '../../supabase/functions/_shared/visit-counts.ts';
import {
  createRealPgDatabase,
  REAL_PG_URL,
  realPostgresAvailable,
} from '../../tests/helpers/real-postgres.ts';

const EVENTS = Number(process.env.VISIT_PG_EVENTS ?? 20_000);
const CONCURRENCY = Number(process.env.VISIT_PG_CONCURRENCY ?? 50);
const POOL = Number(process.env.VISIT_PG_POOL ?? 20);
/** How often the batching variant writes what it gathered (an isolate would flush this often). */
const FLUSH_MS = 100;

const CAMPAIGNS = ['spring', 'summer', 'autumn', 'winter', ''];
const DEVICES = ['phone', 'tablet', 'desktop'] as const;
const PAGES = ['/', '/pricing', '/platform', '/contact', '/about', '/use-cases'];

/** The i-th request: a landing (visit + view) or a later view, over a realistic spread of dimensions. */
function eventAt(i: number): { dims: VisitDimensions; events: VisitEvent[] } {
  const campaign = CAMPAIGNS[i % CAMPAIGNS.length]!;
  const dims: VisitDimensions = {
    landing_path: PAGES[(i >> 3) % 3]!,
    device: DEVICES[i % 3]!,
    ...(campaign ? { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: campaign } : {}),
  };
  return {
    dims,
    events:
      i % 2
        ? [{ step: 'view', path: PAGES[i % PAGES.length]! }]
        : [{ step: 'visit' }, { step: 'view', path: dims.landing_path }],
  };
}

type Result = {
  variant: string;
  events: number;
  'requests/s': number;
  'events/s': number;
  'p50 ms': number;
  'p99 ms': number;
  rows: number;
  writes: number;
  'counted ok': boolean;
  'deadlocks retried': number;
};

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function stats(db: Db): Promise<{ rows: number; total: number }> {
  const { rows } = await db.query<{ rows: number; total: string }>(
    'select count(*)::int as rows, coalesce(sum(count), 0)::text as total from public.visit_counts',
  );
  return { rows: rows[0]!.rows, total: Number(rows[0]!.total) };
}

/** Runs `one(i)` for every request, CONCURRENCY at a time; returns each call's latency. */
async function drive(
  one: (i: number) => Promise<void>,
  calls: number,
): Promise<{ seconds: number; latencies: number[] }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < calls) {
        const i = next++;
        const t = performance.now();
        await one(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, latencies: latencies.sort((a, b) => a - b) };
}

async function measure(
  db: Db,
  variant: string,
  one: (i: number) => Promise<void>,
  after: () => Promise<number> = async () => 0,
  calls = EVENTS,
): Promise<Result> {
  await db.query('truncate public.visit_counts, public.rate_limit_counters');
  const deadlocksBefore = deadlockRetries.count;
  const expected = Array.from({ length: EVENTS }, (_, i) => eventAt(i).events.length).reduce(
    (a, b) => a + b,
    0,
  );
  const { seconds, latencies } = await drive(one, calls);
  const writes = await after();
  const { rows, total } = await stats(db);
  return {
    variant,
    events: expected,
    'requests/s': Math.round(EVENTS / seconds),
    'events/s': Math.round(expected / seconds),
    'p50 ms': Number(quantile(latencies, 0.5).toFixed(2)),
    'p99 ms': Number(quantile(latencies, 0.99).toFixed(2)),
    rows,
    writes: writes || EVENTS,
    'counted ok': total === expected,
    'deadlocks retried': deadlockRetries.count - deadlocksBefore,
  };
}

export async function runVisitCountsPg(): Promise<Result[] | null> {
  const unavailable = await realPostgresAvailable();
  if (unavailable) {
    console.log(`Visit counting on PostgreSQL: skipped, ${unavailable}`);
    return null;
  }
  const pg = await createRealPgDatabase(POOL);
  const { db } = pg;
  const day = utcDay(new Date());
  const windowStart = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  try {
    const { rows } = await db.query<{ v: string }>(`select current_setting('server_version') as v`);
    console.log(
      `\nVisit counting on PostgreSQL ${rows[0]?.v} (${REAL_PG_URL}): ${EVENTS} requests, ${CONCURRENCY} in flight, pool of ${POOL}; ` +
        `host: ${cpus().length} CPUs, load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} (decision 039: a busy host reads slower)`,
    );
    const results: Result[] = [];
    // What track-visit does: the client's limit and the counters in one statement per request.
    results.push(
      await measure(db, 'upsert per request, with the limit (track-visit)', async (i) => {
        const { dims, events } = eventAt(i);
        await countWithinLimit(
          db,
          { scope: 'visit:client', key: `k${i}` },
          windowStart,
          120,
          countsFor(day, dims, events),
        );
      }),
    );
    // The counters alone, one upsert per request.
    results.push(
      await measure(db, 'upsert per request, counters only', async (i) => {
        const { dims, events } = eventAt(i);
        await addVisitCounts(db, countsFor(day, dims, events));
      }),
    );
    // Batching: each isolate gathers its requests in memory for FLUSH_MS, merged by counter, then
    // writes them with one upsert. At 1,000 requests/s spread over CONCURRENCY isolates, a flush
    // holds BATCH requests; the flushes run CONCURRENCY at a time. Timed: the flushes themselves.
    const BATCH = Math.max(1, Math.round((1000 * FLUSH_MS) / 1000));
    const batches = Math.ceil(EVENTS / BATCH);
    results.push(
      await measure(
        db,
        `batched: ${BATCH} requests per upsert (${FLUSH_MS} ms at 1,000/s)`,
        async (b) => {
          if (b >= batches) return;
          const gathered: VisitCount[] = [];
          for (let i = b * BATCH; i < Math.min(EVENTS, (b + 1) * BATCH); i++) {
            const { dims, events } = eventAt(i);
            gathered.push(...countsFor(day, dims, events));
          }
          await addVisitCounts(db, mergeCounts(gathered));
        },
        async () => batches,
        batches,
      ),
    );
    console.table(results);
    return results;
  } finally {
    await pg.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await runVisitCountsPg();
