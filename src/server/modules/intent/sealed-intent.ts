import { intent as intentSchema } from '@shared/api/intent';
import type { IntentValues } from '@shared/domain/intent';
import {
  type EncryptedColumn,
  INTENT_AVOID_CATEGORIES,
  INTENT_CHALLENGE_PREFERENCE,
  INTENT_COMFORT_ZONE,
  INTENT_EXPERIENCE_STYLE,
  INTENT_FOCUS_AREAS,
  INTENT_LOOKING_FOR,
  INTENT_TONE_PREFERENCE,
} from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { intents } from '../../db/schema';

// A player's intent choices are stored encrypted for the intents row's id (docs/
// matching-and-privacy.md, "Encryption at rest"): each list as its JSON text, each single
// choice as it reads. The comfort level is a number and stays plain.

/** An intents row as stored: its choices sealed. */
export type StoredIntentRow = typeof intents.$inferSelect;

/** A saved intent with its choices opened, as the player chose them. */
export type IntentRow = Omit<StoredIntentRow, keyof IntentValues> & IntentValues;

/** The stored choices of an intent whose row id is `id`, each sealed for that row. */
export function sealedIntent(cipher: FieldCipher, id: string, values: IntentValues) {
  const list = (column: EncryptedColumn, choices: readonly string[]) =>
    column.seal(cipher, id, JSON.stringify(choices));
  return {
    lookingFor: list(INTENT_LOOKING_FOR, values.lookingFor),
    comfortLevel: values.comfortLevel,
    focusAreas: list(INTENT_FOCUS_AREAS, values.focusAreas),
    comfortZone: INTENT_COMFORT_ZONE.seal(cipher, id, values.comfortZone),
    avoidCategories: list(INTENT_AVOID_CATEGORIES, values.avoidCategories),
    experienceStyle: list(INTENT_EXPERIENCE_STYLE, values.experienceStyle),
    challengePreference: INTENT_CHALLENGE_PREFERENCE.seal(cipher, id, values.challengePreference),
    tonePreference: INTENT_TONE_PREFERENCE.seal(cipher, id, values.tonePreference),
  };
}

const storedList = intentSchema.shape.lookingFor;

/** One stored list opened and read back as the list it was; anything else is a fault. */
export function openedList(
  cipher: FieldCipher,
  column: EncryptedColumn,
  id: string,
  stored: string,
): string[] {
  const text = column.open(cipher, id, stored);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const list = storedList.safeParse(parsed);
  if (!list.success)
    throw new Error(`${column.table}.${column.column} of record ${id} does not hold a list.`);
  return list.data;
}

/** A stored intents row with its choices opened. */
export function openedIntent(cipher: FieldCipher, row: StoredIntentRow): IntentRow {
  const { id } = row;
  return {
    ...row,
    lookingFor: openedList(cipher, INTENT_LOOKING_FOR, id, row.lookingFor),
    focusAreas: openedList(cipher, INTENT_FOCUS_AREAS, id, row.focusAreas),
    comfortZone: INTENT_COMFORT_ZONE.open(cipher, id, row.comfortZone),
    avoidCategories: openedList(cipher, INTENT_AVOID_CATEGORIES, id, row.avoidCategories),
    experienceStyle: openedList(cipher, INTENT_EXPERIENCE_STYLE, id, row.experienceStyle),
    challengePreference: INTENT_CHALLENGE_PREFERENCE.open(cipher, id, row.challengePreference),
    tonePreference: INTENT_TONE_PREFERENCE.open(cipher, id, row.tonePreference),
  };
}
