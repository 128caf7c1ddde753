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
import { randomUUID } from 'node:crypto';
import {
  chmodSync,
  closeSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'server.lock.json';

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
  const where = holder.host === hostname() ? '' : ` on ${holder.host}`;
  return `pid ${holder.pid}${where} (${holder.command}, started ${holder.startedAt})`;
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
function readHolder(file: string): DataLockHolder | null {
  const unknown = {
    pid: 0,
    host: hostname(),
    boot: '',
    command: 'unknown',
    procStart: '',
    startedAt: '?',
    token: '',
  };
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
  const holder: DataLockHolder = {
    pid: process.pid,
    host: hostname(),
    boot: bootId(),
    command: command(),
    procStart: procStat(process.pid)?.start ?? '',
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWithContent(file, `${JSON.stringify(holder)}\n`)) return held(file, holder);
    const current = readHolder(file);
    if (!current) continue; // released meanwhile: try again
    if (current.pid === process.pid && current.host === holder.host)
      throw new DataDirLockedError(dataDir, current);
    if (holderAlive(current)) throw new DataDirLockedError(dataDir, current);
    takeOverStale(file, current);
  }
  const current = readHolder(file);
  throw current
    ? new DataDirLockedError(dataDir, current)
    : new Error(`Could not lock ${dataDir}: other processes keep taking and releasing it`);
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

function held(file: string, holder: DataLockHolder): DataLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    if (readHolder(file)?.token === holder.token) rmSync(file, { force: true });
  };
  // A process that ends without closing (process.exit, an uncaught error) still lets go.
  process.on('exit', release);
  return { holder, release };
}
