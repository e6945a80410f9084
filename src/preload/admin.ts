import { contextBridge } from 'electron';
import type { AdminBridge } from '@shared/ipc';
import { invoker, listener } from './bridge';

// The admin window's bridge, as `window.velvetAdmin`: staff channels only.
const bridge = {
  appInfo: invoker('appInfo'),
  session: invoker('adminSession'),
  login: invoker('adminLogin'),
  logout: invoker('adminLogout'),
  onSessionChange: listener('adminSessionChanged'),
} as AdminBridge;

contextBridge.exposeInMainWorld('velvetAdmin', bridge);
