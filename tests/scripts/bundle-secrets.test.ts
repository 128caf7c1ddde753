// Builds the site with a known staging password in the environment and checks that no file of
// the client build contains it: secrets never reach the browser.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('client bundle', () => {
  it('never contains the staging password or the webhook URL', () => {
    const password = `canary-${randomBytes(8).toString('hex')}`;
    const webhook = `http://127.0.0.1:9/hook-${randomBytes(6).toString('hex')}`;
    const outDir = path.join(ROOT, '.tmp', `dist-secret-scan-${process.pid}`);
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
    try {
      const files = filesUnder(outDir);
      expect(files.some((f) => f.endsWith('.js'))).toBe(true);
      for (const f of files) {
        const text = readFileSync(f).toString('latin1');
        expect(text.includes(password), `${path.relative(outDir, f)} contains the password`).toBe(false);
        expect(text.includes(webhook), `${path.relative(outDir, f)} contains the webhook URL`).toBe(false);
      }
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  }, 120_000);
});
