// PGlite lets one process at a time open a data directory. The server leaves a note of its pid in
// the directory while it runs, so other tools (npm run leads) can say so instead of corrupting it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.lock.json';

export type DataLock = { pid: number; startedAt: string };

export function writeDataLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() }));
  return () => {
    try {
      const current = JSON.parse(readFileSync(file, 'utf8')) as DataLock;
      if (current.pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
}

/** The live process holding the directory, or null (no note, or its process has ended). */
export function dataDirHolder(dataDir: string): DataLock | null {
  let lock: DataLock;
  try {
    lock = JSON.parse(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')) as DataLock;
  } catch {
    return null;
  }
  if (!Number.isInteger(lock.pid) || lock.pid === process.pid) return null;
  try {
    process.kill(lock.pid, 0);
    return lock;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (err as NodeJS.ErrnoException).code === 'EPERM' ? lock : null;
  }
}
