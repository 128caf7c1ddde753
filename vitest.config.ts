import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { aliases as alias } from './config/aliases.ts';

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
          name: 'browser-units',
          environment: 'jsdom',
          // One jsdom and one module instance for all the files of a worker: building a jsdom and
          // loading React again for each of 38 files took two thirds of this project's time (48 s
          // against 16 s alone). tests/setup-dom.ts gives each file a blank document.
          isolate: false,
          include: ['tests/src/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{server,functions,scripts,contracts}/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
