// Reading while the site runs (decision 060): the running backend answers over DATA_DIR/reads.sock,
// its owner's only (0600), with the leads and the insights and nothing else; stopped, the socket
// is gone and a reader opens the directory itself; with DATABASE_URL it reads that database.
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import { openReads, readsSocketPath } from '../../server/reads.ts';
import { utcDay } from '../../supabase/functions/_shared/visit-counts.ts';
import { contactRequest } from '../helpers/contact-request.ts';
import { samplePayload } from '../helpers/contact-sample.ts';
import { createRealPgDatabase, realPostgresAvailable, skipReason } from '../helpers/real-postgres.ts';
import { sampleDims, visitBody } from '../helpers/visit-event.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'reads-'));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const today = utcDay(new Date());
const range = { since: today, until: today, period: '1d' };
const visit = (campaign: string) =>
  new Request('http://local/functions/v1/track-visit', {
    method: 'POST',
    headers: { 'content-type': 'text/plain', 'x-forwarded-for': '198.51.100.40' },
    body: JSON.stringify(visitBody({ dims: sampleDims({ utm_campaign: campaign }) })),
  });

/** A raw request on the socket, as any local process could send one. */
const raw = (method: string, pathAndQuery: string) =>
  new Promise<number>((resolve, reject) => {
    const req = http.request({ socketPath: readsSocketPath(dataDir), method, path: pathAndQuery }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });

describe('reads while the site runs', () => {
  it('answers over an owner-only socket while the server holds the directory, then from the directory itself', async () => {
    const backend = await startBackend({
      port: 0,
      host: '127.0.0.1',
      dataDir,
      stagingPassword: 'x',
      usingDevPassword: false,
    });
    try {
      expect((await backend.functions['track-visit']!(visit('live'))).status).toBe(204);
      expect((await backend.functions['submit-contact']!(contactRequest(samplePayload()))).status).toBe(200);
      const socket = statSync(readsSocketPath(dataDir));
      expect(socket.isSocket()).toBe(true);
      expect((socket.mode & 0o777).toString(8)).toBe('600');
      expect((statSync(dataDir).mode & 0o777).toString(8)).toBe('700');

      const reads = await openReads({ dataDir });
      expect(reads.via).toBe('the running server');
      expect((await reads.leads())?.map((r) => r.email)).toEqual([samplePayload().email]);
      const report = await reads.insights(range);
      expect(report?.bySource.find((r) => r.label === 'newsletter / email / live')).toMatchObject({
        visits: 1,
        page_views: 1,
      });
      await reads.close();

      // Named reads only: no SQL, nothing else, GET only, days checked.
      expect(await raw('GET', '/query?sql=select%201')).toBe(404);
      expect(await raw('POST', '/leads')).toBe(405);
      expect(await raw('GET', '/insights?since=yesterday&until=today')).toBe(400);
    } finally {
      await backend.close();
    }
    expect(existsSync(readsSocketPath(dataDir))).toBe(false);

    const reads = await openReads({ dataDir });
    try {
      expect(reads.via).toBe('the data directory');
      expect(await reads.leads()).toHaveLength(1);
      expect((await reads.insights(range))?.totals).toMatchObject({ visits: 1, leads: 1 });
    } finally {
      await reads.close();
    }
  }, 180_000);

  it('reads the database DATABASE_URL names', async (ctx) => {
    if (skipReason(await realPostgresAvailable())) return ctx.skip();
    const pg = await createRealPgDatabase(2);
    try {
      await pg.db.query(
        `insert into public.visit_counts (day, step, landing_path, utm_source, utm_campaign, device, count)
         values ($1::date, 'visit', '/', 'ads', 'pg', 'phone', 7)`,
        [today],
      );
      const reads = await openReads({ dataDir: '/nonexistent', databaseUrl: pg.url });
      try {
        expect(reads.via).toBe('DATABASE_URL');
        expect((await reads.insights(range))?.bySource[0]).toMatchObject({
          label: 'ads / - / pg',
          visits: 7,
        });
        expect(await reads.leads()).toEqual([]);
      } finally {
        await reads.close();
      }
    } finally {
      await pg.drop();
    }
  });
});
