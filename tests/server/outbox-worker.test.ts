// The local delivery loop: runs on its own, is woken by a new submission, and stops cleanly.
import { describe, expect, it } from 'vitest';
import { startOutboxWorker } from '../../server/outbox-worker.ts';
import type { LocalDb } from '../../server/pglite-db.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import { insertSampleRow } from '../helpers/contact-sample.ts';
import { setupPglite } from '../helpers/pglite.ts';

const db = setupPglite();
const logs: string[] = [];
const logger: Logger = { info: (m) => logs.push(m), error: (m) => logs.push(`ERROR ${m}`) };

async function queue(): Promise<void> {
  const id = await insertSampleRow(db);
  await db.query('insert into public.contact_notifications (submission_id) values ($1)', [id]);
}

const statuses = async () =>
  (await db.query<{ status: string }>('select status from public.contact_notifications')).rows.map(
    (r) => r.status,
  );

describe('outbox worker', () => {
  it('delivers on its interval and when kicked, then stops without running again', async () => {
    const worker = startOutboxWorker({ db, env: {}, logger, intervalMs: 100 });
    await queue();
    await expect.poll(statuses, { timeout: 3000 }).toEqual(['delivered']);
    await queue();
    worker.kick();
    await expect.poll(statuses, { timeout: 3000 }).toEqual(['delivered', 'delivered']);
    await worker.stop();
    await queue();
    await new Promise((r) => setTimeout(r, 300));
    expect((await statuses()).filter((s) => s === 'pending')).toHaveLength(1);
    expect(await worker.runOnce()).toBeNull();
  });

  it('survives a database error (logged once) and keeps running', async () => {
    let fail = true;
    const flaky = {
      query: (sql: string, params?: unknown[]) =>
        fail ? Promise.reject(new Error('database is restarting')) : db.query(sql, params),
      transaction: db.transaction,
    } as LocalDb;
    logs.length = 0;
    const worker = startOutboxWorker({ db: flaky, env: {}, logger, intervalMs: 50 });
    await new Promise((r) => setTimeout(r, 300));
    expect(logs.filter((l) => l.startsWith('ERROR'))).toHaveLength(1);
    fail = false;
    await expect.poll(async () => (await statuses()).includes('pending'), { timeout: 3000 }).toBe(false);
    await worker.stop();
  });
});
