import * as daresContract from '@shared/api/dares';
import {
  acceptDare,
  completeDare,
  declineDare,
  generateDare,
  revealDare,
  verifyDare,
} from '@shared/api/dares';
import type { RouteDef } from '@shared/api/define';
import { DARE_ERRORS } from '@shared/domain/dares';
import type { DareTruth } from './dare-visibility';
import type { Member } from './members';
import {
  areaAndReads,
  callsByAccess,
  inContract,
  type PeopleAims,
  type PlannedCall,
  type SweptCall,
} from './privacy-sweep';

/** The routes of the dares area. */
export const dareAreaRoutes = (routes: readonly RouteDef[]) =>
  routes.filter((route) => inContract(route, daresContract));

/** What a sweep calls: every route of the dares area, and every read a player can make. */
export const sweptRoutes = (routes: readonly RouteDef[]) =>
  areaAndReads(routes, dareAreaRoutes(routes));

/** The dare routes acting on one dare named by `:id` (reveal, accept, decline, complete, verify). */
export const namesADare = (route: RouteDef) =>
  inContract(route, daresContract) &&
  route.access.level === 'player' &&
  route.path.includes('/:id/');

/** The steps only the receiver takes, and the status each needs (accept: revealed too). */
const RECEIVER_STEPS = new Map<RouteDef, string>([
  [revealDare, 'Pending'],
  [acceptDare, 'Pending'],
  [declineDare, 'Pending'],
  [completeDare, 'Accepted'],
]);

/**
 * Whether the call would move a dare on as the rules let this caller: the receiver revealing,
 * accepting (once revealed) or declining a pending dare or completing an accepted one, the
 * sender verifying a completed one. The story makes those calls itself; the sweep makes every
 * other call, which the server must refuse.
 */
export function changesTheStory(route: RouteDef, callerId: string, truth?: DareTruth): boolean {
  if (!truth) return false;
  const { status, senderId, receiverId } = truth.dare;
  if (route === verifyDare) return callerId === senderId && status === 'Completed';
  if (callerId !== receiverId || RECEIVER_STEPS.get(route) !== status) return false;
  return route !== acceptDare || truth.revealed;
}

/**
 * How the server must refuse a dare action the story does not make: 404 as for an unknown id
 * to anyone outside the dare's couple, 403 to the partner who is not the dare's party for the
 * step (before any look at its state), 409 to the right party in the wrong state.
 */
export function expectedRefusal(
  route: RouteDef,
  callerId: string,
  truth?: DareTruth,
): { status: number; message?: string } {
  const parties = truth ? [truth.dare.senderId, truth.dare.receiverId] : [];
  if (!truth || !parties.includes(callerId)) return { status: 404, message: DARE_ERRORS.notFound };
  if (route === verifyDare && callerId !== truth.dare.senderId)
    return { status: 403, message: DARE_ERRORS.onlySender };
  if (route !== verifyDare && callerId !== truth.dare.receiverId)
    return { status: 403, message: DARE_ERRORS.onlyReceiver };
  return { status: 409 };
}

/**
 * The sweep's calls on dare action routes that were not refused as expectedRefusal says (its
 * status, and its message where the rule fixes one), described for a failure.
 */
export function unexpectedRefusals(
  swept: readonly Swept[],
  callerId: string,
  truths: ReadonlyMap<string, DareTruth>,
): string[] {
  return swept
    .filter(({ route }) => namesADare(route))
    .flatMap(({ route, dareId, exchange }) => {
      const truth = dareId ? truths.get(dareId) : undefined;
      const expected = expectedRefusal(route, callerId, truth);
      let message: unknown;
      try {
        message = (JSON.parse(exchange.body) as { message?: unknown }).message;
      } catch {
        message = undefined;
      }
      const right =
        exchange.status === expected.status &&
        typeof message === 'string' &&
        message.trim() !== '' &&
        (expected.message === undefined || message === expected.message);
      return right
        ? []
        : [
            `${route.name} on ${truth?.dare.status ?? 'an unknown'} dare ${dareId} -> ${exchange.status} ${exchange.body} (expected ${expected.status} ${expected.message ?? 'with a message'})`,
          ];
    });
}

/** Who the caller's requests name: couples, players and dares, their own among them. */
export interface Aims extends PeopleAims {
  dares: string[];
}

interface DareCall extends PlannedCall {
  /** The dare it named, for the dare action routes. */
  dareId?: string;
  /** Whether it named a couple, or a member of a couple, that is not the caller's. */
  outside: boolean;
}

export type Swept = SweptCall<DareCall>;

/**
 * The calls a sweep by `caller` makes on `route`, aimed at each of `aims` the route can name;
 * the dares' current state (`truths`, by id) tells which calls the story makes itself.
 */
export function plannedCalls(
  route: RouteDef,
  caller: Member,
  aims: Aims,
  truths: ReadonlyMap<string, DareTruth>,
): DareCall[] {
  const ownPeople = [caller.id, caller.partnerId];
  if (namesADare(route))
    return aims.dares
      .filter((id) => !changesTheStory(route, caller.id, truths.get(id)))
      .map((id) => ({
        aim: `dare ${id}`,
        dareId: id,
        outside: false,
        overrides: { params: { id } },
      }));
  // Sending a dare within one's own couple is the story's; naming another couple, a refusal.
  if (route === generateDare)
    return aims.couples
      .filter((id) => id !== caller.coupleId)
      .map((id) => ({
        aim: `couple ${id}`,
        outside: true,
        overrides: { body: { coupleId: id, receiverId: caller.partnerId } },
      }));
  return callsByAccess(route, aims).map(({ aim, coupleId, playerId, overrides }) => ({
    aim,
    outside:
      (coupleId !== undefined && coupleId !== caller.coupleId) ||
      (playerId !== undefined && !ownPeople.includes(playerId)),
    overrides,
  }));
}
