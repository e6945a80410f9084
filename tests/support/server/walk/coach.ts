import type { FastifyInstance } from 'fastify';
import {
  answerSessionQuestion,
  completeCoachSession,
  generateSessionQuestion,
  startCoachSession,
} from '@shared/api/coach';
import type { SurveyStructure } from '@shared/api/survey';
import { callRouteOk } from '../call-route';
import type { Member, RecordKind } from './members';

/** Whether the app serves the coach session routes the world's sessions are made with. */
export const coachServed = (app: FastifyInstance) =>
  [startCoachSession, generateSessionQuestion, answerSessionQuestion, completeCoachSession].every(
    (route) => app.hasRoute({ method: route.method, url: route.path }),
  );

/**
 * `owner`'s guided sessions the walks aim at, one for each route that names one, each in the
 * state where the owner may take that step (the partner may only look):
 * - coachSessionToQuestion: started, no question yet (the next question may be asked);
 * - coachSessionToAnswer, with its pending coachQuestion: a question waits for an answer;
 * - coachSessionToComplete: one question answered (it may be completed);
 * - coachSession: completed, with its summary (the one the session read names).
 * On the catalogue's activity, which both partners welcomed (the world's surveys say Yes or
 * Maybe to everything); made through the real routes, so the couple must be on a plan with
 * the coach (a trial is) and both must have completed the survey. Every answer is `answer`.
 */
export async function createCoachSessions(
  app: FastifyInstance,
  owner: Member,
  answer = 'A walk answer of the owner',
): Promise<Partial<Record<RecordKind, string>>> {
  const coupleId = owner.coupleId as string;
  const activityId = owner.catalogue?.activityId;
  if (!activityId) throw new Error('walk world: coach sessions need the catalogue');
  const token = owner.token;
  const start = () =>
    callRouteOk(app, startCoachSession, {
      token,
      params: { coupleId },
      body: { activityId, playerId: owner.id },
    }).then((session) => session.id);
  const ask = (sessionId: string) =>
    callRouteOk(app, generateSessionQuestion, { token, params: { sessionId }, body: {} });
  const answered = async (sessionId: string) => {
    const { questionId } = await ask(sessionId);
    if (!questionId) throw new Error(`walk world: coach session ${sessionId} asked nothing`);
    await callRouteOk(app, answerSessionQuestion, {
      token,
      body: { sessionId, questionId, playerId: owner.id, answer },
    });
  };

  const [coachSessionToQuestion, coachSessionToAnswer, coachSessionToComplete, coachSession] =
    await Promise.all([start(), start(), start(), start()]);
  const [pending] = await Promise.all([
    ask(coachSessionToAnswer),
    answered(coachSessionToComplete),
    answered(coachSession).then(() =>
      callRouteOk(app, completeCoachSession, { token, params: { id: coachSession } }),
    ),
  ]);
  if (!pending.questionId) throw new Error('walk world: the coach asked no question');
  return {
    coachSessionToQuestion,
    coachSessionToAnswer,
    coachQuestion: pending.questionId,
    coachSessionToComplete,
    coachSession,
  };
}

/**
 * Two activities of different categories: ordinary ones, which a survey answered Yes or Maybe
 * throughout (as completeSurveys answers it) makes welcomed by both partners.
 */
export function twoWelcomedActivities(structure: SurveyStructure | null): [string, string] {
  const activities = (structure?.categories ?? []).flatMap((category) =>
    category.activities
      .filter((activity) => activity.tagType === 'activity')
      .map((activity) => ({ id: activity.id, category: category.id })),
  );
  const first = activities[0];
  const second = activities.find((activity) => activity.category !== first?.category);
  if (!first || !second) throw new Error('the catalogue lacks two categories of activities');
  return [first.id, second.id];
}
