import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const ELECTRON_MISSING =
  'Electron binary not installed (ELECTRON_SKIP_BINARY_DOWNLOAD): desktop suite skipped';
export const NO_DISPLAY =
  'No display (DISPLAY and WAYLAND_DISPLAY unset): desktop suite skipped; run it under a virtual ' +
  'display, e.g. `xvfb-run -a npx playwright test --project electron`';

const require = createRequire(import.meta.url);

/**
 * The Electron executable node_modules/electron points at, or undefined when its binary is not
 * installed. node_modules/electron's index.js would try to download a missing binary, so it is
 * only required once path.txt and the file it names are known to exist.
 */
export function electronExecutable(): string | undefined {
  let packageDir: string;
  try {
    packageDir = path.dirname(require.resolve('electron/package.json'));
  } catch {
    return undefined;
  }
  if (!process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const pathFile = path.join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return undefined;
    const relative = readFileSync(pathFile, 'utf8').trim();
    if (!relative || !existsSync(path.join(packageDir, 'dist', relative))) return undefined;
  }
  try {
    const executable: unknown = require('electron');
    return typeof executable === 'string' && existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

/** Why the desktop suite cannot run on this machine, or undefined when it can. */
export function desktopSkipReason(): string | undefined {
  if (!electronExecutable()) return ELECTRON_MISSING;
  if (process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY)
    return NO_DISPLAY;
  return undefined;
}
