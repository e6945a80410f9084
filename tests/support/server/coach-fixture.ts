import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import * as api from '@shared/api/coach';
import type { ChatMessage, CoachSession } from '@shared/api/coach';
import { getActivitiesSummary } from '@shared/api/results';
import { upgrade } from '@shared/api/subscription';
import { getStructure } from '@shared/api/survey';
import {
  COACH_ANSWER,
  COACH_QUESTION,
  COACH_SESSION_SUMMARY,
} from '../../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../../src/server/crypto/field-cipher';
import type { Database } from '../../../src/server/db/client';
import { coachSessionQuestions, coachSessions } from '../../../src/server/db/schema';
import { areaTestApp, type AreaTestAppOptions } from './area-test-app';
import { callRoute, callRouteOk, type Unchecked } from './call-route';
import { ageCouple } from './couple-fixture';
import type { Session } from './couples';
import { playingCouple, type PlayingCouple } from './play-fixture';
import { TEST_KEYRING } from './test-app';

import { ok } from './dare-fixture';

export { ok, refusal } from './dare-fixture';

/** Every coach route, called as a player's screen calls it; each returns the raw reply. */
export function coachCalls(app: FastifyInstance) {
  return {
    chat: (player: Session, body: { messages: ChatMessage[]; topic?: string | null } | Unchecked) =>
      callRoute(app, api.coachChat, { token: player.token, body }),
    start: (
      player: Session,
      coupleId: string,
      body: { activityId: string; playerId: string; activityName?: string | null } | Unchecked,
    ) => callRoute(app, api.startCoachSession, { token: player.token, params: { coupleId }, body }),
    question: (player: Session, sessionId: string) =>
      callRoute(app, api.generateSessionQuestion, {
        token: player.token,
        params: { sessionId },
        body: { sessionId, previousAnswers: [] },
      }),
    answer: (
      player: Session,
      body: { sessionId: string; questionId: string; playerId: string; answer: string },
    ) => callRoute(app, api.answerSessionQuestion, { token: player.token, body }),
    complete: (player: Session, id: string) =>
      callRoute(app, api.completeCoachSession, { token: player.token, params: { id } }),
    session: (player: Session, id: string) =>
      callRoute(app, api.getCoachSession, { token: player.token, params: { id } }),
    sessions: (player: Session, coupleId: string) =>
      callRoute(app, api.listCoachSessions, { token: player.token, params: { coupleId } }),
  };
}

export type CoachCalls = ReturnType<typeof coachCalls>;

/** A coach test file's server and its coach calls, started for the file (see areaTestApp). */
export const coachTestApp = (options?: AreaTestAppOptions) => areaTestApp(coachCalls, options);

/** A conversation of one message from the player. */
export const saying = (content: string): { messages: ChatMessage[] } => ({
  messages: [{ role: 'user', content }],
});

/**
 * A couple ready for the coach: connected, both surveys answered (Yes to everything unless
 * `answers` says) and a journey from Vanilla to Intense, on the trial every new couple has.
 */
export const coachingCouple = (
  app: FastifyInstance,
  options: Parameters<typeof playingCouple>[1] = {},
): Promise<PlayingCouple> => playingCouple(app, options);

export const PLANS = ['Trial', 'Premium', 'Basic', 'ended trial'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * Puts the couple on `plan`: a paid tier through the pricing page's upgrade call, an ended
 * trial by moving the couple's creation (which starts the trial) 20 days back.
 */
export async function putOnPlan(
  app: FastifyInstance,
  db: Database,
  couple: PlayingCouple,
  plan: Plan,
) {
  if (plan === 'Trial') return;
  if (plan === 'ended trial') {
    await ageCouple(db, couple.coupleId, 20);
    return;
  }
  // A plan chosen once the trial is over: during the trial every trial feature stays.
  await ageCouple(db, couple.coupleId, 20);
  await callRouteOk(app, upgrade, {
    token: couple.player1.token,
    params: { coupleId: couple.coupleId },
    body: { tier: plan },
  });
}

/** What both partners welcomed, as the results page lists it (with survey option ids). */
export async function welcomedByBoth(app: FastifyInstance, couple: PlayingCouple) {
  return callRouteOk(app, getActivitiesSummary, {
    token: couple.player1.token,
    params: { id: couple.coupleId },
  });
}

/** The survey option id of an activity of the shipped catalogue, by its name. */
export async function activityIdOf(app: FastifyInstance, name: string): Promise<string> {
  const structure = await callRouteOk(app, getStructure);
  const found = structure.categories
    .flatMap((category) => category.activities)
    .find((activity) => activity.name === name);
  if (!found) throw new Error(`no activity named ${name}`);
  return found.id;
}

export type SessionStage = 'started' | 'asked' | 'answered' | 'completed';

/**
 * A guided session `owner` (player 1 unless told) starts on an activity both welcomed (the
 * first unless told), taken through the real routes to `stage`: asked (a question waits),
 * answered (one question answered), completed (answered, then completed). Returns it as its
 * owner sees it.
 */
export async function sessionAt(
  app: FastifyInstance,
  couple: PlayingCouple,
  stage: SessionStage,
  options: { owner?: Session; activityId?: string; answer?: string } = {},
): Promise<CoachSession> {
  const calls = coachCalls(app);
  const owner = options.owner ?? couple.player1;
  const activityId = options.activityId ?? (await welcomedByBoth(app, couple))[0]!.activityId;
  let session = ok(
    await calls.start(owner, couple.coupleId, { activityId, playerId: owner.id }),
    201,
  );
  if (stage === 'started') return session;
  session = ok(await calls.question(owner, session.id));
  if (stage === 'asked') return session;
  session = ok(
    await calls.answer(owner, {
      sessionId: session.id,
      questionId: session.questionId!,
      playerId: owner.id,
      answer: options.answer ?? 'Slowly, with lots of laughter.',
    }),
  );
  if (stage === 'answered') return session;
  return ok(await calls.complete(owner, session.id));
}

/** What is stored of a session, to show a refused call changed nothing. */
export async function storedSession(db: Database, id: string) {
  const [row] = await db.select().from(coachSessions).where(eq(coachSessions.id, id));
  const questions = await db
    .select()
    .from(coachSessionQuestions)
    .where(eq(coachSessionQuestions.sessionId, id))
    .orderBy(coachSessionQuestions.position);
  return { row, questions };
}

/**
 * What is stored of a session with its texts opened by the test apps' key, as the server
 * reads them: a text stored in the clear fails here.
 */
export async function openedStoredSession(db: Database, id: string) {
  const cipher = new FieldCipher(TEST_KEYRING);
  const { row, questions } = await storedSession(db, id);
  return {
    row: row && { ...row, summary: COACH_SESSION_SUMMARY.open(cipher, row.id, row.summary) },
    questions: questions.map((q) => ({
      ...q,
      question: COACH_QUESTION.open(cipher, q.id, q.question),
      answer: COACH_ANSWER.open(cipher, q.id, q.answer),
    })),
  };
}

/** How many sessions a couple has stored. */
export async function sessionCount(db: Database, coupleId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(coachSessions)
    .where(eq(coachSessions.coupleId, coupleId));
  return row?.n ?? 0;
}
