import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  getStructure,
  respondActivitiesBulk,
  respondOption,
  type SurveyStructure,
} from '@shared/api/survey';
import { answerKeysFor, type Perspective, type Preference } from '@shared/domain/survey';
import type { Database } from '../../../src/server/db/client';
import { responseFormats, surveyCategories, surveyOptions } from '../../../src/server/db/schema';
import { callRouteOk } from './call-route';

type QuestionCategoryType = 'multiple_choice' | 'feelings_scale' | 'rating_scale';

export interface FixtureCategory {
  id: string;
  name: string;
}

export interface FixtureQuestion {
  id: string;
  text: string;
  /** The answers it offers, in order. */
  formats: { id: string; label: string }[];
}

export interface FixtureActivity {
  id: string;
  name: string;
  tagType: 'activity' | 'clothing';
}

export interface SurveyCatalogue {
  /** The category of the questions, with its response formats. */
  questionCategory: FixtureCategory;
  /** The Yes/Maybe/No category of the ordinary activities. */
  activityCategory: FixtureCategory;
  /** The Yes/Maybe/No category of the clothing activities (tagged 'clothing'). */
  clothingCategory: FixtureCategory;
  questions: FixtureQuestion[];
  activities: FixtureActivity[];
  clothing: FixtureActivity[];
  /** Every answer key this catalogue's activities need, in order. */
  answerKeys: string[];
}

let made = 0;

/**
 * Inserts a small survey catalogue the way staff would make one: a question category (with
 * `formats` response formats, 3 unless told) holding `questions` questions, a Yes/Maybe/No
 * category of `activities` ordinary activities and one of `clothing` clothing activities.
 * Names carry a unique label, so several catalogues can share a database. Categories sort at
 * `sortOrder` (question), +1 and +2; later catalogues sort after earlier ones unless told.
 * Rows are inserted in reverse order, so only their sort order puts them in order.
 */
export async function createSurveyCatalogue(
  db: Database,
  counts: { questions: number; activities: number; clothing: number },
  options: { formats?: number; sortOrder?: number; questionType?: QuestionCategoryType } = {},
): Promise<SurveyCatalogue> {
  made += 1;
  const label = `F${made}-${crypto.randomBytes(3).toString('hex')}`;
  const base = options.sortOrder ?? 100_000 + made * 10;
  const formatCount = options.formats ?? 3;

  const [clothingCategory, activityCategory, questionCategory] = await db
    .insert(surveyCategories)
    .values([
      { name: `${label} Clothing`, type: 'yes_no_maybe', sortOrder: base + 2 },
      { name: `${label} Activities`, type: 'yes_no_maybe', sortOrder: base + 1 },
      {
        name: `${label} Questions`,
        type: options.questionType ?? 'multiple_choice',
        sortOrder: base,
      },
    ])
    .returning({ id: surveyCategories.id, name: surveyCategories.name });
  if (!clothingCategory || !activityCategory || !questionCategory)
    throw new Error('the fixture categories were not created');

  const reversed = (count: number) => Array.from({ length: count }, (_, i) => count - 1 - i);

  const formats =
    formatCount === 0
      ? []
      : (
          await db
            .insert(responseFormats)
            .values(
              reversed(formatCount).map((i) => ({
                categoryId: questionCategory.id,
                label: `${label} answer ${i + 1}`,
                sortOrder: i,
              })),
            )
            .returning({
              id: responseFormats.id,
              label: responseFormats.label,
              sortOrder: responseFormats.sortOrder,
            })
        ).sort((a, b) => a.sortOrder - b.sortOrder);

  async function insertOptions(
    categoryId: string,
    count: number,
    name: (i: number) => string,
    tags: string[],
  ) {
    if (count === 0) return [];
    const rows = await db
      .insert(surveyOptions)
      .values(
        reversed(count).map((i) => ({
          categoryId,
          questionText: name(i),
          description: `${name(i)}, described`,
          tags,
          sortOrder: i,
        })),
      )
      .returning({
        id: surveyOptions.id,
        name: surveyOptions.questionText,
        sortOrder: surveyOptions.sortOrder,
      });
    return rows.sort((a, b) => a.sortOrder - b.sortOrder);
  }

  const questions = await insertOptions(
    questionCategory.id,
    counts.questions,
    (i) => `${label} question ${i + 1}`,
    [],
  );
  const activities = (
    await insertOptions(
      activityCategory.id,
      counts.activities,
      (i) => `${label} activity ${i + 1}`,
      ['fixture'],
    )
  ).map(({ id, name }) => ({ id, name, tagType: 'activity' as const }));
  const clothing = (
    await insertOptions(clothingCategory.id, counts.clothing, (i) => `${label} clothing ${i + 1}`, [
      'Clothing',
      'fixture',
    ])
  ).map(({ id, name }) => ({ id, name, tagType: 'clothing' as const }));

  return {
    questionCategory,
    activityCategory,
    clothingCategory,
    questions: questions.map(({ id, name }) => ({
      id,
      text: name,
      formats: formats.map(({ id, label }) => ({ id, label })),
    })),
    activities,
    clothing,
    answerKeys: [...activities, ...clothing].flatMap(answerKeysFor),
  };
}

type SurveyQuestion = SurveyStructure['questions'][number];
type SurveyActivity = SurveyStructure['categories'][number]['activities'][number];

/**
 * The answer to one activity key (from `perspective`): a preference, or null to leave it
 * unanswered.
 */
export type ActivityChooser =
  | Preference
  | ((key: string, activity: SurveyActivity, perspective: Perspective) => Preference | null);
/** The option id to answer a question with, or null to leave it unanswered. */
export type QuestionChooser = (question: SurveyQuestion) => string | null;

export interface SurveyAnswers {
  /** questionId → optionId, as sent. */
  options: Record<string, string>;
  /** answer key → preference, as sent. */
  activities: Record<string, Preference>;
}

const BULK_LIMIT = 1000;

/**
 * Answers every question and activity of the survey as the structure shows it now, through the
 * API: questions one call each (the first option unless `chooseOption` says), activities
 * through the bulk route (`choose`: one preference for all, or per answer key; Yes unless
 * told). Returns what was sent.
 */
export async function answerWholeSurvey(
  app: FastifyInstance,
  token: string,
  choose: ActivityChooser = 'Yes',
  chooseOption: QuestionChooser = (question) => question.options[0]?.id ?? null,
): Promise<SurveyAnswers> {
  const structure = await callRouteOk(app, getStructure);

  const options: Record<string, string> = {};
  for (const question of structure.questions) {
    const optionId = chooseOption(question);
    if (optionId !== null) options[question.id] = optionId;
  }
  await Promise.all(
    Object.entries(options).map(([questionId, optionId]) =>
      callRouteOk(app, respondOption, { token, body: { questionId, optionId } }),
    ),
  );

  const activities: Record<string, Preference> = {};
  for (const category of structure.categories) {
    for (const activity of category.activities) {
      for (const key of answerKeysFor(activity)) {
        const perspective = (key.split('::')[1] ?? 'self') as Perspective;
        const preference =
          typeof choose === 'function' ? choose(key, activity, perspective) : choose;
        if (preference !== null) activities[key] = preference;
      }
    }
  }
  const entries = Object.entries(activities);
  for (let start = 0; start < entries.length; start += BULK_LIMIT) {
    await callRouteOk(app, respondActivitiesBulk, {
      token,
      body: { preferences: Object.fromEntries(entries.slice(start, start + BULK_LIMIT)) },
    });
  }
  return { options, activities };
}
