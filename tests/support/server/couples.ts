import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import {
  getPlayer,
  refreshSession as refreshSessionRoute,
  register,
  type LoginResponse,
  type PlayerTokenClaims,
} from '@shared/api/accounts';
import { invite as inviteRoute, listInvitations } from '@shared/api/couples';
import { list as listNotifications } from '@shared/api/notifications';
import { callRoute, callRouteOk, type RouteReply } from './call-route';
import { linkIn, MAIL_SUBJECTS, MAIL_TIMEOUT_MS, mailsTo } from './mailbox';
import { giveConsent, registerPlayer, uniqueEmail } from './players';
import { waitFor } from './wait';

export type Session = LoginResponse & { password: string };

/** The claims inside a player token (no signature check: the server checks those). */
export function claimsOf(token: string): PlayerTokenClaims {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PlayerTokenClaims;
}

/** POST /api/players/register as the register screen sends it, consents first. */
export async function registerRaw(
  app: FastifyInstance,
  fields: {
    email: string;
    coupleId?: string | null;
    /** The invitation link's token (see invitationLinkTo). */
    inviteToken?: string | null;
    displayName?: string;
    password?: string;
    /** False when the test recorded the consents already (to race the register call alone). */
    consent?: boolean;
  },
): Promise<RouteReply<typeof register>> {
  if (fields.consent !== false) await giveConsent(app, fields.email);
  return callRoute(app, register, {
    body: {
      displayName: fields.displayName ?? 'Jordan',
      nickname: null,
      email: fields.email,
      password: fields.password ?? 'correct horse battery',
      gender: 0,
      pronouns: null,
      coupleId: fields.coupleId ?? null,
      inviteToken: fields.inviteToken ?? null,
    },
  });
}

/** What an invitation link carries to the register screen. */
export interface InvitationLink {
  email: string;
  coupleId: string;
  inviteToken: string;
}

const linkOf = (mail: Parameters<typeof linkIn>[0]): InvitationLink => {
  const query = linkIn(mail, '/register');
  return {
    email: query.get('email') ?? '',
    coupleId: query.get('coupleId') ?? '',
    inviteToken: query.get('inviteToken') ?? '',
  };
};

/**
 * The link of the newest invitation email to `email` (from `coupleId` when given), once at
 * least `count` such emails have arrived.
 */
export async function invitationLinkTo(
  app: FastifyInstance,
  email: string,
  options: { coupleId?: string; count?: number } = {},
): Promise<InvitationLink> {
  const { coupleId, count = 1 } = options;
  return waitFor(
    `invitation email #${count} to ${email}`,
    () => {
      const links = mailsTo(app, email, MAIL_SUBJECTS.invitation)
        .map(linkOf)
        .filter((link) => coupleId === undefined || link.coupleId === coupleId);
      return links.length >= count ? links[links.length - 1] : undefined;
    },
    MAIL_TIMEOUT_MS,
  );
}

/**
 * Registers through an invitation link: its email and coupleId, and its token, which is taken
 * from the newest invitation email to that address from that couple unless given (null: none).
 * Fails unless the account is made.
 */
export async function registerInvited(
  app: FastifyInstance,
  fields: { email: string; coupleId: string; inviteToken?: string | null; displayName?: string },
): Promise<Session> {
  const inviteToken =
    fields.inviteToken !== undefined
      ? fields.inviteToken
      : (await invitationLinkTo(app, fields.email, { coupleId: fields.coupleId })).inviteToken;
  const reply = await registerRaw(app, { ...fields, inviteToken });
  if (reply.status !== 201)
    throw new Error(`register failed: ${reply.status} ${reply.response.body}`);
  return { ...reply.body, password: 'correct horse battery' };
}

export const invite = (app: FastifyInstance, token: string, partnerEmail: string) =>
  callRoute(app, inviteRoute, { token, body: { partnerEmail } });

export async function inviteOk(app: FastifyInstance, token: string, partnerEmail: string) {
  return (await callRouteOk(app, inviteRoute, { token, body: { partnerEmail } })).coupleProfileId;
}

export const refreshSession = (app: FastifyInstance, token: string) =>
  callRouteOk(app, refreshSessionRoute, { token });

export const notificationsOf = (app: FastifyInstance, token: string) =>
  callRouteOk(app, listNotifications, { token });

export const invitationsOf = (app: FastifyInstance, token: string) =>
  callRouteOk(app, listInvitations, { token });

/** The one invitation `player` has received from `inviterName`; fails unless there is exactly one. */
export async function receivedFrom(app: FastifyInstance, player: Session, inviterName: string) {
  const { received } = await invitationsOf(app, player.token);
  const found = received.filter((invitation) => invitation.inviterName === inviterName);
  if (found.length !== 1)
    throw new Error(`${player.email} has ${found.length} invitations from ${inviterName}`);
  return found[0]!;
}

/** The couple as the database has it, and who points to it. */
export async function coupleRow(pool: pg.Pool, coupleId: string) {
  const { rows } = await pool.query<{
    player1_id: string;
    player2_id: string | null;
    ended_at: Date | null;
  }>('SELECT player1_id, player2_id, ended_at FROM couples WHERE id = $1', [coupleId]);
  const { rows: members } = await pool.query<{ id: string }>(
    'SELECT id FROM players WHERE couple_id = $1 ORDER BY id',
    [coupleId],
  );
  return { ...rows[0]!, members: members.map((m) => m.id) };
}

/** The coupleProfileId the server has for a player now. */
export async function coupleOf(app: FastifyInstance, player: Session): Promise<string | null> {
  const { coupleProfileId } = await callRouteOk(app, getPlayer, {
    token: player.token,
    params: { id: player.id },
  });
  return coupleProfileId;
}

/**
 * Two players connected the way the product connects them: a verified player invites, the
 * partner registers through the emailed link (which proves their email too).
 */
export async function connectedCouple(
  app: FastifyInstance,
  names: { player1?: string; player2?: string } = {},
) {
  const player1 = await registerPlayer(app, { displayName: names.player1 ?? 'Avery' });
  const email = uniqueEmail('partner');
  const coupleId = await inviteOk(app, player1.token, email);
  const player2 = await registerInvited(app, {
    email,
    coupleId,
    displayName: names.player2 ?? 'Blake',
  });
  if (player2.coupleId !== coupleId || !player2.emailVerified)
    throw new Error('the invited partner did not join, verified, through the link');
  return { player1, player2, coupleId };
}
