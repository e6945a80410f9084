import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { LoginResponse, PlayerTokenClaims } from '@shared/api/accounts';
import type { Notification } from '@shared/api/notifications';
import { bearer, giveConsent, registerPlayer, uniqueEmail } from './players';

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
): Promise<LightMyRequestResponse> {
  if (fields.consent !== false) await giveConsent(app, fields.email);
  return app.inject({
    method: 'POST',
    url: '/api/players/register',
    payload: {
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
  const response = await registerRaw(app, fields);
  if (response.statusCode !== 201)
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { ...(response.json() as LoginResponse), password: 'correct horse battery' };
}

export const invite = (app: FastifyInstance, token: string, partnerEmail: string) =>
  app.inject({
    method: 'POST',
    url: '/api/couples/invite',
    headers: bearer(token),
    payload: { partnerEmail },
  });

export async function inviteOk(app: FastifyInstance, token: string, partnerEmail: string) {
  const response = await invite(app, token, partnerEmail);
  if (response.statusCode !== 200)
    throw new Error(`invite failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { coupleProfileId: string }).coupleProfileId;
}

export const call = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

export async function refreshSession(app: FastifyInstance, token: string): Promise<LoginResponse> {
  const response = await call(app, token, 'POST', '/api/players/session/refresh');
  if (response.statusCode !== 200)
    throw new Error(`refresh failed: ${response.statusCode} ${response.body}`);
  return response.json() as LoginResponse;
}

export async function notificationsOf(app: FastifyInstance, token: string) {
  const response = await call(app, token, 'GET', '/api/notifications');
  if (response.statusCode !== 200)
    throw new Error(`notifications failed: ${response.statusCode} ${response.body}`);
  return response.json() as Notification[];
}

export interface ReceivedInvitation {
  id: string;
  inviterName: string;
  createdAt: string;
}

export async function invitationsOf(app: FastifyInstance, token: string) {
  const response = await call(app, token, 'GET', '/api/couples/invitations');
  if (response.statusCode !== 200)
    throw new Error(`invitations failed: ${response.statusCode} ${response.body}`);
  return response.json() as {
    received: ReceivedInvitation[];
    sent: { email: string; createdAt: string } | null;
  };
}

/** The coupleProfileId the server has for a player now. */
export async function coupleOf(app: FastifyInstance, player: Session): Promise<string | null> {
  const response = await call(app, player.token, 'GET', `/api/players/${player.id}`);
  if (response.statusCode !== 200)
    throw new Error(`get player failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { coupleProfileId: string | null }).coupleProfileId;
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
