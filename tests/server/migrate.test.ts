import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { listMigrations, migrate } from '../../server/migrate.ts';
import { openPgliteDb } from '../../server/pglite-db.ts';

const opened: { close(): Promise<void> }[] = [];
afterAll(async () => {
  for (const db of opened) await db.close();
});

describe('migrations', () => {
  it('applies every migration once, in order, and creates the Supabase roles', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lw-pglite-'));
    const db = await openPgliteDb(dataDir);
    opened.push(db);
    const all = (await listMigrations()).map((m) => m.name);
    expect(all.length).toBeGreaterThan(0);
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    const roles = await db.query<{ rolname: string }>(
      "select rolname from pg_roles where rolname in ('anon','authenticated','service_role') order by 1",
    );
    expect(roles.rows.map((r) => r.rolname)).toEqual(['anon', 'authenticated', 'service_role']);
  });

  it('rolls a failing migration back whole and does not record it', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lw-migrations-'));
    await writeFile(path.join(dir, '20260101000000_ok.sql'), 'create table public.t_ok (id int);');
    await writeFile(
      path.join(dir, '20260102000000_bad.sql'),
      'create table public.t_half (id int); select * from nope;',
    );
    const db = await openPgliteDb();
    opened.push(db);
    await expect(migrate(db, dir)).rejects.toThrow();
    const applied = await db.query<{ name: string }>('select name from public._migrations');
    expect(applied.rows.map((r) => r.name)).toEqual(['20260101000000_ok.sql']);
    const half = await db.query<{ n: string | null }>("select to_regclass('public.t_half')::text as n");
    expect(half.rows[0]?.n).toBeNull();
  });

  it('keeps rate-limit counters out of reach of anon and authenticated', async () => {
    const db = await openPgliteDb();
    opened.push(db);
    await migrate(db);
    for (const role of ['anon', 'authenticated']) {
      await expect(
        db.transaction(async (tx) => {
          await tx.query(`set local role ${role}`);
          await tx.query('select 1 from public.rate_limit_counters', []);
        }),
      ).rejects.toThrow(/permission denied/);
    }
  });
});
