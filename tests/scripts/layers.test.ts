// The layering rules (.dependency-cruiser.cjs, docs/architecture.md#layers) can fail: each one is
// broken once by a file of tests/fixtures/layers and must be reported there, and nowhere else.
// The real tree is cruised too, to show the tsconfig aliases resolve.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const FIXTURE = path.join(ROOT, 'tests/fixtures/layers');
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

type Dependency = { module: string; resolved: string; couldNotResolve: boolean };
type CruiseResult = {
  modules: { source: string; dependencies: Dependency[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
};

/** Runs the CLI exactly as `npm run lint:layers` does, from `cwd`, and reads its JSON report. */
function cruise(cwd: string, globs: string[]): CruiseResult {
  const res = spawnSync(
    process.execPath,
    [CLI, '--config', path.join(ROOT, '.dependency-cruiser.cjs'), '--output-type', 'json', ...globs],
    { cwd, encoding: 'utf8' },
  );
  expect(res.stderr).toBe('');
  return JSON.parse(res.stdout) as CruiseResult;
}

describe('layering rules on the fixture tree', () => {
  const result = cruise(FIXTURE, [
    'src/**/*.{ts,tsx,js}',
    'supabase/**/*.ts',
    'server/**/*.ts',
    'edge/**/*.ts',
  ]);
  const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

  it.each([
    [
      'feature-to-other-feature',
      'src/features/alpha/imports-other-feature.tsx',
      'src/features/beta/beta-widget.tsx',
    ],
    ['feature-to-app', 'src/features/alpha/imports-app.ts', 'src/app/ok-shell.ts'],
    [
      'shared-to-feature-or-app',
      'src/components/layout/imports-feature.tsx',
      'src/features/beta/beta-widget.tsx',
    ],
    ['shared-to-feature-or-app', 'src/hooks/imports-app.ts', 'src/app/ok-shell.ts'],
    ['content-to-code', 'src/content/imports-component-type.ts', 'src/components/layout/imports-feature.tsx'],
    ['feature-barrel', 'src/features/alpha/index.ts', 'src/features/alpha/imports-other-feature.tsx'],
    ['ui-library-outside-adapter', 'src/features/alpha/imports-ui-library.ts', 'node_modules/sonner/'],
    ['browser-to-backend', 'src/features/alpha/imports-server.ts', 'server/ok-server-module.ts'],
    [
      'function-to-outside',
      'supabase/functions/one/imports-other-function.ts',
      'supabase/functions/two/ok-handler.ts',
    ],
    ['origin-to-feature-or-app', 'server/imports-feature.ts', 'src/features/beta/beta-widget.tsx'],
    ['origin-to-feature-or-app', 'edge/imports-app.ts', 'src/app/ok-shell.ts'],
    ['unresolvable', 'src/lib/imports-missing.js', './does-not-exist.js'],
  ])('%s: %s', (rule, from, to) => {
    // `to` is matched inside the resolved path: an npm package resolves wherever node_modules is.
    expect(
      found.filter((f) => f.startsWith(`${rule}: ${from} → `) && f.split(' → ')[1]!.includes(to)),
    ).toHaveLength(1);
  });

  it('reports nothing else: every import from an allowed (ok-*) file passes', () => {
    expect(found).toHaveLength(12);
    expect(result.summary.violations.filter((v) => path.basename(v.from).startsWith('ok-'))).toEqual([]);
  });
});

describe('layering rules on the site', () => {
  const result = cruise(ROOT, ['src/**/*.{ts,tsx}']);
  const deps = result.modules.flatMap((m) => m.dependencies.map((d) => ({ ...d, from: m.source })));

  it('resolves the tsconfig aliases (@/ to src, @shared/ to the functions’ shared code)', () => {
    const at = deps.filter((d) => d.module.startsWith('@/'));
    const shared = deps.filter((d) => d.module.startsWith('@shared/'));
    expect(at.length).toBeGreaterThan(50);
    expect(at.filter((d) => !d.resolved.startsWith('src/'))).toEqual([]);
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.filter((d) => !d.resolved.startsWith('supabase/functions/_shared/'))).toEqual([]);
    expect(deps.filter((d) => d.couldNotResolve).map((d) => `${d.from} → ${d.module}`)).toEqual([]);
  });
});
