import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startCoachSession } from '@shared/api/coach';
import * as results from '@shared/api/results';
import * as survey from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { ROUND_INTERVAL_DAYS, SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import { roundSnapshots } from '../../src/server/db/schema';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, notificationsOf, type Session } from '../support/server/couples';
import { mailsTo, waitForMail } from '../support/server/mailbox';
import {
  answerWholeSurvey,
  createSurveyCatalogue,
  type ActivityChooser,
  type SurveyCatalogue,
} from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { TestClock } from '../support/server/test-clock';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = new TestClock();
let t: TestApp;
/** Two activities of their own, for the scenario that needs named ones; one question too. */
let fixture: SurveyCatalogue;

beforeAll(async () => {
  t = await createTestApp({}, { clock: clock.now });
  fixture = await createSurveyCatalogue(t.database.db, {
    questions: 1,
    activities: 2,
    clothing: 0,
  });
});
afterEach(() => clock.reset());
afterAll(async () => t?.close());

const PREFERENCES: Preference[] = ['Yes', 'Maybe', 'No'];
/** Honest-looking answers that differ between keys, the same on every run: Yes, Maybe or No. */
const mixed =
  (shift: number): ActivityChooser =>
  (key) =>
    PREFERENCES[(crypto.createHash('sha256').update(key).digest()[0]! + shift) % 3]!;

/** An answer other than the one given, so that saving it is a change. */
const otherThan = (preference: Preference | undefined): Preference =>
  preference === 'Yes' ? 'No' : 'Yes';

async function completedCouple(choose1: ActivityChooser, choose2: ActivityChooser) {
  const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
  const sent1 = await answerWholeSurvey(t.app, couple.player1.token, choose1);
  const sent2 = await answerWholeSurvey(t.app, couple.player2.token, choose2);
  for (const player of [couple.player1, couple.player2]) await complete(player);
  return { ...couple, sent1, sent2 };
}

const complete = (player: Session) =>
  callRouteOk(t.app, survey.markComplete, { token: player.token });
const respond = (player: Session, activityId: string, preference: Preference) =>
  callRoute(t.app, survey.respondActivity, {
    token: player.token,
    body: { activityId, preference },
  });
const respondBulk = (player: Session, preferences: Record<string, Preference>) =>
  callRoute(t.app, survey.respondActivitiesBulk, { token: player.token, body: { preferences } });
const respondOption = (player: Session, optionIndex: number) => {
  const question = fixture.questions[0]!;
  return callRoute(t.app, survey.respondOption, {
    token: player.token,
    body: { questionId: question.id, optionId: question.formats[optionIndex]!.id },
  });
};
const responses = (player: Session) =>
  callRouteOk(t.app, survey.getPlayerResponses, { token: player.token });
const status = (player: Session, id: string) =>
  callRouteOk(t.app, survey.getCoupleSurveyStatus, { token: player.token, params: { id } });
const compare = (player: Session, coupleId: string) =>
  callRoute(t.app, results.compare, { token: player.token, body: { coupleId } });
const compareOk = (player: Session, coupleId: string) =>
  callRouteOk(t.app, results.compare, { token: player.token, body: { coupleId } });
const coupleSummary = (player: Session) =>
  callRouteOk(t.app, results.coupleSummary, { token: player.token, body: {} });
const views = async (player: Session, id: string) => ({
  shared: await callRouteOk(t.app, results.getSharedSummary, {
    token: player.token,
    params: { id },
  }),
  activities: await callRouteOk(t.app, results.getActivitiesSummary, {
    token: player.token,
    params: { id },
  }),
});
const snapshotOf = (coupleId: string) =>
  t.database.db.select().from(roundSnapshots).where(eq(roundSnapshots.coupleId, coupleId));

/** A compare reply without what changes on every call. */
const withoutTime = ({ generatedAt: _, ...rest }: results.CompareResult) => rest;

const UPDATED = SURVEY_ROUND_MESSAGES.partnerUpdated('Avery');
const UPDATED_SUBJECT = /^Velvet: Avery updated their survey answers$/;

describe('flipping one’s answers after both completed', () => {
  it('changes nothing the partner’s results show, and the partner is told', async () => {
    const {
      player1: avery,
      player2: blake,
      coupleId,
      sent1,
      sent2,
    } = await completedCouple(mixed(0), mixed(1));
    // The attack only works if flipping would show more: Blake welcomed what Avery refused.
    expect(
      Object.keys(sent1.activities).some(
        (key) => sent1.activities[key] === 'No' && sent2.activities[key] !== 'No',
      ),
    ).toBe(true);
    const before = await compareOk(avery, coupleId);
    expect(before.fromPreviousRound).toBe(false);
    const viewsBefore = await views(blake, coupleId);
    const summaryBefore = await coupleSummary(avery);
    const blakeNotices = (await notificationsOf(t.app, blake.token)).length;
    const averyNotices = (await notificationsOf(t.app, avery.token)).length;

    await answerWholeSurvey(t.app, avery.token, 'Yes');

    for (const player of [avery, blake]) {
      const after = await compareOk(player, coupleId);
      expect(withoutTime(after)).toEqual({ ...withoutTime(before), fromPreviousRound: true });
    }
    expect(await views(avery, coupleId)).toEqual(viewsBefore);
    expect(await coupleSummary(avery)).toEqual(summaryBefore);

    const notices = await notificationsOf(t.app, blake.token);
    expect(notices).toHaveLength(blakeNotices + 1);
    expect(notices[0]).toMatchObject({
      type: 'message',
      title: UPDATED.title,
      description: UPDATED.description,
      actionUrl: '/survey',
      read: false,
    });
    expect(await notificationsOf(t.app, avery.token)).toHaveLength(averyNotices);
    const mail = await waitForMail(t.app, blake.email, UPDATED_SUBJECT);
    expect(mail.text).toContain(UPDATED.description);
    expect(mail.text).toContain('/survey');

    // Both must complete again: until then the results stay on the last completed round.
    expect(await status(blake, coupleId)).toMatchObject({
      bothComplete: false,
      player1SurveyComplete: false,
      player2SurveyComplete: false,
      showingPreviousRound: true,
    });
    expect(await responses(blake)).toMatchObject({
      completedAt: null,
      changeStartsNewRound: false,
    });
    await complete(avery);
    expect(withoutTime(await compareOk(blake, coupleId))).toEqual({
      ...withoutTime(before),
      fromPreviousRound: true,
    });
    expect((await status(avery, coupleId)).showingPreviousRound).toBe(true);

    await complete(blake);
    const live = await compareOk(avery, coupleId);
    expect(live.fromPreviousRound).toBe(false);
    expect(live.matches + live.closeMatches).toBeGreaterThan(before.matches + before.closeMatches);
    expect((await status(avery, coupleId)).showingPreviousRound).toBe(false);
    expect(await snapshotOf(coupleId)).toEqual([]);
    expect(mailsTo(t.app, blake.email, UPDATED_SUBJECT)).toHaveLength(1);
  });

  it('starts one round when both partners change answers at the same moment', async () => {
    const {
      player1: avery,
      player2: blake,
      coupleId,
      sent1,
      sent2,
    } = await completedCouple(mixed(0), mixed(2));
    const counts = async () =>
      (await notificationsOf(t.app, avery.token)).length +
      (await notificationsOf(t.app, blake.token)).length;
    const noticesBefore = await counts();
    // Several changes of each partner at once, so that the first of each overlap.
    const ids = Object.keys(sent1.activities)
      .filter((key) => !key.includes('::'))
      .slice(0, 8);
    const replies = await Promise.all(
      ids.flatMap((id) => [
        respond(avery, id, otherThan(sent1.activities[id])),
        respond(blake, id, otherThan(sent2.activities[id])),
      ]),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(await counts()).toBe(noticesBefore + 1);
    expect(await snapshotOf(coupleId)).toHaveLength(1);
    expect(await status(avery, coupleId)).toMatchObject({
      player1SurveyComplete: false,
      player2SurveyComplete: false,
      showingPreviousRound: true,
    });
  });
});

describe('one new round per player every 7 days', () => {
  it('refuses a change that would start a second round within 7 days, and changes nothing', async () => {
    const {
      player1: avery,
      player2: blake,
      coupleId,
      sent1,
    } = await completedCouple(mixed(0), mixed(1));
    const activityId = fixture.activities[0]!.id;
    const first = sent1.activities[activityId] === 'Yes' ? 'Maybe' : 'Yes';
    expect(await responses(avery)).toMatchObject({
      changeStartsNewRound: true,
      nextRoundAllowedAt: null,
    });
    const startedAt = clock.now().getTime();
    expect((await respond(avery, activityId, first)).status).toBe(200);
    await complete(avery);
    await complete(blake);

    const ready = await responses(avery);
    expect(ready.changeStartsNewRound).toBe(true);
    const allowedAt = Date.parse(ready.nextRoundAllowedAt ?? '');
    expect(allowedAt - startedAt).toBeGreaterThanOrEqual(ROUND_INTERVAL_DAYS * DAY_MS);
    expect(allowedAt - startedAt).toBeLessThan(ROUND_INTERVAL_DAYS * DAY_MS + 60_000);

    clock.advance(ROUND_INTERVAL_DAYS * DAY_MS - 60 * 60 * 1000);
    const compared = await compareOk(blake, coupleId);
    const blakeNotices = (await notificationsOf(t.app, blake.token)).length;
    const refusal = { message: SURVEY_ROUND_MESSAGES.tooSoon(new Date(allowedAt)) };
    for (const reply of [
      await respond(avery, activityId, 'No'),
      await respondBulk(avery, { [fixture.activities[1]!.id]: 'No', [activityId]: 'No' }),
      // The survey helper chose each question's first option.
      await respondOption(avery, 1),
    ]) {
      expect(reply.status).toBe(409);
      expect(reply.response.json()).toEqual(refusal);
    }
    expect(refusal.message).toMatch(/from \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC\.$/);

    expect(await responses(avery)).toEqual(ready);
    expect(await status(blake, coupleId)).toMatchObject({
      bothComplete: true,
      showingPreviousRound: false,
    });
    expect(await snapshotOf(coupleId)).toEqual([]);
    expect(await notificationsOf(t.app, blake.token)).toHaveLength(blakeNotices);
    expect(withoutTime(await compareOk(blake, coupleId))).toEqual(withoutTime(compared));

    // Once the 7 days have passed, the change is made and starts a round.
    clock.advance(60 * 60 * 1000);
    expect(await responses(avery)).toMatchObject({ nextRoundAllowedAt: null });
    expect((await respond(avery, activityId, 'No')).status).toBe(200);
    expect((await status(blake, coupleId)).showingPreviousRound).toBe(true);
  });
});

describe('a refusal made during a new round', () => {
  it('is kept out of everything generated at once, while the results show the last round', async () => {
    const [kept, refused] = fixture.activities as [
      SurveyCatalogue['activities'][number],
      SurveyCatalogue['activities'][number],
    ];
    const welcomeTwo: ActivityChooser = (key) =>
      key === kept.id || key === refused.id ? 'Yes' : 'No';
    const {
      player1: avery,
      player2: blake,
      coupleId,
      sent1,
    } = await completedCouple(welcomeTwo, welcomeTwo);
    const summary = await coupleSummary(avery);
    // Named as words of its sentences, so compared without case.
    expect(summary.summary.toLowerCase()).toContain(refused.name.toLowerCase());
    expect(summary.summary.toLowerCase()).toContain(kept.name.toLowerCase());

    // Avery starts a new round; then Blake says No to one of the two.
    const other = Object.keys(sent1.activities).find(
      (key) => !key.includes('::') && key !== kept.id && key !== refused.id,
    )!;
    expect((await respond(avery, other, 'Maybe')).status).toBe(200);
    expect((await respond(blake, refused.id, 'No')).status).toBe(200);

    const shown = await compareOk(avery, coupleId);
    expect(shown.fromPreviousRound).toBe(true);
    expect(shown.matchDetails.map((detail) => detail.optionId)).toEqual([kept.id, refused.id]);

    const rewritten = await coupleSummary(avery);
    expect(rewritten.summary.toLowerCase()).not.toContain(refused.name.toLowerCase());
    expect(rewritten.summary.toLowerCase()).toContain(kept.name.toLowerCase());
    const start = (activityId: string) =>
      callRoute(t.app, startCoachSession, {
        token: avery.token,
        params: { coupleId },
        body: { activityId, playerId: avery.id },
      });
    // A session starts on what the results show: refusing it would show Blake's No at once.
    expect((await start(refused.id)).status).toBe(201);
    expect((await start(kept.id)).status).toBe(201);
  });
});

describe('the first round', () => {
  it('works as before: results once both completed, a change before then only takes back one’s own completion', async () => {
    const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
    const { player1: avery, player2: blake, coupleId } = couple;
    const sent = await answerWholeSurvey(t.app, avery.token, mixed(0));
    await answerWholeSurvey(t.app, blake.token, mixed(1));
    const activityId = fixture.activities[0]!.id;
    const changed = otherThan(sent.activities[activityId]);
    await complete(avery);
    expect(await responses(avery)).toMatchObject({
      changeStartsNewRound: false,
      nextRoundAllowedAt: null,
    });
    const notReady = await compare(avery, coupleId);
    expect(notReady.status).toBe(400);
    expect(notReady.response.json()).toEqual({ message: 'Couple not found or incomplete' });

    const blakeNotices = (await notificationsOf(t.app, blake.token)).length;
    expect((await respond(avery, activityId, changed)).status).toBe(200);
    expect((await responses(avery)).completedAt).toBeNull();
    expect(await notificationsOf(t.app, blake.token)).toHaveLength(blakeNotices);
    expect(await status(blake, coupleId)).toMatchObject({ showingPreviousRound: false });

    // Blake already knows Avery finished: completing again tells nothing new.
    await complete(avery);
    expect(await notificationsOf(t.app, blake.token)).toHaveLength(blakeNotices);
    await complete(blake);
    const live = await compareOk(blake, coupleId);
    expect(live.fromPreviousRound).toBe(false);
    const readyNotices = (await notificationsOf(t.app, blake.token)).length;
    expect(readyNotices).toBe(blakeNotices + 1);

    // Saving an answer as it already is changes nothing: no round, nobody told.
    const { completedAt } = await responses(avery);
    expect((await respond(avery, activityId, changed)).status).toBe(200);
    expect((await responses(avery)).completedAt).toBe(completedAt);
    expect(await status(blake, coupleId)).toMatchObject({
      bothComplete: true,
      showingPreviousRound: false,
    });
    expect(await notificationsOf(t.app, blake.token)).toHaveLength(readyNotices);
  });
});
