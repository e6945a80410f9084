/** Subscription tiers and what each includes: the one table every check reads (docs/tiers.md). */

export const TIERS = ['Trial', 'Basic', 'Premium'] as const;
export type Tier = (typeof TIERS)[number];
export const PAID_TIERS = ['Basic', 'Premium'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/**
 * Every feature a plan can name, each one a part of the product that exists (docs/tiers.md):
 * the pricing page lists exactly these, so a feature goes here only once it is built.
 */
export const FEATURES = [
  'survey',
  'couple-results',
  'shared-summary',
  'couple-journey',
  'adventures',
  'quick-tasks',
  'dares',
  'coach-iq',
] as const;
export type Feature = (typeof FEATURES)[number];

export const FEATURE_LABELS: Record<Feature, string> = {
  survey: 'Preference survey',
  'couple-results': 'Couple results',
  'shared-summary': 'Shared summary',
  'couple-journey': 'Couple journey (levels and boundaries)',
  adventures: 'Adventures',
  'quick-tasks': 'Quick tasks',
  dares: 'Dares',
  'coach-iq': 'Velvet Coach (chat and guided sessions)',
};

/**
 * Always available, even when a trial has ended: what lets a couple find each other's yeses,
 * and the journey that keeps their levels and boundaries.
 */
export const FREE_FEATURES: readonly Feature[] = [
  'survey',
  'couple-results',
  'shared-summary',
  'couple-journey',
];

export const TIER_FEATURES: Record<Tier, readonly Feature[]> = {
  Trial: FEATURES,
  Basic: FEATURES.filter((feature) => feature !== 'coach-iq'),
  Premium: FEATURES,
};

export const TRIAL_DAYS = 14;
export const TRIAL_WARNING_DAYS = 3;

export const PLAN_PRICES = {
  Basic: { amount: 10, period: 'month' },
  Premium: { amount: 100, period: 'year' },
} as const;

/**
 * What a couple may use: the tier's features while active, the free ones otherwise, and every
 * trial feature while the trial has time left, whatever plan was chosen meanwhile: choosing
 * Basic during the trial gives up nothing before the trial's end (docs/tiers.md).
 */
export function featuresFor(
  tier: Tier,
  isActive: boolean,
  trialRunning = false,
): readonly Feature[] {
  const plan = isActive ? TIER_FEATURES[tier] : FREE_FEATURES;
  return trialRunning
    ? FEATURES.filter((f) => plan.includes(f) || TIER_FEATURES.Trial.includes(f))
    : plan;
}

/** Why a couple whose trial or plan has ended cannot start something new of a paid feature. */
export const featureNeedsPlan = (feature: Feature) =>
  `${FEATURE_LABELS[feature]} need an active plan: your trial or plan has ended. See the plans to keep playing.`;

/** The lowest paid tier that includes a feature, for "upgrade to …" notices. */
export function lowestTierWith(feature: Feature): PaidTier | null {
  if (FREE_FEATURES.includes(feature)) return null;
  return PAID_TIERS.find((tier) => TIER_FEATURES[tier].includes(feature)) ?? null;
}

/** Whole days left until `end`, never negative; a part day counts as a day. */
export function daysRemaining(end: Date, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / 86_400_000));
}

/** The trial-expiry warning shows with 3 or fewer days left of an active trial. */
export function isTrialEnding(status: { isTrialActive: boolean; daysRemaining: number }): boolean {
  return status.isTrialActive && status.daysRemaining <= TRIAL_WARNING_DAYS;
}

const DAY_MS = 86_400_000;

/** When a couple's free trial ends: TRIAL_DAYS after the couple was created. */
export function trialEndFor(coupleCreatedAt: Date): Date {
  return new Date(coupleCreatedAt.getTime() + TRIAL_DAYS * DAY_MS);
}

/** `date` plus whole calendar months (UTC); a day the target month lacks becomes its last. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0),
  ).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/**
 * The end of the paid period after buying one period of `tier`: a month of Basic or a year of
 * Premium, added to what is left of the current period (or to now once it has run out).
 */
export function extendPaidUntil(tier: PaidTier, paidUntil: Date | null, now: Date): Date {
  const from = paidUntil && paidUntil.getTime() > now.getTime() ? paidUntil : now;
  return addMonths(from, PLAN_PRICES[tier].period === 'year' ? 12 : 1);
}
