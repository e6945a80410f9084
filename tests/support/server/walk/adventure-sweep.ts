import type { FastifyInstance } from 'fastify';
import { experiences, intent } from '@shared/api';
import type { RouteDef } from '@shared/api/define';
import {
  completeExperience,
  confirmExperience,
  experienceFeedback,
  generateExperience,
  regenerateExperience,
  respondToExperience,
} from '@shared/api/experiences';
import { saveIntent, type IntentBody } from '@shared/api/intent';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { partnerResponse, type LeadView } from './adventure-visibility';
import { send, type Exchange } from './exchange';
import { objectLayer } from './malformed-values';
import type { Member } from './members';
import { validRequest, type Overrides } from './targets';
import { toWalkInput } from './walk-input';

const inArea = (area: object, route: RouteDef) =>
  Object.values(area).some((value) => value === route);

/** The routes of the intent and adventure areas. */
export const adventureAreaRoutes = (routes: readonly RouteDef[]) =>
  routes.filter((route) => inArea(intent, route) || inArea(experiences, route));

/** Reads naming nothing in their path: a player without a couple can make them too. */
export const isPlainRead = (route: RouteDef) =>
  route.method === 'GET' && !route.params && route.access.level !== 'admin';

/**
 * What a partner's sweep calls: every route of the intent and adventure areas, and every read
 * a signed-in player can make (the dashboard's among them), all taken from the contract so a
 * new route is swept the day it is listed.
 */
export const sweptRoutes = (routes: readonly RouteDef[]) =>
  routes.filter(
    (route) =>
      adventureAreaRoutes(routes).includes(route) ||
      (route.method === 'GET' && !['public', 'admin'].includes(route.access.level)),
  );

/**
 * The adventure routes naming one adventure of the caller's couple: by `:id` in the path, or
 * (respond) by `experienceId` in the body, answered for the caller (`playerId`).
 */
const namesAnAdventure = (route: RouteDef) =>
  inArea(experiences, route) &&
  route.access.level === 'player' &&
  (route.path.includes('/:id') ||
    Boolean(route.body && objectLayer(route.body)?.shape.experienceId));

/** Who the caller's requests name: couples, players and adventures, their own among them. */
export interface Aims {
  couples: string[];
  players: string[];
  adventures: string[];
}

export interface Swept {
  route: RouteDef;
  /** What the request named, to tell calls of one route apart. */
  aim: string;
  /** The adventure it named, for the adventure routes. */
  adventureId?: string;
  exchange: Exchange;
  /** Every text the caller sent, which may come back without telling them anything. */
  sent: string;
}

/**
 * Whether the call would move an adventure's story on as the rules let this caller: the lead
 * sending or regenerating a draft or completing an accepted one; the other partner answering
 * a sent one or reflecting on a completed one. The story makes those calls itself, once; the
 * sweep makes every other call, whose writes may only be refused.
 */
export function changesTheStory(route: RouteDef, callerId: string, view?: LeadView): boolean {
  if (!view) return false;
  const { status, partnerFeedback } = view.adventure;
  if (view.leadId === callerId)
    return (
      (([confirmExperience, regenerateExperience] as RouteDef[]).includes(route) &&
        status === 'draft') ||
      (route === completeExperience &&
        status === 'planned' &&
        partnerResponse(view.adventure) === 'accepted')
    );
  if (view.partnerId !== callerId) return false;
  return (
    (route === respondToExperience && status === 'planned' && !partnerResponse(view.adventure)) ||
    (route === experienceFeedback && status === 'completed' && !partnerFeedback)
  );
}

interface PlannedCall {
  aim: string;
  adventureId?: string;
  overrides: Overrides;
}

function plannedCalls(
  route: RouteDef,
  caller: Member,
  aims: Aims,
  views: ReadonlyMap<string, LeadView>,
  ownIntent: IntentBody,
): PlannedCall[] {
  const { access } = route;
  if (namesAnAdventure(route))
    return aims.adventures
      .filter((id) => !changesTheStory(route, caller.id, views.get(id)))
      .map((id) => ({
        aim: `adventure ${id}`,
        adventureId: id,
        overrides: route.path.includes('/:id')
          ? { params: { id } }
          : { body: { experienceId: id, playerId: caller.id } },
      }));
  // Generating for one's own couple is the story's; for another couple, a refusal.
  if (route === generateExperience)
    return aims.couples
      .filter((id) => id !== caller.coupleId)
      .map((id) => ({
        aim: `couple ${id}`,
        overrides: { body: { coupleId: id, type: DEFAULT_EXPERIENCE_TYPES[0] } },
      }));
  // The caller saves their own intent again: it changes nothing, and the reply is theirs.
  if (route === saveIntent)
    return aims.couples.map((id) => ({
      aim: `couple ${id}`,
      overrides: { body: { ...ownIntent, coupleId: id } },
    }));
  if (access.level === 'couple')
    return aims.couples.map((id) => ({
      aim: `couple ${id}`,
      overrides: { params: { [access.param]: id } },
    }));
  if (access.level === 'self' || access.level === 'selfOrPartner')
    return aims.players.map((id) => ({
      aim: `player ${id}`,
      overrides: { params: { [access.param]: id } },
    }));
  return [{ aim: 'own', overrides: {} }];
}

/**
 * Calls every swept route as `caller`, aimed at each of `aims` the route can name, one after
 * another; the adventures' current state (`views`, by id) tells which calls the story makes.
 */
export async function sweep(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  caller: Member,
  aims: Aims,
  views: ReadonlyMap<string, LeadView>,
  ownIntent: IntentBody,
): Promise<Swept[]> {
  const swept: Swept[] = [];
  for (const route of sweptRoutes(routes)) {
    for (const call of plannedCalls(route, caller, aims, views, ownIntent)) {
      const input = toWalkInput(validRequest(route, caller, call.overrides));
      const exchange = await send(app, route, input, `Bearer ${caller.token}`);
      swept.push({
        route,
        aim: call.aim,
        adventureId: call.adventureId,
        exchange,
        sent: `${decodeURIComponent(exchange.url)} ${input.body?.payload ?? ''}`,
      });
    }
  }
  return swept;
}
