import { eq } from 'drizzle-orm';
import { statusOf, trialRunning, type ComputedStatus } from '@shared/domain/subscription';
import {
  featureNeedsPlan,
  featuresFor,
  lowestTierWith,
  trialEndFor,
  type Feature,
  type PaidTier,
  type Tier,
} from '@shared/domain/tiers';
import type { Executor } from '../../db/client';
import { couples, subscriptions } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-error';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

export async function findSubscription(executor: Executor, coupleId: string) {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.coupleId, coupleId));
  return row;
}

export async function coupleCreatedAt(executor: Executor, coupleId: string): Promise<Date> {
  const [couple] = await executor
    .select({ createdAt: couples.createdAt })
    .from(couples)
    .where(eq(couples.id, coupleId));
  // Membership was checked before the caller got here; the couple can only be gone by a race.
  if (!couple) throw notFound(SUBSCRIPTION_NOT_FOUND);
  return couple.createdAt;
}

/**
 * The couple's subscription row, if it has one, and the status access checks read: a couple
 * without a row counts as being on its trial (docs/tiers.md).
 */
export async function accessStatus(
  executor: Executor,
  coupleId: string,
): Promise<{ row: SubscriptionRow | undefined; status: ComputedStatus }> {
  const row = await findSubscription(executor, coupleId);
  if (row) return { row, status: statusOf(row) };
  const trialEndsAt = trialEndFor(await coupleCreatedAt(executor, coupleId));
  return { row, status: statusOf({ tier: 'Trial', trialEndsAt, paidUntil: null }) };
}

export interface FeatureAccess {
  hasAccess: boolean;
  feature: Feature;
  tier: Tier;
  /** The lowest paid tier that includes the feature, for "upgrade to …" notices. */
  requiredTier: PaidTier | null;
}

/** Whether a couple in this state may use `feature`, read from the one tier table. */
export function featureAccess(
  state: { tier: Tier; isActive: boolean; trialEndsAt: string },
  feature: Feature,
): FeatureAccess {
  return {
    hasAccess: featuresFor(state.tier, state.isActive, trialRunning(state)).includes(feature),
    feature,
    tier: state.tier,
    requiredTier: lowestTierWith(feature),
  };
}

/** The server-side check a feature outside FREE_FEATURES makes before serving a couple. */
export async function coupleFeatureAccess(
  executor: Executor,
  coupleId: string,
  feature: Feature,
): Promise<FeatureAccess> {
  return featureAccess((await accessStatus(executor, coupleId)).status, feature);
}

/**
 * Refuses (403) to start something new of a paid feature for a couple whose trial or plan has
 * ended (docs/tiers.md); what the couple already has stays readable.
 */
export async function requireFeature(
  executor: Executor,
  coupleId: string,
  feature: Feature,
): Promise<void> {
  const access = await coupleFeatureAccess(executor, coupleId, feature);
  if (!access.hasAccess) throw forbidden(featureNeedsPlan(feature));
}
