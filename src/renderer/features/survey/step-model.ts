import type { SurveyStructure } from '@shared/api/survey';
import { SURVEY_LABELS } from './messages';
import {
  categoryItemKeys,
  countAnswered,
  questionItemKey,
  type IsAnswered,
  type ItemKey,
  type SurveyCategory,
  type SurveyQuestion,
} from './survey-model';

/**
 * One screenful of the survey: the general questions, or one category's activities. The survey
 * shows one step at a time, then a review of what is left before Submit
 * (docs/matching-and-privacy.md, "The survey screen").
 */
export type SurveyStep =
  | {
      kind: 'questions';
      id: string;
      name: string;
      keys: ItemKey[];
      questions: readonly SurveyQuestion[];
    }
  | { kind: 'category'; id: string; name: string; keys: ItemKey[]; category: SurveyCategory };

/** Where the player is: a step's index (from 0), or the review before Submit. */
export type StepPosition = number | 'review';

/** The address's value for the review (`?step=review`); a step is its number from 1. */
export const REVIEW_PARAM = 'review';

/** The general questions first (when there are any), then each category that has activities. */
export function surveySteps(structure: SurveyStructure): SurveyStep[] {
  const steps: SurveyStep[] = [];
  if (structure.questions.length > 0) {
    steps.push({
      kind: 'questions',
      id: 'general-questions',
      name: SURVEY_LABELS.generalQuestions,
      keys: structure.questions.map((question) => questionItemKey(question.id)),
      questions: structure.questions,
    });
  }
  for (const category of structure.categories) {
    if (category.activities.length === 0) continue;
    steps.push({
      kind: 'category',
      id: category.id,
      name: category.name,
      keys: categoryItemKeys(category),
      category,
    });
  }
  return steps;
}

/**
 * The position `?step=` names: "review", or a step's number from 1. A missing or unreadable
 * value opens the first step; a number past the end (the survey lost a category since the link
 * was made) opens the last.
 */
export function parseStepParam(param: string | null, count: number): StepPosition {
  const value = param?.trim().toLowerCase() ?? '';
  if (value === REVIEW_PARAM) return 'review';
  if (!/^\d+$/.test(value)) return 0;
  const number = Number(value);
  if (number < 1) return 0;
  return Math.min(number, Math.max(count, 1)) - 1;
}

export const stepParam = (position: StepPosition): string =>
  position === 'review' ? REVIEW_PARAM : String(position + 1);

/** The index of the step holding `key`, or -1. */
export const stepOfKey = (steps: readonly SurveyStep[], key: ItemKey): number =>
  steps.findIndex((step) => step.keys.includes(key));

/** How many of a step's items are still unanswered. */
export const leftIn = (step: SurveyStep, isAnswered: IsAnswered): number =>
  step.keys.length - countAnswered(step.keys, isAnswered);
