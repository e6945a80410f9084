import { z } from 'zod';
import { PREFERENCES, type Perspective, type Preference } from '@shared/domain/survey';
import {
  ACTIVITY_PREFERENCE,
  recordIdOf,
  SNAPSHOT_PREFERENCE,
  type EncryptedColumn,
} from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';

// A partner's Yes, Maybe or No is stored encrypted (docs/matching-and-privacy.md, "Encryption at
// rest"), sealed for its own row: the player, the activity and the perspective (and, in a kept
// round, the couple). So nothing in SQL can compare or count answers; code does, after opening.

/** A stored answer opens to one of the three words, or the row is not what Velvet wrote. */
const storedPreference = z.enum(PREFERENCES);

/** The row an answer lives in: whose, to which activity, from which perspective. */
export interface AnswerPlace {
  playerId: string;
  activityId: string;
  perspective: Perspective;
}

const answerKeyOf = ({ playerId, activityId, perspective }: AnswerPlace) =>
  [playerId, activityId, perspective] as const;

const snapshotKeyOf = (coupleId: string, { playerId, activityId, perspective }: AnswerPlace) =>
  [coupleId, playerId, activityId, perspective] as const;

/**
 * Answers already opened, by stored value, with the row each was opened for. Results, matching
 * and every save read all of a couple's answers, hundreds at a time, and opening one costs
 * about as much as the rest of such a request; a stored value never changes (a new answer is
 * sealed anew), so each is opened once per process. A value found here is given back only for
 * the row and column it was opened for: copied into another row, it goes to the cipher, which
 * refuses it. Past the limit the oldest entries go first.
 */
const OPENED_LIMIT = 50_000;
interface Opened {
  column: EncryptedColumn;
  key: readonly string[];
  preference: Preference;
}
const opened = new WeakMap<FieldCipher, Map<string, Opened>>();

const sameKey = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((part, i) => part === b[i]);

function openOnce(
  cipher: FieldCipher,
  column: EncryptedColumn,
  key: readonly string[],
  stored: string,
): Preference {
  let byValue = opened.get(cipher);
  if (!byValue) opened.set(cipher, (byValue = new Map()));
  const known = byValue.get(stored);
  if (known && known.column === column && sameKey(known.key, key)) return known.preference;
  const preference = storedPreference.parse(column.open(cipher, recordIdOf(...key), stored));
  if (byValue.size >= OPENED_LIMIT) byValue.delete(byValue.keys().next().value!);
  byValue.set(stored, { column, key, preference });
  return preference;
}

/** The value to store for a player's answer. */
export const sealAnswer = (cipher: FieldCipher, place: AnswerPlace, preference: Preference) =>
  ACTIVITY_PREFERENCE.seal(cipher, recordIdOf(...answerKeyOf(place)), preference);

/** A player's answer as they gave it; throws if the stored value is not this row's. */
export const openAnswer = (cipher: FieldCipher, place: AnswerPlace, stored: string): Preference =>
  openOnce(cipher, ACTIVITY_PREFERENCE, answerKeyOf(place), stored);

/** The value to store for an answer kept in a couple's completed round. */
export const sealSnapshotAnswer = (
  cipher: FieldCipher,
  coupleId: string,
  place: AnswerPlace,
  preference: Preference,
) => SNAPSHOT_PREFERENCE.seal(cipher, recordIdOf(...snapshotKeyOf(coupleId, place)), preference);

/** An answer as the couple's completed round kept it; throws if the stored value is not this row's. */
export const openSnapshotAnswer = (
  cipher: FieldCipher,
  coupleId: string,
  place: AnswerPlace,
  stored: string,
): Preference => openOnce(cipher, SNAPSHOT_PREFERENCE, snapshotKeyOf(coupleId, place), stored);

/** Rows read with a stored `preference`, each opened to the answer it holds. */
export const openAnswers = <Row extends AnswerPlace & { preference: string }>(
  cipher: FieldCipher,
  rows: readonly Row[],
) => rows.map((row) => ({ ...row, preference: openAnswer(cipher, row, row.preference) }));

/** Rows of a couple's kept round, each opened to the answer it holds. */
export const openSnapshotAnswers = <
  Row extends AnswerPlace & { coupleId: string; preference: string },
>(
  cipher: FieldCipher,
  rows: readonly Row[],
) =>
  rows.map((row) => ({
    ...row,
    preference: openSnapshotAnswer(cipher, row.coupleId, row, row.preference),
  }));
