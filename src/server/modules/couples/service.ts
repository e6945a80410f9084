import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Couple } from '@shared/api/couples';
import { couples, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications';
import { createInviteService } from './invite';
import { createInvitationsService } from './invitations';
import { lockCouples, lockPlayers } from './locks';
import { keepPlanOfEndingCouple } from './kept-plans';
import { cancelOpenInvitations, invitationPreview, notices } from './membership';
import { COUPLE_MESSAGES } from './messages';

export function createCouplesService(deps: ModuleDeps) {
  const { db, notifier } = deps;

  return {
    ...createInviteService(deps),
    ...createInvitationsService(deps),

    /** Who invited the holder of an invitation link, while the link would join them. */
    invitationPreview(link: { coupleId: string; email: string; inviteToken: string }) {
      return invitationPreview(db, link);
    },

    async getCouple(id: string): Promise<Couple> {
      const player1 = alias(players, 'player1');
      const player2 = alias(players, 'player2');
      const [row] = await db
        .select({
          id: couples.id,
          player1Id: couples.player1Id,
          player2Id: couples.player2Id,
          player1Name: player1.displayName,
          player2Name: player2.displayName,
          createdAt: couples.createdAt,
        })
        .from(couples)
        .innerJoin(player1, eq(player1.id, couples.player1Id))
        .leftJoin(player2, eq(player2.id, couples.player2Id))
        .where(and(eq(couples.id, id), isNull(couples.endedAt)));
      if (!row) throw notFound(COUPLE_MESSAGES.coupleNotFound);
      return { ...row, createdAt: row.createdAt.toISOString() };
    },

    async endCouple(callerId: string, coupleId: string) {
      await inTransaction(db, async (tx) => {
        const [seen] = await tx.select().from(couples).where(eq(couples.id, coupleId));
        if (!seen || seen.endedAt) throw notFound(COUPLE_MESSAGES.coupleNotFound);
        const locked = await lockPlayers(tx, [callerId, seen.player1Id, seen.player2Id]);
        const couple = (await lockCouples(tx, [coupleId])).get(coupleId);
        const me = locked.get(callerId);
        // Membership again, under the locks: the caller may have left since the access check.
        if (!couple || couple.endedAt || !me || me.coupleId !== coupleId)
          throw notFound(COUPLE_MESSAGES.coupleNotFound);

        const now = new Date();
        await tx.update(couples).set({ endedAt: now }).where(eq(couples.id, coupleId));
        const kept = await keepPlanOfEndingCouple(tx, coupleId, now);
        const members = await tx
          .update(players)
          .set({ coupleId: null })
          .where(eq(players.coupleId, coupleId))
          .returning({ id: players.id });
        await cancelOpenInvitations(tx, coupleId);
        await markPlayersChanged(tx, [
          ...new Set([callerId, couple.player1Id, ...members.map((m) => m.id)]),
        ]);
        const partnerId = couple.player1Id === callerId ? couple.player2Id : couple.player1Id;
        if (partnerId && partnerId !== callerId)
          await notifier.notify(
            tx,
            partnerId,
            notices.partnerEnded(
              me.displayName,
              kept && { tier: kept.tier, theirs: kept.keeperId === partnerId },
            ),
          );
      });
      return { message: 'Your connection has ended.' };
    },
  };
}

export type CouplesService = ReturnType<typeof createCouplesService>;
