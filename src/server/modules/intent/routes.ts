import * as api from '@shared/api/intent';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { IntentService } from './service';

export function intentRoutes(service: IntentService): Implementation[] {
  return [
    implement(api.getComfortLevels, ({ playerId }) => service.comfortLevels(playerId())),
    implement(api.getIntentOptions, ({ playerId }) => service.options(playerId())),
    implement(api.getMyIntent, ({ playerId }) => service.mine(playerId())),
    implement(api.saveIntent, ({ body, playerId }) => service.save(playerId(), body)),
  ];
}
