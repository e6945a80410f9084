import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/api/notifications';
import { NOTIFICATION_POLL_MS } from '@shared/domain/notifications';
import type { NotificationSource } from '../../platform/types';

/**
 * The notification feed's cache key, the name of its route first as every read's is
 * (src/renderer/lib/route-query.ts): invalidating it, or listing the route in a write's
 * `invalidates`, reads the feed again and so refreshes the bell and the notifications page.
 * The route's name is written out so the contract still arrives only with the first read.
 */
export const notificationsQueryKey = ['notifications.list'] as const;

/** One player's feed: a list must never show to another player signing in on this device. */
export const playerNotificationsKey = (playerId: string) =>
  [...notificationsQueryKey, playerId] as const;

/** What the cache holds: the list and the ETag it came with, for the next conditional read. */
export interface NotificationList {
  items: Notification[];
  etag: string | null;
}

/**
 * GET /api/notifications for the signed-in player, read on sign-in and every 30 s while a
 * token exists (the spec's poll, also the fallback when no change event arrives), hidden tab
 * included. A 304 keeps the list held; a failed read keeps it too.
 */
export function notificationsQuery(
  source: NotificationSource,
  client: QueryClient,
  playerId: string | null,
) {
  const queryKey = playerNotificationsKey(playerId ?? '');
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<NotificationList> => {
      const held = client.getQueryData<NotificationList>(queryKey);
      const answer = await source.read(held?.etag ?? null, signal);
      if (answer.kind === 'list') return { items: answer.items, etag: answer.etag };
      // Only a held list's ETag is ever sent, so a 304 always has a list to keep.
      return held ?? { items: [], etag: null };
    },
    enabled: playerId !== null,
    refetchInterval: NOTIFICATION_POLL_MS,
    refetchIntervalInBackground: true,
    // Every screen shares the one list; reading it again is the poll's and the events' job.
    staleTime: NOTIFICATION_POLL_MS,
  });
}

/**
 * A change to the list (mark read, mark all read, clear): shown at once in the cache, put back
 * when the server refuses it, and confirmed by reading the list again either way.
 */
export function useNotificationChange<V>(
  playerId: string | null,
  change: (variables: V) => Promise<void>,
  apply: (items: Notification[], variables: V) => Notification[],
) {
  const client = useQueryClient();
  const queryKey = playerNotificationsKey(playerId ?? '');
  return useMutation({
    mutationFn: change,
    onMutate: async (variables) => {
      // A read out now would overwrite the change with the list from before it.
      await client.cancelQueries({ queryKey });
      const previous = client.getQueryData<NotificationList>(queryKey);
      if (previous) {
        client.setQueryData<NotificationList>(queryKey, {
          ...previous,
          items: apply(previous.items, variables),
        });
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(queryKey, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey }),
  });
}
