// Embedded Postgres (PGlite) for the local server and tests.
import { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from '../supabase/functions/_shared/db.ts';

export type LocalDb = Db & { close(): Promise<void>; pglite: PGlite };

export async function openPgliteDb(dataDir?: string): Promise<LocalDb> {
  const pglite = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      // Without parameters, use the simple protocol, which also runs multi-statement scripts
      // (migrations) the way psql would; the last statement's rows are the answer.
      if (params.length === 0) {
        const results = await q.exec(sql);
        return { rows: (results.at(-1)?.rows ?? []) as T[] };
      }
      const res = await q.query<T>(sql, params);
      return { rows: res.rows };
    },
  });
  const base = wrap(pglite);
  return {
    query: base.query,
    async transaction<T>(fn: (tx: Queryable) => Promise<T>) {
      return pglite.transaction((tx) => fn(wrap(tx)));
    },
    close: () => pglite.close(),
    pglite,
  };
}
