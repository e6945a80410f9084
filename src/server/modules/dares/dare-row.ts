import { DARE_ERRORS, type DareStatus } from '@shared/domain/dares';
import type { Executor } from '../../db/client';
import { dares } from '../../db/schema';
import { callersRecord } from '../couples';

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

/** The dare, locked when `lock`, if the caller belongs to its couple now (else 404). */
export const callersDare = (executor: Executor, callerId: string, dareId: string, lock = false) =>
  callersRecord(executor, dares, {
    callerId,
    recordId: dareId,
    lock,
    notFoundMessage: DARE_ERRORS.notFound,
  });
