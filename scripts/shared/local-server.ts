// For the benchmark scripts (bench, lighthouse): a free loopback port, and waiting for the server
// they start there to answer.
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

type WaitOptions = { init?: RequestInit; ready?: (res: Response) => boolean; timeoutMs?: number };

/** Polls `url` until `ready` holds for its answer; fails if the server exits or the time runs out. */
export async function waitForServer(
  url: string,
  child: ChildProcess | null,
  { init, ready = (res) => res.ok, timeoutMs = 60_000 }: WaitOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if (ready(await fetch(url, init))) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The server did not answer at ${url} within ${timeoutMs / 1000} s`);
}
