import { ipcRenderer, type IpcRendererEvent } from 'electron';
import type { IpcChannelName, IpcEventName, IpcEventPayload } from '@shared/ipc';
import { ipcChannelNames, ipcEventNames } from '@shared/ipc-names';

/**
 * One named function per channel. Only the payload crosses (never the IPC event or
 * ipcRenderer itself); main validates it again, as it trusts nothing from a renderer.
 */
export const invoker =
  (name: IpcChannelName) =>
  (...args: unknown[]) =>
    args.length === 0
      ? ipcRenderer.invoke(ipcChannelNames[name])
      : ipcRenderer.invoke(ipcChannelNames[name], args[0]);

/** Subscribes to one event from main; the returned function unsubscribes. */
export const listener =
  <N extends IpcEventName>(name: N) =>
  (callback: (payload: IpcEventPayload<N>) => void) => {
    const wrapped = (_event: IpcRendererEvent, payload: IpcEventPayload<N>) => callback(payload);
    ipcRenderer.on(ipcEventNames[name], wrapped);
    return () => {
      ipcRenderer.removeListener(ipcEventNames[name], wrapped);
    };
  };
