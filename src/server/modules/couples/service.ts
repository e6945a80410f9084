import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Couple } from '@shared/api/couples';
import { coupleInvitations, couples, notifications, players } from '../../db/schema';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { partnerInvitationEmail, partnerInvitationToPlayerEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications/player-changes';
import { inTransaction, lockCouples, lockPlayers } from './locks';
import {
  cancelOpenInvitations,
  isJoinable,
  joinCouple,
  notices,
  openInvitationFor,
} from './membership';

export const COUPLE_MESSAGES = {
  alreadyConnected: 'You are already connected with a partner.',
  inviteSelf: 'You cannot invite yourself.',
  invitationNotFound: 'Invitation not found.',
  invitationGone: 'This invitation is no longer available.',
  coupleNotFound: 'Couple not found.',
} as const;

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function createCouplesService(deps: ModuleDeps) {
  const { db, notifier } = deps;

  async function playerOrUnauthorized(playerId: string) {
    const [row] = await db.select().from(players).where(eq(players.id, playerId));
    if (!row) throw unauthorized();
    return row;
  }

  /** An invitation addressed to the caller; anyone else learns nothing about it. */
  async function invitationForCaller(invitationId: string, callerEmail: string) {
    const [invitation] = await db
      .select()
      .from(coupleInvitations)
      .where(
        and(
          eq(coupleInvitations.id, invitationId),
          sql`lower(${coupleInvitations.email}) = ${callerEmail.toLowerCase()}`,
        ),
      );
    if (!invitation) throw notFound(COUPLE_MESSAGES.invitationNotFound);
    return invitation;
  }

  return {
    async invite(callerId: string, partnerEmail: string) {
      const caller = await playerOrUnauthorized(callerId);
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

    async listInvitations(callerId: string) {
      const caller = await playerOrUnauthorized(callerId);
      const inviter = alias(players, 'inviter');
      const received = await db
        .select({
          id: coupleInvitations.id,
          inviterName: inviter.displayName,
          createdAt: coupleInvitations.createdAt,
        })
        .from(coupleInvitations)
        .innerJoin(inviter, eq(inviter.id, coupleInvitations.inviterId))
        .innerJoin(couples, eq(couples.id, coupleInvitations.coupleId))
        .where(
          and(
            eq(coupleInvitations.status, 'open'),
            sql`lower(${coupleInvitations.email}) = ${caller.email.toLowerCase()}`,
            isNull(couples.endedAt),
            isNull(couples.player2Id),
          ),
        )
        .orderBy(desc(coupleInvitations.createdAt));
      let sent: { email: string; createdAt: string } | null = null;
      if (caller.coupleId) {
        const [own] = await db
          .select({ email: coupleInvitations.email, createdAt: coupleInvitations.createdAt })
          .from(coupleInvitations)
          .where(
            and(
              eq(coupleInvitations.coupleId, caller.coupleId),
              eq(coupleInvitations.status, 'open'),
            ),
          );
        if (own) sent = { email: own.email, createdAt: own.createdAt.toISOString() };
      }
      return {
        received: received.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        sent,
      };
    },

    async acceptInvitation(callerId: string, invitationId: string) {
      const caller = await playerOrUnauthorized(callerId);
      const seen = await invitationForCaller(invitationId, caller.email);
      const [target] = await db.select().from(couples).where(eq(couples.id, seen.coupleId));
      if (!target) throw new HttpError(409, COUPLE_MESSAGES.invitationGone);

      await inTransaction(db, async (tx) => {
        const locked = await lockPlayers(tx, [callerId, target.player1Id]);
        const me = locked.get(callerId);
        if (!me) throw unauthorized();
        const lockedCouples = await lockCouples(tx, [seen.coupleId, me.coupleId]);
        const couple = lockedCouples.get(seen.coupleId);
        // Read again under the couple's lock: only then is "still open" a fact.
        const invitation = await openInvitationFor(tx, seen.coupleId, me.email);
        if (!isJoinable(couple) || invitation?.id !== seen.id)
          throw new HttpError(409, COUPLE_MESSAGES.invitationGone);

        const own = me.coupleId ? lockedCouples.get(me.coupleId) : undefined;
        if (own && !own.endedAt) {
          if (own.player2Id || own.player1Id !== me.id || own.id === couple.id)
            throw new HttpError(409, COUPLE_MESSAGES.alreadyConnected);
          // The caller was waiting for a partner in a couple of their own: that one ends.
          await tx.update(couples).set({ endedAt: new Date() }).where(eq(couples.id, own.id));
          await cancelOpenInvitations(tx, own.id);
        }
        await joinCouple(tx, notifier, couple, invitation.id, me);
      });
      notifier.afterCommit();
      return { coupleId: seen.coupleId, message: 'You are now connected!' };
    },

    async declineInvitation(callerId: string, invitationId: string) {
      const caller = await playerOrUnauthorized(callerId);
      const seen = await invitationForCaller(invitationId, caller.email);
      await inTransaction(db, async (tx) => {
        await lockPlayers(tx, [seen.inviterId]);
        await lockCouples(tx, [seen.coupleId]);
        const [declined] = await tx
          .update(coupleInvitations)
          .set({ status: 'declined', respondedAt: new Date() })
          .where(and(eq(coupleInvitations.id, seen.id), eq(coupleInvitations.status, 'open')))
          .returning({ id: coupleInvitations.id });
        if (!declined) throw new HttpError(409, COUPLE_MESSAGES.invitationGone);
        await notifier.notify(tx, seen.inviterId, notices.invitationDeclined());
      });
      notifier.afterCommit();
      return { message: 'Invitation declined.' };
    },
  };
}

export type CouplesService = ReturnType<typeof createCouplesService>;
