/**
 * Browser tests in Debian's Chromium (never a downloaded browser) against the sandbox serving the
 * production build. The global setup starts the sandbox on a free port with a temp data dir.
 */
import { defineConfig } from '@playwright/test';
import { e2eWorkers, sandboxSlotVariable } from './test/e2e/global-setup';
import { chromiumFlags, testChromiumPath } from './test/support/chromium';

// In a worker, point the specs at that worker's own sandbox (the global setup starts one per
// worker). Workers load this config after the setup ran, with their slot in TEST_PARALLEL_INDEX.
const slot = process.env[sandboxSlotVariable(Number(process.env.TEST_PARALLEL_INDEX))];
if (slot) Object.assign(process.env, JSON.parse(slot) as Record<string, string>);

export default defineConfig({
  testDir: 'test/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  // Two (E2E_WORKERS sets another count): every worker has a sandbox of its own.
  workers: e2eWorkers(),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The per-test lines, then the ten slowest spec files (test/reporters/playwright-slowest.ts).
  reporter: [['list'], ['./test/reporters/playwright-slowest.ts']],
  use: {
    browserName: 'chromium',
    // Reduced motion: toasts (sonner) and dialogs appear and go at once, so an axe check or a
    // click never meets a half-faded element whose contrast or position is still changing.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
    trace: 'off',
    // Written by the global setup: a stored cookie consent, so the consent dialog stays closed.
    // Workers load this config after the setup ran, so the variable is set there.
    storageState: process.env.E2E_STORAGE_STATE,
  },
});
