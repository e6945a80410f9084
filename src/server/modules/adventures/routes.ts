import * as api from '@shared/api/adventures';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { AdventuresService } from './service';

export function adventuresRoutes(service: AdventuresService): Implementation[] {
  return [
    implement(api.getExperienceTypes, ({ playerId }) => service.types(playerId())),
    implement(api.listExperiences, ({ playerId }) => service.list(playerId())),
    implement(api.generateExperience, ({ body, playerId }) => service.generate(playerId(), body)),
    implement(api.respondToExperience, ({ body, playerId }) =>
      service.respond(playerId(), body.experienceId, body.playerId, body.response),
    ),
    implement(api.postponeExperience, ({ params, playerId }) =>
      service.postpone(playerId(), params.id),
    ),
    implement(api.confirmExperience, ({ params, body, playerId }) =>
      service.confirm(playerId(), params.id, body?.partnerTeaser ?? null),
    ),
    implement(api.completeExperience, ({ params, body, playerId }) =>
      service.complete(playerId(), params.id, body?.timeZone ?? 'UTC'),
    ),
    implement(api.regenerateExperience, ({ params, playerId }) =>
      service.regenerate(playerId(), params.id),
    ),
    implement(api.experienceFeedback, ({ params, body, playerId }) =>
      service.feedback(playerId(), params.id, body.feedback),
    ),
    implement(api.lastExperience, ({ params, playerId }) => service.last(playerId(), params.id)),
  ];
}
