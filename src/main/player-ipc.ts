import type { IpcMain } from 'electron';
import { handleIpc, type SenderCheck } from './ipc';
import type { NotificationPoller } from './notification-poller';
import type { PlayerSession } from './player-session';
import type { DesktopSettings } from './desktop-settings';
import type { NotificationFeedStore } from './notification-feed-store';

export interface PlayerIpcDeps {
  ipcMain: IpcMain;
  isPlayerWindow: SenderCheck;
  session: PlayerSession;
  poller: NotificationPoller;
  feed: NotificationFeedStore;
  settings: DesktopSettings;
  /** After the server address changed (the player is signed out by then): reload, and so on. */
  onServerAddressChanged(): void;
  openAdminWindow(): void;
}

/** The player window's channels; each answers only that window's top frame. */
export function registerPlayerIpc(deps: PlayerIpcDeps): void {
  const { ipcMain, isPlayerWindow: only, session } = deps;
  handleIpc(ipcMain, 'playerSession', only, () => session.state());
  handleIpc(ipcMain, 'playerLogin', only, (body) => session.login(body));
  handleIpc(ipcMain, 'playerRegister', only, (body) => session.register(body));
  handleIpc(ipcMain, 'playerLogout', only, () => session.logout());
  handleIpc(ipcMain, 'playerRefreshSession', only, () => session.refresh());
  handleIpc(ipcMain, 'notificationsState', only, () => deps.feed.state());
  handleIpc(ipcMain, 'notificationsRefresh', only, () => deps.poller.pollNow());
  handleIpc(ipcMain, 'serverAddress', only, () => deps.settings.serverAddress());
  handleIpc(ipcMain, 'setServerAddress', only, async (address) => {
    if (address === deps.settings.serverAddress()) return;
    // Signed out on the server that issued the token while the address still names it: the
    // token must never be sent to the new one.
    await session.logout();
    deps.settings.setServerAddress(address);
    deps.onServerAddressChanged();
  });
  handleIpc(ipcMain, 'openAdminWindow', only, () => deps.openAdminWindow());
}
