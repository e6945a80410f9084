import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as api from '@shared/api/adventures';
import type { Experience } from '@shared/api/adventures';
import type { ExperienceResponse } from '@shared/domain/adventures';
import {
  ADVENTURE_PARTNER_TEASER,
  ADVENTURE_REFLECTION,
} from '../../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import type { Database } from '../../../src/server/db/client';
import { adventures } from '../../../src/server/db/schema';
import { areaTestApp, type AreaTestAppOptions } from './area-test-app';
import { callRoute, callRouteOk, type RouteReply } from './call-route';
import type { Session } from './couples';
import type { PlayingCouple } from './play-fixture';
import { TEST_KEYRING } from './test-app';

/** A refusal as a user meets it: the status and the `{ message }`. */
export const refusal = (reply: { status: number; response: { json(): unknown } }) => ({
  status: reply.status,
  body: reply.response.json(),
});

/** Every adventure route, called as a player would call it; each returns the raw reply. */
export function adventureCalls(app: FastifyInstance) {
  return {
    generate: (
      player: Session,
      coupleId: string,
      type = 'romantic',
      selectedAccessories: string[] = [],
    ) =>
      callRoute(app, api.generateExperience, {
        token: player.token,
        body: { coupleId, type, options: {}, selectedAccessories },
      }),
    confirm: (player: Session, id: string, partnerTeaser?: string) =>
      callRoute(app, api.confirmExperience, {
        token: player.token,
        params: { id },
        body: partnerTeaser === undefined ? {} : { partnerTeaser },
      }),
    respond: (player: Session, id: string, response: ExperienceResponse, playerId = player.id) =>
      callRoute(app, api.respondToExperience, {
        token: player.token,
        body: { experienceId: id, playerId, response },
      }),
    postpone: (player: Session, id: string) =>
      callRoute(app, api.postponeExperience, { token: player.token, params: { id } }),
    complete: (player: Session, id: string, timeZone?: string) =>
      callRoute(app, api.completeExperience, {
        token: player.token,
        params: { id },
        body: timeZone ? { timeZone } : {},
      }),
    regenerate: (player: Session, id: string) =>
      callRoute(app, api.regenerateExperience, { token: player.token, params: { id } }),
    feedback: (player: Session, id: string, feedback: string) =>
      callRoute(app, api.experienceFeedback, {
        token: player.token,
        params: { id },
        body: { feedback },
      }),
    list: (player: Session) => callRouteOk(app, api.listExperiences, { token: player.token }),
    last: (player: Session, coupleId: string) =>
      callRoute(app, api.lastExperience, { token: player.token, params: { id: coupleId } }),
  };
}

/** An adventure test file's server and its adventure calls, started for the file (see areaTestApp). */
export const adventureTestApp = (options?: AreaTestAppOptions) =>
  areaTestApp(adventureCalls, options);

function ok<R extends Parameters<typeof callRoute>[1]>(reply: RouteReply<R>, status = 200) {
  if (reply.status !== status)
    throw new Error(`expected ${status}, got ${reply.status}: ${reply.response.body}`);
  return reply.body;
}

export type AdventureStage = 'draft' | 'planned' | 'accepted' | 'declined' | 'completed';

/**
 * The id of an adventure player 1 leads, taken through the real routes to `stage` (planned:
 * sent; accepted: sent and accepted by player 2; completed: accepted and marked completed).
 */
export async function adventureAt(
  app: FastifyInstance,
  couple: PlayingCouple,
  stage: AdventureStage,
  type = 'romantic',
): Promise<string> {
  const calls = adventureCalls(app);
  const { player1: lead, player2: partner } = couple;
  const { id } = ok(await calls.generate(lead, couple.coupleId, type), 201);
  if (stage === 'draft') return id;
  ok(await calls.confirm(lead, id));
  if (stage === 'planned') return id;
  ok(await calls.respond(partner, id, stage === 'declined' ? 'declined' : 'accepted'));
  if (stage === 'completed') ok(await calls.complete(lead, id));
  return id;
}

/** The adventure as this player's list shows it, or undefined when the list leaves it out. */
export async function seenBy(
  app: FastifyInstance,
  player: Session,
  id: string,
): Promise<Experience | undefined> {
  const list = await callRouteOk(app, api.listExperiences, { token: player.token });
  return list.find((adventure) => adventure.id === id);
}

const testCipher = new FieldCipher(TEST_KEYRING);

/**
 * The adventure's row as the database holds it, but with what the lead sent and the
 * reflection opened (they are stored sealed), for tests that compare it with what players see.
 */
export async function openedAdventureRow(db: Database, id: string) {
  const [row] = await db.select().from(adventures).where(eq(adventures.id, id));
  if (!row) return undefined;
  return {
    ...row,
    partnerTeaser: ADVENTURE_PARTNER_TEASER.open(testCipher, row.id, row.partnerTeaser),
    partnerFeedback: ADVENTURE_REFLECTION.open(testCipher, row.id, row.partnerFeedback),
  };
}
