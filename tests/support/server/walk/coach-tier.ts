import type { FastifyInstance } from 'fastify';
import {
  answerSessionQuestion,
  coachChat,
  completeCoachSession,
  generateSessionQuestion,
  getCoachSession,
  listCoachSessions,
  startCoachSession,
} from '@shared/api/coach';
import type { RouteDef } from '@shared/api/define';
import { callRoute, callRouteOk } from '../call-route';
import type { Member } from './members';

/** Sessions of one player's, each where the next step would go through on a plan with the coach. */
export interface ReadySessions {
  /** Answered once: the next question may be asked. */
  toQuestion: string;
  /** Answered once: it may be completed. */
  toComplete: string;
  /** A question waits for its answer. */
  toAnswer: { sessionId: string; questionId: string };
}

/** Starts and moves on `member`'s sessions about `activityId` (see ReadySessions). */
export async function readySessions(
  app: FastifyInstance,
  member: Member,
  activityId: string,
): Promise<ReadySessions> {
  const { token } = member;
  const start = () =>
    callRouteOk(app, startCoachSession, {
      token,
      params: { coupleId: member.coupleId as string },
      body: { activityId, playerId: member.id },
    }).then((session) => session.id);
  const ask = async (sessionId: string) => {
    const { questionId } = await callRouteOk(app, generateSessionQuestion, {
      token,
      params: { sessionId },
      body: {},
    });
    if (!questionId) throw new Error(`session ${sessionId} asked nothing`);
    return questionId;
  };
  const answered = async () => {
    const sessionId = await start();
    const questionId = await ask(sessionId);
    await callRouteOk(app, answerSessionQuestion, {
      token,
      body: { sessionId, questionId, playerId: member.id, answer: 'Slowly, with candles.' },
    });
    return sessionId;
  };
  const toQuestion = await answered();
  const toComplete = await answered();
  const pendingIn = await start();
  return {
    toQuestion,
    toComplete,
    toAnswer: { sessionId: pendingIn, questionId: await ask(pendingIn) },
  };
}

/** One call, made when asked. */
export type Call = (app: FastifyInstance) => ReturnType<typeof callRoute>;

/**
 * One call of every coach route that would go through for `member` on a plan with the coach,
 * by route: the table a tier check is walked over (a route missing from it is named).
 */
export function callsThatWouldPass(
  member: Member,
  activityId: string,
  sessions: ReadySessions,
): Map<RouteDef, Call> {
  const { token } = member;
  const coupleId = member.coupleId as string;
  return new Map<RouteDef, Call>([
    [
      coachChat,
      (app) =>
        callRoute(app, coachChat, {
          token,
          body: { messages: [{ role: 'user', content: 'How do we make time for each other?' }] },
        }),
    ],
    [
      startCoachSession,
      (app) =>
        callRoute(app, startCoachSession, {
          token,
          params: { coupleId },
          body: { activityId, playerId: member.id },
        }),
    ],
    [
      generateSessionQuestion,
      (app) =>
        callRoute(app, generateSessionQuestion, {
          token,
          params: { sessionId: sessions.toQuestion },
          body: {},
        }),
    ],
    [
      answerSessionQuestion,
      (app) =>
        callRoute(app, answerSessionQuestion, {
          token,
          body: { ...sessions.toAnswer, playerId: member.id, answer: 'Holding hands first.' },
        }),
    ],
    [
      completeCoachSession,
      (app) => callRoute(app, completeCoachSession, { token, params: { id: sessions.toComplete } }),
    ],
    [
      getCoachSession,
      (app) => callRoute(app, getCoachSession, { token, params: { id: sessions.toQuestion } }),
    ],
    [
      listCoachSessions,
      (app) => callRoute(app, listCoachSessions, { token, params: { coupleId } }),
    ],
  ]);
}
