// The real build for tests that must see what production serves: `dist/` as `npm test` has just
// built it, or (a test file run on its own, before any build) a build of its own under .tmp/.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export async function ensureBuild(): Promise<string> {
  const dist = path.join(ROOT, process.env.DIST_DIR ?? 'dist');
  if (existsSync(path.join(dist, 'index.html'))) return dist;
  const own = path.join(ROOT, '.tmp', `test-build-${process.pid}`);
  if (existsSync(path.join(own, 'index.html'))) return own;
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build/build.ts', '--outDir', own], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (res.status !== 0) throw new Error(`The build failed:\n${res.stderr}`);
  return own;
}
