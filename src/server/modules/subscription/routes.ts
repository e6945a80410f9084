import * as api from '@shared/api/subscription';
import { implement, type Implementation } from '../../plugins/contract-routes';
import type { SubscriptionService } from './service';

export function subscriptionRoutes(service: SubscriptionService): Implementation[] {
  return [
    implement(api.getStatus, ({ params }) => service.getStatus(params.coupleId)),
    implement(api.initialize, ({ params }) => service.initialize(params.coupleId)),
    implement(api.upgrade, ({ params, body, playerId }) =>
      service.upgrade(params.coupleId, playerId(), body.tier),
    ),
    implement(api.getTier, ({ params }) => service.getTier(params.coupleId)),
    implement(api.checkFeature, ({ params }) =>
      service.checkFeature(params.coupleId, params.feature),
    ),
    implement(api.featuresOfTier, async ({ params }) => service.featuresOfTier(params.tier)),
    implement(api.planOnLeaving, ({ playerId }) => service.planOnLeaving(playerId())),
  ];
}
