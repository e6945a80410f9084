import { createLiveConnection } from '@shared/live/live-connection';
import { stream } from '@shared/api/routes/events';
import type { LiveSource } from './types';

/** This page's device name: a second stream from this page replaces its first, not another tab's. */
function deviceId() {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `web-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The browser reads the stream with fetch (EventSource cannot send the bearer token), with the
 * token current at each connect, so a refreshed session needs no restart.
 */
export function createWebLiveSource(authHeaders: () => Record<string, string>): LiveSource {
  const device = deviceId();
  return {
    listen(handlers) {
      const connection = createLiveConnection({
        open: async (lastEventId, signal) => {
          const response = await fetch(`${stream.path}?device=${device}`, {
            headers: {
              accept: 'text/event-stream',
              ...authHeaders(),
              ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
            },
            cache: 'no-store',
            // Never finished: at low priority the reads and files of the screens that follow
            // go first, and tools that wait for a page's important requests to end
            // (Lighthouse, which would otherwise time its audit out) do not wait on it.
            priority: 'low',
            signal,
          });
          return { status: response.status, body: response.body };
        },
        onChange: handlers.onChange,
        onResync: handlers.onResync,
      });
      connection.start();
      return () => connection.stop();
    },
  };
}
