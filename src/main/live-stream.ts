import { stream } from '@shared/api/events';
import type { LiveMessage } from '@shared/ipc';
import { createLiveConnection, type LiveConnection } from '@shared/live/live-connection';
import type { RequestFetch } from './server-http';

/** Main is one device for the server: a reconnect replaces its stream, never doubles it. */
export const DESKTOP_DEVICE = 'desktop-main-process';

/**
 * The desktop app's live stream. Main holds the token, so main opens GET /api/events and passes
 * each message to the player window; a refused token ends the stream (the notification poll
 * signs the player out). A notification change also polls at once, for the native notice.
 */
export function createDesktopLiveStream(deps: {
  fetch: RequestFetch;
  serverAddress: () => string;
  token: () => string | null;
  send(message: LiveMessage): void;
  onNotifications(): void;
  minDelayMs?: number;
}): LiveConnection {
  return createLiveConnection({
    open: async (lastEventId, signal) => {
      const token = deps.token();
      if (!token) return { status: 401, body: null };
      const url = new URL(stream.path, deps.serverAddress());
      url.searchParams.set('device', DESKTOP_DEVICE);
      const response = await deps.fetch(url.href, {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        cache: 'no-store',
        signal,
      });
      return { status: response.status, body: response.body };
    },
    onChange: (topics) => {
      deps.send({ kind: 'change', topics });
      if (topics.includes('notifications')) deps.onNotifications();
    },
    onResync: () => {
      deps.send({ kind: 'resync' });
      deps.onNotifications();
    },
    ...(deps.minDelayMs === undefined ? {} : { minDelayMs: deps.minDelayMs }),
  });
}
