// Local server configuration, read once from the process environment.
import path from 'node:path';
import { z } from 'zod';

export const DEV_STAGING_PASSWORD = 'staging-preview';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(4173),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('.data'),
  STAGING_PASSWORD: z.string().optional(),
});

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  stagingPassword: string;
  usingDevPassword: boolean;
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
  };
}
