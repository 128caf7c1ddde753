// submit-contact against the machine's PostgreSQL (a throwaway database per run): real
// concurrency, a real outage mid-run, and delivery retries against a failing webhook.
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { newIdempotencyKey } from '../../supabase/functions/_shared/contracts/contact.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { deliverDue } from '../../supabase/functions/_shared/notify.ts';
import { createPgDb } from '../../supabase/functions/_shared/pg-db.ts';
import { createSubmitContactHandler } from '../../supabase/functions/submit-contact/handler.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload } from '../helpers/contact-sample.ts';
import { recordingLogger } from '../helpers/logger.ts';
import {
  createRealPgDatabase,
  REAL_PG_URL,
  type RealPg,
  realPostgresAvailable,
  skipReason,
} from '../helpers/real-postgres.ts';
import { startWebhook, type Webhook } from '../helpers/webhook.ts';

const unavailable = await realPostgresAvailable();
const skip = skipReason(unavailable);

const { logger, logs } = recordingLogger();
const post = (i: number, ip: string, key = newIdempotencyKey()) =>
  contactRequest(samplePayload({ n: i }), { ip, key, fillMs: '9000' });

describe.skipIf(skip)('submit-contact on PostgreSQL', () => {
  let real: RealPg;
  const count = async (table: string) =>
    Number((await real.db.query<{ n: string }>(`select count(*) as n from public.${table}`)).rows[0]!.n);

  beforeAll(async () => {
    real = await createRealPgDatabase(20);
  });
  afterAll(async () => {
    await real?.drop();
  });
  beforeEach(async () => {
    await real.db.query('delete from public.contact_submissions');
    await real.db.query('delete from public.rate_limit_counters');
    logs.length = 0;
  });

  const handler = (env: Record<string, string> = {}, db: Db = real.db) =>
    createSubmitContactHandler({ db, env: parseFunctionEnv(env), logger, scheduleDelivery: null });

  it('200 parallel distinct submissions → 200 successes and exactly 200 rows, each with its outbox row', async () => {
    // What is checked is what concurrency does to the rows, not how fast this machine is: 200
    // submissions queue for 20 connections, and on a loaded 2-core machine the last waited more
    // than the 5 s a query may wait in production (8 answered 503, once). Here they may wait 25 s
    // (within the test's own 30 s).
    const patient = createPgDb(real.url, 20, { connectionWaitMs: 25_000 });
    const h = handler({ CONTACT_GLOBAL_MAX: '10000' }, patient);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => h(post(i, `10.1.${i >> 8}.${i & 255}`))),
    ).finally(() => patient.end());
    expect(answers.map((r) => r.status)).toEqual(Array(200).fill(200));
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(200);
    expect(await count('contact_submissions')).toBe(200);
    expect(await count('contact_notifications')).toBe(200);
  });

  it('50 parallel submissions from one client → exactly the configured limit accepted, the rest 429', async () => {
    const env = { CONTACT_MAX_PER_CLIENT: '7' };
    // The limit the handler enforces, read from the same configuration it is given.
    const limit = parseFunctionEnv(env).CONTACT_MAX_PER_CLIENT;
    const h = handler(env);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => h(post(i, '192.0.2.44'))));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - limit);
    expect(await count('contact_submissions')).toBe(limit);
    for (const r of answers.filter((a) => a.status === 429))
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('parallel duplicates of one fill → one row, every answer the same success', async () => {
    const h = handler();
    const key = newIdempotencyKey();
    const answers = await Promise.all(Array.from({ length: 20 }, () => h(post(1, '192.0.2.45', key))));
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(200));
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    expect(await count('contact_submissions')).toBe(1);
  });

  it('the database going away mid-run → 503s, and no partial rows (every 200 stored, every 503 not)', async () => {
    const guarded = createPgDb(real.url, 20);
    const h = handler({ CONTACT_GLOBAL_MAX: '10000' }, guarded);
    const dbName = new URL(real.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: REAL_PG_URL });
    await admin.connect();
    const keys = Array.from({ length: 120 }, () => newIdempotencyKey());
    try {
      const pending = keys.map(
        (key, i) =>
          new Promise<Response>((resolve) => setTimeout(resolve, i * 2)).then(() =>
            h(post(i, `10.2.${i >> 8}.${i & 255}`, key)),
          ) as Promise<Response>,
      );
      // The outage: no new connections to this throwaway database, and every open one is cut.
      await new Promise((r) => setTimeout(r, 60));
      await admin.query(`alter database ${dbName} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [
        dbName,
      ]);
      const answers = await Promise.all(pending);
      const statuses = answers.map((r) => r.status);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      for (const r of answers.filter((a) => a.status === 503))
        expect(await r.json()).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });

      await admin.query(`alter database ${dbName} allow_connections true`);
      const stored = new Set(
        (
          await real.db.query<{ idempotency_key: string }>(
            'select idempotency_key from public.contact_submissions',
          )
        ).rows.map((r) => r.idempotency_key),
      );
      keys.forEach((key, i) => {
        if (statuses[i] === 200) expect(stored.has(key), `answered 200 but not stored: ${i}`).toBe(true);
      });
      // A 503 may still hide a commit whose answer was lost; a retry with the same key settles it.
      // What must never exist: a submission without its outbox row, or a count without a row.
      const orphans = await real.db.query(
        `select s.id from public.contact_submissions s
         left join public.contact_notifications n on n.submission_id = s.id where n.id is null`,
      );
      expect(orphans.rows).toHaveLength(0);
      const counted = await real.db.query<{ n: string }>(
        `select coalesce(sum(count), 0) as n from public.rate_limit_counters where scope = 'contact:client'`,
      );
      expect(Number(counted.rows[0]!.n)).toBe(stored.size);
      // After recovery the visitors' retries (same keys) all succeed, and nothing is stored twice.
      const retries = await Promise.all(keys.map((key, i) => h(post(i, `10.2.${i >> 8}.${i & 255}`, key))));
      expect(retries.map((r) => r.status)).toEqual(Array(keys.length).fill(200));
      expect(await count('contact_submissions')).toBe(keys.length);
    } finally {
      await admin.query(`alter database ${dbName} allow_connections true`).catch(() => undefined);
      await admin.end();
      await guarded.end();
    }
  });

  describe('a failing webhook', () => {
    let webhook: Webhook;
    let url: string;
    let failing = true;
    const delivered = () => webhook.posts.map((p) => p.submission.id);

    beforeAll(async () => {
      webhook = await startWebhook({ status: () => (failing ? 500 : 200) });
      url = webhook.url;
    });
    afterAll(() => webhook.close());

    it('never blocks a submission; delivery retries with backoff and succeeds once it recovers', async () => {
      const env = parseFunctionEnv({ NOTIFY_WEBHOOK_URL: url, CONTACT_GLOBAL_MAX: '10000' });
      const runs: Promise<unknown>[] = [];
      const options = { webhookUrl: url, logger, baseDelayMs: 50, maxDelayMs: 200 };
      const h = createSubmitContactHandler({
        db: real.db,
        env,
        logger,
        scheduleDelivery: () => runs.push(deliverDue(real.db, options)),
      });
      const submissions = 10;
      const answers = await Promise.all(
        Array.from({ length: submissions }, (_, i) => h(post(i, `10.3.0.${i}`))),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(submissions).fill(200));
      await Promise.all(runs);
      expect(await count('contact_submissions')).toBe(submissions);
      expect(webhook.hits).toBeGreaterThanOrEqual(submissions);
      const pendingRows = await real.db.query<{ status: string; attempts: number }>(
        'select status, attempts from public.contact_notifications',
      );
      expect(pendingRows.rows.every((r) => r.status === 'pending' && r.attempts >= 1)).toBe(true);

      // Several sweeps at once (as overlapping isolates would) while the webhook still fails…
      await new Promise((r) => setTimeout(r, 120));
      await Promise.all([
        deliverDue(real.db, options),
        deliverDue(real.db, options),
        deliverDue(real.db, options),
      ]);
      // …then it recovers: each submission is delivered exactly once.
      failing = false;
      for (let i = 0; i < 20 && delivered().length < submissions; i++) {
        await new Promise((r) => setTimeout(r, 100));
        await Promise.all([deliverDue(real.db, options), deliverDue(real.db, options)]);
      }
      expect(delivered()).toHaveLength(submissions);
      expect(new Set(delivered()).size).toBe(submissions);
      const rows = await real.db.query<{ status: string; attempts: number }>(
        'select status, attempts from public.contact_notifications',
      );
      expect(rows.rows.every((r) => r.status === 'delivered')).toBe(true);
      expect(rows.rows.some((r) => r.attempts >= 2)).toBe(true);
      expect(logs.join('\n')).not.toContain(url);
    });
  });
});
