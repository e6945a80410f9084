import * as api from '@shared/api/settings';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { SettingsService } from './service';

export function settingsRoutes(service: SettingsService): Implementation[] {
  return [
    implement(api.getNotificationSettings, ({ playerId }) =>
      service.getNotificationSettings(playerId()),
    ),
    implement(api.updateNotificationSettings, ({ playerId, body }) =>
      service.updateNotificationSettings(playerId(), body),
    ),
  ];
}
