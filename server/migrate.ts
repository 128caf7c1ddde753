// Applies supabase/migrations/*.sql to any Db (PGlite locally, PostgreSQL in tests), each file
// once and in order, tracked in public._migrations; creates the Supabase roles first.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../supabase/functions/_shared/db.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../supabase/migrations');

/** Roles Supabase provides, created locally so the same migrations run unchanged on both. */
export const SUPABASE_ROLES_SQL = `
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;
grant usage on schema public to anon, authenticated, service_role;
`;

export async function listMigrations(dir = MIGRATIONS_DIR): Promise<{ name: string; sql: string }[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{14}_[a-z0-9_]+\.sql$/.test(f)).sort();
  return Promise.all(
    files.map(async (name) => ({ name, sql: await readFile(path.join(dir, name), 'utf8') })),
  );
}

/** Applies pending migrations inside one transaction each; returns the names applied. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.query(SUPABASE_ROLES_SQL);
  await db.query(`create table if not exists public._migrations (
    name text primary key, applied_at timestamptz not null default now())`);
  const done = new Set(
    (await db.query<{ name: string }>('select name from public._migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const m of await listMigrations(dir)) {
    if (done.has(m.name)) continue;
    await db.transaction(async (tx) => {
      await tx.query(m.sql);
      await tx.query('insert into public._migrations (name) values ($1)', [m.name]);
    });
    applied.push(m.name);
  }
  return applied;
}
