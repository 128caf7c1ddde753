// Reading the leads and the visit counts while the site runs (decision 060). PGlite has one writer
// per data directory (decision 016), so the running server answers the readers itself: over a unix
// socket in DATA_DIR (`reads.sock`, 0600 inside the 0700 directory: its owner's only, and no
// network port), with two named reads and nothing else: `/leads` and `/insights?since&until&period` (and `/ping`).
// No SQL crosses it. Without a server, a reader opens the data directory itself (taking its lock);
// with DATABASE_URL, it reads that database.
import { chmodSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Queryable } from '../supabase/functions/_shared/db.ts';
import { createPgDb } from '../supabase/functions/_shared/pg-db.ts';
import { acquireDataLock, DataDirLockedError } from './data-lock.ts';
import { type InsightsReport, isDay, readInsights } from './insights.ts';
import { LEADS_SQL, type LeadRow } from './leads-format.ts';
import { openPgliteDb } from './pglite-db.ts';

export const READS_SOCKET = 'reads.sock';
export const readsSocketPath = (dataDir: string): string => path.join(dataDir, READS_SOCKET);

export type InsightsRange = { since: string; until: string; period: string };

/** What a reader asks, wherever the data is. */
export type Reads = {
  /** Where the answers come from, for the reader's own messages. */
  via: 'the running server' | 'the data directory' | 'DATABASE_URL';
  /** Null when the database has no submissions table yet (never migrated). */
  leads(): Promise<LeadRow[] | null>;
  insights(range: InsightsRange): Promise<InsightsReport | null>;
  close(): Promise<void>;
};

async function hasTable(db: Queryable, table: string): Promise<boolean> {
  const { rows } = await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [table]);
  return Boolean(rows[0]?.t);
}

/** The two reads on a database the caller holds. */
export function readsOn(db: Queryable): Pick<Reads, 'leads' | 'insights'> {
  return {
    leads: async () =>
      (await hasTable(db, 'public.contact_submissions')) ? (await db.query<LeadRow>(LEADS_SQL)).rows : null,
    insights: async (range) => ((await hasTable(db, 'public.visit_counts')) ? readInsights(db, range) : null),
  };
}

/**
 * Serves the reads on DATA_DIR/reads.sock for as long as the server holds the directory. Any file
 * of that name is left from an earlier server (the caller holds the data lock): replaced.
 */
export async function serveReads(dataDir: string, db: Queryable): Promise<{ close(): Promise<void> }> {
  const file = readsSocketPath(dataDir);
  rmSync(file, { force: true });
  const reads = readsOn(db);
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? '/', 'http://reads.local');
    if (req.method !== 'GET') return answer(405, { error: 'GET only' });
    const run = async () => {
      if (url.pathname === '/ping') return answer(200, { ok: true });
      if (url.pathname === '/leads') return answer(200, await reads.leads());
      if (url.pathname === '/insights') {
        const since = url.searchParams.get('since') ?? '';
        const until = url.searchParams.get('until') ?? '';
        const period = (url.searchParams.get('period') ?? '').slice(0, 16);
        if (!isDay(since) || !isDay(until) || !/^[0-9a-z]*$/.test(period))
          return answer(400, { error: 'since and until must be days (YYYY-MM-DD)' });
        return answer(200, await reads.insights({ since, until, period }));
      }
      return answer(404, { error: 'not found' });
    };
    run().catch((err: unknown) =>
      answer(500, { error: err instanceof Error ? err.message.slice(0, 200) : 'read failed' }),
    );
  });
  // Created 0600 (the umask applies as the socket is bound, synchronously in listen), then made so
  // in any case: the directory is 0700 already (decision 016).
  // (A worker thread cannot change the umask: there the chmod alone applies, inside the 0700 directory.)
  let umask: number | null = null;
  try {
    umask = process.umask(0o177);
  } catch {}
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  if (umask !== null) process.umask(umask);
  await listening;
  chmodSync(file, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(file, { force: true });
      }),
  };
}

/** GET on the server's reads socket; the socket must be this user's own. */
function askServer<T>(dataDir: string, pathAndQuery: string): Promise<T> {
  const file = readsSocketPath(dataDir);
  const owner = statSync(file).uid;
  if (typeof process.getuid === 'function' && owner !== process.getuid())
    return Promise.reject(new Error(`${file} belongs to another user`));
  return new Promise<T>((resolve, reject) => {
    const req = http.get({ socketPath: file, path: pathAndQuery, timeout: 30_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => {
        try {
          const body = JSON.parse(text) as unknown;
          if (res.statusCode !== 200)
            reject(
              new Error(
                `the server answered ${res.statusCode}: ${(body as { error?: string })?.error ?? ''}`,
              ),
            );
          else resolve(body as T);
        } catch (err) {
          reject(err);
        }
      });
    });
    req.on('timeout', () => req.destroy(new Error('the server did not answer within 30 s')));
    req.on('error', reject);
  });
}

/** Thrown when another process holds DATA_DIR and does not answer on its reads socket. */
export class NoReadsError extends Error {}

/**
 * The reads for a reader (`npm run leads`, `npm run insights`): DATABASE_URL when set; else the
 * data directory itself when no process holds it (its lock taken for the time of the read); else
 * the running server over its socket. Throws NoReadsError, naming the holder, when the directory is
 * held by a process that does not answer (an older server, a test holding the lock).
 */
export async function openReads(options: {
  dataDir: string;
  databaseUrl?: string | undefined;
}): Promise<Reads> {
  if (options.databaseUrl) {
    const db = createPgDb(options.databaseUrl, 2);
    return { via: 'DATABASE_URL', ...readsOn(db), close: () => db.end() };
  }
  let lock: ReturnType<typeof acquireDataLock> | null = null;
  try {
    lock = acquireDataLock(options.dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    const { dataDir } = options;
    try {
      // One round trip proves the server answers before the reader goes on.
      await askServer(dataDir, '/ping');
    } catch {
      throw new NoReadsError(err.message);
    }
    return {
      via: 'the running server',
      leads: () => askServer<LeadRow[] | null>(dataDir, '/leads'),
      insights: (range) =>
        askServer<InsightsReport | null>(
          dataDir,
          `/insights?${new URLSearchParams({ since: range.since, until: range.until, period: range.period })}`,
        ),
      close: async () => undefined,
    };
  }
  try {
    const db = await openPgliteDb(options.dataDir);
    const held = lock;
    return {
      via: 'the data directory',
      ...readsOn(db),
      close: async () => {
        try {
          await db.close();
        } finally {
          held.release();
        }
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
