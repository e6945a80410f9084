import { contextBridge } from 'electron';
import type { PlayerBridge } from '@shared/ipc';
import { invoker, listener } from './bridge';

// The player window's bridge, as `window.velvet`.
const bridge = {
  appInfo: invoker('appInfo'),
  session: invoker('playerSession'),
  login: invoker('playerLogin'),
  register: invoker('playerRegister'),
  logout: invoker('playerLogout'),
  refreshSession: invoker('playerRefreshSession'),
  notifications: invoker('notificationsState'),
  refreshNotifications: invoker('notificationsRefresh'),
  serverAddress: invoker('serverAddress'),
  setServerAddress: invoker('setServerAddress'),
  openAdminWindow: invoker('openAdminWindow'),
  onSessionChange: listener('playerSessionChanged'),
  onNotificationsChange: listener('notificationsChanged'),
  onOpenPath: listener('openPath'),
  onLiveEvent: listener('liveEvent'),
} as PlayerBridge;

contextBridge.exposeInMainWorld('velvet', bridge);
