import { Skeleton, Text, VisuallyHidden } from '@mantine/core';
import type { SubscriptionStatus } from '@shared/api/subscription';
import { coupleIdProblem } from '@shared/domain/subscription';
import { useSubscriptionStatus } from './api';
import { planNameOf } from './plans';
import { tone } from '../../lib/tones';

export type CurrentPlan =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'known'; subscription: SubscriptionStatus };

/** The couple's current plan, for the "Current plan" mark; a failure just leaves the mark out. */
export function useCurrentPlan(
  coupleId: string | null,
  changed: SubscriptionStatus | null,
): CurrentPlan {
  const known = coupleId !== null && coupleIdProblem(coupleId) === null;
  const status = useSubscriptionStatus(known ? coupleId : null);

  if (!known) return { status: 'none' };
  if (changed) return { status: 'known', subscription: changed };
  if (status.status === 'pending') return { status: 'loading' };
  return status.status === 'success'
    ? { status: 'known', subscription: status.data }
    : { status: 'none' };
}

/** "Your couple is on the … plan", under the page's title. */
export function CurrentPlanLine({ plan }: { plan: CurrentPlan }) {
  if (plan.status === 'none') return null;
  if (plan.status === 'loading') {
    return (
      <div>
        <VisuallyHidden>Loading your couple&apos;s plan</VisuallyHidden>
        <Skeleton height={16} width={260} maw="100%" aria-hidden />
      </div>
    );
  }
  const { subscription } = plan;
  return (
    <Text size="sm" c={tone.secondaryText}>
      Your couple is on the {planNameOf(subscription.tier)} plan
      {subscription.isActive ? '' : ' (inactive)'}.
      {subscription.statusMessage ? ` ${subscription.statusMessage}` : ''}
    </Text>
  );
}
