import { app, BrowserWindow, ipcMain, session } from 'electron';
import { ipcChannels } from '@shared/ipc';
import { createPlayerWindow } from './windows/player-window';

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
    }
  });

  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-attach-webview', (event) => event.preventDefault());
  });

  void app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
      callback(false),
    );
    ipcMain.handle(ipcChannels.appInfo.channel, () => ({
      version: app.getVersion(),
      platform: process.platform,
    }));
    createPlayerWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createPlayerWindow();
    });
  });

  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
}
