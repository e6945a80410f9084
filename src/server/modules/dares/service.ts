import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Dare } from '@shared/api/dares';
import { dares } from '../../db/schema';
import { playerOrUnauthorized } from '../couples';
import type { ModuleDeps } from '../deps';
import { dareViews } from './dare-view';
import { createGeneration } from './generate';
import { createOptions } from './options';
import { createReceiverSteps } from './receiver-steps';
import { createReminders } from './reminders';
import { dareStatsOf } from './stats';
import { createVerification } from './verify';

export type DaresDeps = Pick<
  ModuleDeps,
  'db' | 'cipher' | 'content' | 'notifier' | 'log' | 'now' | 'dareExpiryHours'
>;

/** Dares between partners (docs/dares.md). */
export function createDaresService(deps: DaresDeps) {
  const { db } = deps;
  const remindExpiringDares = createReminders(deps);

  /**
   * The couple's dares matching `where`, newest first, as the caller may see them. Reminders
   * due in the couple are sent first, so a read never waits for the timer to deliver them.
   */
  async function read(callerId: string, coupleId: string, where?: SQL): Promise<Dare[]> {
    const now = deps.now();
    await remindExpiringDares(now, coupleId);
    const rows = await db
      .select()
      .from(dares)
      .where(and(eq(dares.coupleId, coupleId), where))
      .orderBy(desc(dares.createdAt), desc(dares.id));
    return dareViews(db, rows, callerId, now);
  }

  /** The caller's current couple, or null; the dares of a past couple are no one's to list. */
  async function ownCouple(callerId: string) {
    return (await playerOrUnauthorized(db, callerId)).coupleId;
  }

  const receiver = createReceiverSteps(deps);

  return {
    remindExpiringDares,
    generate: createGeneration(deps),
    options: createOptions(deps),

    /** Every dare of the couple (the route lets in its members only). */
    couple: (callerId: string, coupleId: string) => read(callerId, coupleId.toLowerCase()),

    /** The dares `playerId` (the caller or the partner) sent in the caller's couple. */
    async sent(callerId: string, playerId: string) {
      const coupleId = await ownCouple(callerId);
      return coupleId ? read(callerId, coupleId, eq(dares.senderId, playerId.toLowerCase())) : [];
    },

    async received(callerId: string, playerId: string) {
      const coupleId = await ownCouple(callerId);
      return coupleId ? read(callerId, coupleId, eq(dares.receiverId, playerId.toLowerCase())) : [];
    },

    async stats(coupleId: string) {
      const id = coupleId.toLowerCase();
      const now = deps.now();
      await remindExpiringDares(now, id);
      return dareStatsOf(db, id, now);
    },

    reveal: receiver.reveal,
    accept: receiver.accept,
    decline: receiver.decline,
    complete: receiver.complete,
    verify: createVerification(deps),
  };
}

export type DaresService = ReturnType<typeof createDaresService>;
