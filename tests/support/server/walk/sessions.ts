import type { FastifyInstance } from 'fastify';
import { changePassword, login, logout, type LoginResponse } from '@shared/api/accounts';
import { logout as staffLogout } from '@shared/api/admin';
import type { AdminRole, RouteDef } from '@shared/api/define';
import type { Exchange } from './exchange';
import { call, claimsOf, WALK_PASSWORD, type Member } from './members';
import type { OwnerWorld } from './world';

/**
 * Routes that, when they succeed, end every session of the caller: signing out, and a new
 * password (whose reply carries the one session that goes on).
 */
export const SESSION_ENDING: readonly RouteDef[] = [logout, changePassword];

/**
 * After a walk's call, the member holds a working token again: a successful sign-out or
 * password change revoked theirs, and a walk that goes on as that member would otherwise meet
 * only 401s from then on and prove nothing. The walks' password changes keep WALK_PASSWORD
 * (see ownedBody), so signing in again always works.
 */
export async function keepSignedIn(
  app: FastifyInstance,
  member: Member,
  route: RouteDef,
  exchange: Exchange,
) {
  if (!SESSION_ENDING.includes(route) || exchange.status < 200 || exchange.status >= 300) return;
  const session = await call<LoginResponse>(app, 'POST', login.path, undefined, {
    email: member.email,
    password: WALK_PASSWORD,
  });
  member.token = session.token;
  member.claims = claimsOf(session.token);
}

/** The same for the world's staff member of `role`, after a staff sign-out went through. */
export async function keepStaffSignedIn(
  world: OwnerWorld,
  role: AdminRole,
  route: RouteDef,
  exchange: Exchange,
) {
  if (route !== staffLogout || exchange.status < 200 || exchange.status >= 300) return;
  if (!world.renewAdminToken) throw new Error('the walk cannot sign its staff in again');
  await world.renewAdminToken(role);
}
