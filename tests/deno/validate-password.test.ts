// validate-password's real Deno entrypoint, over real HTTP on loopback.
import { assertEquals, serveFunction } from './serve-function.ts';

const PASSWORD = 'deno-staging-secret';
const dbUrl = Deno.env.get('TEST_DB_URL');
if (!dbUrl)
  console.warn(`[skip] database-backed checks: ${Deno.env.get('TEST_DB_SKIP_REASON') ?? 'no TEST_DB_URL'}`);

const post = (url: string, body: string, type = 'application/json') =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body });

Deno.test('validate-password (Deno): request checks and CORS, with the database unreachable', async () => {
  const fn = await serveFunction('validate-password', {
    STAGING_PASSWORD: PASSWORD,
    SUPABASE_DB_URL: 'postgres://postgres@127.0.0.1:1/unreachable',
  });
  try {
    const pre = await fetch(fn.url, { method: 'OPTIONS' });
    await pre.body?.cancel();
    assertEquals(pre.status, 204, 'preflight');
    assertEquals(pre.headers.get('access-control-allow-origin'), '*');

    const cases: [Promise<Response>, number][] = [
      [fetch(fn.url), 405],
      [post(fn.url, 'password=x', 'text/plain'), 415],
      [post(fn.url, '{oops'), 400],
      [post(fn.url, JSON.stringify({ password: 1 })), 400],
      [post(fn.url, JSON.stringify({ password: 'x'.repeat(5000) })), 413],
      // A well-formed attempt cannot be counted: 503, never a success.
      [post(fn.url, JSON.stringify({ password: PASSWORD })), 503],
    ];
    for (const [pending, status] of cases) {
      const res = await pending;
      const body = await res.json();
      assertEquals(res.status, status, `status for ${JSON.stringify(body)}`);
      assertEquals(typeof body.error, 'string');
      assertEquals(res.headers.get('access-control-allow-origin'), '*');
    }
    if (fn.output().includes(PASSWORD)) throw new Error('the password reached the logs');
  } finally {
    await fn.stop();
  }
});

Deno.test({
  name: 'validate-password (Deno): right and wrong passwords against PostgreSQL',
  ignore: !dbUrl,
  fn: async () => {
    const fn = await serveFunction('validate-password', {
      STAGING_PASSWORD: PASSWORD,
      SUPABASE_DB_URL: dbUrl!,
    });
    try {
      const ok = await post(fn.url, JSON.stringify({ password: PASSWORD }));
      assertEquals([ok.status, await ok.json()], [200, { success: true }]);
      const wrong = await post(fn.url, JSON.stringify({ password: `${PASSWORD} ` }));
      assertEquals([wrong.status, await wrong.json()], [200, { success: false }]);
      if (fn.output().includes(PASSWORD)) throw new Error('the password reached the logs');
    } finally {
      await fn.stop();
    }
  },
});
