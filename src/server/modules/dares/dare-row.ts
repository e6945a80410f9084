import { eq } from 'drizzle-orm';
import { DARE_ERRORS, type DareStatus } from '@shared/domain/dares';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { isMemberOf } from '../couples';

export type DareRow = typeof dares.$inferSelect;

/** Whether an accepted dare's time is up at `now`, stored as Expired or not. */
export const hasLapsed = (row: Pick<DareRow, 'status' | 'expiresAt'>, now: Date) =>
  row.status === 'Accepted' && row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime();

/**
 * The status every answer gives (docs/dares.md): the stored one, except that an accepted dare
 * whose time is up reads Expired at once, before any write or sweep has stored it.
 */
export const statusAt = (row: Pick<DareRow, 'status' | 'expiresAt'>, now: Date): DareStatus =>
  hasLapsed(row, now) ? 'Expired' : row.status;

/**
 * The dare, locked when `lock` (inside a transaction), if the caller belongs to its couple
 * now. Anyone else gets the same 404 as for an unknown id and learns nothing about it.
 */
export async function callersDare(
  executor: Executor,
  callerId: string,
  dareId: string,
  lock = false,
): Promise<DareRow> {
  const query = executor.select().from(dares).where(eq(dares.id, dareId.toLowerCase()));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !(await isMemberOf(executor, callerId, row.coupleId)))
    throw notFound(DARE_ERRORS.notFound);
  return row;
}
