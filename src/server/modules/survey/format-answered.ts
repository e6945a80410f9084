import { eq } from 'drizzle-orm';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { questionAnswers, surveyOptions } from '../../db/schema';
import { openQuestionAnswer } from './sealed-question-answers';

/**
 * Whether any player chose the format `formatId` of the category `categoryId`. The choice is
 * sealed, so SQL cannot look for it: the answers that could hold it, those to the category's
 * questions (retired ones too), are opened here. A player can only choose a format of the
 * question's own category, and neither an answered question nor an answered format may leave
 * its category, so no answer elsewhere can hold it.
 */
export async function formatAnswered(
  db: Executor,
  cipher: FieldCipher,
  formatId: string,
  categoryId: string,
): Promise<boolean> {
  const rows = await db
    .select({
      playerId: questionAnswers.playerId,
      questionId: questionAnswers.questionId,
      stored: questionAnswers.responseFormatId,
    })
    .from(questionAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, questionAnswers.questionId))
    .where(eq(surveyOptions.categoryId, categoryId));
  const wanted = formatId.toLowerCase();
  return rows.some((row) => openQuestionAnswer(cipher, row, row.stored) === wanted);
}
