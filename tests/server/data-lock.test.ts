// One writer per data directory (row 1 of the hardening review), with real processes: a second
// holder is refused with a message naming the first, the first keeps serving, a lock released or
// left by a dead process is taken (once, by one of several racing starters), and two real servers
// (server/start.ts) on one DATA_DIR cannot both run. docs/decisions/016-one-writer-per-data-dir.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { startSiteServer } from '../helpers/site-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOLDER = path.join(ROOT, 'tests/helpers/hold-data-lock.ts');
const children: ChildProcess[] = [];
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lw-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

type HolderLine = { held?: number; refused?: string; holder?: number };

/** Starts a process that takes the lock; resolves with its first line once it has tried. */
function holder(): { child: ChildProcess; line: Promise<HolderLine> } {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  const line = new Promise<HolderLine>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(JSON.parse(out.split('\n')[0]!) as HolderLine);
    });
    child.stderr!.on('data', (d: Buffer) => {
      err += d.toString();
    });
    child.on('exit', (code) => reject(new Error(`holder exited with ${code} before a line: ${err}`)));
  });
  return { child, line };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code)),
  );
const lockFile = () => path.join(dataDir, LOCK_FILE);

describe('the data-directory lock, across processes', () => {
  it('refuses a second holder, naming the first; frees the directory when the first ends', async () => {
    const first = holder();
    const { held } = await first.line;
    expect(held).toBe(first.child.pid);

    const second = holder();
    const refusal = await second.line;
    expect(refusal.holder).toBe(first.child.pid);
    expect(refusal.refused).toContain(`pid ${first.child.pid}`);
    expect(refusal.refused).toContain('hold-data-lock.ts');
    expect(refusal.refused).toContain('one process at a time');
    expect(await exited(second.child)).toBe(3);

    // The first still holds it; once it ends normally, the file is gone and the next one gets it.
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: first.child.pid });
    first.child.stdin!.end();
    expect(await exited(first.child)).toBe(0);
    expect(existsSync(lockFile())).toBe(false);
    const third = holder();
    expect((await third.line).held).toBe(third.child.pid);
  }, 30_000);

  it('takes over a lock left by a process killed with SIGKILL', async () => {
    const first = holder();
    await first.line;
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(existsSync(lockFile())).toBe(true);
    const next = holder();
    expect((await next.line).held).toBe(next.child.pid);
  }, 30_000);

  it("takes over an older server's note and a garbled file, but not a live process's note", async () => {
    // A pid that is not running: a process that has already ended.
    const ended = spawn(process.execPath, ['-e', '0']);
    await exited(ended);
    await writeFile(lockFile(), JSON.stringify({ pid: ended.pid, startedAt: '2026-01-01T00:00:00Z' }));
    const a = holder();
    expect((await a.line).held).toBe(a.child.pid);
    a.child.stdin!.end();
    await exited(a.child);

    await writeFile(lockFile(), '{"pid": 12');
    const b = holder();
    expect((await b.line).held).toBe(b.child.pid);
    b.child.stdin!.end();
    await exited(b.child);

    // An older server's note whose process is alive (this test's own) still holds the directory.
    await writeFile(lockFile(), JSON.stringify({ pid: process.pid, startedAt: '2026-01-01T00:00:00Z' }));
    const c = holder();
    expect((await c.line).holder).toBe(process.pid);
  }, 30_000);

  it('several starters racing over a stale lock: exactly one wins', async () => {
    const ended = spawn(process.execPath, ['-e', '0']);
    await exited(ended);
    await writeFile(lockFile(), JSON.stringify({ pid: ended.pid, token: 'stale' }));
    const racers = Array.from({ length: 5 }, () => holder());
    const lines = await Promise.all(racers.map((r) => r.line));
    const winners = lines.filter((l) => l.held);
    expect(winners).toHaveLength(1);
    for (const l of lines.filter((x) => x.refused)) expect(l.holder).toBe(winners[0]!.held);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: winners[0]!.held });
  }, 60_000);
});

describe('two servers on one DATA_DIR (npm start)', () => {
  const servers: ChildProcess[] = [];
  afterAll(() => {
    for (const s of servers) if (s.exitCode === null) s.kill('SIGKILL');
  });

  function start(dir: string, dist: string) {
    const server = startSiteServer({ DATA_DIR: dir, DIST_DIR: dist });
    servers.push(server.child);
    return server;
  }

  it('the second refuses to start, naming the first, and the first keeps serving', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'lw-dist-'));
    try {
      const first = start(dataDir, dist);
      const url = await first.ready;
      const second = start(dataDir, dist);
      await expect(second.ready).rejects.toThrow(/exited with [1-9]/);
      expect(second.output()).toContain(`in use by pid ${first.child.pid}`);
      expect(second.output()).toContain('server/start.ts');

      const res = await fetch(`${url}/functions/v1/validate-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'wrong' }),
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ success: false });
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  }, 120_000);
});
