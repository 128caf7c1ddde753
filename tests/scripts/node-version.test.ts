// Every npm script runs on the Node that package.json declares (decision 053): the project's own
// Node binary (an optional dependency, per platform) meets `engines`, version managers read the same
// version, every script reaches its entry through the preflight, and a Node older than the declared
// one is refused before anything of the project loads.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nodeProblem, satisfiesMinimum } from '../../scripts/shared/preflight.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
  optionalDependencies: Record<string, string>;
  allowScripts?: Record<string, boolean>;
};
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; hasInstallScript?: boolean; os?: string[]; cpu?: string[] }>;
};
const PRELOAD = '--import ./scripts/shared/preflight.ts';
/** The project's Node packages: `node-<os>-<cpu>`, one per platform it supports. */
const nodePackages = Object.keys(manifest.optionalDependencies).filter((name) =>
  /^node-[a-z]+-[a-z0-9]+$/.test(name),
);
/** An older Node to try the refusal with: the machine's own, where it is older than the declared one. */
const SYSTEM_NODE = ['/usr/bin/node', '/usr/local/bin/node'].find((file) => existsSync(file));

describe('the declared Node', () => {
  it('is what the project installs for every platform, and what version managers read', () => {
    expect(nodePackages.length).toBeGreaterThan(0);
    const versions = new Set<string>();
    for (const name of nodePackages) {
      const locked = lock.packages[`node_modules/${name}`];
      expect(locked?.version, name).toBe(manifest.optionalDependencies[name]);
      expect(satisfiesMinimum(locked?.version ?? '0', manifest.engines.node), name).toBe(true);
      versions.add(locked?.version ?? '');
    }
    expect([...versions]).toHaveLength(1);
    const [version] = versions;
    for (const file of ['.nvmrc', '.node-version'])
      expect(readFileSync(path.join(ROOT, file), 'utf8').trim(), file).toBe(version);
  });

  it('is the node on the PATH of an npm script, and the one running this test', () => {
    expect(nodeProblem(process.versions.node)).toBeNull();
    const res = spawnSync('npm', ['exec', '--no', '--', 'node', '-p', 'process.version'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(res.status, res.stderr).toBe(0);
    expect(satisfiesMinimum(res.stdout.trim(), manifest.engines.node), res.stdout).toBe(true);
  });

  it('needs no install script of its own: the lock runs only the scripts allowScripts allows', () => {
    const withScripts = Object.entries(lock.packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([key]) => key.replace(/^.*node_modules\//, ''));
    const allowed = Object.entries(manifest.allowScripts ?? {})
      .filter(([, allow]) => allow)
      .map(([name]) => name);
    expect(withScripts.filter((name) => allowed.includes(name))).toEqual([]);
    for (const name of nodePackages)
      expect(lock.packages[`node_modules/${name}`]?.hasInstallScript).toBeFalsy();
  });
});

describe('every npm script', () => {
  const nodeScripts = Object.entries(manifest.scripts).filter(([, command]) => /^(tsx|node)\b/.test(command));

  it.each(nodeScripts)('%s reaches its entry through the preflight', (_name, command) => {
    expect(command.startsWith(`tsx ${PRELOAD} `)).toBe(true);
  });

  it.each(
    Object.entries(manifest.scripts).filter(([, command]) => !/^(tsx|node)\b/.test(command)),
  )('%s starts a tool from node_modules/.bin (run by the PATH node)', (_name, command) => {
    const tool = command.split(/\s+/)[0] ?? '';
    expect(existsSync(path.join(ROOT, 'node_modules/.bin', tool)) || tool === 'npm', command).toBe(true);
  });

  it('is refused on an older Node, with the command that fixes it', () => {
    if (!SYSTEM_NODE) {
      console.info("skipped: no system Node beside the project's own to try");
      return;
    }
    const node = SYSTEM_NODE;
    const version = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim();
    if (satisfiesMinimum(version, manifest.engines.node)) {
      console.info(`skipped: ${node} is Node ${version}, not older than ${manifest.engines.node}`);
      return;
    }
    const res = spawnSync(node, ['--import', 'tsx', ...PRELOAD.split(' ').slice(1), 'server/start.ts'], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, PORT: '0' },
    });
    expect(res.status).toBe(1);
    expect(res.stderr).toContain(`this is Node ${version}`);
    expect(res.stderr).toContain('npm install');
    expect(res.stdout).not.toContain('ready at');
  });
});
