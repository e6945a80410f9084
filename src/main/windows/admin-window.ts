import { BrowserWindow } from 'electron';
import { DESKTOP_ORIGIN } from '@shared/ipc';
import { preloadPath } from './paths';
import { secureWebPreferences } from './secure-web-preferences';

/**
 * Staff tools live in their own in-memory session: nothing the player window stores or sends
 * is shared with it, and closing the app forgets it.
 */
export const ADMIN_PARTITION = 'velvet-admin';

export function createAdminWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 360,
    minHeight: 600,
    title: 'Velvet Admin',
    show: false,
    webPreferences: secureWebPreferences(preloadPath('admin'), ADMIN_PARTITION),
  });
  window.once('ready-to-show', () => window.show());
  // Keep the window's own title rather than each page's.
  window.on('page-title-updated', (event) => event.preventDefault());
  void window.loadURL(`${DESKTOP_ORIGIN}/admin/login`);
  return window;
}
