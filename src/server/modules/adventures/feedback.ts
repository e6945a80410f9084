import { eq } from 'drizzle-orm';
import { ADVENTURE_ERRORS } from '@shared/domain/adventures';
import { adventures } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { awardBadges } from './badges';
import { callersExperience } from './adventure-row';
import { coupleContextOf, experienceView, nameOf } from './adventure-view';
import { adventureNotices } from './notices';
import { sealedReflection } from './sealed-texts';

/**
 * The other partner's reflection on a completed adventure: once, under the row lock; it may
 * earn reflection badges (a reflection extends no streak, so streak badges wait for a
 * completion), and the lead is told.
 */
export function createFeedback(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now'>) {
  const { db, cipher, notifier, now: clock } = deps;

  return async function feedback(callerId: string, experienceId: string, text: string) {
    const result = await inTransaction(db, async (tx) => {
      const row = await callersExperience(tx, callerId, experienceId, true);
      if (row.leadPlayerId === callerId) throw forbidden(ADVENTURE_ERRORS.onlyPartnerReflects);
      if (row.status !== 'completed') throw conflict(ADVENTURE_ERRORS.notCompleted);
      // Null until reflected, sealed or not.
      if (row.partnerFeedback !== null) throw conflict(ADVENTURE_ERRORS.alreadyReflected);
      const now = clock();
      const [reflected] = await tx
        .update(adventures)
        .set({
          partnerFeedback: sealedReflection(cipher, row.id, text),
          feedbackAt: now,
          updatedAt: now,
        })
        .where(eq(adventures.id, row.id))
        .returning();
      const newBadges = await awardBadges(tx, row.coupleId, null);
      const context = await coupleContextOf(tx, row.coupleId, [row.leadPlayerId]);
      await notifier.notify(
        tx,
        row.leadPlayerId,
        adventureNotices.reflected(nameOf(context, callerId)),
        { subjectId: row.id, actorId: callerId },
      );
      return { experience: experienceView(reflected!, callerId, context, cipher), newBadges };
    });
    return result;
  };
}
