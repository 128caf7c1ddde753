import { defineConfig, devices } from '@playwright/test';
import { E2E_CHROMIUM } from './scripts/shared/chromium.ts';

// E2E against the real production build served by the real local server (npm start), on a
// throwaway embedded database, in the system Chromium. The build itself is made by `npm test`.
const PORT = Number(process.env.E2E_PORT ?? 4317);
/** A second server on the same build with the gate off (PUBLIC_LAUNCH=true). */
const LAUNCH_PORT = PORT + 1;
export const E2E_PASSWORD = 'e2e-staging-password';
export const E2E_GATE_SECRET = 'e2e-gate-secret-0123456789abcdef0123456789abcdef';
export const E2E_LAUNCH_URL = `http://127.0.0.1:${LAUNCH_PORT}`;
/** Where the gated server posts each new lead's notification (e2e/webhook-sink.ts keeps them). */
export const WEBHOOK_URL = `http://127.0.0.1:${PORT + 2}`;
/**
 * The gated server's data directory, which `npm run insights` reads while that server runs
 * (e2e/visit-counts.spec.ts). Named once by the runner; its workers inherit the variable.
 */
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${PORT}-${process.pid}`;
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR;

const serverEnv = {
  // Each test sends its own x-forwarded-for, so rate limits are per test, as per client.
  TRUST_PROXY: '1',
  SKIP_BUILD: process.env.E2E_SKIP_BUILD ?? '0',
  DIST_DIR: process.env.DIST_DIR ?? 'dist',
  CONTACT_MIN_FILL_MS: '1500',
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  // One retry, everywhere: a test that passes only on its retry is reported as flaky by name at the
  // end of `npm test` (scripts/test/test-all.ts), not hidden. Seen on this 2-core machine under load: a
  // navigation request under CDP network emulation that never got its response (once in 40 runs).
  retries: 1,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: !!process.env.CI,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // A trace on the retry of a failed test (that retry fails too, or the test is reported flaky):
    // recording one for every test, kept only on failure, cost a quarter of the run's time
    // (home + pricing specs, twice each in one run: 101 and 97 s against 78 and 69 s).
    trace: 'on-first-retry',
    // And what the page looked like when any try failed, the first one included, which has no
    // trace: a picture taken only on failure costs a passing test nothing.
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: E2E_CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: 'slow-phone/**',
      // One browser context and page per worker, reset by Playwright between tests (cookies,
      // storage, cache, routes, init scripts): a fresh renderer per test was a third of the
      // project's CPU (decisions 041 and 042). A test that changes another context option
      // (javaScriptEnabled, isMobile) gets a fresh context, as before.
      use: { ...devices['Desktop Chrome'], channel: undefined, reuseContext: true },
    },
    // Early interactions under Lighthouse's mobile profile, applied over CDP by the spec itself.
    {
      name: 'slow-phone',
      testMatch: 'slow-phone/**/*.spec.ts',
      timeout: 60_000,
      use: { ...devices['Desktop Chrome'], channel: undefined, hasTouch: false },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/webhook-sink.ts',
      url: `${WEBHOOK_URL}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { PORT: String(PORT + 2) },
    },
    {
      command: 'node --import tsx server/start.ts',
      url: `http://127.0.0.1:${PORT}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(PORT),
        DATA_DIR: E2E_DATA_DIR,
        STAGING_PASSWORD: E2E_PASSWORD,
        GATE_SECRET: E2E_GATE_SECRET,
        NOTIFY_WEBHOOK_URL: `${WEBHOOK_URL}/hook`,
      },
    },
    {
      command: 'node --import tsx server/start.ts',
      url: `${E2E_LAUNCH_URL}/robots.txt`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        ...serverEnv,
        PORT: String(LAUNCH_PORT),
        DATA_DIR: `.tmp/e2e-data-${LAUNCH_PORT}-${process.pid}`,
        PUBLIC_LAUNCH: 'true',
        // The first server builds when needed; this one only serves.
        SKIP_BUILD: '1',
      },
    },
  ],
});
