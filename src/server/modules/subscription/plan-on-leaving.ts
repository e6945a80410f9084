import { eq } from 'drizzle-orm';
import {
  keptPlanLine,
  planIfAccountDeleted,
  planIfConnectionEnds,
  type PlanAtStake,
} from '@shared/domain/plan-on-leaving';
import type { Executor } from '../../db/client';
import { players, subscriptions } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import { keptPlanOf } from '../couples';

/**
 * What the caller's plan becomes if they end their connection or delete their account, and
 * the plan they keep while they have no couple: read for the screens that ask before either
 * change (docs/tiers.md).
 */
export async function planOnLeaving(executor: Executor, playerId: string, now = new Date()) {
  const [me] = await executor
    .select({ coupleId: players.coupleId })
    .from(players)
    .where(eq(players.id, playerId));
  if (!me) throw unauthorized();
  const kept = await keptPlanOf(executor, playerId, now);
  const keptView = kept
    ? { tier: kept.tier, paidUntil: kept.paidUntil.toISOString(), line: keptPlanLine(kept) }
    : null;
  if (!me.coupleId) {
    return {
      kept: keptView,
      ifConnectionEnds: null,
      ifAccountDeleted: planIfAccountDeleted(kept ?? null, kept ? { self: true } : null),
    };
  }
  const { plan, chooser } = await runningPlanOf(executor, me.coupleId, playerId, now);
  return {
    kept: keptView,
    ifConnectionEnds: planIfConnectionEnds(plan, chooser),
    ifAccountDeleted: planIfAccountDeleted(plan, chooser),
  };
}

/** The couple's paid plan with time left, and whether the caller or the partner chose it. */
async function runningPlanOf(executor: Executor, coupleId: string, callerId: string, now: Date) {
  const [row] = await executor
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.coupleId, coupleId));
  if (!row || row.tier === 'Trial' || !row.paidUntil || row.paidUntil <= now || !row.chosenBy)
    return { plan: null, chooser: null };
  const plan: PlanAtStake = { tier: row.tier, paidUntil: row.paidUntil };
  if (row.chosenBy === callerId) return { plan, chooser: { self: true as const } };
  const [partner] = await executor
    .select({ displayName: players.displayName, coupleId: players.coupleId })
    .from(players)
    .where(eq(players.id, row.chosenBy));
  // Chosen by someone no longer in the couple: the plan is theirs, not at stake here.
  if (!partner || partner.coupleId !== coupleId) return { plan: null, chooser: null };
  return { plan, chooser: { self: false as const, partnerName: partner.displayName } };
}
