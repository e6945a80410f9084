import type { SubscriptionStatus } from '@shared/api/subscription';
import {
  FEATURE_LABELS,
  FEATURES,
  FREE_FEATURES,
  PLAN_PRICES,
  TIER_FEATURES,
  TRIAL_DAYS,
  type PaidTier,
  type Tier,
} from '@shared/domain/tiers';
import { dateTimeFormat } from '../../lib/date-time-format';

export const PAYMENT_NOTICE =
  "Payment integration is coming soon: choosing a plan switches your couple's plan right away, with no charge.";
export const NO_COUPLE_MESSAGE = 'No couple found. Please connect with your partner first.';
export const UPGRADE_FAILED_MESSAGE = 'Failed to upgrade subscription. Please try again.';

/** Dollars with cents only when there are any: 10 → '$10', 8.333… → '$8.33'. */
export function formatDollars(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}

/** The annual price spread over twelve months (100 → 8.33…). */
export const annualMonthly = PLAN_PRICES.Premium.amount / 12;

/** What the annual plan saves against twelve monthly payments, in whole percent (17). */
export const annualSavingPercent = Math.round(
  (1 - PLAN_PRICES.Premium.amount / (PLAN_PRICES.Basic.amount * 12)) * 100,
);

export interface Plan {
  /** The card's name, also the heading and the "Choose …" button's word. */
  name: 'Free Trial' | 'Basic' | 'Annual';
  tier: Tier;
  /** The paid tier choosing this card switches to; null for the trial. */
  paidTier: PaidTier | null;
  price: string;
  period: string;
  notes: string[];
  badge?: string;
  included: string[];
  excluded: string[];
}

function featureLists(tier: Tier) {
  const features = TIER_FEATURES[tier];
  return {
    included: features.map((feature) => FEATURE_LABELS[feature]),
    excluded: FEATURES.filter((feature) => !features.includes(feature)).map(
      (feature) => FEATURE_LABELS[feature],
    ),
  };
}

/** The three plan cards, from the one tier table and the price constants. */
export const PLANS: readonly Plan[] = [
  {
    name: 'Free Trial',
    tier: 'Trial',
    paidTier: null,
    price: 'Free',
    period: `for ${TRIAL_DAYS} days`,
    notes: ['No credit card needed', 'Starts when you invite your partner'],
    ...featureLists('Trial'),
  },
  {
    name: 'Basic',
    tier: 'Basic',
    paidTier: 'Basic',
    price: formatDollars(PLAN_PRICES.Basic.amount),
    period: `per ${PLAN_PRICES.Basic.period}`,
    notes: ['Everything except the Velvet Coach'],
    ...featureLists('Basic'),
  },
  {
    name: 'Annual',
    tier: 'Premium',
    paidTier: 'Premium',
    price: formatDollars(PLAN_PRICES.Premium.amount),
    period: `per ${PLAN_PRICES.Premium.period}`,
    notes: [
      `About ${formatDollars(annualMonthly)} per month`,
      'The Premium tier: everything, including the Velvet Coach',
    ],
    badge: `Save ${annualSavingPercent}%`,
    ...featureLists('Premium'),
  },
];

/** The plan a couple is on, by tier, for the "Current plan" mark. */
export function planNameOf(tier: Tier): Plan['name'] {
  return PLANS.find((plan) => plan.tier === tier)?.name ?? 'Free Trial';
}

/** What stays available after the trial, in words ('preference survey, couple results and …'). */
export function freeFeaturesText(): string {
  const labels = FREE_FEATURES.map((feature) => FEATURE_LABELS[feature].toLowerCase());
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** A day as the pricing page words it: 'January 15, 2027'. */
export const longDate = dateTimeFormat({ dateStyle: 'long' });

/** The lines shown after a plan change, from what the server answered. */
export function statusLines(status: SubscriptionStatus): string[] {
  const lines: string[] = [];
  if (status.statusMessage) lines.push(status.statusMessage);
  const date = new Date(status.expireDate);
  if (!Number.isNaN(date.getTime())) {
    lines.push(
      status.isActive ? `Renews on ${longDate.format(date)}` : `Ended on ${longDate.format(date)}`,
    );
  }
  return lines;
}

/** 'Your couple is now on the Annual plan (Premium tier).' */
export function switchedText(status: SubscriptionStatus): string {
  const name = planNameOf(status.tier);
  const tier = name === status.tier ? '' : ` (${status.tier} tier)`;
  return `Your couple is now on the ${name} plan${tier}.`;
}
