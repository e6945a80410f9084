import { eq } from 'drizzle-orm';
import {
  calendarDay,
  STREAK_MILESTONES,
  streaksOf,
  type Streaks,
} from '@shared/domain/gamification';
import type { Executor } from '../../db/client';
import { scoreEvents, streakMilestones } from '../../db/schema';
import type { Tx } from '../../db/transactions';
import type { NotificationDraft, Notifier } from '../notifications';

type ScoreSource = (typeof scoreEvents.$inferInsert)['source'];

/**
 * Gives each player `points` for one completed piece of play. The unique index on source,
 * source id and player makes a second award for the same play a no-op, whatever races.
 */
export async function awardPoints(
  tx: Tx,
  award: {
    coupleId: string;
    playerIds: readonly string[];
    points: number;
    source: ScoreSource;
    sourceId: string;
    occurredAt: Date;
  },
) {
  const { playerIds, ...rest } = award;
  return tx
    .insert(scoreEvents)
    .values(playerIds.map((playerId) => ({ ...rest, playerId })))
    .onConflictDoNothing()
    .returning({ playerId: scoreEvents.playerId });
}

/** The calendar days, in `timeZone`, on which the couple completed something. */
export async function completionDays(
  executor: Executor,
  coupleId: string,
  timeZone: string,
): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ occurredAt: scoreEvents.occurredAt })
    .from(scoreEvents)
    .where(eq(scoreEvents.coupleId, coupleId));
  return [...new Set(rows.map((row) => calendarDay(row.occurredAt, timeZone)))];
}

export async function coupleStreaks(
  executor: Executor,
  coupleId: string,
  timeZone: string,
  now: Date,
): Promise<Streaks> {
  return streaksOf(await completionDays(executor, coupleId, timeZone), calendarDay(now, timeZone));
}

const milestoneNotice = (days: number): NotificationDraft => ({
  type: 'milestone',
  icon: '🔥',
  title: `${days}-day streak!`,
  description: `You have played together ${days} days in a row. Keep it going!`,
  actionUrl: '/dashboard',
});

/**
 * Tells both partners when their current streak reaches a milestone (3, 7, 30 days). Each
 * milestone is claimed in streak_milestones first, so it is announced once per couple.
 */
export async function announceStreakMilestones(
  tx: Tx,
  notifier: Notifier,
  couple: { id: string; playerIds: readonly string[] },
  timeZone: string,
  now: Date,
): Promise<boolean> {
  const { currentStreak } = await coupleStreaks(tx, couple.id, timeZone, now);
  let announced = false;
  for (const days of STREAK_MILESTONES) {
    if (currentStreak < days) continue;
    const claimed = await tx
      .insert(streakMilestones)
      .values({ coupleId: couple.id, days })
      .onConflictDoNothing()
      .returning({ id: streakMilestones.id });
    if (claimed.length === 0) continue;
    for (const playerId of couple.playerIds)
      await notifier.notify(tx, playerId, milestoneNotice(days));
    announced = true;
  }
  return announced;
}
