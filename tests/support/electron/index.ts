/**
 * A stand-in for the `electron` module in the main-process unit tests (vitest's "main"
 * project aliases `electron` here; the Electron binary is not needed). Each export behaves
 * like its namesake as far as Velvet and electron-store use it, and records what happened;
 * `resetFakeElectron()` forgets it all between tests.
 */
import { FakeApp, FakeDialog, FakeMenu, FakeShell } from './app';
import { FakeBrowserWindow } from './browser-window';
import { FakeIpcMain } from './ipc-main';
import { FakeNotification } from './notification';
import { FakeSafeStorage } from './safe-storage';
import { FakeSessionModule } from './session';
import { FakeContextBridge, FakeIpcRenderer } from './renderer-side';

export { FakeApp, FakeDialog, FakeMenu, FakeShell, type FakeMenuItem } from './app';
export { FakeBrowserWindow } from './browser-window';
export { FakeIpcMain, invokeEvent, type FakeInvokeEvent } from './ipc-main';
export { FakeNotification } from './notification';
export { FakeSafeStorage, type StorageBackend } from './safe-storage';
export { FakeContextBridge, FakeIpcRenderer } from './renderer-side';
export { FakeProtocol, FakeSession, FakeSessionModule } from './session';
export { FakeFrame, FakeWebContents, navigationEvent } from './web-contents';

export const app = new FakeApp();
export const ipcMain = new FakeIpcMain();
export const safeStorage = new FakeSafeStorage();
export const dialog = new FakeDialog();
export const shell = new FakeShell();
export const session = new FakeSessionModule();
/** The protocol module acts on the default session. */
export const protocol = session.defaultSession.protocol;
export const net = {
  fetch: (input: string | URL | Request, init?: RequestInit) => globalThis.fetch(input, init),
};
export const BrowserWindow = FakeBrowserWindow;
export const Notification = FakeNotification;
export const Menu = FakeMenu;
/** What preload scripts import. */
export const ipcRenderer = new FakeIpcRenderer();
export const contextBridge = new FakeContextBridge();

/**
 * Forgets every handler, window, notification and recording. With `keepKeychain`, safeStorage
 * keeps its keys and settings, as across a restart of the app on the same computer.
 */
export function resetFakeElectron(options: { keepKeychain?: boolean } = {}): void {
  app.reset();
  ipcMain.reset();
  if (!options.keepKeychain) safeStorage.reset();
  dialog.reset();
  shell.reset();
  session.reset();
  FakeBrowserWindow.reset();
  FakeNotification.reset();
  FakeMenu.setApplicationMenu(null);
  ipcRenderer.reset();
  contextBridge.reset();
}

// electron-store reads `import electron from 'electron'`.
export default {
  app,
  ipcMain,
  safeStorage,
  dialog,
  shell,
  session,
  protocol,
  net,
  BrowserWindow,
  Notification,
  Menu,
};
