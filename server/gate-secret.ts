// The gate secret of the self-hosted server: GATE_SECRET when set, else a random secret kept in
// the data dir (created once, readable by its owner only, printed nowhere). Deleting that file, or
// changing GATE_SECRET or STAGING_PASSWORD, invalidates every gate cookie.
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const GATE_SECRET_FILE = 'gate-secret';

export function gateSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, GATE_SECRET_FILE);
  try {
    // 'wx': create only if absent, so two processes never each write their own.
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} is damaged: delete it to make a new gate secret`);
  return secret;
}
