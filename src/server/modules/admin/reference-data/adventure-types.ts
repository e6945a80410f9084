import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminExperienceType } from '@shared/api/admin';
import type { Executor } from '../../../db/client';
import { adventureTypes } from '../../../db/schema';
import type { Tx } from '../../../db/transactions';
import { conflict, notFound } from '../../../lib/http-error';
import type { Actor } from '../audit';
import { offsetOf, paginationOf, type PageRequest } from '../pagination';
import { lockKind, MESSAGES, quoted, sameText, type ReferenceDataDeps } from './common';

export type AdminExperienceType = z.infer<typeof adminExperienceType>;

export interface ExperienceTypeInput {
  type: string;
  description: string;
  aiInstruction: string | null;
}

const toExperienceType = (row: typeof adventureTypes.$inferSelect): AdminExperienceType => ({
  id: row.id,
  type: row.type,
  description: row.description,
  aiInstruction: row.aiInstruction,
});

async function assertExperienceTypeFree(tx: Tx, type: string, exceptId: string | null) {
  const [clash] = await tx
    .select({ id: adventureTypes.id })
    .from(adventureTypes)
    .where(
      and(
        eq(adventureTypes.active, true),
        sameText(adventureTypes.type, type),
        exceptId ? ne(adventureTypes.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw conflict(MESSAGES.duplicateExperienceType);
}

const typeInUse = eq(adventureTypes.active, true);

/** How many experience types are offered: the Experience Types list's total. */
export const countExperienceTypes = (executor: Executor) =>
  executor.select({ value: count() }).from(adventureTypes).where(typeInUse);

/** Experience types as staff manage them. */
export function createExperienceTypesService({ db, audit }: ReferenceDataDeps) {
  return {
    async list(request: PageRequest) {
      const rows = await db
        .select()
        .from(adventureTypes)
        .where(typeInUse)
        .orderBy(asc(adventureTypes.type), asc(adventureTypes.id))
        .limit(request.pageSize)
        .offset(offsetOf(request));
      const [total] = await countExperienceTypes(db);
      return {
        experienceTypes: rows.map(toExperienceType),
        pagination: paginationOf(request, total?.value ?? 0),
      };
    },

    async create(actor: Actor, input: ExperienceTypeInput): Promise<AdminExperienceType> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'experience_types');
        await assertExperienceTypeFree(tx, input.type, null);
        const [row] = await tx.insert(adventureTypes).values(input).returning();
        if (!row) throw new Error('Experience type was not created.');
        await record({ action: 'experienceType.create', target: row.id, detail: quoted(row.type) });
        return toExperienceType(row);
      });
    },

    async update(
      actor: Actor,
      id: string,
      input: ExperienceTypeInput,
    ): Promise<AdminExperienceType> {
      return audit.transaction(actor, async (tx, record) => {
        await lockKind(tx, 'experience_types');
        const [before] = await tx
          .select()
          .from(adventureTypes)
          .where(and(eq(adventureTypes.id, id), eq(adventureTypes.active, true)))
          .for('update');
        if (!before) throw notFound(MESSAGES.experienceTypeNotFound);
        await assertExperienceTypeFree(tx, input.type, id);
        const [row] = await tx
          .update(adventureTypes)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(adventureTypes.id, id))
          .returning();
        await record({
          action: 'experienceType.update',
          target: id,
          detail: `${quoted(before.type)} -> ${quoted(input.type)}`,
        });
        return toExperienceType(row!);
      });
    },

    async remove(actor: Actor, id: string) {
      return audit.transaction(actor, async (tx, record) => {
        const [row] = await tx
          .update(adventureTypes)
          .set({ active: false, updatedAt: new Date() })
          .where(and(eq(adventureTypes.id, id), eq(adventureTypes.active, true)))
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

export type ExperienceTypesService = ReturnType<typeof createExperienceTypesService>;
