import type { SurveyStructure } from '@shared/api/survey';
import { answerKeysFor } from '@shared/domain/survey';

type Json = <T>(response: Response) => Promise<T>;

export interface BenchPlayer {
  id: string;
  token: string;
  email: string;
  coupleId: string | null;
}

/** Every answer key of the catalogue, each set to Yes, Maybe or No in turn. */
export function fullAnswers(structure: SurveyStructure): Record<string, 'Yes' | 'Maybe' | 'No'> {
  const choices = ['Yes', 'Maybe', 'No'] as const;
  const answers: Record<string, 'Yes' | 'Maybe' | 'No'> = {};
  let i = 0;
  for (const category of structure.categories) {
    for (const activity of category.activities) {
      for (const key of answerKeysFor(activity)) answers[key] = choices[i++ % 3]!;
    }
  }
  return answers;
}

/** Answers the whole survey through the API and marks it complete, as the survey screen does. */
export async function completeSurvey(
  baseUrl: string,
  json: Json,
  player: BenchPlayer,
  structure: SurveyStructure,
) {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${player.token}` };
  for (const question of structure.questions) {
    await json(
      await fetch(`${baseUrl}/api/survey/respond/option`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ questionId: question.id, optionId: question.options[0]!.id }),
      }),
    );
  }
  await json(
    await fetch(`${baseUrl}/api/survey/respond/activities-bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ preferences: fullAnswers(structure) }),
    }),
  );
  await json(
    await fetch(`${baseUrl}/api/survey/mark-complete`, {
      method: 'POST',
      headers: { authorization: headers.authorization },
    }),
  );
}
