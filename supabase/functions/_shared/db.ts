// The smallest database surface the functions need, implemented by PGlite (local server and
// tests) and by node-postgres (production Deno, and tests against a real PostgreSQL server).

export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

export interface Db extends Queryable {
  /** Runs fn in one transaction: all of it commits, or none of it. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
}
