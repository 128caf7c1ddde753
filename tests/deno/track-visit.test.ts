// track-visit's real Deno entrypoint, over real HTTP on loopback: a valid, a malformed and an
// oversized event, Global Privacy Control, and a flood from one client (decision 059).
import pg from 'npm:pg@8.23.1';
import { VISIT_EVENT_MAX_BYTES } from '../../supabase/functions/_shared/contracts/visit-event.ts';
import { sampleDims, visitBody } from '../helpers/visit-event.ts';
import { assertEquals, serveFunction } from './serve-function.ts';

const dbUrl = Deno.env.get('TEST_DB_URL');
if (!dbUrl)
  console.warn(`[skip] database-backed checks: ${Deno.env.get('TEST_DB_SKIP_REASON') ?? 'no TEST_DB_URL'}`);

const post = (url: string, body: string, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers }, body });

/** Status and body of each answer: every answer of this function is empty. */
async function answer(pending: Promise<Response>): Promise<[number, string]> {
  const res = await pending;
  return [res.status, await res.text()];
}

Deno.test('track-visit (Deno): malformed and oversized events cost nothing, with the database unreachable', async () => {
  const fn = await serveFunction('track-visit', {
    SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
  });
  try {
    const pre = await fetch(fn.url, { method: 'OPTIONS' });
    await pre.body?.cancel();
    assertEquals(pre.status, 204, 'preflight');
    assertEquals(await answer(post(fn.url, '{oops')), [400, ''], 'malformed');
    assertEquals(
      await answer(post(fn.url, JSON.stringify(visitBody({ events: [{ step: 'lead' as never }] })))),
      [400, ''],
      'unknown step',
    );
    const oversized = JSON.stringify(
      visitBody({ dims: sampleDims({ landing_path: `/${'a'.repeat(VISIT_EVENT_MAX_BYTES)}` }) }),
    );
    assertEquals(await answer(post(fn.url, oversized)), [413, ''], 'oversized');
    assertEquals(
      await answer(post(fn.url, JSON.stringify(visitBody()), { 'sec-gpc': '1' })),
      [204, ''],
      'GPC',
    );
    // A valid event the database cannot take: an empty 503, never a count claimed.
    assertEquals(await answer(post(fn.url, JSON.stringify(visitBody()))), [503, ''], 'valid, no database');
    const refused = fn.output().match(/track-visit: not counted/g) ?? [];
    assertEquals(refused.length, 4, `one log line per refused event in:\n${fn.output()}`);
  } finally {
    await fn.stop();
  }
});

Deno.test({
  name: 'track-visit (Deno): a valid event is counted, and a flood from one client is refused past its limit',
  ignore: !dbUrl,
  fn: async () => {
    const fn = await serveFunction('track-visit', { SUPABASE_DB_URL: dbUrl!, VISIT_MAX_PER_CLIENT: '5' });
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const campaign = `deno-${crypto.randomUUID().slice(0, 8)}`;
      const body = JSON.stringify(visitBody({ dims: sampleDims({ utm_campaign: campaign }) }));
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++)
        statuses.push((await answer(post(fn.url, body, { 'x-forwarded-for': '198.51.100.77' })))[0]);
      assertEquals(statuses, [204, 204, 204, 204, 204, 429, 429, 429], 'flood');
      // Another client still counts.
      assertEquals(await answer(post(fn.url, body, { 'x-forwarded-for': '198.51.100.78' })), [204, '']);
      const { rows } = await client.query(
        `select step, count::int as count from public.visit_counts where utm_campaign = $1 order by step`,
        [campaign],
      );
      assertEquals(rows, [
        { step: 'view', count: 6 },
        { step: 'visit', count: 6 },
      ]);
    } finally {
      await client.end();
      await fn.stop();
    }
  },
});
