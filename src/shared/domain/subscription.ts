import { daysRemaining, type PaidTier, type Tier } from './tiers';

/** The subscription error texts, by HTTP status and action (fixed texts; docs/tiers.md). */
export type SubscriptionAction = 'status' | 'initialize' | 'upgrade';

export function subscriptionErrorMessage(
  status: number,
  action: SubscriptionAction = 'status',
): string {
  switch (status) {
    case 403:
      return action === 'initialize'
        ? 'You are not authorized to initialize this subscription'
        : action === 'upgrade'
          ? 'You are not authorized to upgrade this subscription'
          : 'You are not authorized to access this subscription';
    case 404:
      return 'Subscription not found';
    case 400:
      return 'Invalid subscription request';
    default:
      return 'Server error occurred';
  }
}

export const NO_SUBSCRIPTION_FALLBACK =
  'No subscription found. Please ensure your couple is fully set up.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The couple id check made before any subscription call: present, and a UUID. */
export function coupleIdProblem(coupleId: unknown): string | null {
  if (typeof coupleId !== 'string' || !coupleId) return 'Invalid couple ID';
  return UUID.test(coupleId) ? null : 'Invalid couple ID format';
}

/** What a couple's subscription row holds that its status is computed from. */
export interface SubscriptionState {
  tier: Tier;
  trialEndsAt: Date;
  /** End of the paid period; null while on the trial. */
  paidUntil: Date | null;
}

/** The subscription status the dashboard card and pricing page show. */
export interface ComputedStatus {
  tier: Tier;
  isActive: boolean;
  isTrialActive: boolean;
  daysRemaining: number;
  statusMessage: string;
  /** ISO timestamp: the trial's end, or the paid period's. */
  expireDate: string;
  /** ISO timestamp: the trial's end, whatever the tier: until then every trial feature stays. */
  trialEndsAt: string;
}

const PLAN_LABELS: Record<PaidTier, string> = {
  Basic: 'Basic plan',
  Premium: 'Premium plan (annual)',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as "June 5, 2026" (UTC), the same on every server whatever its locale. */
export function formatPlanDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

const dayCount = (days: number) => `${days} ${days === 1 ? 'day' : 'days'}`;

/** A couple's status at `now`: a trial runs until trialEndsAt, a paid tier until paidUntil. */
export function statusOf(state: SubscriptionState, now: Date = new Date()): ComputedStatus {
  if (state.tier === 'Trial') {
    const isTrialActive = now.getTime() < state.trialEndsAt.getTime();
    const days = daysRemaining(state.trialEndsAt, now);
    return {
      tier: 'Trial',
      isActive: isTrialActive,
      isTrialActive,
      daysRemaining: days,
      statusMessage: isTrialActive
        ? `Free trial: ${dayCount(days)} left`
        : 'Your free trial has ended. Choose a plan to keep playing.',
      expireDate: state.trialEndsAt.toISOString(),
      trialEndsAt: state.trialEndsAt.toISOString(),
    };
  }
  // A paid tier always has a paid period; a row without one counts as ended with the trial.
  const end = state.paidUntil ?? state.trialEndsAt;
  const isActive = now.getTime() < end.getTime();
  const plan = PLAN_LABELS[state.tier];
  return {
    tier: state.tier,
    isActive,
    isTrialActive: false,
    daysRemaining: daysRemaining(end, now),
    statusMessage: isActive
      ? `${plan}: renews on ${formatPlanDate(end)}`
      : `Your ${plan} ended on ${formatPlanDate(end)}. Choose a plan to keep playing.`,
    expireDate: end.toISOString(),
    trialEndsAt: state.trialEndsAt.toISOString(),
  };
}

/** Whether the trial still has time left at `now`, whatever plan the couple chose meanwhile. */
export const trialRunning = (status: { trialEndsAt: string }, now: Date = new Date()) =>
  now.getTime() < Date.parse(status.trialEndsAt);

/** The notification both partners get once when their trial has TRIAL_WARNING_DAYS or fewer left. */
export function trialEndingNotice(days: number) {
  return {
    type: 'milestone',
    icon: '⏳',
    title: 'Your free trial ends soon',
    description: `Your Velvet trial ends in ${dayCount(days)}. Choose a plan to keep every feature.`,
    actionUrl: '/pricing',
  } as const;
}
