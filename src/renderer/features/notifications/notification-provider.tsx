import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Notification } from '@shared/api/notifications';
import { platform } from '../../platform';
import type { NotificationFeed } from '../../platform/types';

export type { Notification } from '@shared/api/notifications';

export interface NotificationsValue {
  /** Newest first. */
  notifications: Notification[];
  /** Entries whose read flag is false. */
  unreadCount: number;
  /** True until the first answer after sign-in. */
  loading: boolean;
  markAsRead(id: string): Promise<void>;
  markAllAsRead(): Promise<void>;
  clearAll(): Promise<void>;
  refresh(): Promise<void>;
}

export const OUTSIDE_PROVIDER_MESSAGE = 'useNotifications must be used within NotificationProvider';

const NotificationContext = createContext<NotificationsValue | null>(null);

function createdAtMs(notification: Notification): number {
  const ms = Date.parse(notification.createdAt);
  return Number.isNaN(ms) ? 0 : ms;
}

/** The server already sends newest first; sorting again keeps that true for any feed. */
function newestFirst(items: readonly Notification[]): Notification[] {
  return items
    .map((notification, index) => ({ notification, index, at: createdAtMs(notification) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ notification }) => notification);
}

interface NotificationProviderProps {
  children: ReactNode;
  /** Where the notifications come from; the platform's feed unless a test brings its own. */
  feed?: NotificationFeed;
}

/** The signed-in player's notifications for every screen, kept current by the platform. */
export function NotificationProvider({
  children,
  feed = platform.notifications,
}: NotificationProviderProps) {
  const subscribe = useCallback((onChange: () => void) => feed.subscribe(() => onChange()), [feed]);
  const getState = useCallback(() => feed.getState(), [feed]);
  const state = useSyncExternalStore(subscribe, getState, getState);

  const value = useMemo<NotificationsValue>(() => {
    const notifications = newestFirst(state.items);
    return {
      notifications,
      unreadCount: notifications.filter((notification) => !notification.read).length,
      loading: state.loading,
      markAsRead: (id) => feed.markRead(id),
      markAllAsRead: () => feed.markAllRead(),
      clearAll: () => feed.clear(),
      refresh: () => feed.refresh(),
    };
  }, [feed, state]);

  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** The notifications and what can be done with them; only inside NotificationProvider. */
export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
