// Every Supabase function handler, mounted by name exactly as Supabase serves them.
import type { Db } from '../supabase/functions/_shared/db.ts';
import { type FunctionEnv, parseFunctionEnv } from '../supabase/functions/_shared/env.ts';
import { consoleLogger, type Handler, type Logger } from '../supabase/functions/_shared/http.ts';
import { createValidatePasswordHandler } from '../supabase/functions/validate-password/handler.ts';

export type FunctionDeps = { db: Db; env: FunctionEnv; logger: Logger };

export function createFunctions(deps: FunctionDeps): Record<string, Handler> {
  return {
    'validate-password': createValidatePasswordHandler(deps),
  };
}

export function functionEnvFor(
  stagingPassword: string,
  source: NodeJS.ProcessEnv = process.env,
): FunctionEnv {
  return parseFunctionEnv({ ...source, STAGING_PASSWORD: stagingPassword });
}

export { consoleLogger };
