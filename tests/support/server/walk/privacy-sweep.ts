import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@shared/api/define';
import { send, type Exchange } from './exchange';
import type { Member } from './members';
import { validRequest, type Overrides } from './targets';
import { toWalkInput } from './walk-input';

/**
 * Whether one of the contract modules exports the route: an area's routes are taken from the
 * contract itself, so a route added to the area is swept the day it is listed.
 */
export const inContract = (route: RouteDef, ...contracts: readonly object[]) =>
  contracts.some((contract) => Object.values(contract).some((value) => value === route));

/**
 * What a sweep calls: every route of its area, and every read it may make beside them (the
 * dashboard's and the notifications among them), so a leak through any read is searched too.
 * `readsSkipped` are the access levels of the reads left out.
 */
export const areaAndReads = (
  routes: readonly RouteDef[],
  area: readonly RouteDef[],
  readsSkipped: readonly RouteDef['access']['level'][] = ['public', 'admin'],
) =>
  routes.filter(
    (route) =>
      area.includes(route) ||
      (route.method === 'GET' && !readsSkipped.includes(route.access.level)),
  );

/** Who a sweep's requests name: couples and players, the caller's own among them. */
export interface PeopleAims {
  couples: string[];
  players: string[];
}

/** One request a sweep plans: what it names, told apart in failures, and how it differs. */
export interface PlannedCall {
  aim: string;
  overrides: Overrides;
}

/** A call that names no area item, planned by the access it needs: who it names, if anyone. */
export interface AccessCall extends PlannedCall {
  coupleId?: string;
  playerId?: string;
}

/**
 * The calls of a route by its access: at every couple, or every player, the caller's own
 * among them, so a route is tried on what is not the caller's; once as the caller otherwise.
 */
export function callsByAccess(route: RouteDef, aims: PeopleAims): AccessCall[] {
  const { access } = route;
  if (access.level === 'couple')
    return aims.couples.map((id) => ({
      aim: `couple ${id}`,
      coupleId: id,
      overrides: { params: { [access.param]: id } },
    }));
  if (access.level === 'self' || access.level === 'selfOrPartner')
    return aims.players.map((id) => ({
      aim: `player ${id}`,
      playerId: id,
      overrides: { params: { [access.param]: id } },
    }));
  return [{ aim: 'own', overrides: {} }];
}

/** One call a sweep made: the plan it followed (less its overrides) and the raw exchange. */
export type SweptCall<Call extends PlannedCall> = Omit<Call, 'overrides'> & {
  route: RouteDef;
  exchange: Exchange;
  /** Every text the caller sent, which may come back without telling them anything. */
  sent: string;
};

/**
 * Calls each of `routes` as `caller`, every call `plan` gives for it, one after another, each
 * a valid request but for what the plan overrides; the raw replies are kept for the searches.
 */
export async function sweepRoutes<Call extends PlannedCall>(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  caller: Member,
  plan: (route: RouteDef) => Call[],
): Promise<SweptCall<Call>[]> {
  const swept: SweptCall<Call>[] = [];
  for (const route of routes) {
    for (const { overrides, ...call } of plan(route)) {
      const input = toWalkInput(validRequest(route, caller, overrides));
      const exchange = await send(app, route, input, `Bearer ${caller.token}`);
      const sent = `${decodeURIComponent(exchange.url)} ${input.body?.payload ?? ''}`;
      swept.push({ ...call, route, exchange, sent });
    }
  }
  return swept;
}
