// validate-password: checks the shared staging password, throttling failures per client and
// globally in Postgres. Runtime-neutral: index.ts (Deno) and server/ (Node) both mount it.

import { PASSWORD_MAX_BODY_BYTES, passwordRequestSchema } from '../_shared/contracts/password.ts';
import { TOO_MANY_ATTEMPTS } from '../_shared/contracts/password-messages.ts';
import { requestClientKey, secretsEqual } from '../_shared/crypto.ts';
import type { Db } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { deriveGateKey, signGateProof } from '../_shared/gate-proof.ts';
import { errorResponse, type Handler, json, type Logger, readJsonBody, withErrors } from '../_shared/http.ts';
import {
  type CounterKey,
  hitCounters,
  pruneCounters,
  readCounters,
  refundCounters,
  reserveAttempt,
  retryAfterSeconds,
  windowAt,
} from '../_shared/rate-limit.ts';

export type ValidatePasswordDeps = {
  db: Db;
  env: FunctionEnv;
  logger: Logger;
  now?: () => Date;
};

export function createValidatePasswordHandler(deps: ValidatePasswordDeps): Handler {
  const { db, env, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowMs = env.PASSWORD_WINDOW_MINUTES * 60_000;
  // Above one client's own limit: a single client can never switch everyone to one attempt.
  const globalLimit = Math.max(env.PASSWORD_GLOBAL_MAX_FAILURES, env.PASSWORD_MAX_FAILURES + 1);
  // Without a gate secret there is no origin to open (e.g. a public launch): success carries no proof.
  const gateKey =
    env.GATE_SECRET && env.STAGING_PASSWORD ? deriveGateKey(env.GATE_SECRET, env.STAGING_PASSWORD) : null;

  const handle: Handler = async (req) => {
    const raw = await readJsonBody(req, PASSWORD_MAX_BODY_BYTES);
    const parsed = passwordRequestSchema.safeParse(raw);
    const at = now();
    const window = windowAt(at, windowMs);
    const client: CounterKey = { scope: 'password:client', key: requestClientKey(req, env) };
    if (!parsed.success) {
      // A refused request (no password, one past its length) counts as an attempt of its client, so
      // a stranger cannot send them without end; past the limit the answer is the 429 (decision 055).
      const [count = 0] = await hitCounters(db, [client], window).catch(() => [0]);
      if (count > env.PASSWORD_MAX_FAILURES)
        return errorResponse(429, TOO_MANY_ATTEMPTS, {
          'Retry-After': String(retryAfterSeconds(at, window)),
        });
      return errorResponse(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    }
    const { password } = parsed.data;
    const global: CounterKey = { scope: 'password:global', key: '*' };

    // Reserve this client's attempt first (one atomic upsert), so parallel guesses cannot all slip
    // in under the limit; a refused attempt gives it back at once (a 429 counts nothing).
    let within: boolean;
    try {
      // Under a distributed attack (global failures past their limit) each client keeps exactly one
      // attempt per window: enough for a correct password, never enough to brute force.
      const [globalFailures = 0] = await readCounters(db, [global], window);
      const allowed = globalFailures >= globalLimit ? 1 : env.PASSWORD_MAX_FAILURES;
      within = await reserveAttempt(db, client, window, allowed);
    } catch (err) {
      logger.error('validate-password: counter unavailable', { error: errMessage(err) });
      return errorResponse(503, 'Service temporarily unavailable');
    }
    if (!within)
      return errorResponse(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfterSeconds(at, window)) });

    // A correct password gives its reservation back; only a compared wrong one counts globally.
    const success = secretsEqual(password, env.STAGING_PASSWORD);
    await (success ? refundCounters(db, [client], window) : hitCounters(db, [global], window)).catch(
      (err: unknown) => logger.error('validate-password: count failed', { error: errMessage(err) }),
    );
    if (Math.random() < 0.01) void pruneCounters(db, at).catch(() => undefined);
    if (success && gateKey) return json({ success, proof: await signGateProof(await gateKey, at.getTime()) });
    return json({ success });
  };

  return withErrors(handle, logger, 'validate-password');
}

function errMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
