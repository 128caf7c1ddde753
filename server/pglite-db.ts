// Embedded Postgres (PGlite) for the local server and tests.
import type { PGlite } from '@electric-sql/pglite';
import type { Db, Queryable, Row } from '../supabase/functions/_shared/db.ts';
import { type ClusterOrigin, openCluster } from './pglite-cluster.ts';

export type LocalDb = Db & {
  close(): Promise<void>;
  pglite: PGlite;
  origin: ClusterOrigin;
};

export type OpenOptions = {
  /** Where the copy of a fresh cluster is kept (tests give their own). */
  clusterCacheDir?: string;
};

/** Opens the cluster in `dataDir` (in memory without one), starting a new one from the cached copy. */
export async function openPgliteDb(dataDir?: string, options: OpenOptions = {}): Promise<LocalDb> {
  const { pglite, origin } = await openCluster(dataDir, options.clusterCacheDir);
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
    origin,
  };
}
