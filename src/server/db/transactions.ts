import type { Database } from './client';
import { isRetryable } from './pg-errors';

/** A transaction handle of the application database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction. Lock orders (see modules/couples/locks.ts) should make
 * deadlocks impossible; should PostgreSQL still pick this transaction as a deadlock victim,
 * the whole of it (which writes only to the database) is rolled back and run again.
 */
export async function inTransaction<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
