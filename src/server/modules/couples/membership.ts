import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { PlayerTokenClaims } from '@shared/api/accounts';
import { planAfterEnding } from '@shared/domain/plan-on-leaving';
import type { PaidTier } from '@shared/domain/tiers';
import type { Executor } from '../../db/client';
import { coupleInvitations, couples, players } from '../../db/schema';
import type { NotificationDraft, Notifier } from '../notifications';
import { markPlayersChanged } from '../notifications';
import type { Tx } from '../../db/transactions';
import { unauthorized } from '../../lib/http-error';
import { hashResetToken } from '../../lib/link-tokens';
import { settleChangesApart } from './changes-apart';
import { applyKeptPlan } from './kept-plans';
import { lockCouples, lockPlayers, type CoupleRow, type PlayerRow } from './locks';

/** The in-app notifications the couple flows send (also emailed when the player wants that). */
/** The caller's own row; a token of a player who is gone gets 401. */
export async function playerOrUnauthorized(executor: Executor, playerId: string) {
  const [row] = await executor.select().from(players).where(eq(players.id, playerId));
  if (!row) throw unauthorized();
  return row;
}

export const notices = {
  invitation: (inviterName: string): NotificationDraft => ({
    type: 'message',
    icon: '💌',
    title: 'You have a partner invitation',
    description: `${inviterName} invited you to connect as partners on Velvet.`,
    actionUrl: '/account-profile',
  }),
  partnerJoined: (partnerName: string): NotificationDraft => ({
    type: 'message',
    icon: '💞',
    title: 'Your partner joined',
    description: `${partnerName} accepted your invitation. Explore Velvet together!`,
    actionUrl: '/dashboard',
  }),
  invitationDeclined: (): NotificationDraft => ({
    type: 'message',
    icon: '💌',
    title: 'Invitation declined',
    description: 'Your partner invitation was declined.',
    actionUrl: '/account-profile',
  }),
  /** With a paid plan, where it went: the partner is never left to find it gone. */
  partnerEnded: (
    partnerName: string,
    plan: { tier: PaidTier; theirs: boolean } | null = null,
  ): NotificationDraft => ({
    type: 'message',
    icon: '💔',
    title: 'Your partner ended the connection',
    description: `${partnerName} ended your connection on Velvet. Your own answers are kept.${
      plan ? ` ${planAfterEnding(plan.tier, plan.theirs)}` : ''
    }`,
    actionUrl: '/account-profile',
  }),
};

/** The couple claims of a player token, read from the player's current couple. */
export async function coupleClaims(
  executor: Executor,
  coupleId: string | null,
): Promise<Pick<PlayerTokenClaims, 'coupleId' | 'player1Id' | 'player2Id'>> {
  if (coupleId) {
    const [couple] = await executor
      .select({ player1Id: couples.player1Id, player2Id: couples.player2Id })
      .from(couples)
      .where(eq(couples.id, coupleId));
    if (couple) return { coupleId, ...couple };
  }
  return { coupleId: null, player1Id: null, player2Id: null };
}

/** The open invitation of a couple addressed to `email`, if there is one. */
export async function openInvitationFor(executor: Executor, coupleId: string, email: string) {
  const [invitation] = await executor
    .select()
    .from(coupleInvitations)
    .where(
      and(
        eq(coupleInvitations.coupleId, coupleId),
        eq(coupleInvitations.status, 'open'),
        sql`lower(${coupleInvitations.email}) = ${email.toLowerCase()}`,
      ),
    );
  return invitation;
}

/** Cancels the couple's open invitation, if any (a couple has at most one). */
export async function cancelOpenInvitations(executor: Executor, coupleId: string) {
  await executor
    .update(coupleInvitations)
    .set({ status: 'cancelled', respondedAt: new Date() })
    .where(and(eq(coupleInvitations.coupleId, coupleId), eq(coupleInvitations.status, 'open')));
}

/** A couple a new player 2 may still join: not ended and without a player 2. */
export const isJoinable = (couple: CoupleRow | undefined): couple is CoupleRow =>
  Boolean(couple && !couple.endedAt && !couple.player2Id);

/**
 * Makes `joiner` player 2 of `couple` through `invitationId`: the caller holds the locks of
 * the joiner, of player 1 and of the couple, and has checked the couple is joinable and the
 * invitation open and addressed to the joiner. Answers either changed while apart wait for
 * both to complete in this couple.
 */
export async function joinCouple(
  tx: Tx,
  notifier: Notifier,
  couple: CoupleRow,
  invitationId: string,
  joiner: Pick<PlayerRow, 'id' | 'displayName'>,
) {
  await tx.update(couples).set({ player2Id: joiner.id }).where(eq(couples.id, couple.id));
  await tx.update(players).set({ coupleId: couple.id }).where(eq(players.id, joiner.id));
  await tx
    .update(coupleInvitations)
    .set({ status: 'accepted', respondedAt: new Date() })
    .where(eq(coupleInvitations.id, invitationId));
  // A plan the joiner kept from an earlier couple comes with them.
  await applyKeptPlan(tx, joiner.id, couple.id);
  await markPlayersChanged(tx, [joiner.id, couple.player1Id]);
  await notifier.notify(tx, couple.player1Id, notices.partnerJoined(joiner.displayName));
  const [inviter] = await tx
    .select({ id: players.id, displayName: players.displayName })
    .from(players)
    .where(eq(players.id, couple.player1Id));
  if (inviter) await settleChangesApart(tx, notifier, [inviter, joiner]);
}

/** Whether `token` is the one whose hash the invitation stores, compared in constant time. */
function tokenMatches(storedHash: string | null, token: string): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash);
  const given = Buffer.from(hashResetToken(token));
  return expected.length === given.length && crypto.timingSafeEqual(expected, given);
}

/**
 * At registration through an invitation link: joins `coupleId` as player 2 when the couple is
 * still waiting, its inviter proved their own email, and its open invitation is for exactly
 * this email and holds the hash of `inviteToken`. Only the invitee received that token, so
 * joining proves the email too: the caller marks the new player verified when this returns
 * true. Otherwise nothing happens (the account is created alone, unverified) and it returns false.
 */
export async function joinOnRegistration(
  tx: Tx,
  notifier: Notifier,
  joiner: PlayerRow,
  coupleId: string,
  inviteToken: string,
): Promise<boolean> {
  const [seen] = await tx.select().from(couples).where(eq(couples.id, coupleId));
  if (!isJoinable(seen)) return false;
  // The new player's own row is this transaction's; player 1 is locked before the couple.
  const inviter = (await lockPlayers(tx, [seen.player1Id])).get(seen.player1Id);
  const couple = (await lockCouples(tx, [coupleId])).get(coupleId);
  if (!isJoinable(couple) || !inviter?.emailVerifiedAt) return false;
  const invitation = await openInvitationFor(tx, coupleId, joiner.email);
  if (!invitation || !tokenMatches(invitation.tokenHash, inviteToken)) return false;
  await joinCouple(tx, notifier, couple, invitation.id, joiner);
  return true;
}

/**
 * Who invited the holder of an invitation link, for the register page: the inviter's display
 * name only when registering with this link would join them (the same checks as
 * joinOnRegistration, without its locks), otherwise null. Nothing else is told, so a wrong or
 * stale link learns nothing of the couple or its players.
 */
export async function invitationPreview(
  executor: Executor,
  link: { coupleId: string; email: string; inviteToken: string },
): Promise<{ inviterName: string | null }> {
  const none = { inviterName: null };
  const [couple] = await executor.select().from(couples).where(eq(couples.id, link.coupleId));
  if (!isJoinable(couple)) return none;
  const invitation = await openInvitationFor(executor, couple.id, link.email);
  if (!invitation || !tokenMatches(invitation.tokenHash, link.inviteToken)) return none;
  const [inviter] = await executor
    .select({ displayName: players.displayName, emailVerifiedAt: players.emailVerifiedAt })
    .from(players)
    .where(eq(players.id, couple.player1Id));
  return inviter?.emailVerifiedAt ? { inviterName: inviter.displayName } : none;
}
