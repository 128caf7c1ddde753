// Production wiring for the Deno entrypoints: env from Deno.env, Postgres from SUPABASE_DB_URL
// (set by Supabase for every function). Only index.ts files import this.
import { parseFunctionEnv } from './env.ts';
import { consoleLogger } from './http.ts';
import { createPgDb } from './pg-db.ts';

declare const Deno: { env: { toObject(): Record<string, string> } };

export function denoDeps() {
  const source = Deno.env.toObject();
  const env = parseFunctionEnv(source);
  const url = source.SUPABASE_DB_URL ?? source.DATABASE_URL;
  if (!url) throw new Error('SUPABASE_DB_URL is not set');
  return { env, db: createPgDb(url), logger: consoleLogger };
}
