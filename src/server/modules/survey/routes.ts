import * as api from '@shared/api/survey';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { SurveyService } from './service';

export function surveyRoutes(service: SurveyService): Implementation[] {
  return [
    implement(api.getStructure, () => service.getStructure()),
    implement(api.respondOption, ({ playerId, body }) =>
      service.respondOption(playerId(), body.questionId, body.optionId),
    ),
    implement(api.respondActivity, ({ playerId, body }) =>
      service.respondActivity(playerId(), body.activityId, body.preference, body.perspective),
    ),
    implement(api.respondActivitiesBulk, ({ playerId, body }) =>
      service.respondActivitiesBulk(playerId(), body.preferences, body.perspective),
    ),
    implement(api.getActivityPreferences, ({ playerId }) =>
      service.getActivityPreferences(playerId()),
    ),
    implement(api.getActivityPreferencesByType, ({ playerId }) =>
      service.getActivityPreferencesByType(playerId()),
    ),
    implement(api.markComplete, ({ playerId }) => service.markComplete(playerId())),
    implement(api.getPlayerResponses, ({ playerId }) => service.getPlayerResponses(playerId())),
    implement(api.getCoupleSurveyStatus, ({ params }) => service.getCoupleSurveyStatus(params.id)),
    implement(api.getYnmOptions, () => service.getYnmOptions()),
  ];
}
