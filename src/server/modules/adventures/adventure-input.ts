import { asc, eq } from 'drizzle-orm';
import { levelForComfort, INTENT_OPTIONS } from '@shared/domain/intent';
import { lowerLevel, type JourneyLevel } from '@shared/domain/journey';
import type { AdventureInput, AdventureIntents, Boundaries } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { adventures } from '../../db/schema';
import { coupleAvoidCategories, savedIntents, type IntentRow } from '../intent';
import { coupleBoundaries } from '../couples';
import { journeyStateOf } from '../journey';
import { coupleMatching } from '../results';

/** A couple with both partners present, and which of them leads this adventure. */
export interface AdventureCouple {
  id: string;
  player1: { id: string; displayName: string };
  player2: { id: string; displayName: string };
  leadId: string;
}

/** Every choice of a list chosen by either partner, in the form's order (so order tells nobody). */
function joined(
  rows: readonly IntentRow[],
  choices: readonly string[],
  pick: (row: IntentRow) => string[],
) {
  const chosen = new Set(rows.flatMap(pick));
  return choices.filter((choice) => chosen.has(choice));
}

/**
 * Both partners' intents merged so that nothing tells who wanted what: lists joined, the
 * gentler challenge of the two, the lead's own tone.
 */
export function mergedIntents(rows: readonly IntentRow[], leadId: string): AdventureIntents {
  const challenges: readonly string[] = INTENT_OPTIONS.challengePreferences;
  const gentlest = rows
    .map((row) => row.challengePreference)
    .filter((value): value is string => value !== null && challenges.includes(value))
    .sort((a, b) => challenges.indexOf(a) - challenges.indexOf(b))[0];
  return {
    lookingFor: joined(rows, INTENT_OPTIONS.lookingFor, (row) => row.lookingFor),
    focusAreas: joined(rows, INTENT_OPTIONS.focusAreas, (row) => row.focusAreas),
    experienceStyles: joined(rows, INTENT_OPTIONS.experienceStyles, (row) => row.experienceStyle),
    challengePreference: gentlest ?? null,
    tonePreference: rows.find((row) => row.playerId === leadId)?.tonePreference ?? null,
  };
}

/**
 * The highest level an adventure may reach: the couple's current journey level (Vanilla
 * before the journey is set up), lowered by each saved comfort level.
 */
export async function adventureLevel(
  executor: Executor,
  coupleId: string,
  intents: readonly IntentRow[],
): Promise<JourneyLevel> {
  const state = await journeyStateOf(executor, coupleId);
  return intents.reduce<JourneyLevel>(
    (level, row) => lowerLevel(level, levelForComfort(row.comfortLevel)),
    state?.currentLevel ?? 'Vanilla',
  );
}

/** The couple's earlier adventures, oldest first, so the engine does not repeat them. */
async function seenBy(executor: Executor, coupleId: string): Promise<AdventureInput['seen']> {
  const rows = await executor
    .select({ templateId: adventures.templateId, title: adventures.title })
    .from(adventures)
    .where(eq(adventures.coupleId, coupleId))
    .orderBy(asc(adventures.createdAt), asc(adventures.id));
  return {
    templateIds: rows.flatMap((row) => (row.templateId ? [row.templateId] : [])),
    titles: rows.map((row) => row.title),
  };
}

export type AdventureBasis = Omit<AdventureInput, 'type' | 'accessories' | 'chance'>;

/**
 * Everything the engine is told about the couple (what both welcomed, merged intents, the
 * level, what they already had) and, for the guard only, everything it must not touch.
 */
export async function adventureBasis(
  executor: Executor,
  cipher: FieldCipher,
  couple: AdventureCouple,
): Promise<{ basis: AdventureBasis; boundaries: Boundaries }> {
  const intents = await savedIntents(executor, cipher, [couple.player1.id, couple.player2.id]);
  const level = await adventureLevel(executor, couple.id, intents);
  const matching = await coupleMatching(
    executor,
    cipher,
    couple.id,
    couple.player1.id,
    couple.player2.id,
  );
  const [lead, partner] =
    couple.leadId === couple.player1.id
      ? [couple.player1, couple.player2]
      : [couple.player2, couple.player1];
  return {
    basis: {
      coupleId: couple.id,
      level,
      welcomed: matching.welcomed,
      intents: mergedIntents(intents, couple.leadId),
      leadName: lead.displayName,
      partnerName: partner.displayName,
      seen: await seenBy(executor, couple.id),
    },
    boundaries: {
      refusedActivities: matching.refusedActivities,
      hardBoundaries: await coupleBoundaries(executor, cipher, couple.id),
      avoidCategories: await coupleAvoidCategories(executor, cipher, couple.id),
      maxLevel: level,
    },
  };
}
