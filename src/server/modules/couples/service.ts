import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Couple } from '@shared/api/couples';
import { coupleInvitations, couples, notifications, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { partnerInvitationEmail, partnerInvitationToPlayerEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications/player-changes';
import { lockCouples, lockPlayers } from './locks';
import { createInvitationsService } from './invitations';
import { cancelOpenInvitations, notices, playerOrUnauthorized } from './membership';
import { COUPLE_MESSAGES } from './messages';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createCouplesService(deps: ModuleDeps) {
  const { db, notifier } = deps;

  return {
    ...createInvitationsService(deps),

    async invite(callerId: string, partnerEmail: string) {
      const caller = await playerOrUnauthorized(db, callerId);
      if (sameEmail(caller.email, partnerEmail))
        throw new HttpError(400, COUPLE_MESSAGES.inviteSelf);
      const email = partnerEmail.toLowerCase();
      const [invitee] = await db
        .select({ id: players.id })
        .from(players)
        .where(sql`lower(${players.email}) = ${email}`);

      const coupleId = await inTransaction(db, async (tx) => {
        const locked = await lockPlayers(tx, [callerId, invitee?.id]);
        const me = locked.get(callerId);
        if (!me) throw unauthorized();
        const couple = me.coupleId ? (await lockCouples(tx, [me.coupleId])).get(me.coupleId) : null;
        const current = couple && !couple.endedAt ? couple : null;
        if (current?.player2Id) throw new HttpError(409, COUPLE_MESSAGES.alreadyConnected);

        let coupleId: string;
        if (current) {
          coupleId = current.id;
          await cancelOpenInvitations(tx, coupleId);
        } else {
          // The caller becomes player 1 of a couple of their own, waiting for the partner.
          const [created] = await tx
            .insert(couples)
            .values({ player1Id: me.id })
            .returning({ id: couples.id });
          if (!created) throw new Error('The couple was not created.');
          coupleId = created.id;
          await tx.update(players).set({ coupleId }).where(eq(players.id, me.id));
          await markPlayersChanged(tx, [me.id]);
        }
        await tx.insert(coupleInvitations).values({ coupleId, inviterId: me.id, email });

        const registered = invitee ? locked.get(invitee.id) : undefined;
        if (registered) {
          // They accept in the app. The invitation email below replaces the notifier's generic
          // copy, so the in-app notification is written here and the email follows the same
          // rule the notifier applies: only to players who keep email notifications on.
          await tx
            .insert(notifications)
            .values({ playerId: registered.id, ...notices.invitation(me.displayName) });
          await markPlayersChanged(tx, [registered.id]);
          if (registered.receiveEmailNotifications) {
            await deps.mailer.enqueue(
              tx,
              partnerInvitationToPlayerEmail(
                registered.email,
                me.displayName,
                `${deps.publicUrl}/account-profile`,
              ),
            );
          }
        } else {
          const link = `${deps.publicUrl}/register?email=${encodeURIComponent(email)}&coupleId=${encodeURIComponent(coupleId)}`;
          await deps.mailer.enqueue(tx, partnerInvitationEmail(email, me.displayName, link));
        }
        return coupleId;
      });
      notifier.afterCommit();
      return { coupleProfileId: coupleId, message: 'Invitation sent!' };
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

        await tx.update(couples).set({ endedAt: new Date() }).where(eq(couples.id, coupleId));
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
          await notifier.notify(tx, partnerId, notices.partnerEnded(me.displayName));
      });
      notifier.afterCommit();
      return { message: 'Your connection has ended.' };
    },
  };
}

export type CouplesService = ReturnType<typeof createCouplesService>;
