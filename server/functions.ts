// Every Supabase function handler, mounted by name exactly as Supabase serves them.
import type { Db } from '../supabase/functions/_shared/db.ts';
import { type FunctionEnv, parseFunctionEnv } from '../supabase/functions/_shared/env.ts';
import { consoleLogger, type Handler, type Logger } from '../supabase/functions/_shared/http.ts';
import { createSubmitContactHandler } from '../supabase/functions/submit-contact/handler.ts';
import { createTrackVisitHandler } from '../supabase/functions/track-visit/handler.ts';
import { createValidatePasswordHandler } from '../supabase/functions/validate-password/handler.ts';

export type FunctionDeps = {
  db: Db;
  env: FunctionEnv;
  logger: Logger;
  /** Wakes the local outbox loop after a submission is stored (default: deliver in the background). */
  scheduleDelivery?: (() => void) | null;
};

export function createFunctions(deps: FunctionDeps): Record<string, Handler> {
  return {
    'validate-password': createValidatePasswordHandler(deps),
    'submit-contact': createSubmitContactHandler(deps),
    'track-visit': createTrackVisitHandler(deps),
  };
}

export function functionEnvFor(
  stagingPassword: string,
  source: NodeJS.ProcessEnv,
  gateSecret: string,
): FunctionEnv {
  return parseFunctionEnv({ ...source, STAGING_PASSWORD: stagingPassword, GATE_SECRET: gateSecret });
}

export { consoleLogger };
