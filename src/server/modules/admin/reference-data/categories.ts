import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminCategory } from '@shared/api/admin';
import type { CategoryType } from '@shared/domain/survey';
import type { Executor } from '../../../db/client';
import { responseFormats, surveyCategories, surveyOptions } from '../../../db/schema';
import type { Tx } from '../../../db/transactions';
import { conflict, notFound } from '../../../lib/http-error';
import type { Actor } from '../audit';
import { offsetOf, paginationOf, type PageRequest } from '../pagination';
import { lockKind, MESSAGES, quoted, sameText, type ReferenceDataDeps } from './common';

export type AdminCategory = z.infer<typeof adminCategory>;

export interface CategoryInput {
  name: string;
  type: CategoryType;
}

async function describeCategories(
  executor: Executor,
  rows: (typeof surveyCategories.$inferSelect)[],
): Promise<AdminCategory[]> {
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return [];
  const formats = await executor
    .select({ categoryId: responseFormats.categoryId, label: responseFormats.label })
    .from(responseFormats)
    .where(and(inArray(responseFormats.categoryId, ids), eq(responseFormats.active, true)))
    .orderBy(
      asc(responseFormats.sortOrder),
      asc(responseFormats.createdAt),
      asc(responseFormats.id),
    );
  const optionCounts = await executor
    .select({ categoryId: surveyOptions.categoryId, value: count() })
    .from(surveyOptions)
    .where(and(inArray(surveyOptions.categoryId, ids), eq(surveyOptions.active, true)))
    .groupBy(surveyOptions.categoryId);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    type: row.type,
    responseFormats: formats
      .filter((format) => format.categoryId === row.id)
      .map((format) => format.label),
    optionCount: optionCounts.find((entry) => entry.categoryId === row.id)?.value ?? 0,
    // Nothing in the catalogue marks an option as an indicator yet, so there are none.
    indicatorCount: 0,
  }));
}

async function assertCategoryNameFree(tx: Tx, name: string, exceptId: string | null) {
  const [clash] = await tx
    .select({ id: surveyCategories.id })
    .from(surveyCategories)
    .where(
      and(
        eq(surveyCategories.active, true),
        sameText(surveyCategories.name, name),
        exceptId ? ne(surveyCategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(MESSAGES.duplicateCategory);
}

const categoryInSurvey = eq(surveyCategories.active, true);

/** How many categories the survey holds: the Categories list's total. */
export const countCategories = (executor: Executor) =>
  executor.select({ value: count() }).from(surveyCategories).where(categoryInSurvey);

/** Survey categories as staff manage them. */
export function createCategoriesService({ db, audit }: ReferenceDataDeps) {
  return {
    /** Active categories in survey order. */
    async list(request: PageRequest) {
      const rows = await db
        .select()
        .from(surveyCategories)
        .where(categoryInSurvey)
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(surveyCategories.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await countCategories(db);
      return {
        categories: await describeCategories(db, rows),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /** A new category goes after the others in the survey. */
    async create(actor: Actor, input: CategoryInput): Promise<AdminCategory> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'categories');
        await assertCategoryNameFree(tx, input.name, null);
        const [next] = await tx
          .select({ value: sql<number>`coalesce(max(${surveyCategories.sortOrder}), -1)::int + 1` })
          .from(surveyCategories);
        const [row] = await tx
          .insert(surveyCategories)
          .values({ name: input.name, type: input.type, sortOrder: next?.value ?? 0 })
          .returning();
        if (!row) throw new Error('Category was not created.');
        await record({
          action: 'category.create',
          target: row.id,
          detail: `${quoted(row.name)} (${row.type})`,
        });
        const [view] = await describeCategories(tx, [row]);
        return view!;
      });
    },

    async update(actor: Actor, id: string, input: CategoryInput): Promise<AdminCategory> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'categories');
        const [before] = await tx
          .select()
          .from(surveyCategories)
          .where(and(eq(surveyCategories.id, id), eq(surveyCategories.active, true)))
          .for('update');
        if (!before) throw notFound(MESSAGES.categoryNotFound);
        await assertCategoryNameFree(tx, input.name, id);
        const [row] = await tx
          .update(surveyCategories)
          .set({ name: input.name, type: input.type, updatedAt: new Date() })
          .where(eq(surveyCategories.id, id))
          .returning();
        await record({
          action: 'category.update',
          target: id,
          detail: `${quoted(before.name)} (${before.type}) -> ${quoted(input.name)} (${input.type})`,
        });
        const [view] = await describeCategories(tx, [row!]);
        return view!;
      });
    },

    /**
     * Retires the category: it leaves the survey at once, and its options and response
     * formats with it (their own flags are left alone), while players' answers stay.
     */
    async remove(actor: Actor, id: string) {
      return audit.transaction(actor, async (tx, record) => {
        const [row] = await tx
          .update(surveyCategories)
          .set({ active: false, updatedAt: new Date() })
          .where(and(eq(surveyCategories.id, id), eq(surveyCategories.active, true)))
          .returning();
        if (!row) throw notFound(MESSAGES.categoryNotFound);
        await record({
          action: 'category.delete',
          target: id,
          detail: `${quoted(row.name)} retired with its options and response formats`,
        });
        return { message: MESSAGES.categoryDeleted };
      });
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
