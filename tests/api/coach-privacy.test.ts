import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import * as coachContract from '@shared/api/coach';
import { getCoachSession, listCoachSessions, startCoachSession } from '@shared/api/coach';
import type { RouteDef } from '@shared/api/define';
import { upgrade } from '@shared/api/subscription';
import {
  COACH_ERRORS,
  COACH_FEATURE,
  SESSION_MAX_QUESTIONS,
  SESSION_STATUSES,
} from '@shared/domain/coach';
import { lowestTierWith } from '@shared/domain/tiers';
import { callRouteOk } from '../support/server/call-route';
import { ageCouple } from '../support/server/couple-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { catalogueSample, completeSurveys, loadStructure } from '../support/server/walk/catalogue';
import { twoWelcomedActivities } from '../support/server/walk/coach';
import { coachReplyProblems, unlikeAnUnknownId } from '../support/server/walk/coach-replies';
import {
  repliesOf,
  sessionSteps,
  storyRecorder,
  type Cast,
  type Reply,
  type Step,
  type Who,
} from '../support/server/walk/coach-story';
import { coachAreaRoutes, SESSION_ROUTES, SWEEP_ANSWER } from '../support/server/walk/coach-sweep';
import { callsThatWouldPass, readySessions, type Call } from '../support/server/walk/coach-tier';
import {
  allTexts,
  hiddenTexts,
  shownTexts,
  viewProblems,
  type SessionTruth,
} from '../support/server/walk/coach-visibility';
import { fingerprintChanges, fingerprintDatabase } from '../support/server/walk/db-fingerprint';
import { shownSecrets } from '../support/server/walk/disclosure';
import { formCouple, register, type Member } from '../support/server/walk/members';
import {
  contractRouteNames,
  readsIn,
  replyProblems,
  shownUnsent,
  theCouplesPeople,
  unreached,
} from '../support/server/walk/privacy-replies';
import { settle } from '../support/server/walk/world';

/**
 * A guided session belongs to the partner who started it (docs/coach-and-support.md): the
 * other partner sees that it exists and its activity, never its questions, answers or summary;
 * anyone outside the couple sees nothing of it. `a` and `b` each take sessions through every
 * state (started, question generated, answered, completed, and the most questions asked),
 * typing answers no one else types; `c` belongs to another couple, with a session of their
 * own. After each step all three call every coach route and every read a player can make,
 * aimed at every session, couple and member, and the raw replies are searched for what the
 * caller may not read, the texts taken from the owners' own lists. Last, a Basic couple is
 * refused every coach route.
 */
let t: TestApp;
let cast: Cast;
let steps: Step[];
const unknownId = randomUUID();
const NAMES = { a: 'Ariadne Coachowner', b: 'Bastian Coachpartner', c: 'Cato Outsider' };
/** Answers only their owner types, so finding one anywhere else is a leak. */
const typed = (who: Who, n: number) =>
  `${NAMES[who].split(' ')[0]} typed this, answer ${n}: lanterns over the quay, ${who}${n}`;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  const [a, b] = await formCouple(t.app, await register(t.app, NAMES.a), NAMES.b);
  const [c, cPartner] = await formCouple(t.app, await register(t.app, NAMES.c), 'Cleo Outsider');
  const structure = await loadStructure(t.app);
  const catalogue = catalogueSample(structure);
  for (const member of [a, b, c]) member.catalogue = catalogue;
  await Promise.all([completeSurveys(t.app, a, [b]), completeSurveys(t.app, c, [cPartner])]);
  const [aActivity, bActivity] = twoWelcomedActivities(structure);
  const coupleId = a.coupleId as string;
  cast = { a, b, c, coupleId };

  const story = storyRecorder(t.app, t.database.pool, cast, unknownId);
  const { endStep } = story;
  const { start, ask, reply, answer, complete } = sessionSteps(t.app, cast, story.tell, typed);

  // c's own session, answered once, which only c may read.
  await answer('c', await start('c', aActivity));
  await endStep('no session of the couple yet');
  const first = await start('a', aActivity);
  await endStep('a started a session');
  const { questionId } = await ask('a', first);
  await endStep('a was asked a question');
  await reply('a', first, questionId);
  await endStep('a answered it');
  await answer('a', first);
  await endStep('a answered a second question, built on the first');
  await complete('a', first);
  await endStep('a completed the session');
  const bCompleted = await start('b', bActivity);
  await answer('b', bCompleted);
  await complete('b', bCompleted);
  await ask('b', await start('b', bActivity));
  await answer('b', await start('b', bActivity));
  await start('b', aActivity);
  await endStep("b's sessions in every state");
  await ask('a', await start('a', bActivity));
  await answer('a', await start('a', aActivity));
  await start('a', aActivity);
  const longest = await start('a', bActivity);
  for (let n = 0; n < SESSION_MAX_QUESTIONS; n += 1) await answer('a', longest);
  await endStep("a's sessions in every state, one with the most questions asked");
  steps = story.steps;
}, 900_000);
afterAll(async () => t?.close());

const PARTNERS = ['a', 'b'] as const;
const lastStep = () => steps[steps.length - 1] as Step;
const ofTheCouple = (truths: readonly SessionTruth[]) =>
  truths.filter((truth) => truth.coupleId === cast.coupleId);
const byId = (truths: readonly SessionTruth[]) => new Map(truths.map((s) => [s.id, s]));

/** Each reply's problems, named by who got it and where. */
const problemsIn = (who: Who, find: (reply: Reply) => string[]) =>
  steps.flatMap((step) => replyProblems(who, repliesOf(step, who), find));

/** The coach replies `who` got in the sweeps that break the rules of coachReplyProblems. */
const ruleProblems = (who: Who, routes: readonly RouteDef[]) =>
  steps.flatMap((step) =>
    coachReplyProblems(
      step.swept[who].filter((swept) => routes.includes(swept.route)),
      cast[who],
      byId(step.truths),
    ).map((problem) => `${step.name}: ${who}'s ${problem}`),
  );

describe('the story', () => {
  it('lists the coach area in the contract, and every caller reached every route of it', () => {
    const exported = contractRouteNames(coachContract);
    const areaRoutes = coachAreaRoutes(allRoutes);
    expect(areaRoutes.map((route) => route.name).sort()).toEqual(exported.sort());
    for (const who of ['a', 'b', 'c'] as const) {
      const replies = steps.flatMap((step) => repliesOf(step, who));
      expect(unreached(areaRoutes, replies), who).toEqual([]);
    }
  });

  it('leaves each partner with sessions in every state, with the answers they typed', () => {
    const final = ofTheCouple(lastStep().truths);
    for (const who of PARTNERS) {
      const own = final.filter((session) => session.playerId === cast[who].id);
      expect([...new Set(own.map((s) => s.status))].sort(), who).toEqual(
        [...SESSION_STATUSES].sort(),
      );
      const answers = own.flatMap((s) => (s.previousAnswers ?? []).map((p) => p.answer));
      expect(
        answers.filter((text) => text.startsWith(NAMES[who].split(' ')[0] as string)).length,
      ).toBe(answers.length);
    }
    expect(final.filter((s) => s.status === 'completed' && !s.summary?.trim())).toEqual([]);
    expect(final.some((s) => (s.previousAnswers?.length ?? 0) === SESSION_MAX_QUESTIONS)).toBe(
      true,
    );
  });

  it('refused calls change nothing: every session reads the same after the sweeps', () => {
    const problems = steps.flatMap((step) => {
      const after = byId(step.afterSweeps);
      return step.truths.flatMap((truth) =>
        viewProblems(truth.playerId, truth, after.get(truth.id)).map((p) => `${step.name}: ${p}`),
      );
    });
    expect(problems).toEqual([]);
    expect(
      steps.flatMap((step) => allTexts(step.afterSweeps)).filter((text) => text === SWEEP_ANSWER),
    ).toEqual([]);
  });
});

describe('between the partners', () => {
  it("no reply, from any route, shows a partner the other's questions, answers or summary", () => {
    const problems = PARTNERS.flatMap((who) =>
      problemsIn(who, (reply) => shownSecrets(reply.body, hiddenTexts(cast[who].id, reply.truths))),
    );
    expect(problems).toEqual([]);
  });

  it('the same search finds what each owner may read, and every answer the other typed is searched for', () => {
    const step = lastStep();
    for (const who of PARTNERS) {
      const bodies = repliesOf(step, who).map((reply) => reply.body);
      const missing = shownTexts(cast[who].id, step.truths).filter(
        (text) => !bodies.some((body) => shownSecrets(body, [text]).length),
      );
      expect(missing, `${who} never reads`).toEqual([]);
      const other = who === 'a' ? 'b' : 'a';
      const hidden = hiddenTexts(cast[who].id, step.truths);
      const theirAnswers = ofTheCouple(step.truths)
        .filter((s) => s.playerId === cast[other].id)
        .flatMap((s) => (s.previousAnswers ?? []).map((p) => p.answer));
      expect(theirAnswers.length, other).toBeGreaterThanOrEqual(2);
      expect(theirAnswers.filter((answer) => !hidden.includes(answer))).toEqual([]);
    }
  });

  it("each partner reads that the other's sessions exist and their activity, the owner everything", () => {
    const reads = [getCoachSession, listCoachSessions];
    expect(PARTNERS.flatMap((who) => ruleProblems(who, reads))).toEqual([]);
  });

  it('every step the sweeps tried out of turn was refused: 403 the other partner, 409 the owner in the wrong state', () => {
    const steps = [...SESSION_ROUTES.filter((r) => r !== getCoachSession), startCoachSession];
    expect(PARTNERS.flatMap((who) => ruleProblems(who, steps))).toEqual([]);
  });
});

describe('a member of another couple', () => {
  it("gets an unknown id's 404 on every session of the couple (as the partners do on c's)", () => {
    const problems = steps.flatMap((step) => {
      const truths = byId(step.truths);
      const inCouple = (s: SessionTruth) => s.coupleId === cast.coupleId;
      return [
        ...unlikeAnUnknownId(step.swept.c, truths, unknownId, inCouple),
        ...PARTNERS.flatMap((who) =>
          unlikeAnUnknownId(step.swept[who], truths, unknownId, (s) => !inCouple(s)),
        ),
      ].map((problem) => `${step.name}: ${problem}`);
    });
    expect(problems).toEqual([]);
    expect(ruleProblems('c', coachAreaRoutes(allRoutes))).toEqual([]);
  });

  it('never sees anything of the couple', () => {
    const truths = steps.flatMap((step) => ofTheCouple(step.truths));
    const ids = [...new Set(truths.map((truth) => truth.id))];
    const people = theCouplesPeople(cast, NAMES);
    // The built-in coach may give c's own session the very question it gave the couple: a text
    // c has on its own account is no leak.
    const cOwn = new Set(shownTexts(cast.c.id, lastStep().truths));
    const secrets = [...new Set([...allTexts(truths), ...ids, ...people])].filter(
      (secret) => !cOwn.has(secret),
    );
    const problems = problemsIn('c', (reply) => shownUnsent(reply, secrets));
    expect(allTexts(truths).length).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it("reads c's own session, and reads the same from the first step to the last", () => {
    const own = shownTexts(cast.c.id, lastStep().truths);
    expect(own.length).toBeGreaterThan(0);
    const bodies = repliesOf(lastStep(), 'c').map((reply) => reply.body);
    expect(own.filter((text) => !bodies.some((body) => shownSecrets(body, [text]).length))).toEqual(
      [],
    );
    const reads = (step: Step) => readsIn(step.swept.c);
    const first = reads(steps[0] as Step);
    // The session ids aimed at grow as the couple starts sessions: compare the calls of both.
    for (const step of steps) {
      const now = reads(step);
      expect(
        [...first].filter(([call, reply]) => now.has(call) && now.get(call) !== reply),
        step.name,
      ).toEqual([]);
    }
  });
});

/**
 * The coach is for plans that include it: a couple that started sessions on its trial and then
 * chose Basic is refused every coach route that does something new (403 naming the lowest tier
 * with it) where each call would have gone through, and nothing changes; reading the sessions
 * it has stays open; on Premium, the very same calls go through.
 */
describe('a Basic couple', () => {
  let calls: ReturnType<typeof callsThatWouldPass>;
  let member: Member;
  beforeAll(async () => {
    const [d, dPartner] = await formCouple(
      t.app,
      await register(t.app, 'Dora Basicplan'),
      'Dev Basicplan',
    );
    member = d;
    await completeSurveys(t.app, d, [dPartner]);
    const [activityId] = twoWelcomedActivities(await loadStructure(t.app));
    calls = callsThatWouldPass(d, activityId, await readySessions(t.app, d, activityId));
    // Basic chosen once the trial is over: during the trial its features stay.
    await ageCouple(t.database.db, d.coupleId as string, 20);
    await callRouteOk(t.app, upgrade, {
      token: d.token,
      params: { coupleId: d.coupleId as string },
      body: { tier: 'Basic' },
    });
    await settle(t.database.pool);
  }, 300_000);

  it('gets 403 with the upgrade notice on every coach route but the reads, and nothing changes', async () => {
    const routes = coachAreaRoutes(allRoutes);
    expect(routes.filter((route) => !calls.has(route)).map((route) => route.name)).toEqual([]);
    const before = await fingerprintDatabase(t.database.pool);
    const replies: string[] = [];
    for (const route of routes) {
      const reply = await (calls.get(route) as Call)(t.app);
      replies.push(`${route.name}: ${reply.status} ${reply.response.body}`);
    }
    const after = await fingerprintDatabase(t.database.pool);
    const notice = JSON.stringify({
      message: COACH_ERRORS.needsTier(lowestTierWith(COACH_FEATURE) as string),
    });
    expect(notice).toContain('Velvet Coach needs the Premium plan.');
    const reads = new Set<RouteDef>([getCoachSession, listCoachSessions]);
    expect({
      replies: replies.map((reply, i) => (reads.has(routes[i]!) ? reply.split(' ')[1] : reply)),
      changes: fingerprintChanges(before, after),
    }).toEqual({
      replies: routes.map((route) => (reads.has(route) ? '200' : `${route.name}: 403 ${notice}`)),
      changes: [],
    });
  });

  it('on Premium, the very same calls go through', async () => {
    await callRouteOk(t.app, upgrade, {
      token: member.token,
      params: { coupleId: member.coupleId as string },
      body: { tier: 'Premium' },
    });
    const replies: string[] = [];
    for (const [route, call] of calls) replies.push(`${route.name}: ${(await call(t.app)).status}`);
    expect(replies).toEqual(
      [...calls.keys()].map((route) => `${route.name}: ${route.successStatus ?? 200}`),
    );
  });
});
