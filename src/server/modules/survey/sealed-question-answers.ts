import { z } from 'zod';
import { QUESTION_ANSWER, recordIdOf } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';

// Which format a player chose for a general question is stored encrypted
// (docs/matching-and-privacy.md, "Encryption at rest"), sealed for its own row: the player and
// the question. So SQL can neither join the choice to its format nor look for a format's
// answers; code does, after opening.

/** A stored choice opens to a format's id, or the row is not what Velvet wrote. */
const storedFormatId = z.guid();

/** The row a choice lives in: whose, to which question. */
export interface QuestionAnswerPlace {
  playerId: string;
  questionId: string;
}

const recordIdOfPlace = ({ playerId, questionId }: QuestionAnswerPlace) =>
  recordIdOf(playerId, questionId);

/** The value to store for the format a player chose. */
export const sealQuestionAnswer = (
  cipher: FieldCipher,
  place: QuestionAnswerPlace,
  formatId: string,
) => QUESTION_ANSWER.seal(cipher, recordIdOfPlace(place), formatId.toLowerCase());

/** The chosen format's id; throws if the stored value is not this row's. */
export const openQuestionAnswer = (
  cipher: FieldCipher,
  place: QuestionAnswerPlace,
  stored: string,
): string => storedFormatId.parse(QUESTION_ANSWER.open(cipher, recordIdOfPlace(place), stored));

/** Rows read with a stored `responseFormatId`, each opened to the format's id it holds. */
export const openQuestionAnswers = <Row extends QuestionAnswerPlace & { responseFormatId: string }>(
  cipher: FieldCipher,
  rows: readonly Row[],
) =>
  rows.map((row) => ({
    ...row,
    responseFormatId: openQuestionAnswer(cipher, row, row.responseFormatId),
  }));
