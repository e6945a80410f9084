import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as couples from '@shared/api/couples';
import { getActivitiesSummary } from '@shared/api/results';
import {
  getPlayerResponses,
  getStructure,
  markComplete,
  respondActivity,
} from '@shared/api/survey';
import { SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { inviteOk, notificationsOf, receivedFrom, type Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';
import { answerWholeSurvey } from '../support/server/survey-fixture';
import { TestClock } from '../support/server/test-clock';
import { createTestApp, type TestApp } from '../support/server/test-app';

/**
 * Rounds belong to the couple (docs/matching-and-privacy.md): answers a player changes while
 * apart from their partner reach a couple's results only once both have completed in it, the
 * partner is told, and such a change counts toward the limit of one new round a week.
 */
let t: TestApp;
const clock = new TestClock();
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock.now() });
});
afterAll(() => t?.close());

const summaryFor = (player: Session, coupleId: string) =>
  callRoute(t.app, getActivitiesSummary, { token: player.token, params: { id: coupleId } });
const complete = (player: Session) => callRouteOk(t.app, markComplete, { token: player.token });

/** A player 1 ends the couple, changes every answer to Maybe and completes again. */
async function apartAndChanged() {
  const couple = await playingCouple(t.app);
  const { player1: avery, player2: blake } = couple;
  expect((await summaryFor(avery, couple.coupleId)).status).toBe(200);
  await callRouteOk(t.app, couples.endCouple, {
    token: avery.token,
    params: { id: couple.coupleId },
  });
  await answerWholeSurvey(t.app, avery.token, () => 'Maybe');
  await complete(avery);
  return { avery, blake };
}

/** Avery invites Blake again and Blake accepts: the couple they form once more. */
async function together(avery: Session, blake: Session): Promise<string> {
  const coupleId = await inviteOk(t.app, avery.token, blake.email);
  const invitation = await receivedFrom(t.app, blake, 'Avery');
  await callRouteOk(t.app, couples.acceptInvitation, {
    token: blake.token,
    params: { id: invitation.id },
  });
  return coupleId;
}

describe('answers changed while apart', () => {
  it('reach the couple formed again only once both complete in it, and the partner is told', async () => {
    const { avery, blake } = await apartAndChanged();
    const coupleId = await together(avery, blake);

    // No results from Avery's new answers against Blake's old ones.
    for (const player of [avery, blake]) {
      expect((await summaryFor(player, coupleId)).status).toBe(400);
    }
    const told = (await notificationsOf(t.app, blake.token)).filter(
      (notice) => notice.title === SURVEY_ROUND_MESSAGES.partnerChangedApart('Avery').title,
    );
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      description: SURVEY_ROUND_MESSAGES.partnerChangedApart('Avery').description,
      actionUrl: '/survey',
    });

    // Avery completing again is not enough: Blake completes too, knowing of the change.
    await complete(avery);
    expect((await summaryFor(avery, coupleId)).status).toBe(400);
    await complete(blake);
    const results = await summaryFor(avery, coupleId);
    expect(results.status, results.response.body).toBe(200);
    expect(results.body.length).toBeGreaterThan(0);
    expect(new Set(results.body.map((item) => item.matchType))).toEqual(new Set(['Yes/Maybe']));
  });

  it('count toward the limit of one new round a week', async () => {
    const { avery } = await apartAndChanged();
    const structure = await callRouteOk(t.app, getStructure);
    const activityId = structure.categories.flatMap((category) => category.activities)[0]!.id;
    const change = () =>
      callRoute(t.app, respondActivity, {
        token: avery.token,
        body: { activityId, preference: 'No', perspective: 'self' },
      });

    // Completed again, still apart: a second change within the week is refused, saving nothing.
    const responses = await callRouteOk(t.app, getPlayerResponses, { token: avery.token });
    expect(responses).toMatchObject({ changeStartsNewRound: false, changeIsRoundApart: true });
    expect(responses.nextRoundAllowedAt).not.toBeNull();
    const refused = await change();
    expect(refused.status).toBe(409);
    expect(refused.response.json().message).toMatch(/once every 7 days/);
    expect(
      (await callRouteOk(t.app, getPlayerResponses, { token: avery.token })).completedAt,
    ).not.toBeNull();

    clock.advance(7 * 24 * 60 * 60 * 1000 + 60_000);
    try {
      expect((await change()).status).toBe(200);
    } finally {
      clock.reset();
    }
  });
});
