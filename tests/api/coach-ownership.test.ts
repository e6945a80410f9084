import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS } from '@shared/domain/coach';
import {
  coachingCouple,
  coachTestApp,
  ok,
  refusal,
  saying,
  sessionAt,
  type SessionStage,
} from '../support/server/coach-fixture';
import type { Session } from '../support/server/couples';
import type { PlayingCouple } from '../support/server/play-fixture';

// A guided session belongs to the partner who started it (docs/coach-and-support.md): the
// other partner sees that it exists, its activity, status, owner and dates, never its
// questions, answers or summary; anyone outside the couple gets 404, as for an unknown id.

const { t, calls, couple } = coachTestApp({ couple: coachingCouple });
let stranger: Session;
let strangersCouple: PlayingCouple;
/** Player 1's sessions, one per state, each answered with a text no one else types. */
let owned: Record<SessionStage, CoachSession>;

const STAGES: SessionStage[] = ['started', 'asked', 'answered', 'completed'];
const RUN = Date.now().toString(36);
const answerFor = (stage: SessionStage) => `Only-${stage}-owner-knows-${RUN}`;

beforeAll(async () => {
  strangersCouple = await coachingCouple(t.app);
  stranger = strangersCouple.player1;
  owned = {} as Record<SessionStage, CoachSession>;
  for (const stage of STAGES)
    owned[stage] = await sessionAt(t.app, couple, stage, { answer: answerFor(stage) });
});

/** Every text of player 1's sessions that only player 1 may read. */
function secretsOf(sessions: readonly CoachSession[]): string[] {
  return sessions.flatMap((s) => [
    ...(s.question ? [s.question] : []),
    ...(s.summary ? [s.summary] : []),
    ...(s.previousAnswers ?? []).flatMap((a) => [a.question, a.answer]),
  ]);
}

/** The owner's own view of each session, as stored now. */
const ownersViews = async () =>
  Promise.all(
    STAGES.map(async (stage) => ok(await calls.session(couple.player1, owned[stage].id))),
  );

/** The secrets a raw reply body holds (as JSON writes them: a newline is `\n` there). */
const leaked = (body: string, secrets: readonly string[]) =>
  secrets.filter((secret) => body.includes(JSON.stringify(secret).slice(1, -1)));

/** What the partner may see of a session: everything but its content. */
const partnersView = (session: CoachSession): CoachSession => ({
  ...session,
  isMine: false,
  questionId: null,
  question: null,
  previousAnswers: null,
  summary: null,
});

describe('the owner', () => {
  it('reads every question, answer and summary of their sessions', async () => {
    const views = await ownersViews();
    const byStage = Object.fromEntries(views.map((v, i) => [STAGES[i], v]));
    expect(byStage.asked!.question).toEqual(expect.any(String));
    expect(byStage.answered!.previousAnswers?.[0]?.answer).toBe(answerFor('answered'));
    expect(byStage.completed!.summary).toEqual(expect.any(String));
    // The searches below look for these; they must be there to be missed.
    const secrets = secretsOf(views);
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    const list = await calls.sessions(couple.player1, couple.coupleId);
    expect(leaked(list.response.body, secrets)).toEqual(secrets);
  });
});

describe('the partner', () => {
  it('sees each session without its content, alone and in the list', async () => {
    const views = await ownersViews();
    for (const view of views) {
      expect(ok(await calls.session(couple.player2, view.id))).toEqual(partnersView(view));
    }
    const list = ok(await calls.sessions(couple.player2, couple.coupleId));
    expect(list).toEqual([...views].reverse().map(partnersView));
    expect(list.every((s) => s.playerName === 'Avery' && !s.isMine)).toBe(true);
  });

  it('gets none of it from any coach route, and may take no step of the owner’s', async () => {
    const secrets = secretsOf(await ownersViews());
    const { player1, player2 } = couple;
    const bodies: string[] = [];
    const routeNames = new Set<string>();
    const record = async <R extends { response: { body: string } }>(name: string, reply: R) => {
      routeNames.add(name);
      bodies.push(reply.response.body);
      return reply;
    };
    for (const stage of STAGES) {
      const session = owned[stage];
      await record('coach.session', await calls.session(player2, session.id));
      for (const reply of [
        await record('coach.question', await calls.question(player2, session.id)),
        await record('coach.complete', await calls.complete(player2, session.id)),
        await record(
          'coach.answer',
          await calls.answer(player2, {
            sessionId: session.id,
            questionId: session.questionId ?? session.id,
            playerId: player2.id,
            answer: 'Let me in',
          }),
        ),
      ])
        expect(refusal(reply)).toEqual({
          status: 403,
          body: { message: COACH_ERRORS.notYourSession },
        });
    }
    await record('coach.sessions', await calls.sessions(player2, couple.coupleId));
    await record(
      'coach.chat',
      await calls.chat(player2, saying(`What did ${player1.displayName} tell the coach?`)),
    );
    const welcomed = owned.started.activityId;
    const own = await record(
      'coach.startSession',
      await calls.start(player2, couple.coupleId, { activityId: welcomed, playerId: player2.id }),
    );
    expect(own.status).toBe(201);
    const coachRouteNames = allRoutes.filter((r) => r.name.startsWith('coach.')).map((r) => r.name);
    expect([...routeNames].sort()).toEqual(coachRouteNames.sort());
    for (const body of bodies) expect(leaked(body, secrets)).toEqual([]);
    // Nothing the partner tried changed the owner's sessions.
    expect(secretsOf(await ownersViews())).toEqual(secrets);
  });
});

describe('someone outside the couple', () => {
  it('gets 404 on every session, as for an unknown id, and nothing of the couple', async () => {
    const secrets = secretsOf(await ownersViews());
    for (const stage of STAGES) {
      const session = owned[stage];
      for (const reply of [
        await calls.session(stranger, session.id),
        await calls.question(stranger, session.id),
        await calls.complete(stranger, session.id),
        await calls.answer(stranger, {
          sessionId: session.id,
          questionId: session.questionId ?? session.id,
          playerId: stranger.id,
          answer: 'Let me in',
        }),
      ]) {
        expect(refusal(reply)).toEqual({
          status: 404,
          body: { message: COACH_ERRORS.sessionNotFound },
        });
      }
    }
    const list = await calls.sessions(stranger, couple.coupleId);
    expect(list.status).toBe(404);
    expect(leaked(list.response.body, secrets)).toEqual([]);
    expect(ok(await calls.sessions(stranger, strangersCouple.coupleId))).toEqual([]);
  });
});
