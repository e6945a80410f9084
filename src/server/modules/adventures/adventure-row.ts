import { ADVENTURE_ERRORS } from '@shared/domain/adventures';
import type { Executor } from '../../db/client';
import { adventures } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { callersRecord } from '../couples';

export type ExperienceRow = typeof adventures.$inferSelect;

/** Whether the caller may see the adventure at all: the other partner never sees a draft. */
export const mayView = (row: ExperienceRow, callerId: string) =>
  row.status !== 'draft' || row.leadPlayerId === callerId;

/**
 * The adventure, locked when `lock` (inside a transaction), if the caller belongs to its
 * couple now and may see it. Anyone else, and the other partner asking for a draft, gets the
 * same 404 as for an unknown id and learns nothing about it.
 */
export async function callersExperience(
  executor: Executor,
  callerId: string,
  experienceId: string,
  lock = false,
): Promise<ExperienceRow> {
  const row = await callersRecord(executor, adventures, {
    callerId,
    recordId: experienceId,
    lock,
    notFoundMessage: ADVENTURE_ERRORS.notFound,
  });
  if (!mayView(row, callerId)) throw notFound(ADVENTURE_ERRORS.notFound);
  return row;
}
