// Notifications exactly once with a slow webhook (row 5 of the hardening review): a claim's lease
// always outlasts the delivery it covers, so a second delivery run never takes a row the first is
// still posting. A real HTTP server on 127.0.0.1 answers slowly; timeouts and leases are short so the
// test stays within seconds. On PGlite and, when it answers, the machine's PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalDb } from '../../server/pglite-db.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { deliverDue } from '../../supabase/functions/_shared/notify.ts';
import { insertSampleRow } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import { freshPglite } from '../helpers/pglite.ts';
import { createRealPgDatabase, realPostgresAvailable, skipReason } from '../helpers/real-postgres.ts';
import { startWebhook, type Webhook } from '../helpers/webhook.ts';

const unavailable = await realPostgresAvailable();
const WEBHOOK_DELAY_MS = 700;
const ROWS = 3;
const { logger } = recordingLogger();

let webhook: Webhook;
beforeAll(async () => {
  webhook = await startWebhook({ delayMs: WEBHOOK_DELAY_MS });
});
afterAll(() => webhook.close());

async function queue(db: Db, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = await insertSampleRow(db);
    await db.query('insert into public.contact_notifications (submission_id) values ($1)', [id]);
    ids.push(id);
  }
  return ids;
}

async function twoOverlappingRuns(db: Db): Promise<void> {
  webhook.posts.length = 0;
  const ids = await queue(db, ROWS);
  // A batch takes ROWS × 700 ms; the configured lease (1 s) is shorter than that, as the review's
  // 60 s lease was against 20 × 10 s. The second run starts once that lease would have run out.
  const options = { webhookUrl: webhook.url, logger, leaseMs: 1000, timeoutMs: 2000 };
  const first = deliverDue(db, options);
  await new Promise((r) => setTimeout(r, 1100));
  const second = deliverDue(db, options);
  const reports = await Promise.all([first, second]);
  expect(webhook.posts.map((p) => p.submission.id).sort()).toEqual([...ids].sort());
  expect(reports.reduce((n, r) => n + r.delivered, 0)).toBe(ROWS);
  const { rows } = await db.query<{ status: string; attempts: number }>(
    'select status, attempts from public.contact_notifications where submission_id = any($1::uuid[])',
    [ids],
  );
  expect(rows.map((r) => [r.status, Number(r.attempts)])).toEqual(ids.map(() => ['delivered', 1]));
}

describe('a slow webhook and two delivery runs', () => {
  let pglite: LocalDb;
  // Opening PGlite and migrating takes seconds, more on a busy machine: not part of the test's time.
  beforeAll(async () => {
    pglite = await freshPglite();
  }, 120_000);
  afterAll(async () => {
    await pglite?.close();
  });

  it('on PGlite: every submission is posted exactly once', async () => {
    await twoOverlappingRuns(pglite);
  }, 20_000);

  it.skipIf(skipReason(unavailable))(
    'on PostgreSQL: every submission is posted exactly once',
    async () => {
      const real = await createRealPgDatabase(4);
      try {
        await twoOverlappingRuns(real.db);
      } finally {
        await real.drop();
      }
    },
    60_000,
  );
});
