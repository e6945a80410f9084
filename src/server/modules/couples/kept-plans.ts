import { eq, sql } from 'drizzle-orm';
import { trialEndFor, type PaidTier } from '@shared/domain/tiers';
import type { Executor } from '../../db/client';
import { carriedPlans, couples, subscriptions } from '../../db/schema';

/**
 * A paid plan belongs to the player who chose it, even though a couple shares it: when the
 * couple ends it goes with that player, and their next couple gets it (docs/tiers.md). These
 * run inside the couple flows' transactions, under their locks.
 */

export interface KeptPlan {
  tier: PaidTier;
  paidUntil: Date;
}

/** The plan a player keeps for their next couple, if it still has time left. */
export async function keptPlanOf(
  executor: Executor,
  playerId: string,
  now: Date = new Date(),
): Promise<KeptPlan | undefined> {
  const [row] = await executor
    .select({ tier: carriedPlans.tier, paidUntil: carriedPlans.paidUntil })
    .from(carriedPlans)
    .where(eq(carriedPlans.playerId, playerId));
  return row && row.paidUntil.getTime() > now.getTime() ? row : undefined;
}

/**
 * As a couple ends: a paid plan with time left goes to the player who chose it. Should they
 * already keep one (from an earlier couple), the one that runs longer stays. Returns the plan
 * and its keeper, so the partner's notice can say where it went.
 */
export async function keepPlanOfEndingCouple(
  executor: Executor,
  coupleId: string,
  now: Date,
): Promise<{ keeperId: string; tier: PaidTier } | null> {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.coupleId, coupleId));
  if (!row || row.tier === 'Trial' || !row.chosenBy || !row.paidUntil) return null;
  if (row.paidUntil.getTime() <= now.getTime()) return null;
  await executor
    .insert(carriedPlans)
    .values({ playerId: row.chosenBy, tier: row.tier, paidUntil: row.paidUntil })
    .onConflictDoUpdate({
      target: carriedPlans.playerId,
      set: {
        tier: sql`case when excluded.paid_until > ${carriedPlans.paidUntil} then excluded.tier else ${carriedPlans.tier} end`,
        paidUntil: sql`greatest(excluded.paid_until, ${carriedPlans.paidUntil})`,
      },
    });
  // The ended couple no longer holds it: nobody can reach that row, and the plan is not twice.
  await executor
    .update(subscriptions)
    .set({ paidUntil: now, updatedAt: now })
    .where(eq(subscriptions.coupleId, coupleId));
  return { keeperId: row.chosenBy, tier: row.tier };
}

/**
 * When a player creates or joins a couple: the plan they keep becomes the couple's, unless the
 * couple already has a paid plan running (then the player keeps theirs for later, nothing
 * lost). A couple its inviter starts with a kept plan gets no trial: the plan is what it has.
 */
export async function applyKeptPlan(
  executor: Executor,
  playerId: string,
  coupleId: string,
  now: Date = new Date(),
) {
  const kept = await keptPlanOf(executor, playerId, now);
  if (!kept) return;
  const [current] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.coupleId, coupleId))
    .for('update');
  const paidRunning =
    current && current.tier !== 'Trial' && (current.paidUntil?.getTime() ?? 0) > now.getTime();
  if (paidRunning) return;
  const plan = { tier: kept.tier, paidUntil: kept.paidUntil, chosenBy: playerId, updatedAt: now };
  if (current) {
    await executor.update(subscriptions).set(plan).where(eq(subscriptions.coupleId, coupleId));
  } else {
    const [couple] = await executor
      .select({ createdAt: couples.createdAt, player1Id: couples.player1Id })
      .from(couples)
      .where(eq(couples.id, coupleId));
    const createdAt = couple?.createdAt ?? now;
    // The inviter's trial stays theirs; a couple started with the plan has no trial to run.
    const trialEndsAt = couple?.player1Id === playerId ? createdAt : trialEndFor(createdAt);
    await executor.insert(subscriptions).values({ coupleId, trialEndsAt, ...plan });
  }
  await executor.delete(carriedPlans).where(eq(carriedPlans.playerId, playerId));
}
