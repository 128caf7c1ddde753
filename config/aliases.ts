// The import aliases (`@/` → src, `@shared/` → the functions' shared code) have one definition:
// tsconfig.json's `paths`. Vite and Vitest take them from here; dependency-cruiser reads
// tsconfig.json itself.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

type TsConfig = { compilerOptions: { paths: Record<string, string[]> } };

/** `"@/*": ["./src/*"]` becomes `'@': '<root>/src'`, the form Vite's `resolve.alias` takes. */
function aliasesFrom(tsconfigFile: string): Record<string, string> {
  const { paths } = (JSON.parse(readFileSync(tsconfigFile, 'utf8')) as TsConfig).compilerOptions;
  return Object.fromEntries(
    Object.entries(paths).map(([key, targets]) => {
      if (!key.endsWith('/*') || targets.length !== 1 || !targets[0]?.endsWith('/*')) {
        throw new Error(`tsconfig.json paths: "${key}" must map "<alias>/*" to one "<folder>/*"`);
      }
      return [key.slice(0, -2), path.resolve(path.dirname(tsconfigFile), targets[0].slice(0, -2))];
    }),
  );
}

export const aliases = aliasesFrom(path.join(ROOT, 'tsconfig.json'));
