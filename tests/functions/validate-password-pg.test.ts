// validate-password against the machine's PostgreSQL: parallel attempts from many connections,
// as many isolates would send them in production. Skips, saying why, where no server answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFunctionEnv } from '../../supabase/functions/_shared/env.ts';
import type { Logger } from '../../supabase/functions/_shared/http.ts';
import { createValidatePasswordHandler } from '../../supabase/functions/validate-password/handler.ts';
import { createRealPgDatabase, type RealPg, realPostgresAvailable } from '../helpers/real-postgres.ts';

const unavailable = await realPostgresAvailable();
if (unavailable) console.warn(`[skip] validate-password on PostgreSQL: ${unavailable}`);

const PASSWORD = 'pg-staging-password';
const quiet: Logger = { info: () => undefined, error: () => undefined };
let pg: RealPg;

const post = (password: string, ip: string) =>
  new Request('http://local/functions/v1/validate-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ password }),
  });

describe.skipIf(unavailable !== null)('validate-password on PostgreSQL', () => {
  beforeAll(async () => {
    pg = await createRealPgDatabase(20);
  });
  afterAll(async () => {
    await pg?.drop();
  });

  it('lets exactly the configured number of 50 parallel wrong guesses from one client be checked; the rest get 429', async () => {
    const env = parseFunctionEnv({ STAGING_PASSWORD: PASSWORD });
    const handler = createValidatePasswordHandler({ db: pg.db, env, logger: quiet });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => handler(post(`guess-${i}`, '198.51.100.1'))),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(env.PASSWORD_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - env.PASSWORD_MAX_FAILURES);
  });

  it('counts parallel failures from many clients exactly, without lost updates', async () => {
    const handler = createValidatePasswordHandler({
      db: pg.db,
      env: parseFunctionEnv({ STAGING_PASSWORD: PASSWORD }),
      logger: quiet,
    });
    await Promise.all(Array.from({ length: 120 }, (_, i) => handler(post('wrong', `203.0.113.${i % 30}`))));
    const { rows } = await pg.db.query<{ count: number }>(
      "select count from public.rate_limit_counters where scope = 'password:global'",
    );
    // Only compared wrong passwords count: the first test's checked guesses (its refused ones count
    // nothing) + the 120 here (4 per client, all under the limit).
    const firstTest = parseFunctionEnv({}).PASSWORD_MAX_FAILURES;
    expect(rows.reduce((n, r) => n + Number(r.count), 0)).toBe(firstTest + 120);
  });

  it('a correct password in parallel with an attack from other clients always gets in', async () => {
    const handler = createValidatePasswordHandler({
      db: pg.db,
      env: parseFunctionEnv({ STAGING_PASSWORD: PASSWORD, PASSWORD_GLOBAL_MAX_FAILURES: '5' }),
      logger: quiet,
    });
    const attack = Array.from({ length: 60 }, (_, i) => handler(post('wrong', `192.0.2.${i}`)));
    const good = Array.from({ length: 5 }, (_, i) => handler(post(PASSWORD, `198.18.0.${i}`)));
    const results = await Promise.all(good.map(async (p) => (await p).json()));
    await Promise.all(attack);
    expect(results).toEqual(Array(5).fill({ success: true }));
  });
});
