import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/api/notifications';
import { platform } from '../../platform';
import type { NotificationSource } from '../../platform/types';
import { useSession } from '../../lib/session';
import {
  notificationsQuery,
  playerNotificationsKey,
  useNotificationChange,
  type NotificationList,
} from './api';

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
  /** Where the notifications come from: the platform, unless a test brings its own. */
  source?: NotificationSource;
}

const NO_NOTIFICATIONS: Notification[] = [];

/** The signed-in player's notifications for every screen: one query, shared by all of them. */
export function NotificationProvider({
  children,
  source = platform.notifications,
}: NotificationProviderProps) {
  const client = useQueryClient();
  const playerId = useSession()?.playerId ?? null;
  const query = useQuery(notificationsQuery(source, client, playerId));

  // Lists the platform heard of by itself (desktop: main's own poll) go straight to the cache.
  useEffect(() => {
    if (!playerId || !source.onList) return;
    return source.onList((items) =>
      client.setQueryData<NotificationList>(playerNotificationsKey(playerId), {
        items,
        etag: null,
      }),
    );
  }, [source, client, playerId]);

  const markRead = useNotificationChange(
    playerId,
    (id: string) => source.markRead(id),
    (items, id) => items.map((n) => (n.id === id ? { ...n, read: true } : n)),
  );
  const markAllRead = useNotificationChange(
    playerId,
    () => source.markAllRead(),
    (items) => items.map((n) => ({ ...n, read: true })),
  );
  const clear = useNotificationChange(
    playerId,
    () => source.clear(),
    () => [],
  );

  const items = (playerId && query.data?.items) || NO_NOTIFICATIONS;
  // Signed in and no answer yet (a failed first read ends it too: the list is then empty).
  const loading = playerId !== null && query.isPending;
  const { mutateAsync: markAsRead } = markRead;
  const { mutateAsync: markAllAsRead } = markAllRead;
  const { mutateAsync: clearAll } = clear;

  const value = useMemo<NotificationsValue>(() => {
    const notifications = newestFirst(items);
    return {
      notifications,
      unreadCount: notifications.filter((notification) => !notification.read).length,
      loading,
      markAsRead,
      markAllAsRead: () => markAllAsRead(undefined),
      clearAll: () => clearAll(undefined),
    };
  }, [items, loading, markAsRead, markAllAsRead, clearAll]);

  return <NotificationContext.Provider value={value}>{children}</NotificationContext.Provider>;
}

/** The notifications and what can be done with them; only inside NotificationProvider. */
export function useNotifications(): NotificationsValue {
  const value = useContext(NotificationContext);
  if (!value) throw new Error(OUTSIDE_PROVIDER_MESSAGE);
  return value;
}
