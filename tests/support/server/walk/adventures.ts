import type { FastifyInstance } from 'fastify';
import {
  completeExperience,
  confirmExperience,
  generateExperience,
  respondToExperience,
} from '@shared/api/adventures';
import { saveIntent } from '@shared/api/intent';
import { DEFAULT_EXPERIENCE_TYPES, type ExperienceResponse } from '@shared/domain/adventures';
import { callRouteOk } from '../call-route';
import type { Member, RecordKind } from './members';

/** Whether the app serves the adventure and intent routes the world's records are made with. */
export const adventuresServed = (app: FastifyInstance) =>
  [
    saveIntent,
    generateExperience,
    confirmExperience,
    respondToExperience,
    completeExperience,
  ].every((route) => app.hasRoute({ method: route.method, url: route.path }));

/**
 * An intent of a's own, so a read that wrongly showed it to someone else would carry a's id
 * (the walks look for it), and a's avoid categories reach every generation.
 */
export async function saveOwnersIntent(app: FastifyInstance, a: Member) {
  await callRouteOk(app, saveIntent, {
    token: a.token,
    body: {
      coupleId: a.coupleId,
      lookingFor: ['Romance'],
      comfortLevel: 7,
      avoidCategories: ['Pain'],
      tonePreference: 'Romantic',
    },
  });
}

/**
 * The couple's adventures the walks aim at, one for each route that names one, each in the
 * state and role where `a` may act on it (only one partner ever may):
 * - adventureDraft and adventureToRegenerate: a's drafts (a sends one, regenerates the other,
 *   so a walk calling both routes in turn finds each still a draft);
 * - adventureAccepted: a's, sent and accepted by the partner (a completes it);
 * - adventureToAnswer: the partner's, sent to a (a accepts or declines it);
 * - adventureToReflect: the partner's, accepted by a and completed (a writes the reflection).
 * Made through the real routes; both partners must have completed the survey.
 */
export async function createAdventures(
  app: FastifyInstance,
  a: Member,
  partner: Member,
): Promise<Partial<Record<RecordKind, string>>> {
  const coupleId = a.coupleId as string;
  const generate = (lead: Member) =>
    callRouteOk(app, generateExperience, {
      token: lead.token,
      body: { coupleId, type: DEFAULT_EXPERIENCE_TYPES[0] },
    }).then((adventure) => adventure.id);
  const send = (lead: Member, id: string) =>
    callRouteOk(app, confirmExperience, { token: lead.token, params: { id }, body: {} });
  const answer = (member: Member, id: string, response: ExperienceResponse) =>
    callRouteOk(app, respondToExperience, {
      token: member.token,
      body: { experienceId: id, playerId: member.id, response },
    });
  const complete = (lead: Member, id: string) =>
    callRouteOk(app, completeExperience, { token: lead.token, params: { id }, body: {} });

  // One after another: each generation reads the couple's earlier adventures.
  const adventureDraft = await generate(a);
  const adventureToRegenerate = await generate(a);
  const adventureAccepted = await generate(a);
  await send(a, adventureAccepted);
  await answer(partner, adventureAccepted, 'accepted');
  const adventureToAnswer = await generate(partner);
  await send(partner, adventureToAnswer);
  const adventureToReflect = await generate(partner);
  await send(partner, adventureToReflect);
  await answer(a, adventureToReflect, 'accepted');
  await complete(partner, adventureToReflect);
  return {
    adventureDraft,
    adventureToRegenerate,
    adventureAccepted,
    adventureToAnswer,
    adventureToReflect,
  };
}
