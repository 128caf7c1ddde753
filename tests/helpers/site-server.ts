// The real self-hosted server (npm start's server/start.ts) in a child process, on a port the OS
// picks, for tests that need the whole process: its locks, its socket timeouts.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export type SiteServer = {
  child: ChildProcess;
  /** The URL the server printed once it listens; rejects if it exits first. */
  ready: Promise<string>;
  /** Everything it printed so far, stdout then stderr. */
  output: () => string;
};

/**
 * Starts server/start.ts with SKIP_BUILD and PORT 0, plus `env` (DATA_DIR, DIST_DIR, timeouts…);
 * `wrap` runs it under another command, e.g. `unshare --pid --fork --mount-proc --kill-child`.
 */
export function startSiteServer(env: Record<string, string>, wrap: string[] = []): SiteServer {
  const argv = [process.execPath, '--import', 'tsx', 'server/start.ts'];
  const [command, ...args] = [...wrap, ...argv] as [string, ...string[]];
  const child = spawn(command, args, {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', SKIP_BUILD: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const url = /ready at (http:\/\/\S+)/.exec(out)?.[1];
      if (url) {
        clearInterval(timer);
        resolve(url);
      }
    }, 100);
    child.on('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`exited with ${code}`));
    });
  });
  return { child, ready, output: () => out + err };
}
