import { z } from 'zod';
import { PREFERENCES, type Perspective, type Preference } from '@shared/domain/survey';
import {
  ACTIVITY_PREFERENCE,
  recordIdOf,
  SNAPSHOT_PREFERENCE,
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

const answerRecordId = ({ playerId, activityId, perspective }: AnswerPlace) =>
  recordIdOf(playerId, activityId, perspective);

const snapshotRecordId = (coupleId: string, { playerId, activityId, perspective }: AnswerPlace) =>
  recordIdOf(coupleId, playerId, activityId, perspective);

/** The value to store for a player's answer. */
export const sealAnswer = (cipher: FieldCipher, place: AnswerPlace, preference: Preference) =>
  ACTIVITY_PREFERENCE.seal(cipher, answerRecordId(place), preference);

/** A player's answer as they gave it; throws if the stored value is not this row's. */
export const openAnswer = (cipher: FieldCipher, place: AnswerPlace, stored: string): Preference =>
  storedPreference.parse(ACTIVITY_PREFERENCE.open(cipher, answerRecordId(place), stored));

/** The value to store for an answer kept in a couple's completed round. */
export const sealSnapshotAnswer = (
  cipher: FieldCipher,
  coupleId: string,
  place: AnswerPlace,
  preference: Preference,
) => SNAPSHOT_PREFERENCE.seal(cipher, snapshotRecordId(coupleId, place), preference);

/** An answer as the couple's completed round kept it; throws if the stored value is not this row's. */
export const openSnapshotAnswer = (
  cipher: FieldCipher,
  coupleId: string,
  place: AnswerPlace,
  stored: string,
): Preference =>
  storedPreference.parse(
    SNAPSHOT_PREFERENCE.open(cipher, snapshotRecordId(coupleId, place), stored),
  );

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
