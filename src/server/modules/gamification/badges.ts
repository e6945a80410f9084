import { eq } from 'drizzle-orm';
import type { CoupleBadge } from '@shared/api/gamification';
import { BADGES } from '@shared/domain/adventures';
import type { Executor } from '../../db/client';
import { coupleBadges } from '../../db/schema';

/**
 * Every badge of the catalogue in its order, each with when this couple earned it, or null for
 * one still to earn: the badges page shows both, the earned ones as a record and the others as
 * an invitation.
 */
export async function badgesOf(executor: Executor, coupleId: string): Promise<CoupleBadge[]> {
  const earned = await executor
    .select({ badgeKey: coupleBadges.badgeKey, earnedAt: coupleBadges.earnedAt })
    .from(coupleBadges)
    .where(eq(coupleBadges.coupleId, coupleId));
  const earnedAt = new Map(earned.map((row) => [row.badgeKey, row.earnedAt.toISOString()]));
  return BADGES.map(({ key, name, description }) => ({
    key,
    name,
    description,
    earnedAt: earnedAt.get(key) ?? null,
  }));
}
