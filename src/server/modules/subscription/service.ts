import { and, eq, isNull } from 'drizzle-orm';
import {
  statusOf,
  trialEndingNotice,
  trialRunning,
  type ComputedStatus,
} from '@shared/domain/subscription';
import {
  extendPaidUntil,
  featuresFor,
  isTrialEnding,
  TIER_FEATURES,
  trialEndFor,
  type Feature,
  type PaidTier,
  type Tier,
} from '@shared/domain/tiers';
import type { Executor } from '../../db/client';
import { players, subscriptions } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import type { NotificationDraft } from '../notifications';
import {
  accessStatus,
  coupleCreatedAt,
  featureAccess,
  findSubscription as findRow,
  SUBSCRIPTION_NOT_FOUND,
  type SubscriptionRow,
} from './feature-access';
import { planChangedNotice } from './notices';
import { planOnLeaving } from './plan-on-leaving';

/**
 * A couple's subscription: one row per couple, created on demand with a trial that ends
 * TRIAL_DAYS after the couple was created. There is no payment processor yet, so an upgrade
 * sets the tier and its paid period directly (docs/tiers.md).
 */
export function createSubscriptionService(deps: Pick<ModuleDeps, 'db' | 'notifier'>) {
  const { db, notifier } = deps;

  /** The couple's row, created as a trial if it has none; concurrent calls create one row. */
  async function ensureRow(executor: Executor, coupleId: string): Promise<SubscriptionRow> {
    const existing = await findRow(executor, coupleId);
    if (existing) return existing;
    const trialEndsAt = trialEndFor(await coupleCreatedAt(executor, coupleId));
    await executor
      .insert(subscriptions)
      .values({ coupleId, tier: 'Trial', trialEndsAt })
      .onConflictDoNothing({ target: subscriptions.coupleId });
    const row = await findRow(executor, coupleId);
    if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
    return row;
  }

  /**
   * Sends both partners the "trial ends soon" notification the first time a status shows an
   * active trial with TRIAL_WARNING_DAYS or fewer days left. The conditional update claims
   * the warning, so concurrent reads send it once.
   */
  async function warnIfTrialEnding(row: SubscriptionRow, status: ComputedStatus) {
    if (row.trialWarningSentAt || !isTrialEnding(status)) return;
    await inTransaction(db, async (tx) => {
      const claimed = await tx
        .update(subscriptions)
        .set({ trialWarningSentAt: new Date() })
        .where(
          and(eq(subscriptions.coupleId, row.coupleId), isNull(subscriptions.trialWarningSentAt)),
        )
        .returning({ coupleId: subscriptions.coupleId });
      if (claimed.length === 0) return;
      const members = await tx
        .select({ id: players.id })
        .from(players)
        .where(eq(players.coupleId, row.coupleId));
      for (const member of members) {
        await notifier.notify(tx, member.id, trialEndingNotice(status.daysRemaining));
      }
    });
  }

  /**
   * Notifies the other current member of the couple, if it has one, with the notice made from
   * the caller's name.
   */
  async function tellPartner(
    tx: Executor,
    coupleId: string,
    callerId: string,
    notice: (actorName: string) => NotificationDraft,
  ): Promise<void> {
    const members = await tx
      .select({ id: players.id, displayName: players.displayName })
      .from(players)
      .where(eq(players.coupleId, coupleId));
    const actor = members.find((member) => member.id === callerId);
    const partner = members.find((member) => member.id !== callerId);
    if (!actor || !partner) return;
    await notifier.notify(tx, partner.id, notice(actor.displayName));
  }

  async function statusFor(row: SubscriptionRow): Promise<ComputedStatus> {
    const status = statusOf(row);
    await warnIfTrialEnding(row, status);
    return status;
  }

  /** Tier and activity for access checks; a couple without a row counts as its trial. */
  async function accessState(coupleId: string): Promise<ComputedStatus> {
    const { row, status } = await accessStatus(db, coupleId);
    if (row) await warnIfTrialEnding(row, status);
    return status;
  }

  return {
    async getStatus(coupleId: string): Promise<ComputedStatus> {
      const row = await findRow(db, coupleId);
      if (!row) throw notFound(SUBSCRIPTION_NOT_FOUND);
      return statusFor(row);
    },

    /** Creates the couple's trial if it has no subscription; an existing one is unchanged. */
    async initialize(coupleId: string): Promise<ComputedStatus> {
      return statusFor(await ensureRow(db, coupleId));
    },

    /** Switches the couple to `tier` (one more period) and tells the caller's partner. */
    async upgrade(coupleId: string, callerId: string, tier: PaidTier): Promise<ComputedStatus> {
      return inTransaction(db, async (tx) => {
        await ensureRow(tx, coupleId);
        // Locked so two upgrades at once each add their period.
        const [current] = await tx
          .select()
          .from(subscriptions)
          .where(eq(subscriptions.coupleId, coupleId))
          .for('update');
        if (!current) throw notFound(SUBSCRIPTION_NOT_FOUND);
        const now = new Date();
        const [updated] = await tx
          .update(subscriptions)
          .set({
            tier,
            paidUntil: extendPaidUntil(tier, current.paidUntil, now),
            chosenBy: callerId,
            updatedAt: now,
          })
          .where(eq(subscriptions.coupleId, coupleId))
          .returning();
        if (!updated) throw notFound(SUBSCRIPTION_NOT_FOUND);
        const status = statusOf(updated, now);
        const renewed = current.tier === tier && statusOf(current, now).isActive;
        await tellPartner(tx, coupleId, callerId, (actorName) =>
          planChangedNotice(actorName, tier, status, renewed),
        );
        return status;
      });
    },

    async getTier(coupleId: string) {
      const state = await accessState(coupleId);
      const features = featuresFor(state.tier, state.isActive, trialRunning(state));
      return { tier: state.tier, features: [...features], isActive: state.isActive };
    },

    async checkFeature(coupleId: string, feature: Feature) {
      return featureAccess(await accessState(coupleId), feature);
    },

    planOnLeaving(playerId: string) {
      return planOnLeaving(db, playerId);
    },

    featuresOfTier(tier: Tier) {
      return { tier, features: [...TIER_FEATURES[tier]] };
    },
  };
}

export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
