import * as api from '@shared/api/settings';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';
import { createSettingsService } from './service';

const caller = (request: { player: { sub: string } | null }) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function settingsRoutes(deps: ModuleDeps): Implementation[] {
  const service = createSettingsService(deps);
  return [
    implement(api.getNotificationSettings, ({ request }) =>
      service.getNotificationSettings(caller(request)),
    ),
    implement(api.updateNotificationSettings, ({ request, body }) =>
      service.updateNotificationSettings(caller(request), body),
    ),
  ];
}
