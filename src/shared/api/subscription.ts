import { z } from 'zod';
import { coupleIdField } from './common';
import { access, defineRoute } from './define';
import { FEATURES, PAID_TIERS, TIERS } from '../domain/tiers';

export const subscriptionStatus = z.object({
  tier: z.enum(TIERS),
  isActive: z.boolean(),
  isTrialActive: z.boolean(),
  daysRemaining: z.number().int(),
  statusMessage: z.string(),
  expireDate: z.string(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

const byCouple = z.object({ coupleId: coupleIdField });

export const getStatus = defineRoute({
  name: 'subscription.getStatus',
  method: 'GET',
  path: '/api/subscription/couple/:coupleId/status',
  access: access.couple('coupleId'),
  params: byCouple,
  response: subscriptionStatus,
});

export const initialize = defineRoute({
  name: 'subscription.initialize',
  method: 'POST',
  path: '/api/subscription/couple/:coupleId/initialize',
  access: access.couple('coupleId'),
  params: byCouple,
  response: subscriptionStatus,
});

export const upgrade = defineRoute({
  name: 'subscription.upgrade',
  method: 'POST',
  path: '/api/subscription/couple/:coupleId/upgrade',
  access: access.couple('coupleId'),
  params: byCouple,
  body: z.object({ tier: z.enum(PAID_TIERS, { error: 'Tier must be Basic or Premium.' }) }),
  response: subscriptionStatus,
});

const tierInfo = z.object({ tier: z.enum(TIERS), features: z.array(z.enum(FEATURES)) });

export const getTier = defineRoute({
  name: 'tiers.getTier',
  method: 'GET',
  path: '/api/tier-access/tier/:coupleId',
  access: access.couple('coupleId'),
  params: byCouple,
  response: tierInfo.extend({ isActive: z.boolean() }),
});

export const checkFeature = defineRoute({
  name: 'tiers.checkFeature',
  method: 'GET',
  path: '/api/tier-access/check/:coupleId/:feature',
  access: access.couple('coupleId'),
  params: z.object({
    coupleId: coupleIdField,
    feature: z.enum(FEATURES, { error: 'Unknown feature.' }),
  }),
  response: z.object({
    hasAccess: z.boolean(),
    feature: z.enum(FEATURES),
    tier: z.enum(TIERS),
    requiredTier: z.enum(PAID_TIERS).nullable(),
  }),
});

export const featuresOfTier = defineRoute({
  name: 'tiers.featuresOfTier',
  method: 'GET',
  path: '/api/tier-access/features/:tier',
  access: access.public,
  params: z.object({ tier: z.enum(TIERS, { error: 'Tier must be Trial, Basic or Premium.' }) }),
  response: tierInfo,
});
