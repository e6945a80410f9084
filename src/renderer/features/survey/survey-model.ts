import type { RouteResponse } from '../../lib/route-types';
import type { getPlayerResponses, SurveyStructure } from '@shared/api/survey';
import {
  answerKeysFor,
  parseAnswerKey,
  PREFERENCES,
  type Perspective,
  type Preference,
} from '@shared/domain/survey';

/**
 * One thing the player answers: a question ("question:<id>", valued by an option id) or one
 * answer key of an activity ("activity:<answer key>", valued Yes, Maybe or No). A clothing
 * activity has two answer keys, so it is two items.
 */
export type ItemKey = string;

export type SavedResponses = RouteResponse<typeof getPlayerResponses>;
export type SurveyCategory = SurveyStructure['categories'][number];
export type SurveyActivity = SurveyCategory['activities'][number];
export type SurveyQuestion = SurveyStructure['questions'][number];

const QUESTION = 'question:';
const ACTIVITY = 'activity:';

export const questionItemKey = (questionId: string): ItemKey => `${QUESTION}${questionId}`;
export const activityItemKey = (answerKey: string): ItemKey => `${ACTIVITY}${answerKey}`;

export type ParsedItemKey =
  | { kind: 'question'; questionId: string }
  | { kind: 'activity'; activityId: string; perspective: Perspective };

export function parseItemKey(key: ItemKey): ParsedItemKey | null {
  if (key.startsWith(QUESTION)) {
    const questionId = key.slice(QUESTION.length);
    return questionId ? { kind: 'question', questionId } : null;
  }
  if (key.startsWith(ACTIVITY)) {
    const parsed = parseAnswerKey(key.slice(ACTIVITY.length));
    return parsed && { kind: 'activity', ...parsed };
  }
  return null;
}

/** The items of one activity: one, or two for clothing (wearing it, seeing the partner wear it). */
export const activityItemKeys = (activity: SurveyActivity): ItemKey[] =>
  answerKeysFor(activity).map(activityItemKey);

export const categoryItemKeys = (category: SurveyCategory): ItemKey[] =>
  category.activities.flatMap(activityItemKeys);

/** Every item in screen order: the general questions, then each category's activities. */
export function surveyItemKeys(structure: SurveyStructure): ItemKey[] {
  return [
    ...structure.questions.map((question) => questionItemKey(question.id)),
    ...structure.categories.flatMap(categoryItemKeys),
  ];
}

const isPreference = (value: unknown): value is Preference =>
  (PREFERENCES as readonly unknown[]).includes(value);

/**
 * The saved answers as item values. Answers to questions, options or activities the survey no
 * longer has are left out, so they neither count as answered nor show.
 */
export function initialAnswers(
  structure: SurveyStructure,
  responses: SavedResponses,
): Map<ItemKey, string> {
  const answers = new Map<ItemKey, string>();
  const chosen = new Map(responses.options.map((option) => [option.questionId, option.optionId]));
  for (const question of structure.questions) {
    const optionId = chosen.get(question.id);
    if (optionId && question.options.some((option) => option.id === optionId)) {
      answers.set(questionItemKey(question.id), optionId);
    }
  }
  for (const category of structure.categories) {
    for (const activity of category.activities) {
      for (const answerKey of answerKeysFor(activity)) {
        const preference = responses.activities[answerKey];
        if (isPreference(preference)) answers.set(activityItemKey(answerKey), preference);
      }
    }
  }
  return answers;
}

export type IsAnswered = (key: ItemKey) => boolean;

export function countAnswered(keys: readonly ItemKey[], isAnswered: IsAnswered): number {
  let answered = 0;
  for (const key of keys) if (isAnswered(key)) answered += 1;
  return answered;
}

export interface Progress {
  answered: number;
  total: number;
}

export const progressOf = (keys: readonly ItemKey[], isAnswered: IsAnswered): Progress => ({
  answered: countAnswered(keys, isAnswered),
  total: keys.length,
});

/** Whether there is something to answer and all of it is answered. */
export const allAnswered = (keys: readonly ItemKey[], isAnswered: IsAnswered): boolean =>
  keys.length > 0 && keys.every(isAnswered);

/**
 * The first unanswered item after `after` in screen order, wrapping round to the top; from the
 * top when `after` is null or unknown. Null when everything is answered.
 */
export function nextUnanswered(
  keys: readonly ItemKey[],
  isAnswered: IsAnswered,
  after: ItemKey | null,
): ItemKey | null {
  const start = after === null ? -1 : keys.indexOf(after);
  for (let step = 1; step <= keys.length; step += 1) {
    const key = keys[(start + step) % keys.length];
    if (key !== undefined && !isAnswered(key)) return key;
  }
  return null;
}

/** The DOM id of an item's answer group, for jumping to it. */
export const itemDomId = (key: ItemKey): string => `survey-item-${key.replace(/[^\w-]/g, '-')}`;
