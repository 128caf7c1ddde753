// submit-contact's real Deno entrypoint, over real HTTP on loopback.
import pg from 'npm:pg@8.23.1';
import { CONTACT_FIELDS } from '../../supabase/functions/_shared/contracts/contact.ts';
import {
  CONTACT_SOURCE_HEADER,
  CONTACT_SOURCE_MAX_BYTES,
  SOURCE_FIELDS,
} from '../../supabase/functions/_shared/contracts/contact-source.ts';
import { samplePayload, sampleSource, sourceHeaderValue } from '../helpers/contact-sample.ts';
import { assertEquals, serveFunction } from './serve-function.ts';

const dbUrl = Deno.env.get('TEST_DB_URL');
if (!dbUrl)
  console.warn(`[skip] database-backed checks: ${Deno.env.get('TEST_DB_SKIP_REASON') ?? 'no TEST_DB_URL'}`);

const lead = samplePayload({ purpose: 'demo' });

const key = () => crypto.randomUUID().replaceAll('-', '');
const post = (url: string, body: string, headers: Record<string, string> = {}, type = 'application/json') =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': type, 'x-idempotency-key': key(), 'x-contact-fill-ms': '8000', ...headers },
    body,
  });

Deno.test('submit-contact (Deno): request checks and CORS, with the database unreachable', async () => {
  const fn = await serveFunction('submit-contact', {
    SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
  });
  try {
    const pre = await fetch(fn.url, { method: 'OPTIONS' });
    await pre.body?.cancel();
    assertEquals(pre.status, 204, 'preflight');
    assertEquals(pre.headers.get('access-control-allow-origin'), '*');
    const allowed = pre.headers.get('access-control-allow-headers') ?? '';
    if (['x-idempotency-key', 'x-contact-fill-ms', CONTACT_SOURCE_HEADER].some((h) => !allowed.includes(h)))
      throw new Error(`preflight does not allow the contact headers: ${allowed}`);

    const cases: [Promise<Response>, number, string?][] = [
      [fetch(fn.url), 405],
      [post(fn.url, 'name=x', {}, 'text/plain'), 415],
      [post(fn.url, '{oops'), 400],
      [post(fn.url, JSON.stringify({ ...lead, name: 'D' })), 400, CONTACT_FIELDS.name.messages.min],
      [post(fn.url, JSON.stringify({ ...lead, extra: 1 })), 400, 'Unknown field: extra'],
      [post(fn.url, JSON.stringify({ ...lead, message: 'x'.repeat(20_000) })), 413],
      [post(fn.url, JSON.stringify(lead), { 'x-idempotency-key': 'short' }), 400],
      // A valid submission cannot be stored: 503, never a success.
      [post(fn.url, JSON.stringify(lead)), 503],
    ];
    for (const [pending, status, message] of cases) {
      const res = await pending;
      const body = await res.json();
      assertEquals(res.status, status, `status for ${JSON.stringify(body)}`);
      assertEquals(typeof body.error, 'string');
      if (message) assertEquals(body.error, message);
      assertEquals(res.headers.get('access-control-allow-origin'), '*');
    }
    if (fn.output().includes(lead.email)) throw new Error('personal data reached the logs');
  } finally {
    await fn.stop();
  }
});

Deno.test({
  name: 'submit-contact (Deno): a valid submission is stored once, against PostgreSQL',
  ignore: !dbUrl,
  fn: async () => {
    const fn = await serveFunction('submit-contact', { SUPABASE_DB_URL: dbUrl! });
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const idem = key();
      const headers = { 'x-idempotency-key': idem, 'x-forwarded-for': '198.51.100.23' };
      const first = await post(fn.url, JSON.stringify(lead), headers);
      const body = await first.json();
      assertEquals([first.status, body.success], [200, true]);
      const again = await post(fn.url, JSON.stringify(lead), headers);
      assertEquals([again.status, await again.json()], [200, body]);
      const { rows } = await client.query(
        'select s.name, s.purpose, s.is_spam, n.submission_id is not null as queued from public.contact_submissions s left join public.contact_notifications n on n.submission_id = s.id where s.idempotency_key = $1',
        [idem],
      );
      assertEquals(rows, [{ name: lead.name, purpose: 'demo', is_spam: false, queued: true }]);
      if (fn.output().includes(lead.email) || fn.output().includes('198.51.100.23'))
        throw new Error('personal data reached the logs');
    } finally {
      await client.end();
      await fn.stop();
    }
  },
});

Deno.test({
  name: 'submit-contact (Deno): a valid, a malformed and an oversized source; the lead is stored every time',
  ignore: !dbUrl,
  fn: async () => {
    const fn = await serveFunction('submit-contact', { SUPABASE_DB_URL: dbUrl! });
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const source = sampleSource(new Date());
      const secret = 'SECRET-CAMPAIGN-9c1e';
      const cases: [string, string, typeof source | null][] = [
        ['valid', sourceHeaderValue({ ...source, utm_source: ' NewsLetter ' }), source],
        ['malformed', `{"utm_source":"${secret}"`, null],
        ['oversized', sourceHeaderValue({ utm_source: secret.repeat(CONTACT_SOURCE_MAX_BYTES / 10) }), null],
      ];
      const columns = Object.values(SOURCE_FIELDS).map((f) => f.column);
      for (const [what, header, expected] of cases) {
        const idem = key();
        const res = await post(fn.url, JSON.stringify(lead), {
          'x-idempotency-key': idem,
          'x-forwarded-for': '198.51.100.24',
          [CONTACT_SOURCE_HEADER]: header,
        });
        assertEquals([res.status, (await res.json()).success], [200, true], what);
        const { rows } = await client.query(
          `select name, to_char(source_landed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as landed,
             ${columns.filter((c) => c !== 'source_landed_at').join(', ')}
           from public.contact_submissions where idempotency_key = $1`,
          [idem],
        );
        assertEquals(rows.length, 1, `${what}: one row`);
        const row = rows[0];
        assertEquals(row.name, lead.name, `${what}: the lead`);
        const stored = {
          landing_path: row.source_landing_path,
          referrer: row.source_referrer,
          utm_source: row.utm_source,
          utm_medium: row.utm_medium,
          utm_campaign: row.utm_campaign,
          utm_term: row.utm_term,
          utm_content: row.utm_content,
          landed_at: row.landed,
          form_path: row.source_form_path,
        };
        const none = Object.fromEntries(Object.keys(stored).map((k) => [k, null]));
        assertEquals(stored, expected ?? none, `${what}: its source`);
      }
      const logs = fn.output();
      if (!logs.includes('submit-contact: source dropped'))
        throw new Error(`no log line for a dropped source:\n${logs}`);
      if (logs.includes(secret)) throw new Error('what the visitor sent reached the logs');
    } finally {
      await client.end();
      await fn.stop();
    }
  },
});
