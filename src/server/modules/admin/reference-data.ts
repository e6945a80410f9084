import { and, asc, count, eq, inArray, ne, sql, type AnyColumn } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminCategory,
  adminExperienceType,
  adminOption,
  adminResponseFormat,
} from '@shared/api/admin';
import type { CategoryType } from '@shared/domain/survey';
import type { Database, Executor } from '../../db/client';
import {
  activityAnswers,
  experienceTypes,
  questionAnswers,
  responseFormats,
  surveyCategories,
  surveyOptions,
} from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import type { Tx } from '../couples/locks';
import type { Actor, AuditTrail } from './audit';
import { offsetOf, paginationOf, type PageRequest } from './pagination';

export type AdminCategory = z.infer<typeof adminCategory>;
export type AdminResponseFormat = z.infer<typeof adminResponseFormat>;
export type AdminOption = z.infer<typeof adminOption>;
export type AdminExperienceType = z.infer<typeof adminExperienceType>;

export interface CategoryInput {
  name: string;
  type: CategoryType;
}
export interface ResponseFormatInput {
  categoryId: string;
  label: string;
}
export interface OptionInput {
  categoryId: string;
  questionText: string;
  description: string | null;
  tags: string[];
  sortOrder: number;
}
export interface ExperienceTypeInput {
  type: string;
  description: string;
  aiInstruction: string | null;
}

export const UNKNOWN_CATEGORY = 'Unknown Category';
export const MESSAGES = {
  categoryNotFound: 'Category not found.',
  responseFormatNotFound: 'Response format not found.',
  optionNotFound: 'Option not found.',
  experienceTypeNotFound: 'Experience type not found.',
  duplicateCategory: 'A category with this name already exists.',
  duplicateResponseFormat: 'This category already has a response format with this label.',
  duplicateExperienceType: 'An experience type with this name already exists.',
  responseFormatInUse:
    'Players have answered with this response format, so it cannot move to another category. Add a new response format there instead.',
  optionInUse:
    'Players have answered this option, so it cannot move to another category. Delete it and add a new option there instead.',
  categoryDeleted:
    "Category deleted. It and its options no longer appear in the survey; players' answers are kept.",
  responseFormatDeleted:
    "Response format deleted. It is no longer offered in the survey; players' answers are kept.",
  optionDeleted: "Option deleted. It no longer appears in the survey; players' answers are kept.",
  experienceTypeDeleted: 'Experience type deleted.',
} as const;

// Reference writes of one kind queue behind each other (name checks, next sort order);
// they are rare, so one transaction-level advisory lock per kind costs nothing.
const REFERENCE_LOCK_NAMESPACE = 4_711;
type Kind = 'categories' | 'response_formats' | 'options' | 'experience_types';
const lockKind = (tx: Tx, kind: Kind) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK_NAMESPACE}, hashtext(${kind}))`);

const sameText = (column: AnyColumn, value: string) => sql`lower(${column}) = lower(${value})`;

/** A row is in the survey while it is active and its category is too (a missing one aside). */
const categoryLive = sql`coalesce(${surveyCategories.active}, true)`;

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

const quoted = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

export interface ReferenceDataDeps {
  db: Database;
  audit: AuditTrail;
}

export function createReferenceDataService({ db, audit }: ReferenceDataDeps) {
  /** An active category, share-locked so it cannot be retired while a row is added to it. */
  async function liveCategory(tx: Tx, id: string) {
    const [row] = await tx
      .select()
      .from(surveyCategories)
      .where(and(eq(surveyCategories.id, id), eq(surveyCategories.active, true)))
      .for('share');
    if (!row) throw new HttpError(400, MESSAGES.categoryNotFound);
    return row;
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
    if (clash) throw new HttpError(409, MESSAGES.duplicateCategory);
  }

  // Response formats ------------------------------------------------------------------

  const formatColumns = {
    id: responseFormats.id,
    categoryId: responseFormats.categoryId,
    label: responseFormats.label,
    categoryName: surveyCategories.name,
  };
  const toFormat = (row: {
    id: string;
    categoryId: string;
    label: string;
    categoryName: string | null;
  }): AdminResponseFormat => ({ ...row, categoryName: row.categoryName ?? UNKNOWN_CATEGORY });

  /** A format in the survey, row-locked for a change. */
  async function liveFormat(tx: Tx, id: string) {
    const [row] = await tx
      .select({ id: responseFormats.id, categoryId: responseFormats.categoryId })
      .from(responseFormats)
      .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
      .where(and(eq(responseFormats.id, id), eq(responseFormats.active, true), categoryLive))
      .for('update', { of: responseFormats });
    if (!row) throw notFound(MESSAGES.responseFormatNotFound);
    return row;
  }

  async function readFormat(executor: Executor, id: string) {
    const [row] = await executor
      .select(formatColumns)
      .from(responseFormats)
      .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
      .where(eq(responseFormats.id, id));
    if (!row) throw notFound(MESSAGES.responseFormatNotFound);
    return toFormat(row);
  }

  async function assertLabelFree(
    tx: Tx,
    categoryId: string,
    label: string,
    exceptId: string | null,
  ) {
    const [clash] = await tx
      .select({ id: responseFormats.id })
      .from(responseFormats)
      .where(
        and(
          eq(responseFormats.categoryId, categoryId),
          eq(responseFormats.active, true),
          sameText(responseFormats.label, label),
          exceptId ? ne(responseFormats.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw new HttpError(409, MESSAGES.duplicateResponseFormat);
  }

  async function nextFormatSortOrder(tx: Tx, categoryId: string) {
    const [row] = await tx
      .select({ next: sql<number>`coalesce(max(${responseFormats.sortOrder}), -1)::int + 1` })
      .from(responseFormats)
      .where(eq(responseFormats.categoryId, categoryId));
    return row?.next ?? 0;
  }

  // Options ---------------------------------------------------------------------------

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

  // Experience types ------------------------------------------------------------------

  const toExperienceType = (row: typeof experienceTypes.$inferSelect): AdminExperienceType => ({
    id: row.id,
    type: row.type,
    description: row.description,
    aiInstruction: row.aiInstruction,
  });

  async function assertExperienceTypeFree(tx: Tx, type: string, exceptId: string | null) {
    const [clash] = await tx
      .select({ id: experienceTypes.id })
      .from(experienceTypes)
      .where(
        and(
          eq(experienceTypes.active, true),
          sameText(experienceTypes.type, type),
          exceptId ? ne(experienceTypes.id, exceptId) : undefined,
        ),
      )
      .limit(1);
    if (clash) throw new HttpError(409, MESSAGES.duplicateExperienceType);
  }

  return {
    // Categories ----------------------------------------------------------------------

    /** Active categories in survey order. */
    async listCategories(request: PageRequest) {
      const where = eq(surveyCategories.active, true);
      const rows = await db
        .select()
        .from(surveyCategories)
        .where(where)
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(surveyCategories.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db.select({ value: count() }).from(surveyCategories).where(where);
      return {
        categories: await describeCategories(db, rows),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /** A new category goes after the others in the survey. */
    async createCategory(actor: Actor, input: CategoryInput): Promise<AdminCategory> {
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

    async updateCategory(actor: Actor, id: string, input: CategoryInput): Promise<AdminCategory> {
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
    async deleteCategory(actor: Actor, id: string) {
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

    // Response formats ----------------------------------------------------------------

    async listResponseFormats(request: PageRequest) {
      const where = and(eq(responseFormats.active, true), categoryLive);
      const rows = await db
        .select(formatColumns)
        .from(responseFormats)
        .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
        .where(where)
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(responseFormats.sortOrder),
          asc(responseFormats.createdAt),
          asc(responseFormats.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db
        .select({ value: count() })
        .from(responseFormats)
        .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
        .where(where);
      return {
        responseFormats: rows.map(toFormat),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /** A new format goes after its category's others. */
    async createResponseFormat(
      actor: Actor,
      input: ResponseFormatInput,
    ): Promise<AdminResponseFormat> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'response_formats');
        const category = await liveCategory(tx, input.categoryId);
        await assertLabelFree(tx, category.id, input.label, null);
        const [row] = await tx
          .insert(responseFormats)
          .values({
            categoryId: category.id,
            label: input.label,
            sortOrder: await nextFormatSortOrder(tx, category.id),
          })
          .returning({ id: responseFormats.id });
        if (!row) throw new Error('Response format was not created.');
        await record({
          action: 'responseFormat.create',
          target: row.id,
          detail: `${quoted(input.label)} in ${quoted(category.name)}`,
        });
        return readFormat(tx, row.id);
      });
    },

    /** A format players have answered with keeps its category: moving it would change their answers. */
    async updateResponseFormat(
      actor: Actor,
      id: string,
      input: ResponseFormatInput,
    ): Promise<AdminResponseFormat> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'response_formats');
        const before = await liveFormat(tx, id);
        const category = await liveCategory(tx, input.categoryId);
        const moves = before.categoryId !== category.id;
        if (moves) {
          const [answered] = await tx
            .select({ id: questionAnswers.questionId })
            .from(questionAnswers)
            .where(eq(questionAnswers.responseFormatId, id))
            .limit(1);
          if (answered) throw new HttpError(409, MESSAGES.responseFormatInUse);
        }
        await assertLabelFree(tx, category.id, input.label, id);
        const previous = await readFormat(tx, id);
        await tx
          .update(responseFormats)
          .set({
            label: input.label,
            categoryId: category.id,
            ...(moves ? { sortOrder: await nextFormatSortOrder(tx, category.id) } : {}),
            updatedAt: new Date(),
          })
          .where(eq(responseFormats.id, id));
        await record({
          action: 'responseFormat.update',
          target: id,
          detail: `${quoted(previous.label)} in ${quoted(previous.categoryName)} -> ${quoted(input.label)} in ${quoted(category.name)}`,
        });
        return readFormat(tx, id);
      });
    },

    async deleteResponseFormat(actor: Actor, id: string) {
      return audit.transaction(actor, async (tx, record) => {
        await liveFormat(tx, id);
        const [row] = await tx
          .update(responseFormats)
          .set({ active: false, updatedAt: new Date() })
          .where(eq(responseFormats.id, id))
          .returning({ label: responseFormats.label });
        await record({
          action: 'responseFormat.delete',
          target: id,
          detail: `${quoted(row?.label ?? '')} retired`,
        });
        return { message: MESSAGES.responseFormatDeleted };
      });
    },

    // Options -------------------------------------------------------------------------

    /** Options in the survey, in survey order; `categoryId` keeps one category's. */
    async listOptions(request: PageRequest & { categoryId?: string | undefined }) {
      const where = and(
        eq(surveyOptions.active, true),
        categoryLive,
        request.categoryId ? eq(surveyOptions.categoryId, request.categoryId) : undefined,
      );
      const rows = await db
        .select(optionColumns)
        .from(surveyOptions)
        .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
        .where(where)
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(surveyOptions.sortOrder),
          asc(surveyOptions.questionText),
          asc(surveyOptions.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db
        .select({ value: count() })
        .from(surveyOptions)
        .leftJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
        .where(where);
      return {
        options: rows.map(toOption),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    async createOption(actor: Actor, input: OptionInput): Promise<AdminOption> {
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
    async updateOption(actor: Actor, id: string, input: OptionInput): Promise<AdminOption> {
      return audit.transaction(actor, async (tx, record) => {
        const before = await liveOption(tx, id);
        const category = await liveCategory(tx, input.categoryId);
        if (before.categoryId !== category.id && (await optionAnswered(tx, id)))
          throw new HttpError(409, MESSAGES.optionInUse);
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

    async deleteOption(actor: Actor, id: string) {
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

    // Experience types ----------------------------------------------------------------

    async listExperienceTypes(request: PageRequest) {
      const where = eq(experienceTypes.active, true);
      const rows = await db
        .select()
        .from(experienceTypes)
        .where(where)
        .orderBy(asc(experienceTypes.type), asc(experienceTypes.id))
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await db.select({ value: count() }).from(experienceTypes).where(where);
      return {
        experienceTypes: rows.map(toExperienceType),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    async createExperienceType(
      actor: Actor,
      input: ExperienceTypeInput,
    ): Promise<AdminExperienceType> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'experience_types');
        await assertExperienceTypeFree(tx, input.type, null);
        const [row] = await tx.insert(experienceTypes).values(input).returning();
        if (!row) throw new Error('Experience type was not created.');
        await record({ action: 'experienceType.create', target: row.id, detail: quoted(row.type) });
        return toExperienceType(row);
      });
    },

    async updateExperienceType(
      actor: Actor,
      id: string,
      input: ExperienceTypeInput,
    ): Promise<AdminExperienceType> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'experience_types');
        const [before] = await tx
          .select()
          .from(experienceTypes)
          .where(and(eq(experienceTypes.id, id), eq(experienceTypes.active, true)))
          .for('update');
        if (!before) throw notFound(MESSAGES.experienceTypeNotFound);
        await assertExperienceTypeFree(tx, input.type, id);
        const [row] = await tx
          .update(experienceTypes)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(experienceTypes.id, id))
          .returning();
        await record({
          action: 'experienceType.update',
          target: id,
          detail: `${quoted(before.type)} -> ${quoted(input.type)}`,
        });
        return toExperienceType(row!);
      });
    },

    async deleteExperienceType(actor: Actor, id: string) {
      return audit.transaction(actor, async (tx, record) => {
        const [row] = await tx
          .update(experienceTypes)
          .set({ active: false, updatedAt: new Date() })
          .where(and(eq(experienceTypes.id, id), eq(experienceTypes.active, true)))
          .returning();
        if (!row) throw notFound(MESSAGES.experienceTypeNotFound);
        await record({
          action: 'experienceType.delete',
          target: id,
          detail: `${quoted(row.type)} retired`,
        });
        return { message: MESSAGES.experienceTypeDeleted };
      });
    },
  };
}

export type ReferenceDataService = ReturnType<typeof createReferenceDataService>;
