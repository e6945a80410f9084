import { and, asc, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminOption } from '@shared/api/admin';
import type { Executor } from '../../../db/client';
import {
  activityAnswers,
  questionAnswers,
  surveyCategories,
  surveyOptions,
} from '../../../db/schema';
import type { Tx } from '../../../db/transactions';
import { conflict, notFound } from '../../../lib/http-error';
import type { Actor } from '../audit';
import { offsetOf, paginationOf, type PageRequest } from '../pagination';
import {
  categoryLive,
  liveCategory,
  MESSAGES,
  quoted,
  UNKNOWN_CATEGORY,
  type ReferenceDataDeps,
} from './common';

export type AdminOption = z.infer<typeof adminOption>;

export interface OptionInput {
  categoryId: string;
  questionText: string;
  description: string | null;
  tags: string[];
  sortOrder: number;
}

/** Tags as the form sends them, already trimmed by the contract: without repeats. */
function distinctTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const optionColumns = {
  id: surveyOptions.id,
  categoryId: surveyOptions.categoryId,
  categoryName: surveyCategories.name,
  questionText: surveyOptions.questionText,
  description: surveyOptions.description,
  tags: surveyOptions.tags,
  sortOrder: surveyOptions.sortOrder,
};
const toOption = (row: Omit<AdminOption, 'categoryName'> & { categoryName: string | null }) => ({
  ...row,
  categoryName: row.categoryName ?? UNKNOWN_CATEGORY,
});

async function liveOption(tx: Tx, id: string) {
  const [row] = await tx
    .select({ id: surveyOptions.id, categoryId: surveyOptions.categoryId })
    .from(surveyOptions)
    .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(and(eq(surveyOptions.id, id), eq(surveyOptions.active, true), categoryLive))
    .for('update', { of: surveyOptions });
  if (!row) throw notFound(MESSAGES.optionNotFound);
  return row;
}

async function readOption(executor: Executor, id: string): Promise<AdminOption> {
  const [row] = await executor
    .select(optionColumns)
    .from(surveyOptions)
    .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(eq(surveyOptions.id, id));
  if (!row) throw notFound(MESSAGES.optionNotFound);
  return toOption(row);
}

async function optionAnswered(tx: Tx, id: string): Promise<boolean> {
  const [question] = await tx
    .select({ id: questionAnswers.questionId })
    .from(questionAnswers)
    .where(eq(questionAnswers.questionId, id))
    .limit(1);
  if (question) return true;
  const [activity] = await tx
    .select({ id: activityAnswers.activityId })
    .from(activityAnswers)
    .where(eq(activityAnswers.activityId, id))
    .limit(1);
  return Boolean(activity);
}

/** Options in the survey; `categoryId` keeps one category's. */
const optionsInSurvey = (categoryId?: string) =>
  and(
    eq(surveyOptions.active, true),
    categoryLive,
    categoryId ? eq(surveyOptions.categoryId, categoryId) : undefined,
  );

/** How many options the survey holds (of one category): the Options list's total. */
export const countOptions = (executor: Executor, categoryId?: string) =>
  executor
    .select({ value: count() })
    .from(surveyOptions)
    .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(optionsInSurvey(categoryId));

/** Survey options (questions and activities) as staff manage them. */
export function createOptionsService({ db, audit }: ReferenceDataDeps) {
  return {
    /** Options in the survey, in survey order; `categoryId` keeps one category's. */
    async list(request: PageRequest & { categoryId?: string | undefined }) {
      const rows = await db
        .select(optionColumns)
        .from(surveyOptions)
        .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
        .where(optionsInSurvey(request.categoryId))
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(surveyOptions.sortOrder),
          asc(surveyOptions.questionText),
          asc(surveyOptions.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await countOptions(db, request.categoryId);
      return {
        options: rows.map(toOption),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    async create(actor: Actor, input: OptionInput): Promise<AdminOption> {
      return audit.transaction(actor, async (tx, record) => {
        const category = await liveCategory(tx, input.categoryId);
        const [row] = await tx
          .insert(surveyOptions)
          .values({
            categoryId: category.id,
            questionText: input.questionText,
            description: input.description,
            tags: distinctTags(input.tags),
            sortOrder: input.sortOrder,
          })
          .returning({ id: surveyOptions.id });
        if (!row) throw new Error('Option was not created.');
        await record({
          action: 'option.create',
          target: row.id,
          detail: `${quoted(input.questionText)} in ${quoted(category.name)}`,
        });
        return readOption(tx, row.id);
      });
    },

    /** An option players have answered keeps its category; its wording may change. */
    async update(actor: Actor, id: string, input: OptionInput): Promise<AdminOption> {
      return audit.transaction(actor, async (tx, record) => {
        const before = await liveOption(tx, id);
        const category = await liveCategory(tx, input.categoryId);
        if (before.categoryId !== category.id && (await optionAnswered(tx, id)))
          throw conflict(MESSAGES.optionInUse);
        const previous = await readOption(tx, id);
        await tx
          .update(surveyOptions)
          .set({
            categoryId: category.id,
            questionText: input.questionText,
            description: input.description,
            tags: distinctTags(input.tags),
            sortOrder: input.sortOrder,
            updatedAt: new Date(),
          })
          .where(eq(surveyOptions.id, id));
        await record({
          action: 'option.update',
          target: id,
          detail: `${quoted(previous.questionText)} -> ${quoted(input.questionText)} in ${quoted(category.name)}`,
        });
        return readOption(tx, id);
      });
    },

    async remove(actor: Actor, id: string) {
      return audit.transaction(actor, async (tx, record) => {
        await liveOption(tx, id);
        const [row] = await tx
          .update(surveyOptions)
          .set({ active: false, updatedAt: new Date() })
          .where(eq(surveyOptions.id, id))
          .returning({ questionText: surveyOptions.questionText });
        await record({
          action: 'option.delete',
          target: id,
          detail: `${quoted(row?.questionText ?? '')} retired`,
        });
        return { message: MESSAGES.optionDeleted };
      });
    },
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
