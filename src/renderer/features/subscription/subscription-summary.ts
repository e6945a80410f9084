import type { SubscriptionStatus } from '@shared/api/subscription';
import { isTrialEnding, type Tier } from '@shared/domain/tiers';
import { formatDate } from '../../lib/format-date';

export const TIER_LABELS: Record<Tier, string> = {
  Trial: 'Free Trial',
  Basic: 'Basic',
  Premium: 'Premium',
};

function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export interface SubscriptionSummary {
  /** The tier's badge; none for the trial, which the status message names. */
  tierLabel: string | null;
  /** Days left or the renewal / end date, in words; only what the server said. */
  details: string[];
  /** The trial is ending or the plan is inactive: the plans link should stand out. */
  needsAttention: boolean;
}

/**
 * What the subscription card says about a status, beside the server's status message. The
 * message already names the plan (and the trial with its days left), so the details add only
 * what it leaves out, and the trial is stated once on the card.
 */
export function summarizeSubscription(status: SubscriptionStatus): SubscriptionSummary {
  const date = formatDate(status.expireDate);
  const days = Math.max(0, status.daysRemaining);
  const details: string[] = [];
  if (status.tier === 'Trial') {
    if (date) details.push(status.isTrialActive ? `Ends on ${date}` : `Ended on ${date}`);
  } else if (status.isActive) {
    details.push(`${daysText(days)} remaining`);
  }
  return {
    tierLabel: status.tier === 'Trial' ? null : TIER_LABELS[status.tier],
    details,
    needsAttention: !status.isActive || isTrialEnding(status),
  };
}
