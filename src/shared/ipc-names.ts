/**
 * The IPC channel names alone, without their schemas, so the preload scripts (which only pass
 * payloads through) stay small; src/shared/ipc.ts pairs each name with its schemas.
 */
export const ipcChannelNames = {
  appInfo: 'app:info',
  playerSession: 'player:session',
  playerLogin: 'player:login',
  playerRegister: 'player:register',
  playerLogout: 'player:logout',
  playerRefreshSession: 'player:session:refresh',
  notificationsState: 'player:notifications',
  notificationsRefresh: 'player:notifications:refresh',
  serverAddress: 'player:server-address',
  setServerAddress: 'player:server-address:set',
  openAdminWindow: 'player:admin-window:open',
  adminSession: 'admin:session',
  adminLogin: 'admin:login',
  adminLogout: 'admin:logout',
} as const;

/** Messages main sends to a window without being asked. */
export const ipcEventNames = {
  playerSessionChanged: 'player:session:changed',
  notificationsChanged: 'player:notifications:changed',
  openPath: 'player:open-path',
  liveEvent: 'player:live-event',
  adminSessionChanged: 'admin:session:changed',
} as const;
