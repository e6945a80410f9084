import { formatPlanDate } from './subscription';
import type { PaidTier } from './tiers';

/**
 * What becomes of a couple's plan when the couple ends or an account is deleted, said before
 * the player confirms (docs/tiers.md). A paid plan stays with the player who chose it.
 */

/** The plan's name as the pricing page says it: Basic, or the Annual plan for Premium. */
const PLAN_NAMES: Record<PaidTier, string> = { Basic: 'Basic plan', Premium: 'Annual plan' };

export interface PlanAtStake {
  tier: PaidTier;
  paidUntil: Date;
}

/** The player's kept plan, as their screens say it while they have no couple. */
export const keptPlanLine = (plan: PlanAtStake) =>
  `Your ${PLAN_NAMES[plan.tier]} stays with you until ${formatPlanDate(plan.paidUntil)} and applies to your next couple as soon as you invite or join a partner.`;

/**
 * Before ending the connection. `chooser` is who chose the running paid plan: the caller, the
 * partner (by name), or nobody when the couple has no paid plan running.
 */
export function planIfConnectionEnds(
  plan: PlanAtStake | null,
  chooser: { self: true } | { self: false; partnerName: string } | null,
): string {
  if (!plan || !chooser)
    return 'Your couple has no paid plan: a couple you form later starts with its own free trial.';
  const until = formatPlanDate(plan.paidUntil);
  return chooser.self
    ? `Your ${PLAN_NAMES[plan.tier]} stays with you until ${until} and applies to your next couple.`
    : `The ${PLAN_NAMES[plan.tier]} stays with ${chooser.partnerName}, who chose it; a couple you form later starts with its own free trial.`;
}

/** Before deleting the account: a plan the player chose or kept ends with it. */
export function planIfAccountDeleted(
  plan: PlanAtStake | null,
  chooser: { self: true } | { self: false; partnerName: string } | null,
): string {
  if (!plan || !chooser) return 'You have no paid plan, so there is no plan to lose.';
  return chooser.self
    ? `Your ${PLAN_NAMES[plan.tier]}, paid until ${formatPlanDate(plan.paidUntil)}, ends with your account; it does not pass to anyone else.`
    : `The ${PLAN_NAMES[plan.tier]} stays with ${chooser.partnerName}, who chose it.`;
}

/** Told to the partner whose connection the other ended, when the couple had a paid plan. */
export const planAfterEnding = (tier: PaidTier, theirs: boolean) =>
  theirs
    ? `Your ${PLAN_NAMES[tier]} stays with you and applies to your next couple.`
    : `The ${PLAN_NAMES[tier]} they chose goes with them; a couple you form later starts with its own free trial.`;
