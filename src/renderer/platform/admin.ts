import { createElectronAdminSession } from './electron-admin-session';
import { platform } from './index';
import type { AdminSession } from './admin-types';
import { createWebAdminSession } from './web-admin-session';

export type { AdminSession, AdminSessionState } from './admin-types';

/** The desktop app's admin window: its preload brings `velvetAdmin`. */
const adminBridge = window.velvetAdmin;

/** The admin session of this renderer: main's in the desktop admin window, else the browser's. */
export const adminSession: AdminSession = adminBridge
  ? createElectronAdminSession(adminBridge)
  : createWebAdminSession();

/**
 * Opens the admin tools in their own window, where this window may not run them: the desktop
 * player window (main refuses admin calls from it). Absent where the admin screens run here.
 */
export const openAdminWindow: (() => Promise<void>) | undefined = adminBridge
  ? undefined
  : platform.openAdminWindow;
