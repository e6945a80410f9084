import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Debian's build of Chromium's headless-only shell, which is what Playwright itself runs
// headless tests in: without the full browser's window layer it takes about a quarter less
// of the machine over the end-to-end run.
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

// Flags that keep Chromium from reaching out to the network on a machine that has none.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Playwright's own Chromium where it is installed, else Debian's headless shell, else Debian's
 * full Chromium. `headlessShell: false` skips the shell, for measurements of pages as a real
 * browser renders them (Lighthouse).
 */
export function chromiumExecutable({ headlessShell = true } = {}): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return undefined;
  if (headlessShell && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found: install Playwright's browser (npx playwright install chromium) or Debian's (apt-get install chromium).",
  );
}
