import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { changePassword } from '@shared/api/accounts';
import { deleteAccount, exportData } from '@shared/api/routes/accounts';
import type { RouteBodyInput } from '../../lib/route-types';
import { list as listNotifications } from '@shared/api/routes/notifications';
import { getNotificationSettings, updateNotificationSettings } from '@shared/api/routes/settings';
import { planOnLeaving } from '@shared/api/routes/subscription';
import { api } from '../../lib/api-client';
import { invalidateRoutes, useRouteMutation, useRouteQuery } from '../../lib/route-query';
import { platform } from '../../platform';

/** GET /api/settings/notifications: the signed-in player's own notification settings. */
export const useNotificationSettings = () => useRouteQuery(getNotificationSettings);

/**
 * PUT /api/settings/notifications; the settings read is refetched once it is saved, and the
 * notifications are read again at once, since discreet mode changes how every one reads.
 */
export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useRouteMutation(updateNotificationSettings, {
    invalidates: [getNotificationSettings],
    onSuccess: async (_saved, input) => {
      if (input.body?.discreetMode !== undefined) {
        await invalidateRoutes(client, [listNotifications]);
      }
    },
  });
}

/**
 * POST /api/players/me/password, through the platform: it keeps the fresh token the answer
 * carries, as the server has ended every other session, this one's old token included.
 */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (body: RouteBodyInput<typeof changePassword>) => platform.changePassword(body),
  });

/** GET /api/players/me/export: everything Velvet keeps about the player, for a file. */
export const useExportData = () => useMutation({ mutationFn: () => api(exportData) });

/**
 * DELETE /api/players/me. Once it answers, the account and its sessions are gone: the screen
 * signs out of this device itself.
 */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (password: string) => api(deleteAccount, { body: { password } }),
  });

/** GET /api/subscription/my-plan: what becomes of the plan if the account is deleted. */
export const usePlanIfDeleted = (enabled: boolean) => useRouteQuery(planOnLeaving, {}, { enabled });
