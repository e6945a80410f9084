import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  _electron as electron,
  test as base,
  expect,
  type ElectronApplication,
  type Page,
} from '@playwright/test';
import { desktopSkipReason } from './availability';

export { expect };

/** The desktop bundle `npx electron-vite build` writes (npm run build:desktop). */
export const MAIN_SCRIPT = path.resolve('out/main/index.js');

export interface DesktopApp {
  app: ElectronApplication;
  /** The player window: the first window the app opens. */
  window: Page;
}

export interface LaunchOptions {
  /** The user data folder (token vault, settings); the test's fresh one unless given. */
  userDataDir?: string;
}

interface DesktopFixtures {
  /** A fresh, empty user data folder for this test, removed afterwards. */
  userDataDir: string;
  /** Launches the built desktop app against the end-to-end server; closed after the test. */
  launchDesktop: (options?: LaunchOptions) => Promise<DesktopApp>;
  skipWithoutDesktop: void;
}

interface DesktopWorkerFixtures {
  desktopSkip: string | undefined;
}

function launchEnv(userDataDir: string): Record<string, string> {
  const serverUrl = process.env.VELVET_BASE_URL;
  if (!serverUrl)
    throw new Error('VELVET_BASE_URL is not set: run through the Playwright global setup.');
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined) env[name] = value;
  // Either would make this a different app: Electron running as plain Node, or a renderer
  // loaded from a development server instead of the built one.
  delete env.ELECTRON_RUN_AS_NODE;
  delete env.ELECTRON_RENDERER_URL;
  return {
    ...env,
    VELVET_SERVER_URL: serverUrl,
    VELVET_USER_DATA_DIR: userDataDir,
    // Main polls notifications every 30 s; tests cannot wait that long.
    VELVET_NOTIFICATION_POLL_MS: '1000',
  };
}

export const test = base.extend<DesktopFixtures, DesktopWorkerFixtures>({
  // Decided once per worker, and said once, plainly, in the run's output.
  desktopSkip: [
    // Playwright reads a fixture's dependencies from this (here empty) pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const reason = desktopSkipReason();
      if (reason) console.log(reason);
      await use(reason);
    },
    { scope: 'worker' },
  ],

  skipWithoutDesktop: [
    async ({ desktopSkip }, use, testInfo) => {
      testInfo.skip(desktopSkip !== undefined, desktopSkip);
      await use();
    },
    { auto: true },
  ],

  // eslint-disable-next-line no-empty-pattern
  userDataDir: async ({}, use) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-desktop-'));
    await use(dir);
    await fs.rm(dir, { recursive: true, force: true });
  },

  launchDesktop: async ({ userDataDir }, use, testInfo) => {
    const launched: ElectronApplication[] = [];
    await use(async (options = {}) => {
      if (!existsSync(MAIN_SCRIPT))
        throw new Error(
          `${path.relative(process.cwd(), MAIN_SCRIPT)} is missing: build the desktop app first ` +
            '(npx electron-vite build, or npm run build:desktop).',
        );
      // No executablePath: Playwright then starts node_modules/electron's binary (the one
      // desktopSkipReason found) with its loader, which holds the app's "ready" until
      // Playwright is attached and uses a mock keychain on macOS instead of the user's.
      const app = await electron.launch({
        args: [...(process.getuid?.() === 0 ? ['--no-sandbox'] : []), MAIN_SCRIPT],
        env: launchEnv(options.userDataDir ?? userDataDir),
        cwd: process.cwd(),
      });
      launched.push(app);
      await app.context().tracing.start({ screenshots: true, snapshots: true });
      return { app, window: await app.firstWindow() };
    });
    // Keep a trace of each app a failed test used (as `trace: 'retain-on-failure'` does for
    // the web suite), then close whatever is still running, even after a failure.
    const failed = testInfo.status !== testInfo.expectedStatus;
    for (const [index, app] of launched.entries()) {
      const trace = testInfo.outputPath(`desktop-trace-${index + 1}.zip`);
      // An app the test closed itself has no context left to trace: nothing to keep then.
      const kept = await app
        .context()
        .tracing.stop(failed ? { path: trace } : {})
        .then(() => failed)
        .catch(() => false);
      if (kept)
        await testInfo.attach('desktop trace', { path: trace, contentType: 'application/zip' });
      await app.close().catch(() => undefined);
    }
  },
});
