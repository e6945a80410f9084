import type { SubscriptionStatus } from '@shared/api/subscription';
import { isTrialEnding, type Tier } from '@shared/domain/tiers';

export const TIER_LABELS: Record<Tier, string> = {
  Trial: 'Free Trial',
  Basic: 'Basic',
  Premium: 'Premium',
};

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

/** 'March 5, 2026', or null when the server's date cannot be read. */
export function formatDate(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}

function daysText(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

export interface SubscriptionSummary {
  tierLabel: string;
  /** Days left or the renewal / end date, in words; only what the server said. */
  details: string[];
  /** The trial is ending or the plan is inactive: the plans link should stand out. */
  needsAttention: boolean;
}

/** What the subscription card says about a status. */
export function summarizeSubscription(status: SubscriptionStatus): SubscriptionSummary {
  const date = formatDate(status.expireDate);
  const days = Math.max(0, status.daysRemaining);
  const details: string[] = [];
  if (status.tier === 'Trial') {
    if (status.isTrialActive) {
      details.push(
        days === 0 ? 'Your free trial ends today' : `${daysText(days)} left in your free trial`,
      );
      if (date) details.push(`Trial ends on ${date}`);
    } else {
      details.push('Your free trial has ended');
      if (date) details.push(`Ended on ${date}`);
    }
  } else if (status.isActive) {
    if (date) details.push(`Renews on ${date}`);
    details.push(`${daysText(days)} remaining`);
  } else {
    details.push(date ? `Your plan ended on ${date}` : 'Your plan has ended');
  }
  return {
    tierLabel: TIER_LABELS[status.tier],
    details,
    needsAttention: !status.isActive || isTrialEnding(status),
  };
}
