import { eq } from 'drizzle-orm';
import type { Dare } from '@shared/api/dares';
import { DARE_ERRORS, FINAL_DARE_STATUSES } from '@shared/domain/dares';
import { dares } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { conflict, HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { callersDare, hasLapsed, type DareRow } from './dare-row';
import { dareView, namesOf, type Names } from './dare-view';

/** The 409 for a dare that is not in the status a step needs, saying why. */
export function wrongState(row: DareRow, needed: 'Pending' | 'Accepted' | 'Completed'): HttpError {
  if (FINAL_DARE_STATUSES.includes(row.status)) return conflict(DARE_ERRORS.final(row.status));
  const why: Record<typeof needed, string> = {
    Pending: DARE_ERRORS.notPending,
    Accepted: DARE_ERRORS.notAccepted,
    Completed: DARE_ERRORS.notCompleted,
  };
  return conflict(why[needed]);
}

export interface StepContext {
  tx: Tx;
  /** The dare as stored, locked, with a lapsed acceptance already stored as Expired. */
  row: DareRow;
  now: Date;
  names: Names;
}

/** Stores the new columns of the dare and returns it as it is now. */
export async function setDare(
  tx: Tx,
  row: DareRow,
  changes: Partial<Omit<typeof dares.$inferInsert, 'id' | 'coupleId'>>,
): Promise<DareRow> {
  const [updated] = await tx.update(dares).set(changes).where(eq(dares.id, row.id)).returning();
  return updated!;
}

/**
 * Runs one step on a dare (docs/dares.md) in one transaction holding the dare's row lock, so
 * of two steps at the same instant the second sees the first. An acceptance whose time is up
 * is stored as Expired first, and that is kept even when the step is then refused: the step
 * runs in a savepoint, so a refusal undoes the step's own writes and nothing else.
 */
export function createDareStep(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'now'>) {
  const { db } = deps;

  return async function step(
    callerId: string,
    dareId: string,
    work: (context: StepContext) => Promise<DareRow>,
  ): Promise<Dare> {
    const now = deps.now();
    const outcome = await inTransaction(db, async (tx) => {
      let row = await callersDare(tx, callerId, dareId, true);
      if (hasLapsed(row, now)) row = await setDare(tx, row, { status: 'Expired' });
      const names = await namesOf(tx, [row]);
      try {
        const changed = await tx.transaction((inner) => work({ tx: inner, row, now, names }));
        // Seen inside the transaction: a stored text that does not open (moved from another
        // row, altered) fails the step and undoes it, so no dare is revealed that cannot be read.
        return { dare: dareView(changed, callerId, names, now, deps.cipher) };
      } catch (error) {
        if (error instanceof HttpError) return { refusal: error };
        throw error;
      }
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.dare;
  };
}
