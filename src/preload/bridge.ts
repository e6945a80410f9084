import { ipcRenderer, type IpcRendererEvent } from 'electron';
import {
  ipcChannels,
  ipcEvents,
  type IpcChannelName,
  type IpcEventName,
  type IpcEventPayload,
} from '@shared/ipc';

/**
 * One named function per channel. Only the payload crosses (never the IPC event or
 * ipcRenderer itself); main validates it again, as it trusts nothing from a renderer.
 */
export const invoker =
  (name: IpcChannelName) =>
  (...args: unknown[]) =>
    args.length === 0
      ? ipcRenderer.invoke(ipcChannels[name].channel)
      : ipcRenderer.invoke(ipcChannels[name].channel, args[0]);

/** Subscribes to one event from main; the returned function unsubscribes. */
export const listener =
  <N extends IpcEventName>(name: N) =>
  (callback: (payload: IpcEventPayload<N>) => void) => {
    const wrapped = (_event: IpcRendererEvent, payload: IpcEventPayload<N>) => callback(payload);
    ipcRenderer.on(ipcEvents[name].channel, wrapped);
    return () => {
      ipcRenderer.removeListener(ipcEvents[name].channel, wrapped);
    };
  };
