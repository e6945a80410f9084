import { defineModule } from '../define-module';
import { subscriptionRoutes } from './routes';
import { createSubscriptionService } from './service';

/** A couple's plan (trial, Basic, Premium) and the features each tier opens. */
export const subscriptionModule = defineModule('subscription', (deps) =>
  subscriptionRoutes(createSubscriptionService(deps)),
);

export { coupleFeatureAccess, requireFeature } from './feature-access';
