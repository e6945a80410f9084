import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import * as experiencesContract from '@shared/api/adventures';
import {
  completeExperience,
  confirmExperience,
  experienceFeedback,
  generateExperience,
  regenerateExperience,
  respondToExperience,
} from '@shared/api/adventures';
import * as intentContract from '@shared/api/intent';
import { getMyIntent, saveIntent, type Intent, type IntentBody } from '@shared/api/intent';
import { initializeJourney } from '@shared/api/journey';
import type { ExperienceResponse } from '@shared/domain/adventures';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { createTestApp, type TestApp } from '../support/server/test-app';
import {
  repliesOf,
  storyRecorder,
  unlikeAnUnknownId,
  type Cast,
  type Reply,
  type Step,
  type Who,
} from '../support/server/walk/adventure-story';
import { adventureAreaRoutes, isPlainRead } from '../support/server/walk/adventure-sweep';
import {
  hiddenTexts,
  intentOnlyIn,
  shownIntentValues,
  shownTexts,
  textsOf,
} from '../support/server/walk/adventure-visibility';
import { completeSurveys } from '../support/server/walk/catalogue';
import { shownSecrets } from '../support/server/walk/disclosure';
import { send } from '../support/server/walk/exchange';
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
import { validRequest } from '../support/server/walk/targets';
import { toWalkInput } from '../support/server/walk/walk-input';

/**
 * What each partner keeps from the other over a whole adventure story, and what the couple
 * keeps from everyone else (docs/intent-and-adventures.md). `a` leads every adventure but one,
 * `b` is the other partner, `c` belongs to another couple. After each step (a draft, the draft
 * regenerated, one sent, one accepted, one completed, its reflection, one declined, a Take a
 * Chance drafted then sent, b's own draft, a newer draft of a's), all three call every route
 * of the intent and adventure areas and every read a player can make, and the raw replies are
 * searched for what the caller may not see, the texts read from the leads' own replies:
 * - the other partner: nothing of a draft, not even that it exists; before completion no
 *   title, details or summary; before they accepted, no preparation;
 * - each partner: none of the other's intent;
 * - `c`: 404 on every adventure of the couple, as for an unknown id, and nothing of theirs.
 */
let t: TestApp;
let cast: Cast;
let steps: Step[];
let intents: Record<Who, Intent>;
/** Replies every player gets alike (the options, the types), by route: they tell of no one. */
const common = new Map<string, string>();
const generated: string[] = [];
const unknownId = randomUUID();
const NAMES = { a: 'Ariadne Velvetlead', b: 'Bohdan Quietpartner', c: 'Cato Outsider' };

/** Each intent makes choices the others' do not, so finding one in a reply names its owner. */
const INTENTS: Record<Who, IntentBody> = {
  a: {
    lookingFor: ['Deeper emotional connection', 'Trust and reassurance'],
    comfortLevel: 8,
    focusAreas: ['Emotional intimacy', 'Spontaneity'],
    comfortZone: 'Happy to be pushed',
    avoidCategories: ['Photos and video', 'Dirty talk'],
    experienceStyle: ['Planned in advance', 'Slow and sensual'],
    challengePreference: 'Bold',
    tonePreference: 'Light-hearted',
  },
  b: {
    lookingFor: ['More playfulness', 'Relaxation and comfort'],
    comfortLevel: 6,
    focusAreas: ['Fun and laughter', 'Quality time'],
    comfortZone: 'Gently stretch it',
    avoidCategories: ['Other people', 'Pain'],
    experienceStyle: ['At home', 'Playful and silly'],
    challengePreference: 'Moderate',
    tonePreference: 'Direct',
  },
  c: {
    lookingFor: ['Passion'],
    comfortLevel: 3,
    focusAreas: ['Sensuality'],
    comfortZone: 'Stay in my comfort zone',
    avoidCategories: ['Alcohol'],
    experienceStyle: ['Spontaneous'],
    challengePreference: 'Gentle',
    tonePreference: 'Passionate',
  },
};

const isCommon = (reply: Reply) => common.get(reply.route.name) === reply.body;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
  const [a, b] = await formCouple(t.app, await register(t.app, NAMES.a), NAMES.b);
  const [c] = await formCouple(t.app, await register(t.app, NAMES.c), 'Cleo Outsider');
  const nobody = await register(t.app, 'Nadia Nobody');
  const coupleId = a.coupleId as string;
  cast = { a, b, c, coupleId };
  await completeSurveys(t.app, a, [b]);
  await callRouteOk(t.app, initializeJourney, {
    token: a.token,
    params: { id: coupleId },
    body: { startingLevel: 'Vanilla', desiredLevel: 'Intense' },
  });
  for (const who of ['a', 'b', 'c'] as const) {
    const { token, coupleId: own } = cast[who];
    await callRouteOk(t.app, saveIntent, { token, body: { ...INTENTS[who], coupleId: own } });
  }
  const mine = (who: Who) => callRouteOk(t.app, getMyIntent, { token: cast[who].token });
  intents = { a: await mine('a'), b: await mine('b'), c: await mine('c') };
  for (const route of allRoutes.filter(isPlainRead)) {
    const input = toWalkInput(validRequest(route, nobody));
    common.set(route.name, (await send(t.app, route, input, `Bearer ${nobody.token}`)).body);
  }

  const story = storyRecorder(t.app, t.database.pool, cast, INTENTS, unknownId);
  const { tell, endStep } = story;
  const token = (who: Who) => cast[who].token;
  const generate = async (who: Who, type: string, selectedAccessories: string[] = []) => {
    const body = { coupleId, type, selectedAccessories };
    const adventure = await tell(
      who,
      generateExperience,
      callRoute(t.app, generateExperience, { token: token(who), body }),
    );
    generated.push(adventure.id);
    return adventure.id;
  };
  const sendToB = (id: string, partnerTeaser?: string) =>
    tell(
      'a',
      confirmExperience,
      callRoute(t.app, confirmExperience, {
        token: a.token,
        params: { id },
        body: { partnerTeaser },
      }),
    );
  const answer = (id: string, response: ExperienceResponse) =>
    tell(
      'b',
      respondToExperience,
      callRoute(t.app, respondToExperience, {
        token: b.token,
        body: { experienceId: id, playerId: b.id, response },
      }),
    );

  // Each default type is generated at least once, so whichever type Take a Chance's own coin
  // picks is known to have an adventure that fits this couple.
  await endStep('intents saved, no adventure yet');
  const draft = await generate('a', 'romantic', ['Candles', 'Music playlist']);
  await endStep("a's draft", 'a');
  await story.keepDraft(draft);
  await tell(
    'a',
    regenerateExperience,
    callRoute(t.app, regenerateExperience, { token: a.token, params: { id: draft } }),
  );
  await endStep("a's draft, regenerated", 'a');
  const waiting = await generate('a', 'adventure');
  await sendToB(waiting, 'Keep Saturday evening free and bring your warmest jumper.');
  await endStep('sent, not answered yet');
  const accepted = await generate('a', 'cultural');
  await sendToB(accepted);
  await answer(accepted, 'accepted');
  await endStep('sent and accepted');
  const done = await generate('a', 'relaxation');
  await sendToB(done);
  await answer(done, 'accepted');
  await tell(
    'a',
    completeExperience,
    callRoute(t.app, completeExperience, { token: a.token, params: { id: done }, body: {} }),
  );
  await endStep('completed');
  await tell(
    'b',
    experienceFeedback,
    callRoute(t.app, experienceFeedback, {
      token: b.token,
      params: { id: done },
      body: { feedback: 'Bohdan will remember the lanterns most of all.' },
    }),
  );
  await endStep('reflected on');
  const refused = await generate('a', 'learning');
  await sendToB(refused);
  await answer(refused, 'declined');
  await endStep('declined');
  const chance = await generate('a', 'Take a Chance');
  await endStep('a Take a Chance draft', 'a');
  await sendToB(chance);
  await endStep('a Take a Chance, sent');
  await generate('b', 'physical');
  await endStep("b's own draft", 'b');
  await generate('a', 'cultural');
  await endStep("a's newer draft", 'a');
  steps = story.steps;
}, 600_000);
afterAll(async () => t?.close());

const PARTNERS = ['a', 'b'] as const;
const other = (who: 'a' | 'b'): 'a' | 'b' => (who === 'a' ? 'b' : 'a');
const lastStep = () => steps[steps.length - 1] as Step;

/** Each reply's problems, named by who got it and where. */
const problemsIn = (who: Who, find: (reply: Reply, step: Step) => string[]) =>
  steps.flatMap((step) => replyProblems(who, repliesOf(step, who), (reply) => find(reply, step)));

/** The GET replies `who` got in a step, by call, with their times blanked. */
const readsOf = (step: Step, who: Who) => readsIn(step.swept[who]);

describe('the story', () => {
  it('lists both areas in the contract, and every caller reached every route of them', () => {
    const exported = contractRouteNames(experiencesContract, intentContract);
    const areaRoutes = adventureAreaRoutes(allRoutes);
    expect(areaRoutes.map((route) => route.name).sort()).toEqual(exported.sort());
    for (const who of ['a', 'b', 'c'] as const) {
      const replies = steps.flatMap((step) => repliesOf(step, who));
      expect(unreached(areaRoutes, replies), who).toEqual([]);
    }
  });

  it('reached every state, and each lead sees every adventure they generated', () => {
    const final = lastStep().views.map((view) => view.adventure);
    expect(final.map((adventure) => adventure.id).sort()).toEqual([...generated].sort());
    expect(new Set(final.map((adventure) => adventure.status))).toEqual(
      new Set(['draft', 'planned', 'completed', 'declined']),
    );
    expect(final.filter((adventure) => adventure.chanceOutcome !== null)).toHaveLength(1);
  });
});

/**
 * Every text of the viewer's own adventures, at any step: both leads may draw the same written
 * plan, so a title the viewer has in one of their own says nothing of the partner's.
 */
const ownTextsOf = (who: Who) =>
  new Set(
    steps.flatMap((step) =>
      [...step.views, ...step.formerDrafts]
        .filter((view) => view.leadId === cast[who].id)
        .flatMap((view) => textsOf(view.adventure)),
    ),
  );

describe('between the partners', () => {
  it("no reply shows a partner what the rules still hide of the other's adventures", () => {
    const problems = PARTNERS.flatMap((who) => {
      const own = ownTextsOf(who);
      return problemsIn(who, (reply, step) =>
        shownSecrets(
          reply.body,
          hiddenTexts(cast[who].id, reply.views, step.formerDrafts).filter((t) => !own.has(t)),
        ),
      );
    });
    expect(problems).toEqual([]);
  });

  it("no reply shows a partner the other's intent", () => {
    const problems = PARTNERS.flatMap((who) => {
      const theirs = intentOnlyIn(intents[other(who)], intents[who]);
      expect(theirs.length, `${other(who)}'s own choices`).toBeGreaterThan(8);
      return problemsIn(who, (reply) =>
        isCommon(reply) ? [] : shownIntentValues(reply.body, theirs),
      );
    });
    expect(problems).toEqual([]);
  });

  it('the same searches find what each partner may see (so the two above can fail)', () => {
    const step = lastStep();
    const missing = PARTNERS.flatMap((who) => {
      const bodies = repliesOf(step, who).map((reply) => reply.body);
      const texts = shownTexts(cast[who].id, step.views);
      const own = intentOnlyIn(intents[who], intents[other(who)]);
      return [
        ...texts.filter((text) => !bodies.some((body) => shownSecrets(body, [text]).length)),
        ...own.filter((value) => !bodies.some((body) => shownIntentValues(body, [value]).length)),
      ].map((text) => `${who} never sees ${clip(text)}`);
    });
    expect(missing).toEqual([]);
  });

  it('a draft, made or regenerated, leaves no trace in anything the others read', () => {
    const traces = steps.flatMap((step, index) => {
      const before = steps[index - 1];
      if (!step.draftBy || !before) return [];
      return (['a', 'b', 'c'] as const)
        .filter((who) => who !== step.draftBy)
        .flatMap((who) => {
          const then = readsOf(before, who);
          return [...readsOf(step, who)]
            .filter(([call, reply]) => then.get(call) !== reply)
            .map(([call, reply]) => `${step.name}: ${who}'s ${call} became ${clip(reply)}`);
        });
    });
    expect(traces).toEqual([]);
  });

  it("on every adventure route, a partner gets an unknown id's reply for the other's draft", () => {
    const problems = steps.flatMap((step) =>
      PARTNERS.flatMap((who) =>
        unlikeAnUnknownId(
          step,
          who,
          unknownId,
          (view) => view.leadId !== cast[who].id && view.adventure.status === 'draft',
        ),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('a member of another couple', () => {
  it("gets an unknown id's 404 on every adventure of the couple, and 404 on the couple", () => {
    const aimedAtTheCouple = (step: Step) =>
      step.swept.c
        .filter(({ aim }) => aim === `couple ${cast.coupleId}`)
        // Saving one's own intent for a couple not one's own is forbidden, as the spec says.
        .filter(({ route, exchange }) => exchange.status !== (route === saveIntent ? 403 : 404))
        .map(({ route, exchange }) => `${step.name}: ${route.name} -> ${exchange.status}`);
    const problems = steps.flatMap((step) => [
      ...unlikeAnUnknownId(step, 'c', unknownId, () => true),
      ...aimedAtTheCouple(step),
    ]);
    expect(problems).toEqual([]);
  });

  it('never sees anything of the couple', () => {
    const views = steps.flatMap((step) => [...step.views, ...step.formerDrafts]);
    const texts = views.flatMap((view) => textsOf(view.adventure));
    const people = theCouplesPeople(cast, NAMES);
    const secrets = [...new Set([...texts, ...people])];
    const theirIntents = PARTNERS.flatMap((who) => intentOnlyIn(intents[who], intents.c));
    const problems = problemsIn('c', (reply) =>
      isCommon(reply)
        ? []
        : [...shownUnsent(reply, secrets), ...shownIntentValues(reply.body, theirIntents)],
    );
    expect(secrets.length).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('reads the same from the first step to the last', () => {
    const first = readsOf(steps[0] as Step, 'c');
    expect(first.size).toBeGreaterThan(10);
    for (const step of steps) expect(readsOf(step, 'c'), step.name).toEqual(first);
  });
});
