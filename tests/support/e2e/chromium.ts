import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

// Flags that keep Chromium from reaching out to the network on a machine that has none.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright's own Chromium where it is installed, else Debian's. */
export function chromiumExecutable(): string | undefined {
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return undefined;
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found: install Playwright's browser (npx playwright install chromium) or Debian's (apt-get install chromium).",
  );
}
