import * as api from '@shared/api/coach';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { CoachService } from './service';

export function coachRoutes(service: CoachService): Implementation[] {
  return [
    implement(api.coachChat, ({ body, playerId }) => service.chat(playerId(), body)),
    implement(api.startCoachSession, ({ params, body, playerId }) =>
      service.start(playerId(), params.coupleId, body),
    ),
    implement(api.generateSessionQuestion, ({ params, playerId }) =>
      service.question(playerId(), params.sessionId),
    ),
    implement(api.answerSessionQuestion, ({ body, playerId }) => service.answer(playerId(), body)),
    implement(api.completeCoachSession, ({ params, playerId }) =>
      service.complete(playerId(), params.id),
    ),
    implement(api.getCoachSession, ({ params, playerId }) =>
      service.session(playerId(), params.id),
    ),
    implement(api.listCoachSessions, ({ params, playerId }) =>
      service.sessions(playerId(), params.coupleId),
    ),
  ];
}
