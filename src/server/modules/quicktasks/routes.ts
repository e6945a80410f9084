import * as api from '@shared/api/quicktasks';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { QuickTasksService } from './service';

export function quickTasksRoutes(service: QuickTasksService): Implementation[] {
  return [
    implement(api.getPendingTask, ({ params, playerId }) => service.pending(playerId(), params.id)),
    implement(api.generateTask, ({ params, body, playerId }) =>
      service.generate(playerId(), params.id, body?.journeyLevel),
    ),
    implement(api.startTask, ({ params, playerId }) => service.start(playerId(), params.id)),
    implement(api.confirmTask, ({ params, body, playerId }) =>
      service.confirm(playerId(), params.id, body?.notes ?? null, body?.timeZone ?? 'UTC'),
    ),
    implement(api.getDailyChallenge, ({ params, query, playerId }) =>
      service.dailyChallenge(playerId(), params.id, query.timeZone),
    ),
    implement(api.startDailyChallenge, ({ params, body, playerId }) =>
      service.startDailyChallenge(playerId(), params.id, body?.timeZone ?? 'UTC'),
    ),
    implement(api.completeDailyChallenge, ({ params, body, playerId }) =>
      service.completeDailyChallenge(playerId(), params.id, body?.timeZone ?? 'UTC'),
    ),
  ];
}
