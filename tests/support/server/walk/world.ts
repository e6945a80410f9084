import type { FastifyInstance } from 'fastify';
import type { AdminRole, RouteDef } from '@shared/api/define';
import { registerPlayer } from '../players';
import { validSample } from './valid-sample';
import type { ValidRequest } from './walk-input';

export interface Member {
  id: string;
  email: string;
  token: string;
  /** The claims of the member's genuine token, for forging near-identical ones. */
  claims: Record<string, unknown>;
  coupleId: string | null;
}

/**
 * The people the walks act as: `a` owns every resource the walk targets; `b` is a stranger
 * with an account of their own.
 */
export interface World {
  a: Member;
  b: Member;
  /** A token of a staff member of this role; absent until the admin API exists. */
  adminToken?: (role: AdminRole) => Promise<string>;
}

function claimsOf(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  const {
    exp: _exp,
    iat: _iat,
    aud: _aud,
    ...claims
  } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  return claims;
}

async function member(app: FastifyInstance, displayName: string): Promise<Member> {
  const player = await registerPlayer(app, { displayName });
  return {
    id: player.id,
    email: player.email,
    token: player.token,
    claims: claimsOf(player.token),
    coupleId: player.coupleId,
  };
}

export async function createWorld(app: FastifyInstance): Promise<World> {
  const [a, b] = await Promise.all([member(app, 'Walk Owner'), member(app, 'Walk Stranger')]);
  return { a, b };
}

/**
 * Fixtures the walks still lack for the routes in the contract. When couple or admin routes
 * arrive, this names what to add here (a couple for `a`, admin tokens) instead of letting the
 * walk pass without really exercising them.
 */
export function missingFixtures(routes: readonly RouteDef[], world: World): string[] {
  const problems: string[] = [];
  const couple = routes.filter((r) => r.access?.level === 'couple').map((r) => r.name);
  if (couple.length && !world.a.coupleId)
    problems.push(`couple routes (${couple.join(', ')}) need world.a to be in a couple`);
  const admin = routes.filter((r) => r.access?.level === 'admin').map((r) => r.name);
  if (admin.length && !world.adminToken)
    problems.push(`admin routes (${admin.join(', ')}) need world.adminToken`);
  return problems;
}

/** The ids that put the route's target inside `owner`'s own data. */
export function ownedParams(route: RouteDef, owner: Member): Record<string, string> {
  const { access } = route;
  if (access.level === 'self') return { [access.param]: owner.id };
  if (access.level === 'couple' && owner.coupleId) return { [access.param]: owner.coupleId };
  return {};
}

/** A request the contract accepts, aimed at `owner`'s data. */
export function validRequest(route: RouteDef, owner: Member): ValidRequest {
  const sample = (part: 'params' | 'query' | 'body', overrides: Record<string, unknown> = {}) => {
    const schema = route[part];
    if (!schema) return undefined;
    try {
      return validSample(schema, part === 'body' ? 'json' : 'text', overrides);
    } catch (error) {
      throw new Error(`${route.name} ${part}: ${(error as Error).message}`, { cause: error });
    }
  };
  return {
    params: (sample('params', ownedParams(route, owner)) ?? {}) as Record<string, string>,
    query: (sample('query') ?? {}) as Record<string, string>,
    body: sample('body'),
  };
}
