// Local server configuration, read once from the process environment. (The origin's own settings,
// TRUST_PROXY among them, are read by server/origin-settings.ts.)
import path from 'node:path';
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../supabase/functions/_shared/contracts/password-messages.ts';

export const DEV_STAGING_PASSWORD = 'staging-preview';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  STAGING_PASSWORD: z
    .string()
    .refine((v) => v.length <= PASSWORD_MAX_LENGTH, {
      error: `STAGING_PASSWORD must be at most ${PASSWORD_MAX_LENGTH} characters`,
    })
    .optional(),
  /** A PostgreSQL server instead of the embedded database (docs/decisions/016-one-writer-per-data-dir.md). */
  DATABASE_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' }).optional()),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  stagingPassword: string;
  usingDevPassword: boolean;
  /** When set, the backend uses this PostgreSQL server, not PGlite in dataDir. */
  databaseUrl?: string | undefined;
};

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const parsed = schema.parse(env);
  const usingDevPassword = !parsed.STAGING_PASSWORD;
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    stagingPassword: parsed.STAGING_PASSWORD || DEV_STAGING_PASSWORD,
    usingDevPassword,
    databaseUrl: parsed.DATABASE_URL,
  };
}
