import { eq, sql } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES } from '@shared/domain/accounts';
import { coupleInvitations, couples, players } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-error';
import { partnerInvitationEmail, partnerInvitationToPlayerEmail } from '../../mail/templates';
import { newResetToken } from '../../lib/link-tokens';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications';
import { applyKeptPlan } from './kept-plans';
import { lockCouples, lockPlayers, type CoupleRow, type PlayerRow } from './locks';
import {
  cancelOpenInvitations,
  notices,
  openInvitationFor,
  playerOrUnauthorized,
} from './membership';
import { COUPLE_MESSAGES } from './messages';

const sameEmail = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the player is in a couple that has both its players: they cannot join another. */
const hasPartner = (player: PlayerRow, lockedCouples: Map<string, CoupleRow>) => {
  const couple = player.coupleId ? lockedCouples.get(player.coupleId) : undefined;
  return Boolean(couple && !couple.endedAt && couple.player2Id);
};

/**
 * Writes the couple's invitation to `email`, holding the hash of the link's token. An open
 * invitation to the same address is renewed in place (a new link, the old one void) and the
 * result says so; one to another address is cancelled first.
 */
async function writeInvitation(
  tx: Tx,
  coupleId: string,
  inviterId: string,
  email: string,
  tokenHash: string,
): Promise<{ repeat: boolean }> {
  const open = await openInvitationFor(tx, coupleId, email);
  if (open) {
    await tx.update(coupleInvitations).set({ tokenHash }).where(eq(coupleInvitations.id, open.id));
    return { repeat: true };
  }
  await cancelOpenInvitations(tx, coupleId);
  await tx.insert(coupleInvitations).values({ coupleId, inviterId, email, tokenHash });
  return { repeat: false };
}

/** Sending a partner invitation (docs/couples.md). */
export function createInviteService(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'notifier' | 'publicUrl'>,
) {
  const { db } = deps;

  /**
   * Tells a registered invitee, unless they already have a partner (then nothing reaches them,
   * and the inviter's reply is the same as for anyone). The in-app notification goes only to
   * an account that proved the address, and only once per invitation; the email goes to the
   * address itself, by the rule the notifier applies: to players who keep email notifications on.
   */
  async function tellRegistered(
    tx: Tx,
    invitee: PlayerRow,
    inviter: PlayerRow,
    lockedCouples: Map<string, CoupleRow>,
    repeat: boolean,
  ) {
    if (hasPartner(invitee, lockedCouples)) return;
    if (invitee.emailVerifiedAt && !repeat) {
      await deps.notifier.notifyInApp(tx, invitee.id, notices.invitation(inviter.displayName));
    }
    if (invitee.receiveEmailNotifications) {
      await deps.mailer.enqueue(
        tx,
        partnerInvitationToPlayerEmail(
          invitee.email,
          inviter.displayName,
          `${deps.publicUrl}/account-profile`,
        ),
      );
    }
  }

  return {
    async invite(callerId: string, partnerEmail: string) {
      const caller = await playerOrUnauthorized(db, callerId);
      if (!caller.emailVerifiedAt) throw forbidden(EMAIL_VERIFICATION_MESSAGES.required);
      if (sameEmail(caller.email, partnerEmail)) throw badRequest(COUPLE_MESSAGES.inviteSelf);
      const email = partnerEmail.toLowerCase();
      const [invitee] = await db
        .select({ id: players.id })
        .from(players)
        .where(sql`lower(${players.email}) = ${email}`);
      // Only the hash is stored: the link in the email is the one proof of the address.
      const { token, hash } = newResetToken();

      const coupleId = await inTransaction(db, async (tx) => {
        const locked = await lockPlayers(tx, [callerId, invitee?.id]);
        const me = locked.get(callerId);
        if (!me) throw unauthorized();
        const registered = invitee ? locked.get(invitee.id) : undefined;
        const lockedCouples = await lockCouples(tx, [me.coupleId, registered?.coupleId]);
        const couple = me.coupleId ? lockedCouples.get(me.coupleId) : undefined;
        const current = couple && !couple.endedAt ? couple : null;
        if (current?.player2Id) throw conflict(COUPLE_MESSAGES.alreadyConnected);

        let coupleId: string;
        if (current) {
          coupleId = current.id;
        } else {
          // The caller becomes player 1 of a couple of their own, waiting for the partner.
          const [created] = await tx
            .insert(couples)
            .values({ player1Id: me.id })
            .returning({ id: couples.id });
          if (!created) throw new Error('The couple was not created.');
          coupleId = created.id;
          await tx.update(players).set({ coupleId }).where(eq(players.id, me.id));
          // A plan the caller kept from an earlier couple is this couple's from the start.
          await applyKeptPlan(tx, me.id, coupleId);
          await markPlayersChanged(tx, [me.id]);
        }
        const { repeat } = await writeInvitation(tx, coupleId, me.id, email, hash);

        if (registered) {
          // They accept in the app; the invitation email replaces the notifier's generic copy.
          await tellRegistered(tx, registered, me, lockedCouples, repeat);
        } else {
          const query = new URLSearchParams({ email, coupleId, inviteToken: token });
          const link = `${deps.publicUrl}/register?${query.toString()}`;
          await deps.mailer.enqueue(tx, partnerInvitationEmail(email, me.displayName, link));
        }
        return coupleId;
      });
      return { coupleProfileId: coupleId, message: 'Invitation sent!' };
    },
  };
}
