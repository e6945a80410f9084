import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EMAIL_VERIFICATION_MESSAGES } from '@shared/domain/accounts';
import { coupleInvitations, couples, players } from '../../db/schema';
import type { Executor } from '../../db/client';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { keepPlanOfEndingCouple } from './kept-plans';
import { lockCouples, lockPlayers } from './locks';
import {
  cancelOpenInvitations,
  isJoinable,
  joinCouple,
  notices,
  openInvitationFor,
  playerOrUnauthorized,
} from './membership';
import { COUPLE_MESSAGES } from './messages';

/**
 * The caller's own row, refused unless they proved their email: an invitation is addressed to
 * an email, and only the owner of that address may act on it.
 */
async function verifiedCaller(executor: Executor, callerId: string) {
  const caller = await playerOrUnauthorized(executor, callerId);
  if (!caller.emailVerifiedAt) throw forbidden(EMAIL_VERIFICATION_MESSAGES.required);
  return caller;
}

/** Whether the player's current couple has both its players. */
async function hasPartner(executor: Executor, coupleId: string | null): Promise<boolean> {
  if (!coupleId) return false;
  const [couple] = await executor
    .select({ id: couples.id })
    .from(couples)
    .where(and(eq(couples.id, coupleId), isNull(couples.endedAt), isNotNull(couples.player2Id)));
  return couple !== undefined;
}

/** The invitations a player received: the list, accepting one and declining one. */
export function createInvitationsService(deps: Pick<ModuleDeps, 'db' | 'notifier'>) {
  const { db, notifier } = deps;

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
    async listInvitations(callerId: string) {
      const caller = await playerOrUnauthorized(db, callerId);
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
      // Shown only to a caller who can act on it: one who proved the address is theirs, and
      // who has no partner yet (accepting would be refused).
      const canAct = caller.emailVerifiedAt && !(await hasPartner(db, caller.coupleId));
      const shown = canAct ? received : [];
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
        received: shown.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        sent,
      };
    },

    async acceptInvitation(callerId: string, invitationId: string) {
      const caller = await verifiedCaller(db, callerId);
      const seen = await invitationForCaller(invitationId, caller.email);
      const [target] = await db.select().from(couples).where(eq(couples.id, seen.coupleId));
      if (!target) throw conflict(COUPLE_MESSAGES.invitationGone);

      await inTransaction(db, async (tx) => {
        const locked = await lockPlayers(tx, [callerId, target.player1Id]);
        const me = locked.get(callerId);
        if (!me) throw unauthorized();
        const lockedCouples = await lockCouples(tx, [seen.coupleId, me.coupleId]);
        const couple = lockedCouples.get(seen.coupleId);
        // Read again under the couple's lock: only then is "still open" a fact.
        const invitation = await openInvitationFor(tx, seen.coupleId, me.email);
        if (!isJoinable(couple) || invitation?.id !== seen.id)
          throw conflict(COUPLE_MESSAGES.invitationGone);
        // The inviter's address is unproven (an invitation from before addresses were proved):
        // joining would hand the caller's profile to whoever registered under it.
        if (!locked.get(couple.player1Id)?.emailVerifiedAt)
          throw conflict(EMAIL_VERIFICATION_MESSAGES.partnerUnverified);

        const own = me.coupleId ? lockedCouples.get(me.coupleId) : undefined;
        if (own && !own.endedAt) {
          if (own.player2Id || own.player1Id !== me.id || own.id === couple.id)
            throw conflict(COUPLE_MESSAGES.alreadyConnected);
          // The caller was waiting for a partner in a couple of their own: that one ends.
          const now = new Date();
          await tx.update(couples).set({ endedAt: now }).where(eq(couples.id, own.id));
          await keepPlanOfEndingCouple(tx, own.id, now);
          await cancelOpenInvitations(tx, own.id);
        }
        await joinCouple(tx, notifier, couple, invitation.id, me);
      });
      return { coupleId: seen.coupleId, message: 'You are now connected!' };
    },

    async declineInvitation(callerId: string, invitationId: string) {
      // Declining needs the address proved too, or a squatter could turn the invitation down.
      const caller = await verifiedCaller(db, callerId);
      const seen = await invitationForCaller(invitationId, caller.email);
      await inTransaction(db, async (tx) => {
        await lockPlayers(tx, [seen.inviterId]);
        await lockCouples(tx, [seen.coupleId]);
        const [declined] = await tx
          .update(coupleInvitations)
          .set({ status: 'declined', respondedAt: new Date() })
          .where(and(eq(coupleInvitations.id, seen.id), eq(coupleInvitations.status, 'open')))
          .returning({ id: coupleInvitations.id });
        if (!declined) throw conflict(COUPLE_MESSAGES.invitationGone);
        await notifier.notify(tx, seen.inviterId, notices.invitationDeclined());
      });
      return { message: 'Invitation declined.' };
    },
  };
}
