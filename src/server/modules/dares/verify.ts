import { DARE_ERRORS } from '@shared/domain/dares';
import { forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { announceStreakMilestones, awardPoints } from '../gamification';
import { createDareStep, setDare, wrongState } from './dare-step';
import { dareNotices } from './notices';

/**
 * The sender's verdict on a completed dare (docs/dares.md). Verified: the receiver earns the
 * dare's points on the shared scoreboard (once: the row lock makes a second verify see the
 * first and get 409, and score_events' unique index guards it as well), which also extends
 * the couple's streak. Not verified: the dare goes back to the receiver while its time lasts,
 * and expires otherwise. The receiver is told either way.
 */
export function createVerification(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now' | 'dareExpiryHours'>,
) {
  const { notifier } = deps;
  const step = createDareStep(deps);

  return (callerId: string, dareId: string, verified: boolean, timeZone: string) =>
    step(callerId, dareId, async ({ tx, row, now, names }) => {
      if (row.senderId !== callerId) throw forbidden(DARE_ERRORS.onlySender);
      if (row.status !== 'Completed') throw wrongState(row, 'Completed');
      const senderName = names.get(callerId) ?? '';
      if (!verified) {
        const timeLeft = row.expiresAt !== null && row.expiresAt.getTime() > now.getTime();
        const returned = await setDare(tx, row, {
          status: timeLeft ? 'Accepted' : 'Expired',
          completedAt: null,
        });
        await notifier.notify(tx, row.receiverId, dareNotices.notVerified(senderName, !timeLeft), {
          subjectId: row.id,
          actorId: callerId,
        });
        return returned;
      }
      const done = await setDare(tx, row, { status: 'Verified', verifiedAt: now });
      await awardPoints(tx, {
        coupleId: row.coupleId,
        playerIds: [row.receiverId],
        points: row.points,
        source: 'dare',
        sourceId: row.id,
        occurredAt: now,
      });
      await announceStreakMilestones(
        tx,
        notifier,
        { id: row.coupleId, playerIds: [row.senderId, row.receiverId] },
        timeZone,
        now,
      );
      await notifier.notify(tx, row.receiverId, dareNotices.verified(senderName, row.points), {
        subjectId: row.id,
        actorId: callerId,
      });
      return done;
    });
}
