import { randomInt } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ExperienceType } from '@shared/api/adventures';
import { ADVENTURE_ERRORS, isTakeAChance } from '@shared/domain/adventures';
import type { AdventureInput } from '../../content/engine';
import type { Executor } from '../../db/client';
import { adventureTypes } from '../../db/schema';
import { badRequest } from '../../lib/http-error';

export type ExperienceTypeRow = typeof adventureTypes.$inferSelect;

const SEED_PREFIX = 'experience:';

/** The experience types players may choose: the active ones, in the admin panel's order. */
export async function activeTypes(executor: Executor): Promise<ExperienceTypeRow[]> {
  return executor
    .select()
    .from(adventureTypes)
    .where(eq(adventureTypes.active, true))
    .orderBy(asc(adventureTypes.type), asc(adventureTypes.id));
}

export const toExperienceType = (row: ExperienceTypeRow): ExperienceType => ({
  id: row.id,
  type: row.type,
  description: row.description,
  aiInstruction: row.aiInstruction,
});

/** The active type with this name, matched case-insensitively; 400 when there is none. */
export function typeNamed(types: readonly ExperienceTypeRow[], name: string): ExperienceTypeRow {
  const wanted = name.trim().toLowerCase();
  const found = types.find((type) => type.type.trim().toLowerCase() === wanted);
  if (!found) throw badRequest(ADVENTURE_ERRORS.unknownType);
  return found;
}

/**
 * The type the engine writes: the chosen one, or for Take a Chance one of the other active
 * types picked uniformly at random by the server.
 */
export function typeToWrite(
  types: readonly ExperienceTypeRow[],
  chosen: ExperienceTypeRow,
): AdventureInput['type'] {
  let written = chosen;
  if (isTakeAChance(chosen.type)) {
    const others = types.filter((type) => !isTakeAChance(type.type));
    if (others.length === 0) throw badRequest(ADVENTURE_ERRORS.unknownType);
    written = others[randomInt(others.length)]!;
  }
  const seedKey = written.seedKey?.startsWith(SEED_PREFIX) ? written.seedKey : null;
  return {
    name: written.type,
    key: seedKey ? seedKey.slice(SEED_PREFIX.length) : null,
    description: written.description,
    aiInstruction: written.aiInstruction,
  };
}

/** For a regenerate: the adventure's type as stored, if it is still active. */
export function storedType(
  types: readonly ExperienceTypeRow[],
  typeId: string | null,
  typeName: string,
): ExperienceTypeRow {
  return types.find((type) => type.id === typeId) ?? typeNamed(types, typeName);
}
