import type { FastifyInstance } from 'fastify';
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
import { giveConsent, registerPlayer, uniqueEmail } from './players';

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
    },
  });
}

/** Registers through an invitation link's email and coupleId; fails unless the account is made. */
export async function registerInvited(
  app: FastifyInstance,
  fields: { email: string; coupleId: string; displayName?: string },
): Promise<Session> {
  const reply = await registerRaw(app, fields);
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

/** The coupleProfileId the server has for a player now. */
export async function coupleOf(app: FastifyInstance, player: Session): Promise<string | null> {
  const { coupleProfileId } = await callRouteOk(app, getPlayer, {
    token: player.token,
    params: { id: player.id },
  });
  return coupleProfileId;
}

/** Two players connected the way the product connects them: invite, then register by the link. */
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
  if (player2.coupleId !== coupleId) throw new Error('the invited partner did not join');
  return { player1, player2, coupleId };
}
