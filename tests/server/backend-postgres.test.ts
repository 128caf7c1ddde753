// The backend on a real PostgreSQL server (DATABASE_URL): durable storage for self-hosting, where
// several server processes may share one database (no data-directory lock). Skips, saying why,
// where the machine's PostgreSQL does not answer. docs/decisions/016-one-writer-per-data-dir.md.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import { readServerConfig } from '../../server/config.ts';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload } from '../helpers/contact-sample.ts';
import { createRealPgDatabase, realPostgresAvailable, skipReason } from '../helpers/real-postgres.ts';

const unavailable = await realPostgresAvailable();

describe('DATABASE_URL', () => {
  it('is read as a postgres:// URL, and refused otherwise', () => {
    expect(readServerConfig({ DATABASE_URL: 'postgres://u@db.example:5432/site' }).databaseUrl).toBe(
      'postgres://u@db.example:5432/site',
    );
    expect(readServerConfig({}).databaseUrl).toBeUndefined();
    expect(() => readServerConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres:\/\//);
  });

  it.skipIf(skipReason(unavailable))(
    'stores submissions in PostgreSQL; two servers may share it and no data-directory lock is taken',
    async () => {
      const real = await createRealPgDatabase(2);
      const dataDir = await mkdtemp(path.join(tmpdir(), 'lw-pg-backend-'));
      const config = {
        ...readServerConfig({ DATA_DIR: dataDir, STAGING_PASSWORD: 'x' }),
        databaseUrl: real.url,
      };
      const [a, b] = [await startBackend(config), await startBackend(config)];
      try {
        // The throwaway database comes migrated: nothing left to apply for either server.
        expect([a.migrations, b.migrations]).toEqual([[], []]);
        expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
        const lead = samplePayload();
        const res = await b.functions['submit-contact']!(contactRequest(lead));
        expect(res.status).toBe(200);
        const { rows } = await real.db.query<{ name: string }>('select name from public.contact_submissions');
        expect(rows).toEqual([{ name: lead.name }]);
      } finally {
        await Promise.all([a.close(), b.close()]);
        await real.drop();
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
