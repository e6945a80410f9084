import type { Perspective, Preference } from '@shared/domain/survey';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import {
  openAnswers,
  sealAnswer,
  type AnswerPlace,
} from '../../../src/server/modules/survey/sealed-preferences';
import {
  openQuestionAnswers,
  sealQuestionAnswer,
  type QuestionAnswerPlace,
} from '../../../src/server/modules/survey/sealed-question-answers';
import { TEST_KEYRING } from './test-app';

// Survey answers are stored encrypted for their row (docs/matching-and-privacy.md, "Encryption
// at rest"): fixtures that write or read them straight in the database do it as the app does.

/** The cipher of every test app (TEST_KEYRING). */
export const testCipher = new FieldCipher(TEST_KEYRING);

/** An answer row as the app stores it: the preference sealed for the player, activity, perspective. */
export const storedAnswer = (
  playerId: string,
  activityId: string,
  perspective: Perspective,
  preference: Preference,
) => ({
  playerId,
  activityId,
  perspective,
  preference: sealAnswer(testCipher, { playerId, activityId, perspective }, preference),
});

/** Answer rows read straight from the database, each opened to the answer it holds. */
export const openedAnswers = <Row extends AnswerPlace & { preference: string }>(
  rows: readonly Row[],
) => openAnswers(testCipher, rows);

/** A general question's answer as the app stores it: the chosen format's id sealed for its row. */
export const storedQuestionAnswer = (playerId: string, questionId: string, formatId: string) =>
  sealQuestionAnswer(testCipher, { playerId, questionId }, formatId);

/** Question answer rows read straight from the database, each opened to the chosen format's id. */
export const openedQuestionAnswers = <
  Row extends QuestionAnswerPlace & { responseFormatId: string },
>(
  rows: readonly Row[],
) => openQuestionAnswers(testCipher, rows);
