import { COACH_ERRORS, COACH_FEATURE } from '@shared/domain/coach';
import type { Executor } from '../../db/client';
import { forbidden } from '../../lib/http-error';
import { coupleFeatureAccess } from '../subscription';

/**
 * Every coach route's tier check (docs/coach-and-support.md): the couple's plan must include
 * `coach-iq` in the tier table; otherwise 403 naming the lowest tier that does. It runs after
 * membership, so a stranger learns nothing of a couple's plan.
 */
export async function requireCoach(executor: Executor, coupleId: string): Promise<void> {
  const access = await coupleFeatureAccess(executor, coupleId, COACH_FEATURE);
  if (!access.hasAccess) throw forbidden(COACH_ERRORS.needsTier(access.requiredTier ?? 'Premium'));
}
