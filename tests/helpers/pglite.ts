import { migrate } from '../../server/migrate.ts';
import { type LocalDb, openPgliteDb } from '../../server/pglite-db.ts';

/** A fresh in-memory PGlite with every migration applied. One per test file (it takes seconds). */
export async function freshPglite(): Promise<LocalDb> {
  const db = await openPgliteDb();
  await migrate(db);
  return db;
}
