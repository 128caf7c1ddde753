// Where this machine's Chromium is: Debian's packages (Playwright and Lighthouse cannot download a
// browser here; .ci/run installs both programs).
import { existsSync } from 'node:fs';

/** The full browser, for what measures or shows a visitor's page: benchmarks, Lighthouse, screenshots. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The e2e suite's browser: the headless shell of the same Chromium build (the headless mode
 * Playwright itself runs tests in), a third less CPU for the same tests (decision 046); the full
 * browser where the shell is not installed. E2E_CHROMIUM picks another.
 */
export const E2E_CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM);
