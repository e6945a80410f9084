import { requireFeature } from '../subscription';
import { eq } from 'drizzle-orm';
import { ADVENTURE_ERRORS, realAccessories } from '@shared/domain/adventures';
import { adventures } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { COUPLE_MESSAGES, isMemberOf } from '../couples';
import type { ModuleDeps } from '../deps';
import { callersExperience, type ExperienceRow } from './adventure-row';
import { activeTypes, storedType, typeNamed } from './adventure-types';
import { viewOne } from './adventure-view';
import { createAdventureWriter, readyCouple } from './write-adventure';

function assertLeadsDraft(row: ExperienceRow, callerId: string) {
  if (row.leadPlayerId !== callerId) throw forbidden(ADVENTURE_ERRORS.onlyLeadRegenerates);
  if (row.status !== 'draft') throw conflict(ADVENTURE_ERRORS.notDraft);
}

/**
 * Generating a draft and regenerating it. The caller becomes the lead. Nobody is notified:
 * the other partner must not learn of a draft.
 */
export function createGeneration(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'log'>) {
  const { db } = deps;
  const write = createAdventureWriter(deps);

  return {
    async generate(
      callerId: string,
      request: { coupleId: string; type: string; selectedAccessories: string[] },
    ) {
      if (!(await isMemberOf(db, callerId, request.coupleId)))
        throw notFound(COUPLE_MESSAGES.coupleNotFound);
      await requireFeature(db, request.coupleId.toLowerCase(), 'adventures');
      const couple = await readyCouple(deps, request.coupleId.toLowerCase(), callerId);
      const types = await activeTypes(db);
      const chosen = typeNamed(types, request.type);
      const written = await write({
        couple,
        types,
        chosen,
        accessories: realAccessories(request.selectedAccessories),
      });
      const [row] = await db
        .insert(adventures)
        .values({ ...written, coupleId: couple.id, leadPlayerId: callerId, status: 'draft' })
        .returning();
      return viewOne(db, row!, callerId);
    },

    /**
     * New content for the lead's draft: same type, accessories and coin, not the current
     * template. Drawing the coin again would let the lead redo a lost toss.
     */
    async regenerate(callerId: string, experienceId: string) {
      const current = await callersExperience(db, callerId, experienceId);
      assertLeadsDraft(current, callerId);
      await requireFeature(db, current.coupleId, 'adventures');
      const couple = await readyCouple(deps, current.coupleId, callerId);
      const types = await activeTypes(db);
      const written = await write({
        couple,
        types,
        chosen: storedType(types, current.typeId, current.typeName),
        accessories: current.selectedAccessories,
        chance: current.chanceOutcome,
      });
      const row = await inTransaction(db, async (tx) => {
        // The lead may have sent it meanwhile: check again under the row lock.
        const locked = await callersExperience(tx, callerId, experienceId, true);
        assertLeadsDraft(locked, callerId);
        const [updated] = await tx
          .update(adventures)
          .set({ ...written, updatedAt: new Date() })
          .where(eq(adventures.id, locked.id))
          .returning();
        return updated!;
      });
      return viewOne(db, row, callerId);
    },
  };
}
