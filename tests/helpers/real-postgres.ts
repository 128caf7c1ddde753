// The machine's PostgreSQL at 127.0.0.1:5432 (trust auth), for tests that need real concurrency
// or a real outage. Each run gets its own throwaway database; where no server answers, the
// caller skips with the printed reason.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../server/migrate.ts';
import type { Db } from '../../supabase/functions/_shared/db.ts';
import { createPgDb } from '../../supabase/functions/_shared/pg-db.ts';

export const REAL_PG_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type RealPg = { db: Db & { end(): Promise<void> }; url: string; drop(): Promise<void> };

export async function realPostgresAvailable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: REAL_PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return null;
  } catch (err) {
    return `PostgreSQL at ${REAL_PG_URL} did not answer (${err instanceof Error ? err.message : String(err)})`;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function createRealPgDatabase(poolSize = 20): Promise<RealPg> {
  const name = `lw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: REAL_PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = REAL_PG_URL.replace(/\/[^/]*$/, `/${name}`);
  const db = createPgDb(url, poolSize);
  await migrate(db);
  return {
    db,
    url,
    async drop() {
      await db.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: REAL_PG_URL });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function skipReason(reason: string | null): boolean {
  if (reason) console.warn(`[skip] ${reason}`);
  return reason !== null;
}
