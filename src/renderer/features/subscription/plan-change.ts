import type { SubscriptionStatus } from '@shared/api/subscription';
import { trialRunning } from '@shared/domain/subscription';
import {
  extendPaidUntil,
  FEATURE_LABELS,
  featuresFor,
  TIER_FEATURES,
  PLAN_PRICES,
  type PaidTier,
} from '@shared/domain/tiers';
import { longDate, planNameOf, type Plan } from './plans';

/** What the confirmation before a plan change says. */
export interface PlanChange {
  tier: PaidTier;
  /** The dialog's title: 'Switch to Basic?', or 'Renew Basic?' for the plan the couple is on. */
  title: string;
  /** '$10 per month'. */
  price: string;
  /** What changes for the couple, one sentence each. */
  changes: string[];
}

const listed = (features: readonly string[]) => features.join(', ');

/**
 * Words the change from the couple's current plan (null when it could not be read) to `plan`,
 * with the same rules the server applies: the tier table for what is gained or left out, and
 * one more period added to what is left of a paid one; the partner, when there is one, is
 * notified (docs/tiers.md).
 */
export function planChange(
  plan: Plan & { paidTier: PaidTier },
  current: SubscriptionStatus | null,
  { withPartner, now = new Date() }: { withPartner: boolean; now?: Date },
): PlanChange {
  const tier = plan.paidTier;
  const renewal = current !== null && current.isActive && current.tier === tier;
  const period = PLAN_PRICES[tier].period;
  const changes: string[] = [];

  if (!current) changes.push(`Your couple moves to ${plan.name}.`);
  else if (renewal) changes.push(`Your couple stays on ${plan.name}, with one more ${period}.`);
  else {
    const from = `${planNameOf(current.tier)}${current.isActive ? '' : ' (ended)'}`;
    changes.push(`Your couple moves from ${from} to ${plan.name}.`);
  }

  if (current) {
    // While the trial has time left, its features stay whatever the plan (docs/tiers.md).
    const trial = trialRunning(current, now);
    const before = featuresFor(current.tier, current.isActive, trial);
    const after = featuresFor(tier, true, trial);
    const gained = after.filter((feature) => !before.includes(feature));
    const lost = before.filter((feature) => !after.includes(feature));
    if (gained.length > 0) changes.push(`Adds: ${listed(gained.map((f) => FEATURE_LABELS[f]))}.`);
    if (lost.length > 0) changes.push(`Leaves out: ${listed(lost.map((f) => FEATURE_LABELS[f]))}.`);
    const keptUntilTrialEnds = TIER_FEATURES.Trial.filter((f) => !TIER_FEATURES[tier].includes(f));
    if (trial && keptUntilTrialEnds.length > 0)
      changes.push(
        `You keep ${listed(keptUntilTrialEnds.map((f) => FEATURE_LABELS[f]))} until your trial ends on ${longDate.format(new Date(current.trialEndsAt))}.`,
      );
  }

  const paidUntil = current && current.tier !== 'Trial' ? new Date(current.expireDate) : null;
  const until = extendPaidUntil(
    tier,
    paidUntil && !Number.isNaN(paidUntil.getTime()) ? paidUntil : null,
    now,
  );
  changes.push(`Your plan runs until ${longDate.format(until)}.`);
  changes.push('No charge: payment integration is coming soon.');
  if (withPartner) changes.push('Your partner is notified of the change.');

  return {
    tier,
    title: renewal ? `Renew ${plan.name}?` : `Switch to ${plan.name}?`,
    price: `${plan.price} ${plan.period}`,
    changes,
  };
}
