import type { FastifyBaseLogger } from 'fastify';
import { PgTransaction, type PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Executor } from './client';
import { isRetryable } from './pg-errors';

/** A transaction handle of the application database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Work to do once the data it follows from is committed, such as sending the emails written. */
export type AfterCommitAction = () => unknown;
type Log = Pick<FastifyBaseLogger, 'warn'>;
/** One attempt's actions, in the order first registered, each with where its failure is told. */
type Unit = Map<AfterCommitAction, Log>;

const ATTEMPTS = 3;

/**
 * The actions of each running attempt, by its connection's session: a savepoint
 * (`tx.transaction`) shares its transaction's session, so what it registers joins the outer unit.
 */
const units = new WeakMap<object, Unit>();

const sessionOf = (executor: Executor): object => executor._.session;

async function run(action: AfterCommitAction, log: Log) {
  try {
    await action();
  } catch (error) {
    // The data is committed; the request that wrote it has succeeded whatever follows.
    log.warn({ err: error }, 'an action after a commit failed');
  }
}

/**
 * Runs `work` in one transaction, then the actions registered in it with `afterCommit`. Lock
 * orders (see modules/couples/locks.ts) should make deadlocks impossible; should PostgreSQL
 * still pick this transaction as a deadlock victim (or fail it for serialization), the whole
 * of it is rolled back and run again, and the rolled-back attempt's actions are dropped: they
 * run once, for the attempt that committed.
 */
export async function inTransaction<T>(
  db: Database,
  work: (tx: Tx) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  // A service handed a transaction as its database (one module's change made inside another's)
  // works in a savepoint of it: its actions join the outer unit and wait for the outer commit,
  // and a deadlock retries the outer transaction as a whole.
  if (db instanceof PgTransaction) return (db as unknown as Tx).transaction(work);
  for (let attempt = 1; ; attempt++) {
    const unit: Unit = new Map();
    let result: T;
    try {
      result = await db.transaction((tx) => {
        units.set(sessionOf(tx), unit);
        return work(tx);
      }, config);
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
      continue;
    }
    for (const [action, log] of unit) await run(action, log);
    return result;
  }
}

/**
 * Runs `action` once the transaction `executor` belongs to has committed, and never when it
 * rolls back; on a plain database handle, where each statement commits by itself, at once.
 * Registered twice in one transaction, the same function runs once. A failing action is
 * logged to `log` and does not fail the committed work.
 */
export async function afterCommit(executor: Executor, action: AfterCommitAction, log: Log) {
  if (!(executor instanceof PgTransaction)) return run(action, log);
  const unit = units.get(sessionOf(executor));
  if (!unit) throw new Error('This transaction was not started by inTransaction.');
  if (!unit.has(action)) unit.set(action, log);
}
