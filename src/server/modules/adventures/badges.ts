import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { NewBadge } from '@shared/api/adventures';
import { BADGES, badgesEarned } from '@shared/domain/adventures';
import { coupleBadges, adventures } from '../../db/schema';
import type { Tx } from '../../db/transactions';
import { coupleStreaks } from '../gamification';
import { activeTypes } from './adventure-types';

/** Where and when the streak is counted (calendar days in the player's time zone). */
export interface StreakClock {
  timeZone: string;
  now: Date;
}

/** What the couple has done, as the badge rules read it (docs/intent-and-adventures.md). */
async function progressOf(tx: Tx, coupleId: string, streakAt: StreakClock | null) {
  const completed = await tx
    .select({ typeName: adventures.typeName })
    .from(adventures)
    .where(and(eq(adventures.coupleId, coupleId), eq(adventures.status, 'completed')));
  const [reflections] = await tx
    .select({ n: count() })
    .from(adventures)
    // A sealed reflection is null until written, so it is counted without being opened.
    .where(and(eq(adventures.coupleId, coupleId), isNotNull(adventures.partnerFeedback)));
  const currentStreak = streakAt
    ? (await coupleStreaks(tx, coupleId, streakAt.timeZone, streakAt.now)).currentStreak
    : 0;
  return {
    completedAdventures: completed.length,
    completedTypes: completed.map((row) => row.typeName.trim().toLowerCase()),
    availableTypes: (await activeTypes(tx)).map((type) => type.type.trim().toLowerCase()),
    currentStreak,
    reflections: reflections?.n ?? 0,
  };
}

/**
 * Gives the couple every badge its progress has earned and it does not hold yet; returns
 * those, in the catalogue's order. Streak badges are only looked at with a clock (a completion,
 * which extends the streak in the player's time zone). Each badge is claimed through the unique index, so it is
 * given once per couple whatever runs at the same time.
 */
export async function awardBadges(
  tx: Tx,
  coupleId: string,
  streakAt: StreakClock | null,
): Promise<NewBadge[]> {
  const earned = badgesEarned(await progressOf(tx, coupleId, streakAt));
  if (earned.length === 0) return [];
  const claimed = await tx
    .insert(coupleBadges)
    .values(earned.map((badgeKey) => ({ coupleId, badgeKey })))
    .onConflictDoNothing()
    .returning({ badgeKey: coupleBadges.badgeKey });
  const keys = new Set(claimed.map((row) => row.badgeKey));
  return BADGES.filter((badge) => keys.has(badge.key)).map((badge) => ({
    badgeName: badge.name,
    badgeIcon: badge.icon,
  }));
}
