import { afterAll, beforeAll } from 'vitest';
import { migrate } from '../../server/migrate.ts';
import { type LocalDb, openPgliteDb } from '../../server/pglite-db.ts';

/** A fresh in-memory PGlite with every migration applied. One per test file (it takes seconds). */
export async function freshPglite(): Promise<LocalDb> {
  const db = await openPgliteDb();
  await migrate(db);
  return db;
}

/**
 * The test file's database: a fresh PGlite opened before its tests and closed after them. Usable
 * at module level; every call goes to the database opened in beforeAll.
 */
export function setupPglite(): LocalDb {
  let db: LocalDb | undefined;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(async () => {
    await db?.close();
  });
  return new Proxy({} as LocalDb, {
    get(_, key) {
      if (!db) throw new Error('setupPglite: the database opens in beforeAll');
      const value: unknown = Reflect.get(db, key);
      return typeof value === 'function' ? value.bind(db) : value;
    },
  });
}
