// Decides whether `npm start` must build: a hash of every input of the client build and of the
// VITE_* settings and the build settings (SITE_URL, GATE_TTL_HOURS), compared with the one the last build left in dist/.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const INPUTS = [
  'src',
  'public',
  'supabase/functions/_shared/contracts',
  'index.html',
  'vite.config.ts',
  'vite.gate.config.ts',
  'scripts',
  'package-lock.json',
];
export const STAMP_FILE = '.build-stamp';

async function* walk(target: string): AsyncGenerator<string> {
  if (!existsSync(target)) return;
  const entries = await readdir(target, { withFileTypes: true }).catch(() => null);
  if (!entries) {
    yield target;
    return;
  }
  for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const p = path.join(target, e.name);
    if (e.isDirectory()) yield* walk(p);
    else yield p;
  }
}

export async function computeBuildStamp(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for await (const file of walk(path.join(ROOT, input))) {
      hash.update(path.relative(ROOT, file));
      hash.update(await readFile(file));
    }
  }
  for (const key of Object.keys(env)
    .filter((k) => k.startsWith('VITE_') || k === 'SITE_URL' || k === 'GATE_TTL_HOURS')
    .sort())
    hash.update(`${key}=${env[key]}`);
  return hash.digest('hex');
}

export async function buildIsCurrent(distDir: string, stamp: string): Promise<boolean> {
  try {
    return (await readFile(path.join(distDir, STAMP_FILE), 'utf8')).trim() === stamp;
  } catch {
    return false;
  }
}

export async function writeBuildStamp(distDir: string, stamp: string): Promise<void> {
  await writeFile(path.join(distDir, STAMP_FILE), stamp);
}
