import { BrowserWindow } from 'electron';
import { DESKTOP_ORIGIN } from '@shared/ipc';
import { preloadPath } from './paths';
import { secureWebPreferences } from './secure-web-preferences';

/** The couple's window: the bundled renderer in the default session. */
export function createPlayerWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1200,
    height: 800,
    minWidth: 360,
    minHeight: 600,
    title: 'Velvet',
    show: false,
    webPreferences: secureWebPreferences(preloadPath('player')),
  });
  window.once('ready-to-show', () => window.show());
  void window.loadURL(`${DESKTOP_ORIGIN}/`);
  return window;
}
