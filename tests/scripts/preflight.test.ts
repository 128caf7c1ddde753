// A stale install is named with its fix (issue 56, item 7): the preflight that runs before every npm
// script compares node_modules with package-lock.json, and the lock with package.json.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { installProblem } from '../../scripts/shared/preflight.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** A project folder holding this project's manifest, lock and install record, changed by `change`. */
type Manifest = { dependencies: Record<string, string>; devDependencies: Record<string, string> };
type Lock = { packages: Record<string, { version?: string }> };
type Files = { manifest: Manifest; lock: Lock; hidden: Lock };

function project(change: (files: Files) => void, install = true): string {
  const files: Files = {
    manifest: read('package.json'),
    lock: read('package-lock.json'),
    hidden: read('node_modules/.package-lock.json'),
  };
  change(files);
  const dir = mkdtempSync(path.join(tmpdir(), 'lw-preflight-'));
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(files.manifest));
  writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify(files.lock));
  if (install) {
    mkdirSync(path.join(dir, 'node_modules'));
    writeFileSync(path.join(dir, 'node_modules/.package-lock.json'), JSON.stringify(files.hidden));
  }
  return dir;
}

describe('the preflight names a stale install', () => {
  it('passes this install as it is', () => {
    expect(installProblem(project(() => {}))).toBeNull();
    expect(installProblem(ROOT)).toBeNull();
  });

  it('names a package installed at another version than the lock holds', () => {
    const dir = project(({ hidden }) => {
      const vite = hidden.packages['node_modules/vite'];
      if (vite) vite.version = '0.0.1';
    });
    expect(installProblem(dir)).toMatch(/vite: installed 0\.0\.1, locked .*Run `npm install`/);
  });

  it('names a package the lock holds but node_modules lacks', () => {
    const dir = project(({ hidden }) => {
      delete hidden.packages['node_modules/react'];
    });
    expect(installProblem(dir)).toMatch(/react: installed nothing.*npm install/);
  });

  it('names a package.json changed since the lock (a branch switched without installing)', () => {
    const dir = project(({ manifest }) => {
      manifest.devDependencies['left-pad'] = '0.0.2';
    });
    expect(installProblem(dir)).toMatch(/package\.json asks for left-pad 0\.0\.2.*npm install/);
  });

  it('names a missing node_modules', () => {
    expect(installProblem(project(() => {}, false))).toMatch(/node_modules is missing.*npm install/);
  });

  it('stops a script before its entry loads, with the fix, in the project it sits in', () => {
    const dir = project(({ manifest }) => {
      manifest.dependencies.react = '0.0.0';
    });
    mkdirSync(path.join(dir, 'scripts/shared'), { recursive: true });
    copyFileSync(
      path.join(ROOT, 'scripts/shared/preflight.ts'),
      path.join(dir, 'scripts/shared/preflight.ts'),
    );
    writeFileSync(path.join(dir, 'entry.ts'), "console.log('entry ran');\n");
    const res = spawnSync(process.execPath, ['--import', './scripts/shared/preflight.ts', 'entry.ts'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toMatch(/package\.json asks for react 0\.0\.0.*Run `npm install`/);
    expect(res.stdout).not.toContain('entry ran');
  });
});
