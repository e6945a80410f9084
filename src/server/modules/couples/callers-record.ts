import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { isMemberOf } from './members';

/** A table whose every row belongs to one couple. */
export type CoupleRecordTable = PgTable & { id: PgColumn; coupleId: PgColumn };

export interface CallersRecordRequest {
  callerId: string;
  recordId: string;
  /** Holds the row `FOR UPDATE` until the transaction ends (pass a transaction then). */
  lock?: boolean;
  /** The area's not-found message: the one answer for an unknown id and for an outsider. */
  notFoundMessage: string;
}

/**
 * The record, if the caller belongs to its couple now (an ended couple has no members).
 * Anyone else gets the same 404 as for an id that does not exist, so nothing tells an outsider
 * the record is there; a token of a player who is gone gets 401 whether or not it is.
 */
export async function callersRecord<T extends CoupleRecordTable>(
  executor: Executor,
  table: T,
  { callerId, recordId, lock = false, notFoundMessage }: CallersRecordRequest,
): Promise<T['$inferSelect']> {
  // Drizzle cannot type a select from a table still generic here; the row's type is T's own.
  const query = executor
    .select()
    .from(table as PgTable)
    .where(eq(table.id, recordId.toLowerCase()));
  const [row] = (lock ? await query.for('update') : await query) as T['$inferSelect'][];
  // Membership is asked even for an unknown id, so a gone caller's answer never depends on it.
  const coupleId = (row as { coupleId?: string } | undefined)?.coupleId ?? '';
  const member = await isMemberOf(executor, callerId, coupleId);
  if (!row || !member) throw notFound(notFoundMessage);
  return row;
}
