import * as api from '@shared/api/survey';
import { unauthorized } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { ModuleDeps } from '../deps';
import { createSurveyService } from './service';

const caller = (request: { player: { sub: string } | null }) => {
  if (!request.player) throw unauthorized();
  return request.player.sub;
};

export function surveyRoutes(deps: ModuleDeps): Implementation[] {
  const service = createSurveyService(deps);
  return [
    implement(api.getStructure, () => service.getStructure()),
    implement(api.respondOption, ({ request, body }) =>
      service.respondOption(caller(request), body.questionId, body.optionId),
    ),
    implement(api.respondActivity, ({ request, body }) =>
      service.respondActivity(caller(request), body.activityId, body.preference, body.perspective),
    ),
    implement(api.respondActivitiesBulk, ({ request, body }) =>
      service.respondActivitiesBulk(caller(request), body.preferences, body.perspective),
    ),
    implement(api.getActivityPreferences, ({ request }) =>
      service.getActivityPreferences(caller(request)),
    ),
    implement(api.getActivityPreferencesByType, ({ request }) =>
      service.getActivityPreferencesByType(caller(request)),
    ),
    implement(api.markComplete, ({ request }) => service.markComplete(caller(request))),
    implement(api.getPlayerResponses, ({ request }) => service.getPlayerResponses(caller(request))),
    implement(api.getCoupleSurveyStatus, ({ params }) => service.getCoupleSurveyStatus(params.id)),
    implement(api.getYnmOptions, () => service.getYnmOptions()),
  ];
}
