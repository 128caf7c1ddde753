// One writer per data directory (docs/decisions/016-one-writer-per-data-dir.md). PGlite lets one
// process at a time open a data directory; two servers on one directory each overwrite the other's
// writes. So `npm start`, `npm run dev` and `npm run leads` take this lock before opening it.
//
// The lock is a file created atomically with its whole content (written aside, then hard-linked into
// place: the link fails if the file exists), naming its holder: pid, host, boot, command, and the
// pid's start time. A lock whose holder is gone (the pid has ended, is a zombie not yet reaped, now
// names a later process, or the machine has rebooted since) is stale and is taken over; the takeover
// runs under a second exclusive marker (a directory, created atomically) and moves the stale file
// aside before checking it is still the stale one, so two starters can never both win.
// Taking the lock also makes the directory its owner's only (0700): it holds every lead.
//
// Beneath the file, a lock the kernel keeps (decision 057): an open-file-description lock on
// DATA_DIR/server.lock (fs-native-extensions), which the kernel releases the moment its process
// dies, in whatever PID namespace it ran. While one is held, nobody else gets the directory; once
// it is free, a file left by a holder that had it is stale whatever its pid. The file's own checks
// remain for a holder that took no kernel lock (an older server, a platform without the addon):
// they also compare the PID namespace, and a holder in another one on this host is taken as alive.
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'server.lock.json';
/** The file the kernel lock is taken on: created once, never removed (removing it would let two lock two files). */
export const KERNEL_LOCK_FILE = 'server.lock';

export type DataLockHolder = {
  pid: number;
  host: string;
  /** Linux's boot id: a lock from before a reboot is stale whatever its pid. */
  boot: string;
  /** What took the lock, e.g. `server/start.ts` or `scripts/ops/leads.ts`. */
  command: string;
  /**
   * When the pid started (Linux: clock ticks since boot, /proc/<pid>/stat field 22), so a later
   * process given the same pid is not taken for the holder; '' where unknown (older locks, no /proc).
   */
  procStart: string;
  startedAt: string;
  token: string;
  /** Linux's PID namespace (`readlink /proc/self/ns/pid`): a pid means something only inside it. */
  pidNamespace?: string;
  /** True when the holder also holds the kernel lock: once that is free, this file is stale. */
  kernelLock?: boolean;
};

export type DataLock = { holder: DataLockHolder; release: () => void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataLockHolder,
  ) {
    super(
      `${dataDir} is in use by ${describeHolder(holder)}. The embedded database allows one process ` +
        'at a time: stop that one first (Ctrl+C in its terminal), or give this one another DATA_DIR. ' +
        `If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function describeHolder(holder: DataLockHolder): string {
  const ns = pidNamespace();
  const where =
    holder.host !== hostname()
      ? ` on ${holder.host}`
      : holder.pidNamespace && ns && holder.pidNamespace !== ns
        ? ` in another PID namespace (${holder.pidNamespace}, this process is in ${ns}: another container` +
          ' or sandbox on this machine, whose processes this one cannot see, so it is taken as running)'
        : '';
  return `pid ${holder.pid}${where} (${holder.command}, started ${holder.startedAt})`;
}

/** This process's PID namespace, e.g. `pid:[4026531836]`; '' where Linux's /proc does not say. */
function pidNamespace(): string {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return '';
  }
}

type FsExt = { tryLock: (fd: number) => boolean; unlock: (fd: number) => void };
let fsExt: FsExt | null | undefined;
/** fs-native-extensions, a prebuilt addon (no install script); null where it cannot load. */
function nativeLocks(): FsExt | null {
  if (fsExt === undefined) {
    try {
      fsExt = createRequire(import.meta.url)('fs-native-extensions') as FsExt;
    } catch {
      fsExt = null;
    }
  }
  return fsExt;
}

/**
 * Takes the kernel's lock on DATA_DIR/server.lock: the open file's descriptor while this process
 * holds it, 'held' when another process does, null where no such lock can be taken here.
 */
function takeKernelLock(dataDir: string): number | 'held' | null {
  const ext = nativeLocks();
  if (!ext) return null;
  const fd = openSync(path.join(dataDir, KERNEL_LOCK_FILE), 'a', 0o600);
  try {
    if (ext.tryLock(fd)) return fd;
    closeSync(fd);
    return 'held';
  } catch {
    // A file system without such locks: the lock file alone decides, as before.
    closeSync(fd);
    return null;
  }
}

function bootId(): string {
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
  } catch {
    return '';
  }
}

function command(): string {
  const script = process.argv[1] ?? 'node';
  const relative = path.relative(process.cwd(), script);
  return relative && !relative.startsWith('..') ? relative : path.basename(script);
}

/** The lock's holder; null when there is no lock file. */
function unknownHolder(): DataLockHolder {
  return { pid: 0, host: hostname(), boot: '', command: 'unknown', procStart: '', startedAt: '?', token: '' };
}

function readHolder(file: string): DataLockHolder | null {
  const unknown = unknownHolder();
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    // Older servers wrote only {pid, startedAt}, or no procStart; the rest then defaults to this
    // host, unknown boot and start time (only the pid is checked then).
    const value = JSON.parse(text) as Partial<DataLockHolder>;
    return Number.isInteger(value.pid) ? { ...unknown, ...value } : unknown;
  } catch {
    // Not a lock this code (which writes it whole, atomically) can have written: stale.
    return unknown;
  }
}

type ProcStat = { state: string; start: string };

/** State and start time of a pid from /proc/<pid>/stat; null without /proc or when it cannot be read. */
function procStat(pid: number): ProcStat | null {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // Field 2, the command name in parentheses, may itself hold spaces and ')' (any process can name
  // itself so): the fields from 3 (state) on follow the last ')', which puts field 22 at index 19.
  const fields = text
    .slice(text.lastIndexOf(')') + 1)
    .trim()
    .split(/\s+/);
  const [state, start] = [fields[0], fields[19]];
  return state && start && /^\d+$/.test(start) ? { state, start } : null;
}

/** True while the holder may still be running: another host's, or a live pid on this boot. */
function holderAlive(holder: DataLockHolder): boolean {
  if (holder.host !== hostname()) return true;
  const boot = bootId();
  if (boot && holder.boot && boot !== holder.boot) return false;
  if (holder.pid <= 0) return false;
  // A pid of another PID namespace names nothing here (or another process): no check can tell.
  const ns = pidNamespace();
  if (holder.pidNamespace && ns && holder.pidNamespace !== ns) return true;
  // Signal 0 reaches a process that has ended but is not reaped yet (a zombie: a supervisor that
  // restarts at once has not waited for it), and whatever process got the pid since. /proc tells
  // both apart; where it cannot be read (no /proc, hidden pids) the signal alone decides, as before.
  const proc = procStat(holder.pid);
  if (proc) {
    if (proc.state === 'Z' || proc.state === 'X') return false;
    if (holder.procStart && holder.procStart !== proc.start) return false;
  }
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; it still holds the directory.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DataDirOptions = {
  /** Where the line saying an open directory was tightened goes: standard error by default. */
  log?: (line: string) => void;
  /** false: take no kernel lock, the lock file alone decides (what an older server or another platform does; tests). */
  kernelLock?: boolean;
};

/**
 * Creates `dataDir` readable by its owner only (0700), or makes an existing one so, saying so: it
 * holds every lead (PGlite creates its files readable by all: the directory is what keeps them private).
 */
export function makeDataDirPrivate(dataDir: string, options: DataDirOptions = {}): void {
  // Standard error: `npm run leads -- --csv` writes the CSV on standard output.
  const log = options.log ?? ((line: string) => console.warn(line));
  // The mode applies to the directories mkdir creates (the umask only removes bits from it).
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const mode = statSync(dataDir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  const name = displayPath(dataDir);
  const was = `0${mode.toString(8)}`;
  try {
    chmodSync(dataDir, 0o700);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
    // Another user's directory that this one may write to: not ours to change; say what to do.
    log(`DATA_DIR ${name} is open to other users (${was}) but owned by another user: chmod it to 0700`);
    return;
  }
  log(`DATA_DIR ${name} was open to other users (${was}): tightened to 0700`);
}

function displayPath(dir: string): string {
  const relative = path.relative(process.cwd(), dir);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : dir;
}

/**
 * Takes the directory's lock for this process, or throws DataDirLockedError naming the holder.
 * release() (also run when the process exits) removes the file if it is still this lock.
 * The directory is made first, or tightened, to be its owner's only (makeDataDirPrivate).
 */
export function acquireDataLock(dataDir: string, options: DataDirOptions = {}): DataLock {
  makeDataDirPrivate(dataDir, options);
  const file = path.join(dataDir, LOCK_FILE);
  const kernel = options.kernelLock === false ? null : takeKernelLock(dataDir);
  if (kernel === 'held') throw new DataDirLockedError(dataDir, kernelHolder(file));
  const holder: DataLockHolder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    command: command(),
    procStart: procStat(process.pid)?.start ?? '',
    startedAt: new Date().toISOString(),
    token: randomUUID(),
    pidNamespace: pidNamespace(),
    kernelLock: kernel !== null,
  };
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      if (createWithContent(file, `${JSON.stringify(holder)}\n`)) return held(file, holder, kernel);
      const current = readHolder(file);
      if (!current) continue; // released meanwhile: try again
      if (!(kernel !== null && current.kernelLock && sameMachine(current)) && holderAlive(current)) {
        throw new DataDirLockedError(dataDir, current);
      }
      // Stale: its holder is gone, or it held the kernel lock, which is ours now (so it has died).
      takeOverStale(file, current);
    }
    const current = readHolder(file);
    throw current
      ? new DataDirLockedError(dataDir, current)
      : new Error(`Could not lock ${dataDir}: other processes keep taking and releasing it`);
  } catch (err) {
    if (typeof kernel === 'number') closeSync(kernel);
    throw err;
  }
}

/**
 * Who holds the kernel lock, as the lock file names it. A holder that has just taken the kernel
 * lock may not have replaced a stale file yet: that takes it milliseconds, so wait up to a second.
 */
function kernelHolder(file: string): DataLockHolder {
  let holder = readHolder(file);
  for (let i = 0; i < 20 && !(holder && (holder.kernelLock || holderAlive(holder))); i++) {
    sleep(50);
    holder = readHolder(file);
  }
  return holder ?? { ...unknownHolder(), command: 'another process' };
}

/** The same kernel as this process (host and boot), where a kernel lock held there would be seen. */
function sameMachine(holder: DataLockHolder): boolean {
  const boot = bootId();
  return holder.host === hostname() && (!boot || !holder.boot || holder.boot === boot);
}

/** Creates `file` holding `content` only if it does not exist (atomic: link of a complete file). */
function createWithContent(file: string, content: string): boolean {
  const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  const fd = openSync(temp, 'wx', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(temp, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    rmSync(temp, { force: true });
  }
}

const TAKEOVER_STALE_MS = 10_000;

/** Removes the stale lock, one taker at a time; a live lock moved aside by mistake is put back. */
function takeOverStale(file: string, stale: DataLockHolder): void {
  const marker = `${file}.takeover`;
  try {
    mkdirSync(marker);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    // Another starter is taking over (it takes milliseconds); a marker left by a crash ages out.
    const since = statSync(marker, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (Date.now() - since > TAKEOVER_STALE_MS) rmSync(marker, { recursive: true, force: true });
    else sleep(50);
    return;
  }
  try {
    const aside = `${file}.${process.pid}.${randomUUID()}.stale`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    const moved = readHolder(aside);
    if (moved && moved.token !== stale.token) {
      // Not the stale lock any more: someone took the directory meanwhile. Put theirs back.
      try {
        linkSync(aside, file);
      } catch {
        // A third process holds it now; the moved lock's owner will find its file changed.
      }
    }
    rmSync(aside, { force: true });
  } finally {
    rmdirSync(marker);
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function held(file: string, holder: DataLockHolder, kernel: number | null): DataLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
    // Closing the descriptor releases the kernel lock (the kernel does so as well if we die first).
    if (kernel !== null) closeSync(kernel);
  };
  // A process that ends without closing (process.exit, an uncaught error) still lets go.
  process.on('exit', release);
  return { holder, release };
}
