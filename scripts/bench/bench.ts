// `npm run bench` (not a test): load on loopback against submit-contact, validate-password and
// track-visit (the visit counter, decision 059), then visit counting on the machine's PostgreSQL
// (scripts/bench/visit-counts-pg.ts: an upsert per request against batching; skipped, saying why,
// without one; BENCH_PG=0 skips it).
// Starts the local server on a free 127.0.0.1 port with a throwaway DATA_DIR (or uses BENCH_URL),
// sends a bounded number of requests (each with its own payload, idempotency key and client
// address via x-forwarded-for + TRUST_PROXY=1, so the per-client limit does not dominate), and
// prints requests/s, p50/p99 latency and — for the local server — rows stored vs 2xx answered.
//   BENCH_REQUESTS (default 1000 per function), BENCH_CONNECTIONS (10), BENCH_MAX_SECONDS (120)
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openPgliteDb } from '../../server/pglite-db.ts';
import type { VisitEventBody } from '../../supabase/functions/_shared/contracts/visit-event.ts';
import { freePort, waitForServer } from '../shared/local-server.ts';
import { runVisitCountsPg } from './visit-counts-pg.ts';

type Histogram = { average: number; p50: number; p99: number; max: number };
type AutocannonResult = {
  requests: Histogram & { total: number };
  latency: Histogram;
  duration: number;
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats?: Record<string, { count: number }>;
};
type RequestSpec = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: RequestSpec) => RequestSpec;
};
type Instance = Promise<AutocannonResult> & { stop: () => void };
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: {
  url: string;
  connections: number;
  amount: number;
  timeout: number;
  requests: RequestSpec[];
}) => Instance;

const ROOT = path.resolve(import.meta.dirname, '../..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS ?? 120);
const PASSWORD = 'bench-staging-password';
const runId = randomBytes(4).toString('hex');

/** A distinct loopback-free client address per request (never sent anywhere: a header value). */
const addressFor = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

async function load(url: string, name: string, next: (i: number) => RequestSpec): Promise<AutocannonResult> {
  let i = 0;
  const instance = autocannon({
    url,
    connections: CONNECTIONS,
    amount: REQUESTS,
    timeout: 10,
    requests: [
      { method: 'POST', path: `/functions/v1/${name}`, setupRequest: (req) => ({ ...req, ...next(i++) }) },
    ],
  });
  // Bounded in time as well as in count.
  const guard = setTimeout(() => instance.stop(), MAX_SECONDS * 1000);
  try {
    return await instance;
  } finally {
    clearTimeout(guard);
  }
}

const contactRequest = (i: number): RequestSpec => ({
  method: 'POST',
  path: '/functions/v1/submit-contact',
  headers: {
    'content-type': 'application/json',
    'x-forwarded-for': addressFor(i),
    'x-idempotency-key': `bench-${runId}-${String(i).padStart(8, '0')}`,
    'x-contact-fill-ms': '12000',
  },
  body: JSON.stringify({
    name: `Bench Lead ${i}`,
    email: `lead${i}@bench.example`,
    purpose: i % 2 ? 'inquiry' : 'demo',
    ...(i % 2 ? {} : { company: `Company ${i}`, company_size: '11-50', preferred_timeframe: 'flexible' }),
    message: `Benchmark submission number ${i}, with a little text to store.`,
  }),
});

const passwordRequest = (i: number): RequestSpec => ({
  method: 'POST',
  path: '/functions/v1/validate-password',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': addressFor(i) },
  body: JSON.stringify({ password: i % 4 ? PASSWORD : 'wrong-guess' }),
});

const VISIT_CAMPAIGNS = ['spring', 'summer', 'autumn', 'winter', 'launch'];
const VISIT_DEVICES = ['phone', 'tablet', 'desktop'] as const;

/** A visitor's landing (visit + view) or a later view, over 5 campaigns and 3 device classes, as sendBeacon sends it. */
const visitRequest = (i: number): RequestSpec => {
  const landing = ['/', '/pricing', '/platform'][i % 3]!;
  const body: VisitEventBody = {
    dims: {
      landing_path: landing,
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: VISIT_CAMPAIGNS[i % VISIT_CAMPAIGNS.length]!,
      device: VISIT_DEVICES[i % VISIT_DEVICES.length]!,
    },
    seq: i % 2 ? 3 : 1,
    events:
      i % 2
        ? [{ step: 'view', path: '/contact' }, { step: 'contact' }]
        : [{ step: 'visit' }, { step: 'view', path: landing }],
  };
  return {
    method: 'POST',
    path: '/functions/v1/track-visit',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': addressFor(i) },
    body: JSON.stringify(body),
  };
};

function summary(name: string, r: AutocannonResult) {
  const codes = Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}×${s.count}`)
    .join(' ');
  return {
    function: name,
    requests: r.requests.total,
    'req/s': Math.round(r.requests.total / Math.max(r.duration, 0.001)),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'max ms': r.latency.max,
    '2xx': r['2xx'],
    'non-2xx': r.non2xx,
    errors: r.errors + r.timeouts,
    statuses: codes,
  };
}

const external = process.env.BENCH_URL;
let child: ChildProcess | null = null;
let dataDir: string | null = null;
let url: string;

if (external) {
  url = external.replace(/\/$/, '');
  console.log(`Benchmarking ${url} (BENCH_URL): rows stored cannot be counted from here.`);
} else {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bench-data-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: path.join(dataDir, 'no-site'),
      SKIP_BUILD: '1',
      TRUST_PROXY: '1',
      STAGING_PASSWORD: PASSWORD,
      // Distinct addresses keep the per-client limit out of the way; the global cap is raised so
      // the bench measures storage, not throttling.
      CONTACT_GLOBAL_MAX: String(REQUESTS * 10),
      VISIT_MAX_PER_CLIENT: String(REQUESTS * 10),
      PASSWORD_GLOBAL_MAX_FAILURES: String(REQUESTS * 10),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`Starting the local server on ${url} (data in ${dataDir})…`);
}

try {
  await waitForServer(`${url}/functions/v1/submit-contact`, child, {
    init: { method: 'OPTIONS' },
    ready: (res) => res.status === 204,
    timeoutMs: 120_000,
  });
  console.log(
    `${REQUESTS} requests per function, ${CONNECTIONS} connections, at most ${MAX_SECONDS} s each.`,
  );
  const contact = await load(url, 'submit-contact', contactRequest);
  const password = await load(url, 'validate-password', passwordRequest);
  const visits = await load(url, 'track-visit', visitRequest);
  console.table([
    summary('submit-contact', contact),
    summary('validate-password', password),
    // Each request carries 2 events: the events/s are twice the requests/s.
    summary('track-visit', visits),
  ]);

  if (child && dataDir) {
    // Stop the server (it closes its database), then count what it stored.
    const exited = new Promise((r) => child?.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    child = null;
    const db = await openPgliteDb(dataDir);
    const { rows } = await db.query<{ stored: number; bench: number; queued: number }>(
      `select count(*)::int as stored,
              count(*) filter (where idempotency_key like $1)::int as bench,
              (select count(*)::int from public.contact_notifications) as queued
       from public.contact_submissions`,
      [`bench-${runId}-%`],
    );
    const counted = await db.query<{ rows: number; events: string }>(
      `select count(*)::int as rows, coalesce(sum(count), 0)::text as events from public.visit_counts`,
    );
    await db.close();
    const r = rows[0]!;
    const v = counted.rows[0]!;
    console.log(
      `track-visit: ${Math.round((visits.requests.total * 2) / Math.max(visits.duration, 0.001))} events/s (2 per request), p99 ${visits.latency.p99} ms; ` +
        `${visits['2xx']} answered 2xx (${visits['2xx'] * 2} events), ${v.events} events counted in ${v.rows} rows` +
        ` (5 campaigns × 3 devices × the steps and paths sent: the rows grow with combinations, not visits)` +
        (Number(v.events) === visits['2xx'] * 2 ? '' : ' MISMATCH'),
    );
    if (Number(v.events) !== visits['2xx'] * 2 && visits.requests.total === REQUESTS) process.exitCode = 1;
    const answered = contact['2xx'];
    // Stopped by the time cap, up to one request per connection was stored but never answered.
    const capped = contact.requests.total < REQUESTS;
    const ok = capped ? r.bench >= answered && r.bench <= answered + CONNECTIONS : r.bench === answered;
    console.log(
      `submit-contact: ${answered} answered 2xx, ${r.bench} rows stored, ${r.queued} outbox rows → ` +
        (ok
          ? capped
            ? `consistent (time cap hit: ${r.bench - answered} in flight when stopped)`
            : 'equal'
          : 'MISMATCH'),
    );
    if (!ok) process.exitCode = 1;
  }
} finally {
  child?.kill('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

if (process.env.BENCH_PG !== '0') await runVisitCountsPg();
