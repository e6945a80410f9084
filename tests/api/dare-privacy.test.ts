import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import * as daresContract from '@shared/api/dares';
import {
  acceptDare,
  completeDare,
  declineDare,
  generateDare,
  revealDare,
  verifyDare,
} from '@shared/api/dares';
import { initializeJourney } from '@shared/api/journey';
import { list as listNotifications } from '@shared/api/notifications';
import { DARE_STATUSES, type DareDifficulty } from '@shared/domain/dares';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { TestClock } from '../support/server/test-clock';
import { completeSurveys } from '../support/server/walk/catalogue';
import {
  repliesOf,
  storyRecorder,
  unlikeAnUnknownId,
  type Cast,
  type Partner,
  type Reply,
  type Step,
  type Who,
} from '../support/server/walk/dare-story';
import { dareAreaRoutes, unexpectedRefusals } from '../support/server/walk/dare-sweep';
import {
  allTexts,
  hiddenTexts,
  receiverCopyProblems,
  shownTexts,
} from '../support/server/walk/dare-visibility';
import { shownSecrets } from '../support/server/walk/disclosure';
import { formCouple, register } from '../support/server/walk/members';
import {
  clip,
  contractRouteNames,
  readsIn,
  replyProblems,
  shownUnsent,
  theCouplesPeople,
  unreached,
} from '../support/server/walk/privacy-replies';

/**
 * What a dare's receiver may not read before revealing it, and what the couple keeps from
 * everyone else (docs/dares.md). `a` and `b` send each other dares of every difficulty, which
 * reach every state: pending unread and read, declined unread and read, accepted, completed,
 * verified, sent back by a refused verification, expired (the server's clock is the test's).
 * After each step all three (`c` is a member of another couple, with a dare of their own) call
 * every route of the dares area and every read a player can make (notifications, stats and
 * the dashboard's among them), and the raw replies are searched for texts the caller may not
 * read, the texts taken from the senders' own lists:
 * - the receiver: no text of a dare they have not revealed, from any route, ever;
 * - `c`: 404 on every dare of the couple, as for an unknown id, and nothing of the couple's.
 * The same searches find each text where it may be read, so they can fail.
 */
let t: TestApp;
let cast: Cast;
let steps: Step[];
const unknownId = randomUUID();
const NAMES = { a: 'Daria Velvetsender', b: 'Emil Quietreceiver', c: 'Cato Outsider' };
const HOUR = 60 * 60 * 1000;
/** The server's clock, moved by the story to bring accepted dares near and past expiry. */
const clock = new TestClock();

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { clock: clock.now });
  const [a, b] = await formCouple(t.app, await register(t.app, NAMES.a), NAMES.b);
  const [c, cPartner] = await formCouple(t.app, await register(t.app, NAMES.c), 'Cleo Outsider');
  const coupleId = a.coupleId as string;
  cast = { a, b, c, coupleId };
  // Matches to personalise the texts with, and a journey that opens every difficulty.
  await completeSurveys(t.app, a, [b]);
  await callRouteOk(t.app, initializeJourney, {
    token: a.token,
    params: { id: coupleId },
    body: { startingLevel: 'Intense', desiredLevel: 'Intense' },
  });
  // c's own dare, which only c's couple may read.
  await callRouteOk(t.app, generateDare, {
    token: c.token,
    body: { coupleId: c.coupleId as string, receiverId: cPartner.id, difficultyLevel: 'romantic' },
  });

  const story = storyRecorder(t.app, t.database.pool, cast, unknownId);
  const { tell, endStep } = story;
  const send = (from: Partner, to: Partner, difficultyLevel: DareDifficulty) =>
    tell(
      from,
      generateDare,
      callRoute(t.app, generateDare, {
        token: cast[from].token,
        body: { coupleId, receiverId: cast[to].id, difficultyLevel },
      }),
    ).then((dare) => dare.id);
  const act = (
    who: Partner,
    route: typeof revealDare | typeof acceptDare | typeof declineDare | typeof completeDare,
    id: string,
  ) => tell(who, route, callRoute(t.app, route, { token: cast[who].token, params: { id } }));
  const reveal = (who: Partner, id: string) => {
    story.markRevealed(id);
    return act(who, revealDare, id);
  };
  const readAcceptAndComplete = async (who: Partner, id: string) => {
    await reveal(who, id);
    await act(who, acceptDare, id);
    await act(who, completeDare, id);
  };
  const verify = (id: string, verified: boolean) =>
    tell(
      'a',
      verifyDare,
      callRoute(t.app, verifyDare, {
        token: a.token,
        params: { id },
        body: { verified, timeZone: 'UTC' },
      }),
    );

  await endStep('no dare yet');
  await send('a', 'b', 'romantic');
  await endStep('a dare sent to b, unread');
  await send('b', 'a', 'naughty');
  await endStep('a dare sent to a, unread');
  await reveal('b', await send('a', 'b', 'hot'));
  await endStep('b read a dare');
  await act('b', declineDare, await send('a', 'b', 'spicy'));
  await endStep('b declined a dare unread');
  const accepted = await send('a', 'b', 'romantic');
  await reveal('b', accepted);
  await act('b', acceptDare, accepted);
  await endStep('b accepted a dare');
  await readAcceptAndComplete('b', await send('a', 'b', 'naughty'));
  await endStep('b completed a dare');
  const verified = await send('a', 'b', 'hot');
  await readAcceptAndComplete('b', verified);
  await verify(verified, true);
  await endStep('a verified a dare');
  const sentBack = await send('a', 'b', 'spicy');
  await readAcceptAndComplete('b', sentBack);
  await verify(sentBack, false);
  await endStep("a refused to verify a dare, so it is b's to complete again");
  const declinedRead = await send('b', 'a', 'hot');
  await reveal('a', declinedRead);
  await act('a', declineDare, declinedRead);
  await endStep('a declined a dare read');
  // Every acceptance happened within the last few minutes: they expire together.
  clock.advance(24 * HOUR - 30 * 60 * 1000);
  await endStep('half an hour before the accepted dares expire (b is reminded)');
  clock.advance(HOUR);
  await endStep('the accepted dares expired');
  await send('a', 'b', 'naughty');
  await endStep('a dare sent to b after the others expired');
  steps = story.steps;
}, 900_000);
afterAll(async () => t?.close());

const PARTNERS = ['a', 'b'] as const;
const lastStep = () => steps[steps.length - 1] as Step;
const ofTheCouple = (step: Step) =>
  step.truths.filter((truth) => truth.dare.coupleId === cast.coupleId);

/** Each reply's problems, named by who got it and where. */
const problemsIn = (who: Who, find: (reply: Reply) => string[]) =>
  steps.flatMap((step) => replyProblems(who, repliesOf(step, who), find));

/** The GET replies `who` got in a step, by call, with their times blanked. */
const readsOf = (step: Step, who: Who) => readsIn(step.swept[who]);

describe('the story', () => {
  it('lists the dares area in the contract, and every caller reached every route of it', () => {
    const exported = contractRouteNames(daresContract);
    const areaRoutes = dareAreaRoutes(allRoutes);
    expect(areaRoutes.map((route) => route.name).sort()).toEqual(exported.sort());
    for (const who of ['a', 'b', 'c'] as const) {
      const replies = steps.flatMap((step) => repliesOf(step, who));
      expect(unreached(areaRoutes, replies), who).toEqual([]);
    }
  });

  it('reached every state, and each sender reads the text of every dare they sent', () => {
    const seen = new Set(steps.flatMap((step) => ofTheCouple(step).map((x) => x.dare.status)));
    expect([...seen].sort()).toEqual([...DARE_STATUSES].sort());
    const final = ofTheCouple(lastStep());
    expect(final).toHaveLength(10);
    expect(final.filter((truth) => !truth.dare.dareText?.trim())).toEqual([]);
  });

  it("the sender's copy tells whether the receiver has revealed the dare", () => {
    const wrong = steps.flatMap((step) =>
      ofTheCouple(step)
        .filter((truth) => truth.dare.revealed !== truth.revealed)
        .map((truth) => `${step.name}: ${truth.dare.id} revealed = ${truth.dare.revealed}`),
    );
    expect(wrong).toEqual([]);
  });
});

describe('between the partners', () => {
  it('no reply shows a receiver the text of a dare they have not revealed, from any route', () => {
    const problems = PARTNERS.flatMap((who) =>
      problemsIn(who, (reply) => shownSecrets(reply.body, hiddenTexts(cast[who].id, reply.truths))),
    );
    expect(problems).toEqual([]);
  });

  it("each receiver's own copy holds the text exactly once they revealed it", () => {
    const problems = steps.flatMap((step) =>
      PARTNERS.flatMap((who) =>
        ofTheCouple(step)
          .filter((truth) => truth.dare.receiverId === cast[who].id)
          .flatMap((truth) =>
            receiverCopyProblems(
              truth,
              step.received[who].find((copy) => copy.id === truth.dare.id),
            ).map((problem) => `${step.name}: ${problem}`),
          ),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('the same searches find what each partner may read (so the two above can fail)', () => {
    const step = lastStep();
    const missing = PARTNERS.flatMap((who) => {
      const bodies = repliesOf(step, who).map((reply) => reply.body);
      return shownTexts(cast[who].id, step.truths)
        .filter((text) => !bodies.some((body) => shownSecrets(body, [text]).length))
        .map((text) => `${who} never reads ${clip(text)}`);
    });
    expect(missing).toEqual([]);
    // Each partner has dares still unread at the end, whose texts the sender's replies hold.
    for (const who of PARTNERS)
      expect(hiddenTexts(cast[who].id, step.truths).length, who).toBeGreaterThan(0);
  });

  it('every dare step the sweeps tried out of turn was refused: 403 the wrong partner, 409 the wrong state', () => {
    const problems = steps.flatMap((step) => {
      const truths = new Map(step.truths.map((truth) => [truth.dare.id, truth]));
      return (['a', 'b', 'c'] as const).flatMap((who) =>
        unexpectedRefusals(step.swept[who], cast[who].id, truths).map(
          (problem) => `${step.name}: ${who}'s ${problem}`,
        ),
      );
    });
    expect(problems).toEqual([]);
  });

  it('the notifications swept hold the dare notifications, the reminder among them', async () => {
    const [ofA, ofB] = await Promise.all(
      PARTNERS.map((who) => callRouteOk(t.app, listNotifications, { token: cast[who].token })),
    );
    const dareNotes = (notes: typeof ofA) => (notes ?? []).filter((n) => n.type === 'dare');
    // b received eight dares, two verdicts, a's refusal and the reminders; a two dares, and
    // b's answers (one decline, four acceptances, three completions).
    expect(dareNotes(ofB).length).toBeGreaterThanOrEqual(13);
    expect(dareNotes(ofA).length).toBeGreaterThanOrEqual(10);
    const reminders = dareNotes(ofB).filter((n) => n.title === 'Your dare expires soon');
    // Two dares were accepted when the clock neared their expiry: one reminder each, once.
    expect(reminders).toHaveLength(2);
  });
});

describe('a member of another couple', () => {
  it("gets an unknown id's 404 on every dare of the couple, and 404 naming the couple or its members (as the partners do on c's)", () => {
    const outside = (step: Step, who: Who) =>
      step.swept[who]
        .filter(({ outside: named, exchange }) => named && exchange.status !== 404)
        .map(
          ({ route, aim, exchange }) =>
            `${step.name}: ${who}'s ${route.name} on ${aim} -> ${exchange.status}`,
        );
    const problems = steps.flatMap((step) => [
      ...unlikeAnUnknownId(step, 'c', unknownId, (truth) => truth.dare.coupleId === cast.coupleId),
      // And the partners likewise on c's couple, its members and c's own dare.
      ...PARTNERS.flatMap((who) => [
        ...unlikeAnUnknownId(
          step,
          who,
          unknownId,
          (truth) => truth.dare.coupleId !== cast.coupleId,
        ),
        ...outside(step, who),
      ]),
      ...outside(step, 'c'),
    ]);
    expect(problems).toEqual([]);
  });

  it('never sees anything of the couple', () => {
    const truths = steps.flatMap(ofTheCouple);
    const ids = [...new Set(truths.map((truth) => truth.dare.id))];
    const people = theCouplesPeople(cast, NAMES);
    const secrets = [...new Set([...allTexts(truths), ...ids, ...people])];
    const problems = problemsIn('c', (reply) => shownUnsent(reply, secrets));
    expect(allTexts(truths)).toHaveLength(10);
    expect(problems).toEqual([]);
  });

  it("reads c's own dare, and reads the same from the first step to the last", () => {
    const own = shownTexts(cast.c.id, lastStep().truths);
    expect(own).toHaveLength(1);
    const bodies = repliesOf(lastStep(), 'c').map((reply) => reply.body);
    expect(bodies.some((body) => shownSecrets(body, own).length)).toBe(true);
    const first = readsOf(steps[0] as Step, 'c');
    expect(first.size).toBeGreaterThan(10);
    for (const step of steps) expect(readsOf(step, 'c'), step.name).toEqual(first);
  });
});
