import { app, protocol, shell } from 'electron';
import { DESKTOP_SCHEME } from '@shared/ipc';
import { startDesktopApp } from './desktop-app';
import { useDeveloperUserDataDir } from './developer-environment';
import { guardWebContents, isSafeExternalUrl } from './windows/window-guards';

useDeveloperUserDataDir(app);

// Our renderer's origin: a secure, standard scheme so storage and fetch behave as on https.
protocol.registerSchemesAsPrivileged([
  {
    scheme: DESKTOP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
  },
]);

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, async (url) => {
      if (isSafeExternalUrl(url)) await shell.openExternal(url);
    }),
  );
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  void app
    .whenReady()
    .then(startDesktopApp)
    .catch((error: unknown) => {
      console.error('Velvet could not start:', error);
      app.exit(1);
    });
}
