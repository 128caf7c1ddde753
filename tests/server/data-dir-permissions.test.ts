// DATA_DIR holds every lead (PGlite's files, readable by all as PGlite creates them): the directory
// is its owner's only (0700). A new one is made so; an existing one open to others is tightened as
// the lock is taken (which `npm start`, `npm run dev` and `npm run leads` all do), with a line saying so.
import { chmod, mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startBackend } from '../../server/backend.ts';
import { acquireDataLock } from '../../server/data-lock.ts';

let base: string;
beforeEach(async () => {
  base = await mkdtemp(path.join(tmpdir(), 'lw-perm-'));
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

/** The permission bits in octal ('700'), so a failure reads as the mode it is. */
const modeOf = async (file: string) => ((await stat(file)).mode & 0o777).toString(8);

describe('DATA_DIR permissions', () => {
  it('a new DATA_DIR is made 0700, silently', async () => {
    const dataDir = path.join(base, 'site', 'data');
    const logs: string[] = [];
    const lock = acquireDataLock(dataDir, { log: (line) => logs.push(line) });
    try {
      expect(await modeOf(dataDir)).toBe('700');
      expect(logs).toEqual([]);
    } finally {
      lock.release();
    }
  });

  it('an existing DATA_DIR open to other users (0755) is tightened to 0700, with one line saying so', async () => {
    const dataDir = path.join(base, 'data');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const logs: string[] = [];
    const log = (line: string) => logs.push(line);
    acquireDataLock(dataDir, { log }).release();
    expect(await modeOf(dataDir)).toBe('700');
    expect(logs).toEqual([`DATA_DIR ${dataDir} was open to other users (0755): tightened to 0700`]);

    // Once private, it stays so without another word.
    acquireDataLock(dataDir, { log }).release();
    expect(logs).toHaveLength(1);
  });

  it('the server makes a new DATA_DIR 0700 before anything is written in it, and says nothing of it', async () => {
    const dataDir = path.join(base, 'data');
    // Restored below: the node project shares one module instance and its globals across files.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const backend = await startBackend({
        port: 0,
        host: '127.0.0.1',
        dataDir,
        stagingPassword: 'x',
        usingDevPassword: false,
      });
      await backend.close();
      expect(warn.mock.calls.flat().filter((line) => String(line).includes('DATA_DIR'))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
    expect(await modeOf(dataDir)).toBe('700');
  }, 60_000);
});
