import { contextBridge, ipcRenderer } from 'electron';
import { ipcChannels } from '@shared/ipc';

// The admin window's bridge; admin channels join it with the admin tools.
contextBridge.exposeInMainWorld('velvetAdmin', {
  appInfo: () => ipcRenderer.invoke(ipcChannels.appInfo.channel),
});
