import * as api from '@shared/api/journey';
import { keepsOut } from '../../content/boundary-preview';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { JourneyService } from './service';

export function journeyRoutes(service: JourneyService): Implementation[] {
  return [
    implement(api.getJourney, ({ params, playerId }) => service.get(params.id, playerId())),
    implement(api.initializeJourney, ({ params, body, playerId }) =>
      service.initialize(playerId(), params.id, body),
    ),
    implement(api.dismissBoundaryPrompt, ({ params, playerId }) =>
      service.dismissBoundaryPrompt(playerId(), params.id),
    ),
    implement(api.getJourneyProgress, ({ query, playerId }) =>
      service.progress(playerId(), query.coupleId),
    ),
    implement(api.getActivityTagCategories, ({ playerId }) =>
      service.activityTagCategories(playerId()),
    ),
    // Signed-in players only (the route's access); the preview reads nothing stored.
    implement(api.previewBoundary, async ({ body }) => ({ keepsOut: keepsOut(body.boundary) })),
  ];
}
