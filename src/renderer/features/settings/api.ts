import { getNotificationSettings, updateNotificationSettings } from '@shared/api/settings';
import { useRouteMutation, useRouteQuery } from '../../lib/route-query';

/** GET /api/settings/notifications: the signed-in player's own notification settings. */
export const useNotificationSettings = () => useRouteQuery(getNotificationSettings);

/** PUT /api/settings/notifications; the settings read is refetched once it is saved. */
export const useUpdateNotificationSettings = () =>
  useRouteMutation(updateNotificationSettings, { invalidates: [getNotificationSettings] });
