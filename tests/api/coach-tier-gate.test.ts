import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import type { CoachSession } from '@shared/api/coach';
import { COACH_ERRORS } from '@shared/domain/coach';
import {
  coachingCouple,
  coachTestApp,
  PLANS,
  putOnPlan,
  refusal,
  saying,
  sessionAt,
  sessionCount,
  storedSession,
  welcomedByBoth,
  type CoachCalls,
  type Plan,
} from '../support/server/coach-fixture';
import { inviteOk } from '../support/server/couples';
import type { PlayingCouple } from '../support/server/play-fixture';
import { registerPlayer, uniqueEmail } from '../support/server/players';

// The tier table gates every coach route that does something new (docs/coach-and-support.md):
// a couple whose plan includes `coach-iq` (an active trial, Premium) is served, any other gets
// 403 naming the lowest tier that has it. Reading the sessions the couple already has is free
// on every plan. The routes are read from the contract, so a new one is covered.

const NEEDS_PREMIUM = 'Velvet Coach needs the Premium plan.';
/** What a couple keeps on any plan: the sessions it already has, to read. */
const FREE_READS = new Set(['coach.session', 'coach.sessions']);

const { t, calls } = coachTestApp();

/** A couple on a plan, with player 1's sessions in each state a route needs (made on the trial). */
interface World {
  couple: PlayingCouple;
  activityId: string;
  started: CoachSession;
  asked: CoachSession;
  answered: CoachSession;
}

/** One valid call per coach route, aimed at a session in the state the route needs. */
const CALLS: Record<string, (w: World) => ReturnType<CoachCalls[keyof CoachCalls]>> = {
  'coach.chat': (w) => calls.chat(w.couple.player2, saying('How can we make evenings cosier?')),
  'coach.startSession': (w) =>
    calls.start(w.couple.player1, w.couple.coupleId, {
      activityId: w.activityId,
      playerId: w.couple.player1.id,
    }),
  'coach.question': (w) => calls.question(w.couple.player1, w.started.id),
  'coach.answer': (w) =>
    calls.answer(w.couple.player1, {
      sessionId: w.asked.id,
      questionId: w.asked.questionId!,
      playerId: w.couple.player1.id,
      answer: 'Candle-free, cosy and unhurried.',
    }),
  'coach.complete': (w) => calls.complete(w.couple.player1, w.answered.id),
  'coach.session': (w) => calls.session(w.couple.player2, w.answered.id),
  'coach.sessions': (w) => calls.sessions(w.couple.player2, w.couple.coupleId),
};

const coachRoutes = allRoutes.filter(
  (route) => route.name.startsWith('coach.') || route.path.startsWith('/api/velvetcoach/'),
);

async function worldOn(plan: Plan): Promise<World> {
  const couple = await coachingCouple(t.app);
  const [activity] = await welcomedByBoth(t.app, couple);
  const world: World = {
    couple,
    activityId: activity!.activityId,
    started: await sessionAt(t.app, couple, 'started'),
    asked: await sessionAt(t.app, couple, 'asked'),
    answered: await sessionAt(t.app, couple, 'answered'),
  };
  await putOnPlan(t.app, t.database.db, couple, plan);
  return world;
}

const sessionsOf = (w: World) => [w.started, w.asked, w.answered];
const storedOf = (w: World) =>
  Promise.all(sessionsOf(w).map((s) => storedSession(t.database.db, s.id)));

it('has a call for every coach route of the contract', () => {
  expect(coachRoutes.map((route) => route.name).sort()).toEqual(Object.keys(CALLS).sort());
  expect(coachRoutes).toHaveLength(7);
});

describe.each(PLANS)('a couple on %s', (plan) => {
  const served = plan === 'Trial' || plan === 'Premium';
  let world: World;
  beforeAll(async () => {
    world = await worldOn(plan);
  });

  it.each(coachRoutes.map((route) => [route.name, route] as const))(
    `${served ? 'is served' : 'gets 403 with the upgrade notice, or reads what it has'}: %s`,
    async (name, route) => {
      const before = { count: await sessionCount(t.database.db, world.couple.coupleId) };
      const stored = await storedOf(world);
      const reply = await CALLS[name]!(world);
      if (served || FREE_READS.has(name)) {
        expect(reply.status, reply.response.body).toBe(route.successStatus ?? 200);
        return;
      }
      expect(refusal(reply)).toEqual({ status: 403, body: { message: NEEDS_PREMIUM } });
      expect(await sessionCount(t.database.db, world.couple.coupleId)).toBe(before.count);
      expect(await storedOf(world)).toEqual(stored);
    },
  );
});

describe('what comes before the tier', () => {
  let basic: World;
  let trial: World;
  beforeAll(async () => {
    [basic, trial] = await Promise.all([worldOn('Basic'), worldOn('Trial')]);
  });

  it('names the lowest tier with the coach, read from the tier table', () => {
    expect(COACH_ERRORS.needsTier('Premium')).toBe(NEEDS_PREMIUM);
  });

  it('answers a stranger on a Basic plan 404 for another couple’s session, as for an unknown id', async () => {
    const stranger = basic.couple.player1;
    for (const reply of [
      await calls.session(stranger, trial.answered.id),
      await calls.question(stranger, trial.started.id),
      await calls.complete(stranger, trial.answered.id),
      await calls.answer(stranger, {
        sessionId: trial.asked.id,
        questionId: trial.asked.questionId!,
        playerId: stranger.id,
        answer: 'Mine now',
      }),
      await calls.session(stranger, randomUUID()),
    ]) {
      expect(refusal(reply)).toEqual({
        status: 404,
        body: { message: COACH_ERRORS.sessionNotFound },
      });
    }
    const list = await calls.sessions(stranger, trial.couple.coupleId);
    expect(list.status).toBe(404);
    const start = await calls.start(stranger, trial.couple.coupleId, {
      activityId: trial.activityId,
      playerId: stranger.id,
    });
    expect(start.status).toBe(404);
    expect(await sessionCount(t.database.db, trial.couple.coupleId)).toBe(3);
  });

  it('refuses by tier before the session’s own rules: the partner and a wrong question still read the plan', async () => {
    const { player1, player2 } = basic.couple;
    const asPartner = await calls.question(player2, basic.started.id);
    expect(refusal(asPartner)).toEqual({ status: 403, body: { message: NEEDS_PREMIUM } });
    const wrongQuestion = await calls.answer(player1, {
      sessionId: basic.asked.id,
      questionId: randomUUID(),
      playerId: player1.id,
      answer: 'Anything',
    });
    expect(refusal(wrongQuestion)).toEqual({ status: 403, body: { message: NEEDS_PREMIUM } });
    const forSomeoneElse = await calls.start(player1, basic.couple.coupleId, {
      activityId: basic.activityId,
      playerId: player2.id,
    });
    expect(refusal(forSomeoneElse)).toEqual({ status: 403, body: { message: NEEDS_PREMIUM } });
  });

  it('serves the couple again once it upgrades to Premium', async () => {
    const couple = await coachingCouple(t.app);
    await putOnPlan(t.app, t.database.db, couple, 'Basic');
    const refused = await calls.chat(couple.player1, saying('Hello coach'));
    expect(refused.status).toBe(403);
    await putOnPlan(t.app, t.database.db, couple, 'Premium');
    const served = await calls.chat(couple.player1, saying('Hello coach'));
    expect(served.status, served.response.body).toBe(200);
  });
});

describe('a player without a couple to coach', () => {
  it('is told to connect with their partner first', async () => {
    const single = await registerPlayer(t.app, { displayName: 'Sol' });
    const reply = await calls.chat(single, saying('Hello coach'));
    expect(refusal(reply)).toEqual({ status: 403, body: { message: COACH_ERRORS.noCouple } });
  });

  it('is told the same while their invitation waits for the partner', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Ines' });
    await inviteOk(t.app, inviter.token, uniqueEmail('waiting'));
    const reply = await calls.chat(inviter, saying('Hello coach'));
    expect(refusal(reply)).toEqual({ status: 403, body: { message: COACH_ERRORS.noCouple } });
  });
});
