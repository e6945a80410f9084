import { access, describeRoute } from '../define';

export const getStatus = describeRoute({
  name: 'subscription.getStatus',
  method: 'GET',
  path: '/api/subscription/couple/:coupleId/status',
  access: access.couple('coupleId'),
});

export const initialize = describeRoute({
  name: 'subscription.initialize',
  method: 'POST',
  path: '/api/subscription/couple/:coupleId/initialize',
  access: access.couple('coupleId'),
});

export const upgrade = describeRoute({
  name: 'subscription.upgrade',
  method: 'POST',
  path: '/api/subscription/couple/:coupleId/upgrade',
  access: access.couple('coupleId'),
});

export const getTier = describeRoute({
  name: 'tiers.getTier',
  method: 'GET',
  path: '/api/tier-access/tier/:coupleId',
  access: access.couple('coupleId'),
});

export const checkFeature = describeRoute({
  name: 'tiers.checkFeature',
  method: 'GET',
  path: '/api/tier-access/check/:coupleId/:feature',
  access: access.couple('coupleId'),
});

export const featuresOfTier = describeRoute({
  name: 'tiers.featuresOfTier',
  method: 'GET',
  path: '/api/tier-access/features/:tier',
  access: access.public,
});

export const planOnLeaving = describeRoute({
  name: 'subscription.planOnLeaving',
  method: 'GET',
  path: '/api/subscription/my-plan',
  access: access.player,
});
