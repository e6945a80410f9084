import { adventures, intent } from '@shared/api';
import type { RouteDef } from '@shared/api/define';
import {
  completeExperience,
  confirmExperience,
  experienceFeedback,
  generateExperience,
  postponeExperience,
  regenerateExperience,
  respondToExperience,
} from '@shared/api/adventures';
import { saveIntent, type IntentBody } from '@shared/api/intent';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { partnerResponse, type LeadView } from './adventure-visibility';
import { objectLayer } from './malformed-values';
import type { Member } from './members';
import {
  areaAndReads,
  callsByAccess,
  inContract,
  type PeopleAims,
  type PlannedCall,
  type SweptCall,
} from './privacy-sweep';

/** The routes of the intent and adventure areas. */
export const adventureAreaRoutes = (routes: readonly RouteDef[]) =>
  routes.filter((route) => inContract(route, intent, adventures));

/** Reads naming nothing in their path: a player without a couple can make them too. */
export const isPlainRead = (route: RouteDef) =>
  route.method === 'GET' && !route.params && route.access.level !== 'admin';

/**
 * What a partner's sweep calls: every route of the intent and adventure areas, and every read
 * a signed-in player can make (the dashboard's among them).
 */
export const sweptRoutes = (routes: readonly RouteDef[]) =>
  areaAndReads(routes, adventureAreaRoutes(routes));

/**
 * The adventure routes naming one adventure of the caller's couple: by `:id` in the path, or
 * (respond) by `experienceId` in the body, answered for the caller (`playerId`).
 */
const namesAnAdventure = (route: RouteDef) =>
  inContract(route, adventures) &&
  route.access.level === 'player' &&
  (route.path.includes('/:id') ||
    Boolean(route.body && objectLayer(route.body)?.shape.experienceId));

/** Who the caller's requests name: couples, players and adventures, their own among them. */
export interface Aims extends PeopleAims {
  adventures: string[];
}

interface AdventureCall extends PlannedCall {
  /** The adventure it named, for the adventure routes. */
  adventureId?: string;
}

export type Swept = SweptCall<AdventureCall>;

/**
 * Whether the call would move an adventure's story on as the rules let this caller: the lead
 * sending or regenerating a draft or completing an accepted one; the other partner answering
 * a sent one (or putting it off with "Not tonight") or reflecting on a completed one. The story
 * makes those calls itself, once; the sweep makes every other call, whose writes may only be
 * refused.
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
    (([respondToExperience, postponeExperience] as RouteDef[]).includes(route) &&
      status === 'planned' &&
      !partnerResponse(view.adventure)) ||
    (route === experienceFeedback && status === 'completed' && !partnerFeedback)
  );
}

/**
 * The calls a sweep by `caller` makes on `route`, aimed at each of `aims` the route can name;
 * the adventures' current state (`views`, by id) tells which calls the story makes itself.
 */
export function plannedCalls(
  route: RouteDef,
  caller: Member,
  aims: Aims,
  views: ReadonlyMap<string, LeadView>,
  ownIntent: IntentBody,
): AdventureCall[] {
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
  return callsByAccess(route, aims);
}
