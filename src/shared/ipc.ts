import { z } from 'zod';

/**
 * Every channel between the renderer and the desktop app's main process, with the schema
 * its payload must match. Main validates each payload with these before acting on it.
 */
export const ipcChannels = {
  appInfo: {
    channel: 'app:info',
    request: z.undefined(),
    response: z.object({ version: z.string(), platform: z.string() }),
  },
} as const;

export type IpcChannelName = keyof typeof ipcChannels;
