import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { roundSnapshots } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { allSurveysComplete } from './completions';

/**
 * Runs the reads on one snapshot of the database, so that whether both completed and the
 * answers read belong together: a partner's change commits its answers and the removal of its
 * completion at once, and a read must never see the one without the other.
 */
export function readConsistently<T>(executor: Executor, work: (executor: Executor) => Promise<T>) {
  if (executor instanceof PgTransaction) return work(executor);
  return inTransaction(executor, work, {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

/** Whether the couple kept the answers of a round both completed before the one under way. */
export async function hasRoundSnapshot(executor: Executor, coupleId: string): Promise<boolean> {
  const [row] = await executor
    .select({ coupleId: roundSnapshots.coupleId })
    .from(roundSnapshots)
    .where(eq(roundSnapshots.coupleId, coupleId));
  return row !== undefined;
}

/** Whether the couple has a round to build from: both completed, or a previous round kept. */
export async function hasCompletedRound(
  executor: Executor,
  coupleId: string,
  playerIds: readonly [string, string],
): Promise<boolean> {
  return readConsistently(
    executor,
    async (reader) =>
      (await allSurveysComplete(reader, playerIds)) || (await hasRoundSnapshot(reader, coupleId)),
  );
}
