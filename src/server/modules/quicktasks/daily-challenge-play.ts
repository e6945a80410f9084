import { eq } from 'drizzle-orm';
import { calendarDay } from '@shared/domain/gamification';
import { couples, dailyChallengeCompletions, dailyChallenges } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { badRequest, conflict } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { announceStreakMilestones, awardPoints } from '../gamification';
import {
  challengeDoneBy,
  challengePoints,
  challengeView,
  storedChallenge,
  type ChallengeRow,
} from './challenge-view';
import { dailyChallengeNotices } from './notices';
import { QUICK_TASK_ERRORS } from './task-view';

type FindChallenge = (coupleId: string, timeZone: string) => Promise<ChallengeRow | null>;

/**
 * Starting today's challenge and marking it done (docs/journey-and-play.md), as a quick task
 * is started and confirmed. Each runs in one transaction holding the challenge's row lock, so
 * a double press or both partners at the same instant are taken one after the other; the
 * points go through score_events under the challenge's id, which is unique per couple and
 * day, so they are paid once whatever races.
 */
export function createDailyChallengePlay(
  deps: Pick<ModuleDeps, 'db' | 'notifier' | 'now'>,
  todaysChallenge: FindChallenge,
) {
  const { db, notifier, now: clock } = deps;

  return {
    async start(callerId: string, coupleId: string, timeZone: string) {
      // The read makes today's challenge when nobody has asked for it yet.
      const today = await todaysChallenge(coupleId, timeZone);
      if (!today) throw badRequest(QUICK_TASK_ERRORS.challengeNoJourney);
      return inTransaction(db, async (tx) => {
        const row = (await storedChallenge(tx, coupleId, today.day, true)) ?? today;
        if (row.completedAt) throw conflict(QUICK_TASK_ERRORS.challengeAlreadyCompleted);
        if (row.startedAt) throw conflict(QUICK_TASK_ERRORS.challengeAlreadyStarted);
        const [started] = await tx
          .update(dailyChallenges)
          .set({ startedAt: clock() })
          .where(eq(dailyChallenges.id, row.id))
          .returning();
        return challengeView(tx, started!, callerId);
      });
    },

    async complete(callerId: string, coupleId: string, timeZone: string) {
      return inTransaction(db, async (tx) => {
        const now = clock();
        const challenge = await storedChallenge(tx, coupleId, calendarDay(now, timeZone), true);
        if (!challenge?.startedAt) throw conflict(QUICK_TASK_ERRORS.challengeNotStarted);
        const doneBy = await challengeDoneBy(tx, challenge.id);
        if (doneBy.includes(callerId)) throw conflict(QUICK_TASK_ERRORS.challengeAlreadyDone);
        await tx
          .insert(dailyChallengeCompletions)
          .values({ challengeId: challenge.id, playerId: callerId, doneAt: now });
        const [couple] = await tx.select().from(couples).where(eq(couples.id, coupleId));
        const partnerId = couple?.player1Id === callerId ? couple?.player2Id : couple?.player1Id;
        if (!partnerId || !doneBy.includes(partnerId)) {
          if (partnerId)
            await notifier.notify(tx, partnerId, dailyChallengeNotices.yourTurn(challenge.title), {
              subjectId: challenge.id,
              actorId: callerId,
            });
          return { status: 'started' as const, pointsEarned: 0 };
        }
        const points = challengePoints(challenge);
        await tx
          .update(dailyChallenges)
          .set({ completedAt: now })
          .where(eq(dailyChallenges.id, challenge.id));
        await awardPoints(tx, {
          coupleId,
          playerIds: [callerId, partnerId],
          points,
          source: 'daily-challenge',
          sourceId: challenge.id,
          occurredAt: now,
        });
        await notifier.notify(
          tx,
          partnerId,
          dailyChallengeNotices.completed(challenge.title, points),
          { subjectId: challenge.id, actorId: callerId },
        );
        await announceStreakMilestones(
          tx,
          notifier,
          { id: coupleId, playerIds: [callerId, partnerId] },
          timeZone,
          now,
        );
        return { status: 'completed' as const, pointsEarned: points };
      });
    },
  };
}
