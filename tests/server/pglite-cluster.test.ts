import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { listMigrations, migrate } from '../../server/migrate.ts';
import { clusterCopyPath } from '../../server/pglite-cluster.ts';
import { type LocalDb, openPgliteDb } from '../../server/pglite-db.ts';

const opened: LocalDb[] = [];
const open = async (...args: Parameters<typeof openPgliteDb>) => {
  const db = await openPgliteDb(...args);
  opened.push(db);
  return db;
};
afterAll(async () => {
  for (const db of opened) await db.close().catch(() => undefined);
});
const tmp = (prefix: string) => mkdtemp(path.join(tmpdir(), prefix));
// One cache for the file: making the copy runs initdb, the dear part.
let cacheDir = '';
beforeAll(async () => {
  cacheDir = await tmp('lw-cluster-cache-');
});

// Making the copy runs initdb (5-7 CPU-s): over 30 s on a loaded 2-core machine.
describe('a new database from the copy of a fresh cluster', { timeout: 120_000 }, () => {
  it('the first new database leaves the copy; the next ones load it, migrate, and keep their data', async () => {
    expect(existsSync(clusterCopyPath(cacheDir))).toBe(false);
    const first = await open(undefined, { clusterCacheDir: cacheDir });
    expect(first.origin).toBe('copy');
    expect(existsSync(clusterCopyPath(cacheDir))).toBe(true);

    // In a data directory that already holds the server's own lock file.
    const dataDir = await tmp('lw-cluster-data-');
    writeFileSync(path.join(dataDir, LOCK_FILE), 'held');
    const db = await open(dataDir, { clusterCacheDir: cacheDir });
    expect(db.origin).toBe('copy');
    expect(await migrate(db)).toEqual((await listMigrations()).map((m) => m.name));
    await db.query(
      "insert into public.rate_limit_counters (scope, key, window_start, count) values ('test', $1, now(), 1)",
      ['cluster-test'],
    );
    await db.close();
    expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['PG_VERSION', LOCK_FILE]));

    const again = await open(dataDir, { clusterCacheDir: cacheDir });
    expect(again.origin).toBe('existing');
    expect(await migrate(again)).toEqual([]);
    const rows = await again.query<{ key: string }>('select key from public.rate_limit_counters');
    expect(rows.rows.map((r) => r.key)).toEqual(['cluster-test']);
  });

  it('a damaged copy is made again', async () => {
    await open(undefined, { clusterCacheDir: cacheDir });
    const good = readFileSync(clusterCopyPath(cacheDir));
    // Cut short, as by a full disk.
    writeFileSync(clusterCopyPath(cacheDir), good.subarray(0, good.length >> 1));
    const remade = await open(undefined, { clusterCacheDir: cacheDir });
    expect(remade.origin).toBe('copy');
    expect((await remade.query<{ one: number }>('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(readFileSync(clusterCopyPath(cacheDir)).length).toBeGreaterThan(good.length >> 1);
  });
});
