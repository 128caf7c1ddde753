// One writer per data directory (row 1 of the hardening review), with real processes: a second
// holder is refused with a message naming the first, the first keeps serving, a lock released or
// left by a dead process is taken (once, by one of several racing starters), and two real servers
// (server/start.ts) on one DATA_DIR cannot both run. docs/decisions/016-one-writer-per-data-dir.md.
// A holder that has ended but is not reaped yet (a zombie), or whose pid another process got since,
// holds nothing: a server killed with SIGKILL and restarted at once comes up.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { writeFixtureDist } from '../helpers/fixture-dist.ts';
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
/** Linux's /proc, which the checks of zombies and reused pids read (elsewhere the pid alone counts). */
const PROC = existsSync('/proc/self/stat');

/** Fields 3 (state) onwards of /proc/<pid>/stat, after the last ')' of the name; null once reaped. */
function procFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat
      .slice(stat.lastIndexOf(')') + 1)
      .trim()
      .split(/\s+/);
  } catch {
    return null;
  }
}
const procState = (pid: number) => procFields(pid)?.[0] ?? null;
/** Field 22, the start time in clock ticks since boot. */
const procStart = (pid: number) => procFields(pid)?.[19] ?? '';
const bootId = () => readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** A lock file naming `pid` as this machine's holder, as this code writes it. */
const lockFor = (pid: number, start: string, token: string) =>
  JSON.stringify({
    pid,
    host: hostname(),
    boot: bootId(),
    command: 'server/start.ts',
    procStart: start,
    startedAt: '2026-01-01T00:00:00Z',
    token,
  });

/**
 * Waits without letting the event loop run: Node reaps its ended children from the event loop, so
 * meanwhile a child that ends stays a zombie, as under a supervisor that has not reaped it yet.
 */
function waitSync(done: () => boolean, what: string, timeoutMs = 60_000): void {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
  }
}

/** The holder process run to its end without the event loop (its stdin is empty: it lets go at once). */
function holdOnceSync(): HolderLine {
  const res = spawnSync(process.execPath, ['--import', 'tsx', HOLDER], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    input: '',
    encoding: 'utf8',
  });
  const line = res.stdout.split('\n')[0];
  if (!line) throw new Error(`holder exited with ${res.status} before a line: ${res.stderr}`);
  return JSON.parse(line) as HolderLine;
}

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

  it.runIf(PROC)(
    "records when the holder's pid started (/proc/<pid>/stat field 22)",
    async () => {
      const first = holder();
      await first.line;
      const lock = JSON.parse(await readFile(lockFile(), 'utf8')) as { procStart?: string };
      expect(lock.procStart).toMatch(/^\d+$/);
      expect(lock.procStart).toBe(procStart(first.child.pid!));
    },
    30_000,
  );

  it.runIf(PROC)(
    'takes over a lock whose holder has ended but is not reaped yet (a zombie)',
    () => {
      // Everything below is synchronous: the event loop does not run, so the ended child is not
      // reaped and stays a zombie, to which signal 0 still answers.
      const ended = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
      const pid = ended.pid!;
      waitSync(() => procState(pid) === 'Z', 'the child to be a zombie', 10_000);
      writeFileSync(lockFile(), lockFor(pid, procStart(pid), 'zombie'));
      const next = holdOnceSync();
      expect(next.refused).toBeUndefined();
      expect(next.held).toBeGreaterThan(0);
      expect(procState(pid)).toBe('Z');
    },
    30_000,
  );

  it.runIf(PROC)(
    'takes over a lock whose pid another process has got since (another start time)',
    async () => {
      // This test's own process stands for the later one: alive, but not the holder the lock names.
      const later = String(Number(procStart(process.pid)) - 1);
      await writeFile(lockFile(), lockFor(process.pid, later, 'reused'));
      const next = holder();
      expect((await next.line).held).toBe(next.child.pid);
    },
    30_000,
  );

  it.runIf(PROC)(
    'still refuses a live holder with its start time, even one whose name holds ") Z ("',
    async () => {
      // The process name (field 2) can hold ') Z 1 (': read wrongly, it would say "zombie".
      const live = spawn(
        process.execPath,
        ['-e', `process.title = 'x) Z 1 2 (y'; console.log('named'); setInterval(() => {}, 1000)`],
        { stdio: ['ignore', 'pipe', 'ignore'] },
      );
      children.push(live);
      await new Promise((resolve) => live.stdout!.once('data', resolve));
      expect(readFileSync(`/proc/${live.pid}/comm`, 'utf8')).toContain(') Z 1 2 (');
      await writeFile(lockFile(), lockFor(live.pid!, procStart(live.pid!), 'live'));
      const next = holder();
      const line = await next.line;
      expect(line.holder).toBe(live.pid);
      expect(line.refused).toContain(`pid ${live.pid}`);
    },
    30_000,
  );

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

  it.runIf(PROC)(
    'a server killed with SIGKILL and restarted at once, before it is reaped, comes up',
    async () => {
      const dist = await mkdtemp(path.join(tmpdir(), 'lw-dist-'));
      try {
        await writeFixtureDist(dist);
        const first = start(dataDir, dist);
        expect(await answers(await first.ready)).toBe(200);
        const firstPid = first.child.pid!;

        // A supervisor restarting at once: kill -9, then start again before waiting for the first.
        // Nothing is awaited until the second has the lock (or has given up), so the event loop,
        // which reaps children, does not run: the first stays a zombie all that time.
        first.child.kill('SIGKILL');
        waitSync(() => procState(firstPid) === 'Z', 'the killed server to be a zombie');
        const second = start(dataDir, dist);
        const secondPid = second.child.pid!;
        waitSync(
          () => lockHolderPid() === secondPid || [null, 'Z'].includes(procState(secondPid)),
          'the second server to take the lock or exit',
        );
        expect(procState(firstPid)).toBe('Z');

        const url = await second.ready.catch((err: Error) => {
          throw new Error(`${err.message}: ${second.output()}`);
        });
        expect(await answers(url)).toBe(200);
      } finally {
        await rm(dist, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

function lockHolderPid(): number | null {
  try {
    return (JSON.parse(readFileSync(lockFile(), 'utf8')) as { pid: number }).pid;
  } catch {
    return null; // absent (moved aside during a takeover) or not there yet
  }
}

/** The status of a wrong-password check: 200 once the server's functions answer. */
async function answers(url: string): Promise<number> {
  const res = await fetch(`${url}/functions/v1/validate-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'wrong' }),
  });
  return res.status;
}
