// Opens the database, applies migrations and builds the function handlers: shared by `npm start`
// and the Vite dev server. Also runs the local contact-notification loop.
// The database is PGlite in DATA_DIR (one process at a time: the data lock is taken first) or, with
// DATABASE_URL, a PostgreSQL server (docs/decisions/016-one-writer-per-data-dir.md). With PGlite it
// answers `npm run leads` and `npm run insights` over DATA_DIR/reads.sock (decision 060).
import type { Db } from '../supabase/functions/_shared/db.ts';
import type { Handler } from '../supabase/functions/_shared/http.ts';
import { createPgDb } from '../supabase/functions/_shared/pg-db.ts';
import type { ServerConfig } from './config.ts';
import { acquireDataLock, makeDataDirPrivate } from './data-lock.ts';
import { consoleLogger, createFunctions, functionEnvFor } from './functions.ts';
import { gateSecretFor } from './gate-secret.ts';
import { migrate } from './migrate.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';
import { openPgliteDb } from './pglite-db.ts';
import { serveReads } from './reads.ts';

export type BackendDb = Db & { close(): Promise<void> };

export type Backend = {
  /** Closing it also stops the outbox loop first (start.ts closes the database directly). */
  db: BackendDb;
  functions: Record<string, Handler>;
  migrations: string[];
  outbox: OutboxWorker;
  /** GATE_SECRET, or this data dir's own (server/gate-secret.ts): the functions' and the origin's. */
  gateSecret: string;
  close: () => Promise<void>;
};

/**
 * Starts the backend. With the embedded database it first takes DATA_DIR's lock and throws
 * DataDirLockedError (naming the holder) when another process has the directory.
 */
export async function startBackend(config: ServerConfig): Promise<Backend> {
  // DATA_DIR is made (or tightened to) 0700 by the lock; without one it still holds the gate secret.
  if (config.databaseUrl) makeDataDirPrivate(config.dataDir);
  const lock = config.databaseUrl ? null : acquireDataLock(config.dataDir);
  let raw: BackendDb;
  let migrations: string[];
  let reads: { close(): Promise<void> } | null = null;
  try {
    raw = await openDatabase(config);
    migrations = await migrate(raw);
    if (lock) reads = await serveReads(config.dataDir, raw);
  } catch (err) {
    lock?.release();
    throw err;
  }
  const gateSecret = gateSecretFor(config.dataDir, process.env.GATE_SECRET);
  const env = functionEnvFor(config.stagingPassword, process.env, gateSecret);
  const outbox = startOutboxWorker({ db: raw, env, logger: consoleLogger });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await outbox.stop();
      await reads?.close();
      try {
        await raw.close();
      } finally {
        lock?.release();
      }
    })();
    return closing;
  };
  const db: BackendDb = { ...raw, close };
  const functions = createFunctions({ db, env, logger: consoleLogger, scheduleDelivery: outbox.kick });
  return { db, functions, migrations, outbox, gateSecret, close };
}

async function openDatabase(config: ServerConfig): Promise<BackendDb> {
  if (!config.databaseUrl) return openPgliteDb(config.dataDir);
  const db = createPgDb(config.databaseUrl, 10);
  return { query: db.query, transaction: db.transaction, close: db.end };
}
