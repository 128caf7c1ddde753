// validate-password: checks the shared staging password, throttling failures per client and
// globally in Postgres. Runtime-neutral: index.ts (Deno) and server/ (Node) both mount it.
import { PASSWORD_MAX_BODY_BYTES, passwordRequestSchema } from '../_shared/contracts/password.ts';
import { clientKey, secretsEqual } from '../_shared/crypto.ts';
import type { Db } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import {
  clientAddress,
  errorResponse,
  type Handler,
  HttpError,
  json,
  type Logger,
  readJsonBody,
  withErrors,
} from '../_shared/http.ts';
import {
  type CounterKey,
  hitCounters,
  pruneCounters,
  refundCounters,
  retryAfterSeconds,
  windowAt,
} from '../_shared/rate-limit.ts';

export type ValidatePasswordDeps = {
  db: Db;
  env: FunctionEnv;
  logger: Logger;
  now?: () => Date;
};

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export function createValidatePasswordHandler(deps: ValidatePasswordDeps): Handler {
  const { db, env, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const windowMs = env.PASSWORD_WINDOW_MINUTES * 60_000;

  const handle: Handler = async (req) => {
    const raw = await readJsonBody(req, PASSWORD_MAX_BODY_BYTES);
    const parsed = passwordRequestSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid request');
    const { password } = parsed.data;

    const at = now();
    const window = windowAt(at, windowMs);
    const counters: CounterKey[] = [
      { scope: 'password:client', key: clientKey(clientAddress(req), env.CLIENT_KEY_SALT) },
      { scope: 'password:global', key: '*' },
    ];

    // Reserve the attempt first (one atomic upsert), so parallel guesses cannot all slip in
    // under the limit; a correct password gives its reservation back below.
    let clientCount: number;
    let globalCount: number;
    try {
      [clientCount = 0, globalCount = 0] = await hitCounters(db, counters, window);
    } catch (err) {
      logger.error('validate-password: counter unavailable', { error: errMessage(err) });
      return errorResponse(503, 'Service temporarily unavailable');
    }

    // Under a distributed attack (global failures past their limit) each client keeps exactly one
    // attempt per window: enough for a correct password, never enough to brute force.
    const allowed = globalCount > env.PASSWORD_GLOBAL_MAX_FAILURES ? 1 : env.PASSWORD_MAX_FAILURES;
    if (clientCount > allowed) {
      return errorResponse(429, TOO_MANY_ATTEMPTS, { 'Retry-After': String(retryAfterSeconds(at, window)) });
    }

    const success = secretsEqual(password, env.STAGING_PASSWORD);
    if (success) {
      await refundCounters(db, counters, window).catch((err: unknown) =>
        logger.error('validate-password: refund failed', { error: errMessage(err) }),
      );
    }
    if (Math.random() < 0.01) void pruneCounters(db, at).catch(() => undefined);
    return json({ success });
  };

  return withErrors(handle, logger, 'validate-password');
}

function errMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
