import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminResponseFormat } from '@shared/api/admin';
import type { FieldCipher } from '../../../crypto/field-cipher';
import type { Executor } from '../../../db/client';
import { responseFormats, surveyCategories } from '../../../db/schema';
import type { Tx } from '../../../db/transactions';
import { conflict, notFound } from '../../../lib/http-error';
import { formatAnswered } from '../../survey';
import type { Actor } from '../audit';
import { offsetOf, paginationOf, type PageRequest } from '../pagination';
import {
  categoryLive,
  liveCategory,
  lockKind,
  MESSAGES,
  quoted,
  sameText,
  UNKNOWN_CATEGORY,
  type ReferenceDataDeps,
} from './common';

export type AdminResponseFormat = z.infer<typeof adminResponseFormat>;

export interface ResponseFormatInput {
  categoryId: string;
  label: string;
}

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

async function assertLabelFree(tx: Tx, categoryId: string, label: string, exceptId: string | null) {
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
  if (clash) throw conflict(MESSAGES.duplicateResponseFormat);
}

async function nextFormatSortOrder(tx: Tx, categoryId: string) {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${responseFormats.sortOrder}), -1)::int + 1` })
    .from(responseFormats)
    .where(eq(responseFormats.categoryId, categoryId));
  return row?.next ?? 0;
}

const formatInSurvey = and(eq(responseFormats.active, true), categoryLive);

/** How many response formats the survey offers: the Response Formats list's total. */
export const countResponseFormats = (executor: Executor) =>
  executor
    .select({ value: count() })
    .from(responseFormats)
    .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
    .where(formatInSurvey);

/**
 * A category's answer choices as staff manage them. Moving a format checks players' sealed
 * choices, so this service opens them with `cipher`.
 */
export function createResponseFormatsService({
  db,
  audit,
  cipher,
}: ReferenceDataDeps & { cipher: FieldCipher }) {
  return {
    async list(request: PageRequest) {
      const rows = await db
        .select(formatColumns)
        .from(responseFormats)
        .leftJoin(surveyCategories, eq(surveyCategories.id, responseFormats.categoryId))
        .where(formatInSurvey)
        .orderBy(
          asc(surveyCategories.sortOrder),
          asc(surveyCategories.name),
          asc(responseFormats.sortOrder),
          asc(responseFormats.createdAt),
          asc(responseFormats.id),
        )
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await countResponseFormats(db);
      return {
        responseFormats: rows.map(toFormat),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    /** A new format goes after its category's others. */
    async create(actor: Actor, input: ResponseFormatInput): Promise<AdminResponseFormat> {
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
    async update(
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
          if (await formatAnswered(tx, cipher, id, before.categoryId))
            throw conflict(MESSAGES.responseFormatInUse);
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

    async remove(actor: Actor, id: string) {
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
  };
}

export type ResponseFormatsService = ReturnType<typeof createResponseFormatsService>;
