// node-postgres adapter: production (Deno, via npm:pg) and tests against a real server.
import pg from 'pg';
import type { Db, Queryable, Row } from './db.ts';

/** How long a query waits for a free connection (or a new one) before it fails and the handler answers 503. */
export const CONNECTION_WAIT_MS = 5000;

export function createPgDb(
  connectionString: string,
  max = 5,
  { connectionWaitMs = CONNECTION_WAIT_MS }: { connectionWaitMs?: number } = {},
): Db & { end(): Promise<void> } {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: connectionWaitMs });
  // A client that errors (server restart, backend killed mid-transaction) must not crash the
  // process: the pending query rejects instead, and the handler answers 503.
  pool.on('error', () => undefined);
  // Typed by hand: the Supabase bundle has npm:pg without @types/pg (deno check must pass there).
  pool.on('connect', (client: { on(event: 'error', listener: () => void): unknown }) =>
    client.on('error', () => undefined),
  );
  return {
    async query<T extends Row = Row>(sql: string, params: unknown[] = []) {
      const res = await pool.query(sql, params);
      return { rows: res.rows as T[] };
    },
    async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('begin');
        const tx: Queryable = {
          async query<R extends Row = Row>(sql: string, params: unknown[] = []) {
            const res = await client.query(sql, params);
            return { rows: res.rows as R[] };
          },
        };
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (err) {
        failure = err instanceof Error ? err : new Error(String(err));
        await client.query('rollback').catch(() => undefined);
        throw err;
      } finally {
        // A client that failed is destroyed rather than returned to the pool in a broken state.
        client.release(failure);
      }
    },
    end: () => pool.end(),
  };
}
