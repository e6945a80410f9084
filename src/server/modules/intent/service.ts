import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Intent, IntentBody } from '@shared/api/intent';
import {
  COMFORT_LEVELS,
  DEFAULT_INTENT,
  INTENT_OPTIONS,
  type IntentValues,
} from '@shared/domain/intent';
import { intents } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { forbidden } from '../../lib/http-error';
import { lockPlayers, playerOrUnauthorized } from '../couples';
import type { ModuleDeps } from '../deps';
import { toIntent } from './couple-intents';
import { openedIntent, sealedIntent } from './sealed-intent';

export const INTENT_ERRORS = {
  notYourCouple: 'You can only save preferences for your own couple.',
} as const;

/**
 * Intent preferences (docs/intent-and-adventures.md): each player reads and writes only their
 * own; nothing here ever answers with another player's.
 */
export function createIntentService(deps: Pick<ModuleDeps, 'db' | 'cipher'>) {
  const { db, cipher } = deps;

  return {
    // The lookups hold nothing private, but a token of a player who is gone still gets 401.
    async comfortLevels(callerId: string) {
      await playerOrUnauthorized(db, callerId);
      return Object.fromEntries(
        Object.entries(COMFORT_LEVELS).map(([level, info]) => [String(level), { ...info }]),
      );
    },

    async options(callerId: string) {
      await playerOrUnauthorized(db, callerId);
      return {
        lookingFor: [...INTENT_OPTIONS.lookingFor],
        focusAreas: [...INTENT_OPTIONS.focusAreas],
        comfortZones: [...INTENT_OPTIONS.comfortZones],
        avoidCategories: [...INTENT_OPTIONS.avoidCategories],
        experienceStyles: [...INTENT_OPTIONS.experienceStyles],
        challengePreferences: [...INTENT_OPTIONS.challengePreferences],
        tonePreferences: [...INTENT_OPTIONS.tonePreferences],
      };
    },

    async mine(callerId: string): Promise<Intent> {
      const player = await playerOrUnauthorized(db, callerId);
      const [row] = await db.select().from(intents).where(eq(intents.playerId, callerId));
      if (row) return toIntent(openedIntent(cipher, row));
      return {
        ...DEFAULT_INTENT,
        id: null,
        playerId: callerId,
        coupleId: player.coupleId,
        lastUpdated: null,
      };
    },

    /**
     * Changes the caller's preferences, recorded against their current couple: only the fields
     * the body names; the others keep what was saved (the defaults before the first save).
     */
    async save(callerId: string, body: IntentBody): Promise<Intent> {
      return inTransaction(db, async (tx) => {
        // The player's row is locked so that two saves (the first one too) merge one at a
        // time: the stored choices are sealed for the row's id, so each save reads the row,
        // opens it and writes every choice sealed again.
        await lockPlayers(tx, [callerId]);
        const player = await playerOrUnauthorized(tx, callerId);
        if (body.coupleId && body.coupleId.toLowerCase() !== player.coupleId)
          throw forbidden(INTENT_ERRORS.notYourCouple);
        const { coupleId: _named, ...fields } = body;
        const changed = Object.fromEntries(
          Object.entries(fields).filter(([, value]) => value !== undefined),
        ) as Partial<IntentValues>;
        const [stored] = await tx.select().from(intents).where(eq(intents.playerId, callerId));
        const saved: IntentValues = stored ? openedIntent(cipher, stored) : DEFAULT_INTENT;
        const id = stored?.id ?? randomUUID();
        const values = {
          ...sealedIntent(cipher, id, { ...saved, ...changed }),
          coupleId: player.coupleId,
          lastUpdated: new Date(),
        };
        const [row] = stored
          ? await tx.update(intents).set(values).where(eq(intents.id, id)).returning()
          : await tx
              .insert(intents)
              .values({ id, playerId: callerId, ...values })
              .returning();
        return toIntent(openedIntent(cipher, row!));
      });
    },
  };
}

export type IntentService = ReturnType<typeof createIntentService>;
