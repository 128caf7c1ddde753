// Builds the client with a known staging password in the environment, then checks what reaches
// the browser: no file contains the secret, and every chunk but the Supabase client opens with
// V8's compile hint (docs/decisions/040-compile-hints.md).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPILE_HINT } from '../../vite.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('client bundle', () => {
  const password = `canary-${randomBytes(8).toString('hex')}`;
  const webhook = `http://127.0.0.1:9/hook-${randomBytes(6).toString('hex')}`;
  const outDir = path.join(ROOT, '.tmp', `dist-secret-scan-${process.pid}`);
  let files: string[] = [];

  beforeAll(() => {
    const res = spawnSync(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', outDir],
      {
        cwd: ROOT,
        env: { ...process.env, STAGING_PASSWORD: password, NOTIFY_WEBHOOK_URL: webhook },
        encoding: 'utf8',
      },
    );
    expect(res.status, res.stderr).toBe(0);
    files = filesUnder(outDir);
  }, 120_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('never contains the staging password or the webhook URL', () => {
    expect(files.some((f) => f.endsWith('.js'))).toBe(true);
    for (const f of files) {
      const text = readFileSync(f).toString('latin1');
      expect(text.includes(password), `${path.relative(outDir, f)} contains the password`).toBe(false);
      expect(text.includes(webhook), `${path.relative(outDir, f)} contains the webhook URL`).toBe(false);
    }
  });

  it("opens every chunk but the Supabase client with V8's compile hint, on its first line", () => {
    const chunks = files.filter((f) => f.endsWith('.js'));
    const first = (f: string) => readFileSync(f, 'utf8').split('\n', 1)[0];
    const supabase = chunks.filter((f) => path.basename(f).startsWith('supabase-'));
    expect(supabase).toHaveLength(1);
    expect(first(supabase[0]!)).not.toBe(COMPILE_HINT);
    const others = chunks.filter((f) => !supabase.includes(f));
    expect(others.length).toBeGreaterThan(10);
    const without = others.filter((f) => first(f) !== COMPILE_HINT).map((f) => path.basename(f));
    expect(without, 'chunks without the hint on their first line').toEqual([]);
  });
});
