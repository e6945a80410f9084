import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import {
  answerSessionQuestion,
  completeCoachSession,
  generateSessionQuestion,
  listCoachSessions,
  startCoachSession,
} from '@shared/api/coach';
import { callRoute, callRouteOk } from '../call-route';
import { plannedCalls, sweptRoutes, type Swept } from './coach-sweep';
import type { SessionTruth } from './coach-visibility';
import {
  bothCouplesAims,
  storyCalls,
  storyReplies,
  sweepAll,
  type Cast,
  type Said,
  type StoryReply,
  type Who,
} from './privacy-story';
import { settle } from './world';

export type { Cast, Said, Who };

/** One step of the story: its own calls, then everyone's sweep over the state it reached. */
export interface Step {
  name: string;
  said: Said[];
  /** Every session (the couple's and c's), as its owner sees it at the end of the step. */
  truths: SessionTruth[];
  /** The same, once the sweeps were made: refused calls change nothing. */
  afterSweeps: SessionTruth[];
  swept: Record<Who, Swept[]>;
}

/**
 * Records a coach story between `a` and `b`: each call the story makes (`tell`), and at the
 * end of each step (`endStep`) a sweep by all three over every route they can call.
 */
export function storyRecorder(
  app: FastifyInstance,
  pool: pg.Pool,
  cast: Cast,
  /** A session id no one has, whose replies a hidden session's must equal. */
  unknownId: string,
) {
  const { a, b, c } = cast;
  const steps: Step[] = [];

  /** Every session as its owner sees it, from each one's own list. */
  async function truthsNow(): Promise<SessionTruth[]> {
    const lists = await Promise.all(
      [a, b, c].map((member) =>
        callRouteOk(app, listCoachSessions, {
          token: member.token,
          params: { coupleId: member.coupleId as string },
        }).then((sessions) => sessions.filter((session) => session.isMine)),
      ),
    );
    return lists.flat();
  }

  const { tell, takeSaid } = storyCalls((said) => Promise.resolve(said));

  async function endStep(name: string) {
    await settle(pool);
    const truths = await truthsNow();
    const byId = new Map(truths.map((truth) => [truth.id, truth]));
    const sessions = [...byId.keys(), unknownId];
    const aims = bothCouplesAims(cast);
    const swept = await sweepAll(app, cast, sweptRoutes(allRoutes), (who, route) =>
      plannedCalls(route, cast[who], { ...aims[who], sessions }, byId),
    );
    await settle(pool);
    steps.push({ name, said: takeSaid(), truths, afterSweeps: await truthsNow(), swept });
  }

  return { steps, tell, endStep };
}

type Tell = ReturnType<typeof storyRecorder>['tell'];

/**
 * The calls a story takes a session through, each told to the recorder: `answer` asks the next
 * question and answers it, `reply` answers one already asked; the answers are `typed`'s, the
 * nth of each player's.
 */
export function sessionSteps(
  app: FastifyInstance,
  cast: Cast,
  tell: Tell,
  typed: (who: Who, n: number) => string,
) {
  const answersOf: Record<Who, number> = { a: 0, b: 0, c: 0 };
  const token = (who: Who) => cast[who].token;
  const start = (who: Who, activityId: string) =>
    tell(
      who,
      startCoachSession,
      callRoute(app, startCoachSession, {
        token: token(who),
        params: { coupleId: cast[who].coupleId as string },
        body: { activityId, playerId: cast[who].id },
      }),
    ).then((session) => session.id);
  const ask = (who: Who, sessionId: string) =>
    tell(
      who,
      generateSessionQuestion,
      callRoute(app, generateSessionQuestion, {
        token: token(who),
        params: { sessionId },
        body: { sessionId },
      }),
    );
  const reply = (who: Who, sessionId: string, questionId: string | null) => {
    answersOf[who] += 1;
    // A missing question id is sent as it is, so the story stops on the refusal.
    return tell(
      who,
      answerSessionQuestion,
      callRoute(app, answerSessionQuestion, {
        token: token(who),
        body: {
          sessionId,
          questionId: questionId ?? '',
          playerId: cast[who].id,
          answer: typed(who, answersOf[who]),
        },
      }),
    );
  };
  const answer = async (who: Who, sessionId: string) =>
    reply(who, sessionId, (await ask(who, sessionId)).questionId);
  const complete = (who: Who, id: string) =>
    tell(
      who,
      completeCoachSession,
      callRoute(app, completeCoachSession, { token: token(who), params: { id } }),
    );
  return { start, ask, reply, answer, complete };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface Reply extends StoryReply {
  /** The sessions as their owners saw them when the reply was given. */
  truths: SessionTruth[];
}

/** Every reply `who` got in a step: the story's calls they made, then their sweep. */
export const repliesOf = (step: Step, who: Who): Reply[] =>
  storyReplies(
    step,
    who,
    () => ({ truths: step.truths }),
    () => ({ truths: step.truths }),
  );
