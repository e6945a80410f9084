import { z } from 'zod';
import { coupleIdField } from './common';
import { defineRoute } from './define';
import { FEATURES, PAID_TIERS, TIERS } from '../domain/tiers';
import * as routes from './routes/subscription';

export const subscriptionStatus = z.object({
  tier: z.enum(TIERS),
  isActive: z.boolean(),
  isTrialActive: z.boolean(),
  daysRemaining: z.number().int(),
  statusMessage: z.string(),
  expireDate: z.string(),
  /** The trial's end whatever the tier: every trial feature stays until then. */
  trialEndsAt: z.string(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatus>;

const byCouple = z.object({ coupleId: coupleIdField });

export const getStatus = defineRoute({
  ...routes.getStatus,
  params: byCouple,
  response: subscriptionStatus,
});

export const initialize = defineRoute({
  ...routes.initialize,
  params: byCouple,
  response: subscriptionStatus,
});

export const upgrade = defineRoute({
  ...routes.upgrade,
  params: byCouple,
  body: z.object({ tier: z.enum(PAID_TIERS, { error: 'Tier must be Basic or Premium.' }) }),
  response: subscriptionStatus,
});

const tierInfo = z.object({ tier: z.enum(TIERS), features: z.array(z.enum(FEATURES)) });

export const getTier = defineRoute({
  ...routes.getTier,
  params: byCouple,
  response: tierInfo.extend({ isActive: z.boolean() }),
});

export const checkFeature = defineRoute({
  ...routes.checkFeature,
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
  ...routes.featuresOfTier,
  params: z.object({ tier: z.enum(TIERS, { error: 'Tier must be Trial, Basic or Premium.' }) }),
  response: tierInfo,
});

/**
 * The caller's side of the plan: the plan they keep for their next couple (while they have
 * none) and, in one sentence each, what becomes of the plan if they end their connection or
 * delete their account (docs/tiers.md).
 */
export const planOnLeaving = defineRoute({
  ...routes.planOnLeaving,
  response: z.object({
    kept: z
      .object({ tier: z.enum(PAID_TIERS), paidUntil: z.string(), line: z.string() })
      .nullable(),
    ifConnectionEnds: z.string().nullable(),
    ifAccountDeleted: z.string(),
  }),
});
