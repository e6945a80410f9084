import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import {
  activityAnswers,
  questionAnswers,
  roundSnapshotAnswers,
  surveyCategories,
  surveyCompletions,
  surveyOptions,
} from '../../db/schema';
import { chosenFormats } from './queries';
import { openAnswers, openSnapshotAnswers } from './sealed-preferences';
import { openQuestionAnswers } from './sealed-question-answers';

/**
 * The player's answers to general questions with the label of the format each chose. The
 * choice is sealed, so it is opened here and its format looked up in code; an answer whose
 * format is gone is left out, as the join on the plain id left it out.
 */
async function exportedQuestionAnswers(tx: Executor, cipher: FieldCipher, playerId: string) {
  const rows = await tx
    .select({
      questionId: questionAnswers.questionId,
      question: surveyOptions.questionText,
      responseFormatId: questionAnswers.responseFormatId,
      answeredAt: questionAnswers.updatedAt,
    })
    .from(questionAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, questionAnswers.questionId))
    .where(eq(questionAnswers.playerId, playerId))
    .orderBy(asc(surveyOptions.sortOrder), asc(surveyOptions.questionText));
  const answers = openQuestionAnswers(
    cipher,
    rows.map((row) => ({ ...row, playerId })),
  );
  const formats = await chosenFormats(tx, answers);
  return answers.flatMap(({ questionId, question, responseFormatId, answeredAt }) => {
    const answer = formats.get(responseFormatId)?.label;
    return answer === undefined ? [] : [{ questionId, question, answer, answeredAt }];
  });
}

/**
 * The player's own survey answers (now, and as the couple's last completed round kept them),
 * with the texts they answered. Only rows of `playerId` are read: never the partner's.
 */
export async function exportedSurvey(
  tx: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<AccountExport['survey']> {
  const [completion] = await tx
    .select()
    .from(surveyCompletions)
    .where(eq(surveyCompletions.playerId, playerId));
  const questions = await exportedQuestionAnswers(tx, cipher, playerId);
  const activities = await tx
    .select({
      playerId: activityAnswers.playerId,
      activityId: activityAnswers.activityId,
      activity: surveyOptions.questionText,
      category: surveyCategories.name,
      perspective: activityAnswers.perspective,
      preference: activityAnswers.preference,
      answeredAt: activityAnswers.updatedAt,
    })
    .from(activityAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, activityAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(eq(activityAnswers.playerId, playerId))
    .orderBy(
      asc(surveyCategories.sortOrder),
      asc(surveyOptions.sortOrder),
      asc(surveyOptions.questionText),
      asc(activityAnswers.perspective),
    );
  const lastCompletedRound = await tx
    .select({
      playerId: roundSnapshotAnswers.playerId,
      coupleId: roundSnapshotAnswers.coupleId,
      activityId: roundSnapshotAnswers.activityId,
      activity: surveyOptions.questionText,
      category: surveyCategories.name,
      perspective: roundSnapshotAnswers.perspective,
      preference: roundSnapshotAnswers.preference,
    })
    .from(roundSnapshotAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, roundSnapshotAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(eq(roundSnapshotAnswers.playerId, playerId))
    .orderBy(
      asc(surveyCategories.sortOrder),
      asc(surveyOptions.sortOrder),
      asc(surveyOptions.questionText),
      asc(roundSnapshotAnswers.perspective),
    );
  return {
    completedAt: completion?.completedAt.toISOString() ?? null,
    questions: questions.map((row) => ({ ...row, answeredAt: row.answeredAt.toISOString() })),
    activities: openAnswers(cipher, activities).map(({ playerId: _, ...row }) => ({
      ...row,
      answeredAt: row.answeredAt.toISOString(),
    })),
    lastCompletedRound: openSnapshotAnswers(cipher, lastCompletedRound).map(
      ({ playerId: _, ...row }) => row,
    ),
  };
}
