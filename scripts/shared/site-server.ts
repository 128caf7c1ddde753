// The site's own server (`server/start.ts`, as `npm start`) on a build that exists already, on a
// port the OS hands out, for the scripts that drive browsers against it (engine smoke, bench).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type SiteServer = { url: string; stop: () => void };

/** Starts the server on `DIST_DIR` (default `dist/`) with `env` on top; resolves with its URL. */
export function startSiteServer(env: Record<string, string>): Promise<SiteServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SKIP_BUILD: '1', DIST_DIR: process.env.DIST_DIR ?? 'dist', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const match = /ready at (http:\/\/\S+)/.exec(out);
      if (match) resolve({ url: match[1]!, stop: () => child.kill() });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}
