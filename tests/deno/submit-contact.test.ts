// submit-contact's real Deno entrypoint, over real HTTP on loopback.
import pg from 'npm:pg@8.23.1';
import { assertEquals, serveFunction } from './serve-function.ts';

const dbUrl = Deno.env.get('TEST_DB_URL');
if (!dbUrl)
  console.warn(`[skip] database-backed checks: ${Deno.env.get('TEST_DB_SKIP_REASON') ?? 'no TEST_DB_URL'}`);

const lead = {
  name: 'Deno Tester',
  email: 'deno.tester@example.com',
  purpose: 'demo',
  company: 'Isolate Inc.',
  company_size: '11-50',
  preferred_timeframe: 'this-week',
  message: 'Checking the real entrypoint end to end.',
};

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
    if (!allowed.includes('x-idempotency-key') || !allowed.includes('x-contact-fill-ms'))
      throw new Error(`preflight does not allow the contact headers: ${allowed}`);

    const cases: [Promise<Response>, number, string?][] = [
      [fetch(fn.url), 405],
      [post(fn.url, 'name=x', {}, 'text/plain'), 415],
      [post(fn.url, '{oops'), 400],
      [post(fn.url, JSON.stringify({ ...lead, name: 'D' })), 400, 'Name must be at least 2 characters'],
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
