import { and, eq, sum } from 'drizzle-orm';
import type { CompletionResult } from '@shared/api/adventures';
import { ADVENTURE_ERRORS, ADVENTURE_POINTS } from '@shared/domain/adventures';
import { adventures, scoreEvents } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { conflict, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { announceStreakMilestones, awardPoints, coupleStreaks } from '../gamification';
import { awardBadges } from './badges';
import { callersExperience, type ExperienceRow } from './adventure-row';
import { coupleContextOf, experienceView, nameOf, otherPartner } from './adventure-view';
import { adventureNotices } from './notices';

function refuseCompletion(row: ExperienceRow) {
  if (row.status === 'completed') throw conflict(ADVENTURE_ERRORS.alreadyCompleted);
  if (row.status === 'declined') throw conflict(ADVENTURE_ERRORS.declined);
  if (row.partnerResponse !== 'accepted') throw conflict(ADVENTURE_ERRORS.notAccepted);
}

async function scoreOf(tx: Tx, coupleId: string, playerId: string) {
  const [row] = await tx
    .select({ total: sum(scoreEvents.points) })
    .from(scoreEvents)
    .where(and(eq(scoreEvents.coupleId, coupleId), eq(scoreEvents.playerId, playerId)));
  return Number(row?.total ?? 0);
}

/**
 * The lead marks an accepted adventure completed (docs/intent-and-adventures.md): one
 * transaction holding the adventure's row lock, so of two completes at the same instant the
 * second sees the first and gets 409; points (once, by the scoreboard's unique index too),
 * streak milestones and badges follow, and the other partner is asked for a reflection.
 */
export function createCompletion(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now'>) {
  const { db, cipher, notifier, now: clock } = deps;

  return async function complete(
    callerId: string,
    experienceId: string,
    timeZone: string,
  ): Promise<CompletionResult> {
    const result = await inTransaction(db, async (tx) => {
      const row = await callersExperience(tx, callerId, experienceId, true);
      if (row.leadPlayerId !== callerId) throw forbidden(ADVENTURE_ERRORS.onlyLeadCompletes);
      refuseCompletion(row);
      const now = clock();
      const [completed] = await tx
        .update(adventures)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(eq(adventures.id, row.id))
        .returning();
      const context = await coupleContextOf(tx, row.coupleId, [row.leadPlayerId]);
      const partnerId = otherPartner(context, callerId);
      const playerIds = partnerId ? [callerId, partnerId] : [callerId];
      const points = ADVENTURE_POINTS[row.level];
      const awarded = await awardPoints(tx, {
        coupleId: row.coupleId,
        playerIds,
        points,
        source: 'adventure',
        sourceId: row.id,
        occurredAt: now,
      });
      await announceStreakMilestones(tx, notifier, { id: row.coupleId, playerIds }, timeZone, now);
      const newBadges = await awardBadges(tx, row.coupleId, { timeZone, now });
      if (partnerId)
        await notifier.notify(
          tx,
          partnerId,
          adventureNotices.completed(nameOf(context, callerId), row.title),
          { subjectId: row.id, actorId: callerId },
        );
      const { currentStreak } = await coupleStreaks(tx, row.coupleId, timeZone, now);
      return {
        experience: experienceView(completed!, callerId, context, cipher),
        gamification: {
          pointsAwarded: awarded.some((award) => award.playerId === callerId) ? points : 0,
          newBadges,
          totalScore: await scoreOf(tx, row.coupleId, callerId),
          currentStreak,
        },
      };
    });
    return result;
  };
}
