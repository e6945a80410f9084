import type { IpcMain } from 'electron';
import { handleIpc, type SenderCheck } from './ipc';
import type { AdminSessionHolder } from './admin-session';

/** The admin window's channels; each answers only the admin window's top frame. */
export function registerAdminIpc(deps: {
  ipcMain: IpcMain;
  isAdminWindow: SenderCheck;
  session: AdminSessionHolder;
}): void {
  const { ipcMain, isAdminWindow: only, session } = deps;
  handleIpc(ipcMain, 'adminSession', only, () => session.user());
  handleIpc(ipcMain, 'adminLogin', only, (body) => session.login(body));
  handleIpc(ipcMain, 'adminLogout', only, () => session.logout());
}
