import type { BrowserWindow } from 'electron';
import {
  app,
  dialog,
  ipcMain,
  Menu,
  net,
  Notification,
  safeStorage,
  session,
  type Session,
  type WebContents,
} from 'electron';
import Store from 'electron-store';
import * as accounts from '@shared/api/accounts';
import { allRoutes } from '@shared/api';
import { DESKTOP_SCHEME } from '@shared/ipc';
import { createAdminSession } from './admin-session';
import { isAdminApiPath } from './api-paths';
import { registerAdminIpc } from './admin-ipc';
import { appMenuTemplate } from './app-menu';
import { createDesktopSettings } from './desktop-settings';
import { developerEnvironment } from './developer-environment';
import { handleIpc, sendIpcEvent } from './ipc';
import { createDesktopLiveStream } from './live-stream';
import { showNativeNotification } from './native-notifications';
import { createNotificationFeedStore } from './notification-feed-store';
import { createNotificationPoller } from './notification-poller';
import { registerPlayerIpc } from './player-ipc';
import { createPlayerSession } from './player-session';
import { createRendererProtocol } from './renderer-protocol';
import { createServerApi } from './server-api';
import { createTokenVault, type KeyValueStore } from './token-vault';
import { askWeakStorageConsent } from './weak-storage-consent';
import { ADMIN_PARTITION, createAdminWindow } from './windows/admin-window';
import { rendererDir } from './windows/paths';
import { createPlayerWindow } from './windows/player-window';

/** The routes that answer with a player token (signing in, a password change): main keeps it. */
export const PLAYER_TOKEN_ROUTES = allRoutes.filter(
  (route) => route.response === accounts.loginResponse,
);

/** Nothing a page asks for (camera, notifications, clipboard…) is granted to it. */
function denyPermissions(target: Session) {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}

/** Starts the desktop app once Electron is ready: services, sessions, channels, windows. */
export async function startDesktopApp(): Promise<void> {
  const store = new Store({ name: 'velvet' }) as unknown as KeyValueStore;
  const settings = createDesktopSettings({
    store,
    env: developerEnvironment(app),
    log: (message) => console.warn(message),
  });
  const api = createServerApi({ fetch: net.fetch, serverAddress: settings.serverAddress });
  const windows: { player: BrowserWindow | null; admin: BrowserWindow | null } = {
    player: null,
    admin: null,
  };
  const player = createPlayerSession({
    api,
    vault: createTokenVault({ safeStorage, store }),
    askWeakStorage: () => askWeakStorageConsent(dialog, windows.player),
    log: (message) => console.warn(message),
  });
  const admin = createAdminSession({ api, log: (message) => console.warn(message) });
  const shown = new Set<Notification>();

  const feed = createNotificationFeedStore((state) =>
    sendIpcEvent(windows.player?.webContents, 'notificationsChanged', state),
  );

  function focusPlayerWindow(): BrowserWindow {
    if (!windows.player || windows.player.isDestroyed()) openPlayerWindow();
    const window = windows.player as BrowserWindow;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
    return window;
  }
  const openPath = (path: string) =>
    sendIpcEvent(focusPlayerWindow().webContents, 'openPath', path);

  const poller = createNotificationPoller({
    poll: async (etag) => {
      const token = player.token();
      if (!token) return { kind: 'unauthorized' };
      const outcome = await api.pollNotifications(token, etag);
      // Refused for a token replaced meanwhile (the player's own password change, whose live
      // event can start a poll before its reply is kept): asked again with the new one.
      const current = player.token();
      if (outcome.kind === 'unauthorized' && current && current !== token)
        return api.pollNotifications(current, etag);
      return outcome;
    },
    onList: (items) => feed.list(items),
    onNewUnread: (item) => {
      const notification = showNativeNotification(Notification, item, (path) => {
        shown.delete(notification as Notification);
        if (path) openPath(path);
        else focusPlayerWindow();
      });
      // Kept referenced until clicked or closed, or its click would be lost to collection.
      if (notification) {
        shown.add(notification);
        notification.on('close', () => shown.delete(notification));
      }
    },
    onUnauthorized: () => player.expire(),
    onCoupleStamp: (stamp) => {
      if (player.coupleChanged(stamp)) void player.refresh();
    },
    intervalMs: settings.notificationPollMs(),
  });

  const live = createDesktopLiveStream({
    fetch: net.fetch,
    serverAddress: settings.serverAddress,
    token: player.token,
    send: (message) => sendIpcEvent(windows.player?.webContents, 'liveEvent', message),
    onNotifications: () => void poller.pollNow(),
  });

  let signedInAs: string | null = null;
  player.onChange((state) => {
    sendIpcEvent(windows.player?.webContents, 'playerSessionChanged', state);
    const playerId = state.session?.playerId ?? null;
    if (playerId === signedInAs) return;
    signedInAs = playerId;
    if (playerId) {
      feed.waiting();
      poller.start();
      live.start();
    } else {
      live.stop();
      poller.stop();
      feed.empty();
    }
  });
  admin.onChange((user) => sendIpcEvent(windows.admin?.webContents, 'adminSessionChanged', user));

  const playerSession = session.defaultSession;
  const adminSession = session.fromPartition(ADMIN_PARTITION);
  for (const target of [playerSession, adminSession]) denyPermissions(target);
  playerSession.protocol.handle(
    DESKTOP_SCHEME,
    createRendererProtocol({
      rendererDir,
      serverAddress: settings.serverAddress,
      token: player.token,
      allowsApiPath: (routedPath) => !isAdminApiPath(routedPath),
      fetch: net.fetch,
      tokenAnswers: { routes: PLAYER_TOKEN_ROUTES, keep: player.keep },
    }),
  );
  adminSession.protocol.handle(
    DESKTOP_SCHEME,
    createRendererProtocol({
      rendererDir,
      serverAddress: settings.serverAddress,
      token: admin.token,
      allowsApiPath: isAdminApiPath,
      fetch: net.fetch,
    }),
  );

  const isWindow = (key: 'player' | 'admin') => (sender: WebContents) => {
    const window = windows[key];
    return !!window && !window.isDestroyed() && window.webContents.id === sender.id;
  };
  const eitherWindow = (sender: WebContents) =>
    isWindow('player')(sender) || isWindow('admin')(sender);
  handleIpc(ipcMain, 'appInfo', eitherWindow, () => ({
    version: app.getVersion(),
    platform: process.platform,
  }));

  function openAdminWindow() {
    if (windows.admin && !windows.admin.isDestroyed()) {
      windows.admin.focus();
      return;
    }
    const window = createAdminWindow();
    windows.admin = window;
    window.on('closed', () => {
      windows.admin = null;
      void admin.logout();
    });
  }

  function openPlayerWindow() {
    const window = createPlayerWindow();
    windows.player = window;
    window.on('closed', () => {
      if (windows.player === window) windows.player = null;
    });
  }

  registerPlayerIpc({
    ipcMain,
    isPlayerWindow: isWindow('player'),
    session: player,
    poller,
    feed,
    settings,
    onServerAddressChanged: () => {
      // The token belongs to the old server: it is never sent to the new one.
      admin.forget();
      for (const window of [windows.player, windows.admin]) {
        if (window && !window.isDestroyed()) window.webContents.reload();
      }
    },
    openAdminWindow,
  });
  registerAdminIpc({ ipcMain, isAdminWindow: isWindow('admin'), session: admin });

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      appMenuTemplate({
        openAdminWindow,
        openServerAddress: () => openPath('/desktop/server-address'),
      }),
    ),
  );

  await player.restore();
  openPlayerWindow();
  app.on('activate', () => {
    if (!windows.player || windows.player.isDestroyed()) openPlayerWindow();
  });
  app.on('second-instance', () => focusPlayerWindow());
}
