import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './tests/support/e2e/chromium';
import type { VelvetWorkerOptions } from './tests/support/e2e/fixtures';

const executablePath = chromiumExecutable();

export default defineConfig<object, VelvetWorkerOptions>({
  testDir: 'tests/e2e',
  testIgnore: ['**/electron/**'],
  globalSetup: './tests/support/e2e/global-setup.ts',
  fullyParallel: false,
  // Two, one a core: a third made every journey slower (the run's journeys took 1,046 s in all
  // on three against 597 s on two) and the run no shorter.
  workers: 2,
  // On CI's shared, noisy machine a journey that stalls is run once more; the summary counts
  // such retries (scripts/test-all.mjs), so they are seen rather than hidden.
  retries: process.env.CI ? 1 : 0,
  // Journeys of two partners through several screens, on two shared cores.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
    // Recording a trace costs every journey CPU; on CI only a retried journey records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Staff change the survey catalogue, so their journey has a server of its own (see the
      // global setup) and runs beside the players' ones; listed first, its long file starts
      // at once instead of closing the run on one worker.
      name: 'staff',
      use: { viewport: { width: 1280, height: 800 }, velvetServer: 'staff' },
      testMatch: ['**/admin.spec.ts'],
    },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testIgnore: ['**/admin.spec.ts'],
    },
    {
      // The desktop app: each test launches the Electron build (out/main/index.js) itself,
      // against the same server. Skipped where Electron's binary is not installed. One app at a
      // time: each holds Electron's single-instance lock while it runs.
      name: 'electron',
      testDir: 'tests/e2e-electron',
      testMatch: ['**/*.spec.ts'],
      workers: 1,
      timeout: 90_000,
    },
  ],
});
