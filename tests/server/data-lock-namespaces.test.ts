// The data lock in PID namespaces, as containers run the server (issue 55, decision 057): a server
// killed in one comes back in the next, where it gets the same pid; a process in another namespace
// on this machine never takes over a live server's directory, and says why. Each case runs the real
// server under `unshare --pid --fork --mount-proc`; where unshare is refused, it is skipped with the
// reason printed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/data-lock.ts';
import { writeFixtureDist } from '../helpers/fixture-dist.ts';
import { startSiteServer } from '../helpers/site-server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HOLDER = path.join(ROOT, 'tests/helpers/hold-data-lock.ts');
/** A fresh PID namespace with its own /proc; the process in it dies with unshare. */
const UNSHARE = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child'];

const probe = spawnSync(UNSHARE[0]!, [...UNSHARE.slice(1), 'true'], { encoding: 'utf8' });
const unshareRefused =
  probe.error?.message ?? (probe.status === 0 ? null : `exit ${probe.status}: ${probe.stderr.trim()}`);
if (unshareRefused)
  console.log(`data-lock-namespaces: skipped, \`${UNSHARE.join(' ')}\` is refused here (${unshareRefused})`);

const children: ChildProcess[] = [];
let dataDir: string;
let dist: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'lw-lock-ns-'));
  dist = await mkdtemp(path.join(tmpdir(), 'lw-dist-ns-'));
  await writeFixtureDist(dist);
});
afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
  await rm(dist, { recursive: true, force: true });
});

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.on('exit', (code) => resolve(code)),
  );

function serverInNamespace() {
  const server = startSiteServer({ DATA_DIR: dataDir, DIST_DIR: dist }, UNSHARE);
  children.push(server.child);
  return server;
}
const lock = async () =>
  JSON.parse(await readFile(path.join(dataDir, LOCK_FILE), 'utf8')) as Record<string, unknown>;

type HolderLine = { held?: number; refused?: string; holder?: number };
/**
 * The lock-holding helper in a PID namespace of its own, as pid 2 (a shell is pid 1 there, so the
 * holder's pid, 1 in the server's namespace, names a live process here that is not the holder).
 */
async function holderInNamespace(env: Record<string, string> = {}): Promise<HolderLine> {
  const child = spawn(
    UNSHARE[0]!,
    [...UNSHARE.slice(1), 'sh', '-c', '"$@"; exit $?', 'sh', process.execPath, '--import', 'tsx', HOLDER],
    { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, ...env }, stdio: ['pipe', 'pipe', 'pipe'] },
  );
  children.push(child);
  let out = '';
  let err = '';
  child.stdout!.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    err += d.toString();
  });
  child.stdin!.end();
  await exited(child);
  const line = out.split('\n')[0];
  if (!line) throw new Error(`holder printed nothing: ${err}`);
  return JSON.parse(line) as HolderLine;
}

const answers = async (url: string) => (await fetch(`${url}/robots.txt`)).status;

describe.skipIf(unshareRefused !== null)('the data lock in PID namespaces (unshare)', () => {
  it('a server killed in its namespace comes back in a new one, with the same pid', async () => {
    const first = serverInNamespace();
    expect(await answers(await first.ready)).toBe(200);
    const before = await lock();
    // What an OOM kill or `docker kill` does: the namespace's first process dies with SIGKILL.
    first.child.kill('SIGKILL');
    await exited(first.child);
    const second = serverInNamespace();
    expect(await answers(await second.ready), second.output()).toBe(200);
    const after = await lock();
    // The same pid as the one it found in the file: only the start time (or the kernel lock) tells them apart.
    expect(after.pid).toBe(before.pid);
    expect(after.token).not.toBe(before.token);
  }, 240_000);

  it('a process in another PID namespace on this machine is refused while the server runs, and told why', async () => {
    const server = serverInNamespace();
    const url = await server.ready;
    const held = await lock();
    for (const env of [{}, { HOLD_WITHOUT_KERNEL_LOCK: '1' }] as Record<string, string>[]) {
      const line = await holderInNamespace(env);
      expect(line.held, JSON.stringify(env)).toBeUndefined();
      expect(line.refused).toContain(`pid ${held.pid} in another PID namespace`);
      expect(await lock()).toEqual(held);
    }
    expect(await answers(url)).toBe(200);
    server.child.kill('SIGKILL');
    await exited(server.child);
  }, 240_000);

  it('with the lock file alone, a holder that had our pid but started at another time is stale', async () => {
    // The helper is pid 1 in its namespace; the file names pid 1 there, started at another time.
    await writeFile(
      path.join(dataDir, LOCK_FILE),
      JSON.stringify({
        pid: 1,
        host: hostname(),
        boot: readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim(),
        command: 'server/start.ts',
        procStart: '1',
        startedAt: '2026-01-01T00:00:00Z',
        token: 'killed',
      }),
    );
    const child = spawn(UNSHARE[0]!, [...UNSHARE.slice(1), process.execPath, '--import', 'tsx', HOLDER], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, HOLD_WITHOUT_KERNEL_LOCK: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
    });
    child.stdin!.end();
    await exited(child);
    expect(JSON.parse(out.split('\n')[0]!)).toEqual({ held: 1 });
  }, 60_000);
});
