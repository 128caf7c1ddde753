// A new embedded database starts from a copy of a freshly initialised cluster instead of running
// initdb: under WebAssembly initdb costs 5-7 CPU-s, loading the copy about 1.5 (decision 044).
// The copy is made once per machine and PGlite version, by the first new database that finds none,
// and kept in node_modules/.cache/pglite; every later new database (npm start on a new DATA_DIR,
// each test's database) loads it. A copy that cannot be read or written is done without.
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const ROOT = path.resolve(import.meta.dirname, '..');
const PGLITE_VERSION = (
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  }
).version;

const DEFAULT_CLUSTER_CACHE_DIR = path.join(ROOT, 'node_modules/.cache/pglite');

/** How a cluster came to be: already in its data directory, loaded from the copy, or initdb. */
export type ClusterOrigin = 'existing' | 'copy' | 'initdb';

/**
 * The cluster in `dataDir` (in memory without one): opened as it is if the directory holds one,
 * else a new one loaded from the copy, or made by initdb if PGlite refuses the copy (which is then
 * forgotten, for the next new database to make again).
 */
export async function openCluster(
  dataDir: string | undefined,
  cacheDir = DEFAULT_CLUSTER_CACHE_DIR,
): Promise<{ pglite: PGlite; origin: ClusterOrigin }> {
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION')))
    return { pglite: await PGlite.create({ dataDir }), origin: 'existing' };
  const copy = await clusterCopy(cacheDir).catch(() => null);
  if (copy) {
    try {
      return { pglite: await PGlite.create({ dataDir, loadDataDir: copy }), origin: 'copy' };
    } catch {
      rmSync(clusterCopyPath(cacheDir), { force: true });
    }
  }
  return { pglite: await PGlite.create({ dataDir }), origin: 'initdb' };
}

/** Where the copy for this PGlite version lives (a gzipped tar of the data directory). */
export const clusterCopyPath = (cacheDir: string) => path.join(cacheDir, `cluster-${PGLITE_VERSION}.tar.gz`);

/**
 * The copy of a freshly initialised cluster (a tar), made and kept if there is none yet or the one
 * kept is damaged. Unpacked here, where a damaged file throws: PGlite's own unpacking reports it
 * as an error no caller can catch.
 */
export async function clusterCopy(cacheDir = DEFAULT_CLUSTER_CACHE_DIR): Promise<Blob> {
  const file = clusterCopyPath(cacheDir);
  if (existsSync(file)) {
    try {
      return tarBlob(gunzipSync(readFileSync(file)));
    } catch {
      // Damaged or unreadable: made again below.
    }
  }
  const fresh = await PGlite.create();
  try {
    const dump = await fresh.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written whole under another name, then renamed: a reader never sees half a copy, and
      // processes making it at the same time each put a whole one in place.
      const part = `${file}.${process.pid}.part`;
      writeFileSync(part, bytes);
      renameSync(part, file);
    } catch {
      // A read-only install: every new database makes its own copy, as initdb would.
    }
    return tarBlob(gunzipSync(bytes));
  } finally {
    await fresh.close();
  }
}

// gunzipSync's result owns its memory (an ArrayBuffer, never a SharedArrayBuffer): handed over
// without another 40 MB copy.
const tarBlob = (tar: Buffer) =>
  new Blob([new Uint8Array(tar.buffer as ArrayBuffer, tar.byteOffset, tar.byteLength)], {
    type: 'application/x-tar',
  });
