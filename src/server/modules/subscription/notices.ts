import type { ComputedStatus } from '@shared/domain/subscription';
import type { PaidTier } from '@shared/domain/tiers';
import type { NotificationDraft } from '../notifications';

/** The plans as the pricing page names them: the annual plan is the Premium tier. */
const PLAN_NAMES: Record<PaidTier, string> = { Basic: 'Basic', Premium: 'Annual (Premium)' };

/**
 * What the partner of the player who changed the couple's plan is told (docs/tiers.md):
 * which plan, and until when, read from the status the change left.
 */
export function planChangedNotice(
  actorName: string,
  tier: PaidTier,
  status: ComputedStatus,
  renewed: boolean,
): NotificationDraft {
  const plan = PLAN_NAMES[tier];
  return {
    type: 'message',
    icon: '💳',
    title: renewed
      ? `${actorName} renewed your ${plan} plan`
      : `${actorName} switched your plan to ${plan}`,
    description: `${status.statusMessage}. You share one plan, so the change applies to you both.`,
    actionUrl: '/pricing',
  };
}
