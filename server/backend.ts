// Opens the embedded database, applies migrations and builds the function handlers: shared by
// `npm start` and the Vite dev server.
import { mkdir } from 'node:fs/promises';
import type { Handler } from '../supabase/functions/_shared/http.ts';
import type { ServerConfig } from './config.ts';
import { consoleLogger, createFunctions, functionEnvFor } from './functions.ts';
import { migrate } from './migrate.ts';
import { type LocalDb, openPgliteDb } from './pglite-db.ts';

export type Backend = { db: LocalDb; functions: Record<string, Handler>; migrations: string[] };

export async function startBackend(config: ServerConfig): Promise<Backend> {
  await mkdir(config.dataDir, { recursive: true });
  const db = await openPgliteDb(config.dataDir);
  const migrations = await migrate(db);
  const env = functionEnvFor(config.stagingPassword);
  return { db, functions: createFunctions({ db, env, logger: consoleLogger }), migrations };
}
