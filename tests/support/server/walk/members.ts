import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@shared/api/accounts';
import { invitationLinkTo } from '../couples';
import { giveConsent, uniqueEmail, verifyEmailOf } from '../players';
import type { CatalogueSample } from './catalogue';

/**
 * Records of a member's own that a route may name in its path or body (see RECORD_PARAMS and
 * BODY_RECORDS); the adventures and dares are the couple's, each in the state and role one
 * route needs (see walk/adventures.ts and walk/dares.ts), the coach sessions the member's own,
 * each in the state one step needs (see walk/coach.ts); the reference data ones belong to the
 * world's staff, made for the admin routes to aim at (a staff member of the lowest role among
 * them, for the staff changes), and the support message is one the member wrote, for the staff
 * to mark handled.
 */
export type RecordKind =
  | 'notification'
  | 'invitation'
  | 'quickTask'
  | 'adventureDraft'
  | 'adventureToRegenerate'
  | 'adventureAccepted'
  | 'adventureToAnswer'
  | 'adventureToReflect'
  | 'dareToReveal'
  | 'dareToAccept'
  | 'dareToDecline'
  | 'dareToComplete'
  | 'dareToVerify'
  | 'coachSessionToQuestion'
  | 'coachSessionToAnswer'
  | 'coachQuestion'
  | 'coachSessionToComplete'
  | 'coachSession'
  | 'supportMessage'
  | 'systemUser'
  | 'category'
  | 'retiredCategory'
  | 'responseFormat'
  | 'option'
  | 'experienceType';

/** The kinds that are staff's reference data: served to every player alike, no one's secret. */
const REFERENCE_DATA: readonly RecordKind[] = [
  'systemUser',
  'category',
  'retiredCategory',
  'responseFormat',
  'option',
  'experienceType',
];

/** The ids of the member's records that are theirs (or their couple's), not reference data. */
export const privateRecordIds = (member: Member): string[] =>
  Object.entries(member.records).flatMap(([kind, id]) =>
    id && !REFERENCE_DATA.includes(kind as RecordKind) ? [id] : [],
  );

export interface Member {
  id: string;
  email: string;
  token: string;
  /** The claims of the member's genuine token, for forging near-identical ones. */
  claims: Record<string, unknown>;
  coupleId: string | null;
  /** The partner's player id while in a couple (formCouple sets it), for a dare's receiver. */
  partnerId?: string;
  /** Real ids of records this member owns, so a request naming one reaches the handler. */
  records: Partial<Record<RecordKind, string>>;
  /** Ids of the catalogue this member's app serves, for the survey writes (see BODY_FIELDS). */
  catalogue?: CatalogueSample;
}

/** Every member of the walks signs up with this password (see ownedBody for changePassword). */
export const WALK_PASSWORD = 'correct horse battery';

export function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const {
    exp: _exp,
    iat: _iat,
    aud: _aud,
    ...claims
  } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return claims;
}

/** One call of the real API that the world cannot do without: anything but 2xx throws. */
export async function call<T>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
): Promise<T> {
  const response = await app.inject({
    method,
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode < 200 || response.statusCode >= 300)
    throw new Error(`walk world: ${method} ${url} -> ${response.statusCode} ${response.body}`);
  return (response.body ? response.json() : undefined) as T;
}

const fromLogin = (login: LoginResponse): Member => ({
  id: login.id,
  email: login.email,
  token: login.token,
  claims: claimsOf(login.token),
  coupleId: login.coupleId,
  records: {},
});

/**
 * Registers through the real routes, as the register screen does (consents first), and proves
 * the email: through the invitation link's token when given, else through the emailed link.
 */
export async function register(
  app: FastifyInstance,
  displayName: string,
  options: { email?: string; coupleId?: string; inviteToken?: string } = {},
): Promise<Member> {
  const email = options.email ?? uniqueEmail('walk');
  await giveConsent(app, email);
  const login = await call<LoginResponse>(app, 'POST', '/api/players/register', undefined, {
    displayName,
    nickname: null,
    email,
    password: WALK_PASSWORD,
    gender: 0,
    pronouns: null,
    coupleId: options.coupleId ?? null,
    inviteToken: options.inviteToken ?? null,
  });
  if (!login.emailVerified) await verifyEmailOf(app, email);
  return fromLogin(login);
}

/** A fresh token whose claims carry the member's current couple. */
export async function refresh(app: FastifyInstance, member: Member): Promise<Member> {
  const login = await call<LoginResponse>(
    app,
    'POST',
    '/api/players/session/refresh',
    member.token,
  );
  return {
    ...fromLogin(login),
    records: member.records,
    catalogue: member.catalogue,
    partnerId: member.partnerId,
  };
}

/** Invites `email`; returns the couple the invitation is for. */
export async function invite(app: FastifyInstance, inviter: Member, email: string) {
  const reply = await call<{ coupleProfileId: string }>(
    app,
    'POST',
    '/api/couples/invite',
    inviter.token,
    { partnerEmail: email },
  );
  return reply.coupleProfileId;
}

/**
 * A couple made the way the product makes one: `first` invites an email, the invited partner
 * registers through the emailed link, and both refresh their tokens so the claims carry the
 * couple.
 */
export async function formCouple(
  app: FastifyInstance,
  first: Member,
  partnerName: string,
): Promise<[Member, Member]> {
  const email = uniqueEmail('walk.partner');
  const coupleId = await invite(app, first, email);
  const { inviteToken } = await invitationLinkTo(app, email, { coupleId });
  const partner = await register(app, partnerName, { email, coupleId, inviteToken });
  const both = await Promise.all([refresh(app, first), refresh(app, partner)]);
  for (const member of both) {
    if (member.coupleId !== coupleId)
      throw new Error(`walk world: ${member.email} is not in couple ${coupleId} after joining`);
  }
  const [one, two] = both as [Member, Member];
  one.partnerId = two.id;
  two.partnerId = one.id;
  return [one, two];
}

export async function endCouple(app: FastifyInstance, member: Member, coupleId: string) {
  await call(app, 'DELETE', `/api/couples/${coupleId}`, member.token);
}
