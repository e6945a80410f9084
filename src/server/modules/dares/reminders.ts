import { and, asc, eq, gt, inArray, isNull, lte } from 'drizzle-orm';
import { DARE_REMINDER_BEFORE_MS } from '@shared/domain/dares';
import { dares } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import type { ModuleDeps } from '../deps';
import { namesOf } from './dare-view';
import { dareNotices } from './notices';

/** How often the server looks for dares to remind their receivers of. */
export const REMINDER_SWEEP_EVERY_MS = 60_000;

/**
 * Reminds the receiver of each accepted dare with less than DARE_REMINDER_BEFORE_MS left,
 * and not yet expired, that it expires soon (docs/dares.md). Each dare is claimed by one
 * UPDATE … RETURNING on `reminder_sent_at`, in the transaction that writes the notifications,
 * so it is reminded once whichever node or read sweeps first. `coupleId` narrows the sweep to
 * one couple (a read of that couple's dares); without it the sweep covers everyone (the timer).
 */
export function createReminders(deps: Pick<ModuleDeps, 'db' | 'notifier'>) {
  const { db, notifier } = deps;

  return async function remindExpiringDares(now: Date, coupleId?: string): Promise<number> {
    const windowEnd = new Date(now.getTime() + DARE_REMINDER_BEFORE_MS);
    return inTransaction(db, async (tx) => {
      // Locked in id order, so two sweeps over the same dares wait for each other instead of
      // deadlocking; the one that waits then finds them reminded and leaves them out.
      const due = tx
        .select({ id: dares.id })
        .from(dares)
        .where(
          and(
            isNull(dares.reminderSentAt),
            eq(dares.status, 'Accepted'),
            gt(dares.expiresAt, now),
            lte(dares.expiresAt, windowEnd),
            coupleId ? eq(dares.coupleId, coupleId) : undefined,
          ),
        )
        .orderBy(asc(dares.id))
        .for('update');
      const claimed = await tx
        .update(dares)
        .set({ reminderSentAt: now })
        .where(inArray(dares.id, due))
        .returning();
      const names = await namesOf(tx, claimed);
      for (const row of claimed)
        await notifier.notify(
          tx,
          row.receiverId,
          dareNotices.expiresSoon(names.get(row.senderId) ?? '', row.difficulty),
          { subjectId: row.id },
        );
      return claimed.length;
    });
  };
}
