import { eq } from 'drizzle-orm';
import type { ExperienceResponse } from '@shared/domain/adventures';
import { ADVENTURE_ERRORS, postponedUntilFrom } from '@shared/domain/adventures';
import { adventures } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { callersExperience, type ExperienceRow } from './adventure-row';
import { coupleContextOf, experienceView, nameOf, otherPartner } from './adventure-view';
import { adventureNotices } from './notices';
import { sealedTeaser } from './sealed-texts';
import { withChanceSentence } from './write-adventure';

/** Why the other partner cannot answer this adventure now, if they cannot. */
function refuseResponse(row: ExperienceRow) {
  if (row.status === 'completed') throw conflict(ADVENTURE_ERRORS.alreadyCompleted);
  if (row.partnerResponse !== null) throw conflict(ADVENTURE_ERRORS.alreadyResponded);
  if (row.status === 'declined') throw conflict(ADVENTURE_ERRORS.declined);
  if (row.status !== 'planned') throw conflict(ADVENTURE_ERRORS.notPlanned);
}

/**
 * Sending a draft to the other partner (the lead only) and answering it (the other partner
 * only). Each runs in one transaction holding the adventure's row lock, so of two answers at
 * the same instant the second sees the first and is refused.
 */
export function createSendAndRespond(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier'>) {
  const { db, cipher, notifier } = deps;

  return {
    async confirm(callerId: string, experienceId: string, teaser: string | null) {
      const view = await inTransaction(db, async (tx) => {
        const row = await callersExperience(tx, callerId, experienceId, true);
        if (row.leadPlayerId !== callerId) throw forbidden(ADVENTURE_ERRORS.onlyLeadConfirms);
        if (row.status !== 'draft') throw conflict(ADVENTURE_ERRORS.notDraft);
        const context = await coupleContextOf(tx, row.coupleId, [row.leadPlayerId]);
        const partnerTeaser = withChanceSentence(
          teaser ?? row.teaser,
          row.chanceOutcome,
          nameOf(context, callerId),
        );
        const [sent] = await tx
          .update(adventures)
          .set({
            status: 'planned',
            partnerTeaser: sealedTeaser(cipher, row.id, partnerTeaser),
            updatedAt: new Date(),
          })
          .where(eq(adventures.id, row.id))
          .returning();
        const partnerId = otherPartner(context, callerId);
        if (partnerId)
          await notifier.notify(
            tx,
            partnerId,
            adventureNotices.sent(nameOf(context, callerId), partnerTeaser),
            { subjectId: row.id, actorId: callerId },
          );
        return experienceView(sent!, callerId, context, cipher);
      });
      return view;
    },

    async respond(
      callerId: string,
      experienceId: string,
      playerId: string,
      response: ExperienceResponse,
    ) {
      const view = await inTransaction(db, async (tx) => {
        const row = await callersExperience(tx, callerId, experienceId, true);
        if (playerId.toLowerCase() !== callerId)
          throw forbidden(ADVENTURE_ERRORS.respondForYourself);
        if (row.leadPlayerId === callerId) throw forbidden(ADVENTURE_ERRORS.onlyPartnerResponds);
        refuseResponse(row);
        const now = new Date();
        const [answered] = await tx
          .update(adventures)
          .set({
            partnerResponse: response,
            partnerRespondedAt: now,
            postponedUntil: null,
            ...(response === 'declined' ? { status: 'declined' as const } : {}),
            updatedAt: now,
          })
          .where(eq(adventures.id, row.id))
          .returning();
        const context = await coupleContextOf(tx, row.coupleId, [row.leadPlayerId]);
        const partnerName = nameOf(context, callerId);
        await notifier.notify(
          tx,
          row.leadPlayerId,
          response === 'accepted'
            ? adventureNotices.accepted(partnerName)
            : adventureNotices.declined(partnerName),
          { subjectId: row.id, actorId: callerId },
        );
        return experienceView(answered!, callerId, context, cipher);
      });
      return view;
    },

    /**
     * "Not tonight": the other partner puts a planned adventure off, unanswered, until
     * tomorrow (POSTPONE_HOURS), when it asks them again; they may still answer it sooner.
     */
    async postpone(callerId: string, experienceId: string) {
      return inTransaction(db, async (tx) => {
        const row = await callersExperience(tx, callerId, experienceId, true);
        if (row.leadPlayerId === callerId) throw forbidden(ADVENTURE_ERRORS.onlyPartnerPostpones);
        refuseResponse(row);
        const now = new Date();
        if (row.postponedUntil && row.postponedUntil.getTime() > now.getTime())
          throw conflict(ADVENTURE_ERRORS.alreadyPostponed);
        const [postponed] = await tx
          .update(adventures)
          .set({ postponedUntil: postponedUntilFrom(now), updatedAt: now })
          .where(eq(adventures.id, row.id))
          .returning();
        const context = await coupleContextOf(tx, row.coupleId, [row.leadPlayerId]);
        await notifier.notify(
          tx,
          row.leadPlayerId,
          adventureNotices.postponed(nameOf(context, callerId)),
          { subjectId: row.id, actorId: callerId },
        );
        return experienceView(postponed!, callerId, context, cipher);
      });
    },
  };
}
