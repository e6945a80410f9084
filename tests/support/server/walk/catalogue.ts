import type { FastifyInstance } from 'fastify';
import {
  getStructure,
  markComplete,
  respondActivitiesBulk,
  type SurveyStructure,
} from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { answerWholeSurvey, type ActivityChooser } from '../survey-fixture';
import { call, type Member } from './members';

/**
 * Real ids of the survey catalogue the app serves (every app seeds the shipped one at start),
 * so a survey write the walks send names a question, option and activity that exist.
 */
export interface CatalogueSample {
  questionId: string;
  /** One of `questionId`'s own options. */
  optionId: string;
  /** An ordinary activity, answered from 'self'. */
  activityId: string;
  /** `activityId`'s category: active, as every category the survey serves. */
  categoryId: string;
}

const surveyServed = (app: FastifyInstance) =>
  [getStructure, respondActivitiesBulk, markComplete].every((route) =>
    app.hasRoute({ method: route.method, url: route.path }),
  );

/** The survey as players see it, or null while the survey module is not served. */
export async function loadStructure(app: FastifyInstance): Promise<SurveyStructure | null> {
  if (!surveyServed(app)) return null;
  return call<SurveyStructure>(app, 'GET', getStructure.path);
}

/** Ids for the walks' survey writes; undefined when the catalogue lacks a kind of them. */
export function catalogueSample(structure: SurveyStructure | null): CatalogueSample | undefined {
  const question = structure?.questions.find((q) => q.options.length > 0);
  const category = structure?.categories.find((c) =>
    c.activities.some((a) => a.tagType === 'activity'),
  );
  const activity = category?.activities.find((a) => a.tagType === 'activity');
  const option = question?.options[0];
  if (!question || !option || !category || !activity) return undefined;
  return {
    questionId: question.id,
    optionId: option.id,
    activityId: activity.id,
    categoryId: category.id,
  };
}

const alternating = (): ActivityChooser => {
  let turn = 0;
  return () => ((turn += 1) % 2 ? 'Yes' : 'Maybe') satisfies Preference;
};

/**
 * Answers the whole survey through the API (one call per question, the bulk route for the
 * activities) and marks it complete: `owner` alternates Yes and Maybe, the others say Yes, so
 * their couple has exact and close matches to show.
 */
export async function completeSurveys(
  app: FastifyInstance,
  owner: Member,
  others: readonly Member[] = [],
) {
  await Promise.all(
    [owner, ...others].map(async (member) => {
      await answerWholeSurvey(app, member.token, member === owner ? alternating() : 'Yes');
      await call(app, 'POST', markComplete.path, member.token);
    }),
  );
}
