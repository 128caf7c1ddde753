// Opens the embedded database, applies migrations and builds the function handlers: shared by
// `npm start` and the Vite dev server. Also runs the local contact-notification loop.
import { mkdir } from 'node:fs/promises';
import type { Handler } from '../supabase/functions/_shared/http.ts';
import type { ServerConfig } from './config.ts';
import { writeDataLock } from './data-lock.ts';
import { consoleLogger, createFunctions, functionEnvFor } from './functions.ts';
import { migrate } from './migrate.ts';
import { type OutboxWorker, startOutboxWorker } from './outbox-worker.ts';
import { type LocalDb, openPgliteDb } from './pglite-db.ts';

export type Backend = {
  /** Closing it also stops the outbox loop first (start.ts closes the database directly). */
  db: LocalDb;
  functions: Record<string, Handler>;
  migrations: string[];
  outbox: OutboxWorker;
  close: () => Promise<void>;
};

export async function startBackend(config: ServerConfig): Promise<Backend> {
  await mkdir(config.dataDir, { recursive: true });
  const raw = await openPgliteDb(config.dataDir);
  const migrations = await migrate(raw);
  const releaseLock = writeDataLock(config.dataDir);
  const env = functionEnvFor(config.stagingPassword);
  const outbox = startOutboxWorker({ db: raw, env, logger: consoleLogger });
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      await outbox.stop();
      releaseLock();
      await raw.close();
    })();
    return closing;
  };
  const db: LocalDb = { ...raw, close };
  const functions = createFunctions({ db, env, logger: consoleLogger, scheduleDelivery: outbox.kick });
  return { db, functions, migrations, outbox, close };
}
