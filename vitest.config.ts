import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import type { InlineConfig } from 'vitest/node';
import { aliases as alias } from './config/aliases.ts';

const BROWSER_UNITS = 'tests/src';
/**
 * The browser unit files that replace modules (`vi.mock`): they get module instances of their own.
 * Files sharing a worker's modules (isolate: false, below) would otherwise get whichever version
 * of a module the first file to load it had (mocked or real), by the order files land on a worker.
 */
const mockingFiles = readdirSync(BROWSER_UNITS, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join(BROWSER_UNITS, file.split(path.sep).join('/')))
  .filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));
const browserUnits = {
  environment: 'jsdom',
  include: [`${BROWSER_UNITS}/**/*.test.{ts,tsx}`],
  setupFiles: ['tests/setup-dom.ts'],
  // A guard against a test that hangs, not a speed check: vitest's 5 s default was passed by tests
  // that take 0.1-0.5 s alone, on a loaded 2-core machine (the engine smoke beside vitest).
  testTimeout: 20_000,
} satisfies InlineConfig;

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Both cores: the default (one worker fewer than cores) leaves one idle on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          ...browserUnits,
          name: 'browser-units',
          // One jsdom and one module instance for all the files of a worker: building a jsdom and
          // loading React again for each of 38 files took two thirds of this project's time (48 s
          // against 16 s alone). tests/setup-dom.ts gives each file a blank document.
          isolate: false,
          exclude: [...configDefaults.exclude, ...mockingFiles],
        },
      },
      {
        extends: true,
        test: { ...browserUnits, name: 'browser-units-mocking', include: mockingFiles, isolate: true },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // One module instance per worker for all its files, as browser-units: loading the server,
          // PGlite and the functions again for each of 28 files was a third of the project's CPU
          // (267 against 170 CPU-s on a slow machine, decision 047). No node test replaces a module,
          // stubs a global or changes process.env; each opens its own servers and databases.
          isolate: false,
          include: ['tests/{server,functions,scripts,contracts}/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
