import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  answerKey,
  perspectiveFits,
  tagTypeOf,
  type Perspective,
  type Preference,
  type TagType,
} from '@shared/domain/survey';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import {
  activityAnswers,
  questionAnswers,
  responseFormats,
  surveyCategories,
  surveyOptions,
} from '../../db/schema';
import { activeActivity } from './active-activity';
import { openAnswer } from './sealed-preferences';
import { openQuestionAnswers } from './sealed-question-answers';

/** Categories whose options are questions answered with one of the category's formats. */
export const QUESTION_CATEGORY_TYPES = [
  'multiple_choice',
  'feelings_scale',
  'rating_scale',
] as const;

export interface CatalogueQuestion {
  id: string;
  text: string;
  description: string | null;
  formats: { id: string; label: string }[];
}

export interface CatalogueActivity {
  id: string;
  name: string;
  description: string | null;
  tagType: TagType;
}

export interface CatalogueCategory {
  id: string;
  name: string;
  activities: CatalogueActivity[];
}

/** The survey as players answer it now: only active rows, in the staff's order. */
export interface Catalogue {
  questions: CatalogueQuestion[];
  categories: CatalogueCategory[];
}

const activeQuestion = and(
  eq(surveyOptions.active, true),
  eq(surveyCategories.active, true),
  inArray(surveyCategories.type, [...QUESTION_CATEGORY_TYPES]),
);

/**
 * The current survey in two queries. A question whose category has no active format cannot be
 * answered, so it is left out (of the structure and of what completion needs); so is a
 * Yes/Maybe/No category without active activities.
 */
export async function loadCatalogue(db: Executor): Promise<Catalogue> {
  const [options, formats] = await Promise.all([
    db
      .select({
        id: surveyOptions.id,
        text: surveyOptions.questionText,
        description: surveyOptions.description,
        tags: surveyOptions.tags,
        categoryId: surveyCategories.id,
        categoryName: surveyCategories.name,
        // Computed by the shared rule, so the structure and every answer query agree.
        isActivity: sql<boolean>`${activeActivity}`,
      })
      .from(surveyOptions)
      .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
      .where(and(eq(surveyOptions.active, true), eq(surveyCategories.active, true)))
      .orderBy(
        asc(surveyCategories.sortOrder),
        asc(surveyCategories.createdAt),
        asc(surveyCategories.id),
        asc(surveyOptions.sortOrder),
        asc(surveyOptions.createdAt),
        asc(surveyOptions.id),
      ),
    db
      .select({
        id: responseFormats.id,
        label: responseFormats.label,
        categoryId: responseFormats.categoryId,
      })
      .from(responseFormats)
      .innerJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
      .where(
        and(
          eq(responseFormats.active, true),
          eq(surveyCategories.active, true),
          inArray(surveyCategories.type, [...QUESTION_CATEGORY_TYPES]),
        ),
      )
      .orderBy(
        asc(responseFormats.sortOrder),
        asc(responseFormats.createdAt),
        asc(responseFormats.id),
      ),
  ]);

  const formatsByCategory = new Map<string, { id: string; label: string }[]>();
  for (const { categoryId, id, label } of formats) {
    const list = formatsByCategory.get(categoryId) ?? [];
    list.push({ id, label });
    formatsByCategory.set(categoryId, list);
  }

  const questions: CatalogueQuestion[] = [];
  const categories = new Map<string, CatalogueCategory>();
  for (const option of options) {
    if (option.isActivity) {
      let category = categories.get(option.categoryId);
      if (!category) {
        category = { id: option.categoryId, name: option.categoryName, activities: [] };
        categories.set(option.categoryId, category);
      }
      category.activities.push({
        id: option.id,
        name: option.text,
        description: option.description,
        tagType: tagTypeOf(option.tags),
      });
    } else {
      const choices = formatsByCategory.get(option.categoryId);
      if (choices?.length) {
        questions.push({
          id: option.id,
          text: option.text,
          description: option.description,
          formats: choices,
        });
      }
    }
  }
  // A Map keeps insertion order: categories stay in the rows' order.
  return { questions, categories: [...categories.values()] };
}

export const activitiesOf = (catalogue: Catalogue): CatalogueActivity[] =>
  catalogue.categories.flatMap((category) => category.activities);

/**
 * The active question `questionId` and whether `formatId` is one of its category's active
 * formats; undefined when the question is not in the survey.
 */
export async function findQuestion(db: Executor, questionId: string, formatId: string) {
  const [row] = await db
    .select({
      id: surveyOptions.id,
      formatFits: sql<boolean>`exists (
        select 1 from ${responseFormats}
        where ${responseFormats.id} = ${formatId}
          and ${responseFormats.categoryId} = ${surveyOptions.categoryId}
          and ${responseFormats.active})`,
    })
    .from(surveyOptions)
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(eq(surveyOptions.id, questionId), activeQuestion));
  return row;
}

/** The tag types of those `activityIds` that are active activities of the survey. */
export async function findActivities(
  db: Executor,
  activityIds: readonly string[],
): Promise<Map<string, TagType>> {
  if (activityIds.length === 0) return new Map();
  const rows = await db
    .select({ id: surveyOptions.id, tags: surveyOptions.tags })
    .from(surveyOptions)
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(inArray(surveyOptions.id, [...activityIds]), activeActivity));
  return new Map(rows.map((row) => [row.id, tagTypeOf(row.tags)]));
}

export interface SavedActivityAnswer {
  activityId: string;
  perspective: Perspective;
  preference: Preference;
  key: string;
  tagType: TagType;
}

/** A stored answer's row as `openAnswers` (sealed-preferences.ts) reads it: its place and value. */
export const STORED_ANSWER = {
  playerId: activityAnswers.playerId,
  activityId: activityAnswers.activityId,
  perspective: activityAnswers.perspective,
  preference: activityAnswers.preference,
};

/**
 * The player's answers to the current survey's activities, in survey order: answers to retired
 * activities, or from a perspective the activity no longer takes, are kept but not part of it.
 */
export async function currentActivityAnswers(
  db: Executor,
  cipher: FieldCipher,
  playerId: string,
): Promise<SavedActivityAnswer[]> {
  const rows = await db
    .select({
      activityId: activityAnswers.activityId,
      perspective: activityAnswers.perspective,
      preference: activityAnswers.preference,
      tags: surveyOptions.tags,
    })
    .from(activityAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, activityAnswers.activityId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(eq(activityAnswers.playerId, playerId), activeActivity))
    .orderBy(
      asc(surveyCategories.sortOrder),
      asc(surveyCategories.createdAt),
      asc(surveyCategories.id),
      asc(surveyOptions.sortOrder),
      asc(surveyOptions.createdAt),
      asc(surveyOptions.id),
      asc(activityAnswers.perspective),
    );
  return rows.flatMap(({ tags, ...row }) => {
    const tagType = tagTypeOf(tags);
    if (!perspectiveFits(tagType, row.perspective)) return [];
    const preference = openAnswer(cipher, { playerId, ...row }, row.preference);
    return [{ ...row, preference, key: answerKey(row.activityId, row.perspective), tagType }];
  });
}

/**
 * The player's answers to the current survey's questions, each with a format it still offers:
 * the choice is sealed, so it is opened here and checked against the active formats of the
 * question's category in code (a format retired, moved or gone leaves the question unanswered).
 */
export async function currentQuestionAnswers(db: Executor, cipher: FieldCipher, playerId: string) {
  const rows = await db
    .select({
      questionId: questionAnswers.questionId,
      categoryId: surveyOptions.categoryId,
      responseFormatId: questionAnswers.responseFormatId,
    })
    .from(questionAnswers)
    .innerJoin(surveyOptions, eq(surveyOptions.id, questionAnswers.questionId))
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(eq(questionAnswers.playerId, playerId), activeQuestion))
    .orderBy(
      asc(surveyCategories.sortOrder),
      asc(surveyCategories.createdAt),
      asc(surveyCategories.id),
      asc(surveyOptions.sortOrder),
      asc(surveyOptions.createdAt),
      asc(surveyOptions.id),
    );
  const answers = openQuestionAnswers(
    cipher,
    rows.map((row) => ({ ...row, playerId })),
  );
  const formats = await chosenFormats(db, answers);
  return answers
    .filter((answer) => {
      const format = formats.get(answer.responseFormatId);
      return format?.active === true && format.categoryId === answer.categoryId;
    })
    .map((answer) => ({ questionId: answer.questionId, optionId: answer.responseFormatId }));
}

/**
 * The formats opened answers chose, by id, retired ones too. The choice is sealed, so the
 * formats are looked up by the opened ids rather than joined in SQL; a format that is gone is
 * not in the map.
 */
export async function chosenFormats(
  db: Executor,
  answers: readonly { responseFormatId: string }[],
) {
  const ids = [...new Set(answers.map((answer) => answer.responseFormatId))];
  const formats =
    ids.length === 0
      ? []
      : await db
          .select({
            id: responseFormats.id,
            label: responseFormats.label,
            categoryId: responseFormats.categoryId,
            active: responseFormats.active,
          })
          .from(responseFormats)
          .where(inArray(responseFormats.id, ids));
  return new Map(formats.map((format) => [format.id, format]));
}
