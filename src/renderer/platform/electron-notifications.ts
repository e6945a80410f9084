import type { PlayerBridge } from '@shared/ipc';
import { notificationChanges } from './notification-changes';
import type { NotificationSource } from './types';

/**
 * The desktop app's notifications: main polls with the token it keeps (for the native
 * notifications too), so a read asks main to poll now and hands on the list it then holds,
 * and every list main pushes by itself reaches the feature through `onList`.
 */
export function createElectronNotifications(bridge: PlayerBridge): NotificationSource {
  return {
    async read() {
      await bridge.refreshNotifications();
      const state = await bridge.notifications();
      // Still waiting for its first answer since sign-in: main could not reach the server.
      if (state.loading) throw new Error('The notifications could not be read yet');
      return { kind: 'list', items: state.items, etag: null };
    },
    onList: (listener) =>
      bridge.onNotificationsChange((state) => {
        if (!state.loading) listener(state.items);
      }),
    // Main adds the token to these calls itself.
    ...notificationChanges(() => ({})),
  };
}
