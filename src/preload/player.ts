import { contextBridge, ipcRenderer } from 'electron';
import { ipcChannels } from '@shared/ipc';

// Named functions only: the renderer never sees ipcRenderer itself.
contextBridge.exposeInMainWorld('velvet', {
  appInfo: () => ipcRenderer.invoke(ipcChannels.appInfo.channel),
});
