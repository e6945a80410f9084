import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as journey from '@shared/api/journey';
import { getStructure, markComplete } from '@shared/api/survey';
import { LEVEL_DESCRIPTIONS, LEVEL_EMOJI } from '@shared/domain/journey';
import { TASKS_PER_LEVEL } from '@shared/domain/journey-progress';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { putOnPlan } from '../support/server/coach-fixture';
import { connectedCouple, inviteOk } from '../support/server/couples';
import { playingCouple, playOneTask } from '../support/server/play-fixture';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { answerWholeSurvey } from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const getAs = (token: string, id: string) =>
  callRouteOk(t.app, journey.getJourney, { token, params: { id } });
const initializeAs = (
  token: string,
  id: string,
  body: { startingLevel: string; desiredLevel: string; hardBoundaries?: string[] },
) => callRoute(t.app, journey.initializeJourney, { token, params: { id }, body: body as never });
const progressAs = (token: string, coupleId: string) =>
  callRoute(t.app, journey.getJourneyProgress, { token, query: { coupleId } });

describe('setting the journey up', () => {
  it('is not initialized until set up, then shares the levels and only one’s own boundaries', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    expect(await getAs(player2.token, coupleId)).toEqual({
      initialized: false,
      startingLevel: null,
      desiredLevel: null,
      currentLevel: null,
      myHardBoundaries: [],
      initializedAt: null,
      boundaryPrompt: null,
    });
    const created = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      hardBoundaries: ['pain', 'custom:   ice baths  ', 'pain'],
    });
    expect(created.status, created.response.body).toBe(200);
    expect(created.body).toMatchObject({
      initialized: true,
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      currentLevel: 'Playful',
      myHardBoundaries: ['custom: ice baths', 'pain'],
    });
    expect(await getAs(player2.token, coupleId)).toMatchObject({
      initialized: true,
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      myHardBoundaries: [],
    });
  });

  it('refuses a desired level below the starting one, and unknown boundaries', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const lower = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Adventurous',
      desiredLevel: 'Playful',
    });
    expect(lower.status).toBe(400);
    expect(lower.response.json()).toEqual({
      message:
        'desiredLevel: The desired level must be the same as or higher than the starting level.',
    });
    const unknown = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Vanilla',
      hardBoundaries: ['spiders'],
    });
    expect(unknown.status).toBe(400);
    expect((await getAs(player1.token, coupleId)).initialized).toBe(false);
  });

  it('later calls add the caller’s boundaries, keep the start and only lower the desired level', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    await initializeAs(player1.token, coupleId, {
      startingLevel: 'Playful',
      desiredLevel: 'Intense',
      hardBoundaries: ['fire'],
    });
    const added = await initializeAs(player2.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Adventurous',
      hardBoundaries: ['blood', 'custom: loud music'],
    });
    expect(added.body).toMatchObject({
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      myHardBoundaries: ['blood', 'custom: loud music'],
    });
    // A higher desired level is kept as it was, not raised.
    const raised = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Intense',
      desiredLevel: 'Intense',
      hardBoundaries: ['fire', 'medical'],
    });
    expect(raised.status).toBe(200);
    expect(raised.body).toMatchObject({
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      myHardBoundaries: ['fire', 'medical'],
    });
    // Never below the starting level.
    const floor = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Vanilla',
    });
    expect(floor.body).toMatchObject({ desiredLevel: 'Playful', currentLevel: 'Playful' });
  });

  it('keeps at most the maximum of boundaries per player, refusing more with nothing written', async () => {
    const { player1, player2, coupleId } = await connectedCouple(t.app);
    const custom = (n: number) => Array.from({ length: n }, (_, i) => `custom: limit ${i}`);
    const first = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Intense',
      hardBoundaries: custom(25),
    });
    expect(first.status).toBe(200);
    const over = await initializeAs(player1.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Playful',
      hardBoundaries: ['a', 'b', 'c', 'd', 'e', 'f'].map((b) => `custom: extra ${b}`),
    });
    expect(over.status).toBe(400);
    expect(over.response.json()).toEqual({ message: 'At most 30 boundaries.' });
    const mine = await getAs(player1.token, coupleId);
    expect(mine.myHardBoundaries).toHaveLength(25);
    expect(mine.desiredLevel).toBe('Intense');
    // The partner has a maximum of their own.
    const partner = await initializeAs(player2.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Intense',
      hardBoundaries: custom(30),
    });
    expect(partner.status).toBe(200);
  });
});

describe('progress', () => {
  it('answers 404 with no journey and to anyone outside the couple', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const none = await progressAs(player1.token, coupleId);
    expect({ status: none.status, body: none.response.json() }).toEqual({
      status: 404,
      body: { message: 'No journey yet.' },
    });
    await initializeAs(player1.token, coupleId, {
      startingLevel: 'Vanilla',
      desiredLevel: 'Intense',
    });
    const stranger = await registerPlayer(t.app);
    const outside = await progressAs(stranger.token, coupleId);
    expect({ status: outside.status, body: outside.response.json() }).toEqual({
      status: 404,
      body: { message: 'No journey yet.' },
    });
  });

  it('moves one level up per completed round of tasks, capped at the desired level', async () => {
    const couple = await playingCouple(t.app, {
      journey: { startingLevel: 'Vanilla', desiredLevel: 'Playful' },
    });
    const start = await callRouteOk(t.app, journey.getJourneyProgress, {
      token: couple.player2.token,
      query: { coupleId: couple.coupleId },
    });
    expect(start).toMatchObject({
      level: 'Vanilla',
      levelEmoji: LEVEL_EMOJI.Vanilla,
      levelDescription: LEVEL_DESCRIPTIONS.Vanilla,
      progressPercent: 0,
      progressText: `0 of ${TASKS_PER_LEVEL} tasks to Playful`,
    });
    expect(start.nextSteps.length).toBeGreaterThanOrEqual(2);
    expect(start.nextSteps.length).toBeLessThanOrEqual(3);
    expect(start.nextSteps[0]).toBe('Generate a quick task to play today.');

    for (let i = 0; i < 2; i += 1) await playOneTask(t.app, couple);
    const partway = await progressAs(couple.player1.token, couple.coupleId);
    expect(partway.body).toMatchObject({
      level: 'Vanilla',
      progressPercent: 40,
      progressText: `2 of ${TASKS_PER_LEVEL} tasks to Playful`,
    });

    for (let i = 2; i < TASKS_PER_LEVEL; i += 1) await playOneTask(t.app, couple);
    const reached = await progressAs(couple.player1.token, couple.coupleId);
    expect(reached.body).toMatchObject({
      level: 'Playful',
      progressPercent: 100,
      progressText: 'You have reached Playful, your desired level.',
    });
    expect((await getAs(couple.player2.token, couple.coupleId)).currentLevel).toBe('Playful');
  });
});

describe('the next steps follow what the couple can play', () => {
  const firstStep = async (token: string, coupleId: string) =>
    (await callRouteOk(t.app, journey.getJourneyProgress, { token, query: { coupleId } }))
      .nextSteps[0];
  const journeyBody = { startingLevel: 'Vanilla', desiredLevel: 'Playful' };

  it('waits for the partner to join before offering quick tasks', async () => {
    const player = await registerPlayer(t.app);
    const coupleId = await inviteOk(t.app, player.token, uniqueEmail('invited'));
    expect((await initializeAs(player.token, coupleId, journeyBody)).status).toBe(200);
    expect(await firstStep(player.token, coupleId)).toBe(
      'Quick tasks start once your partner has joined and you have both finished the survey.',
    );
  });

  it('waits for both surveys, then offers a quick task', async () => {
    const couple = await playingCouple(t.app, { surveys: false });
    expect(await firstStep(couple.player2.token, couple.coupleId)).toBe(
      'Quick tasks start once you have both finished the survey.',
    );

    for (const player of [couple.player1, couple.player2]) {
      await answerWholeSurvey(t.app, player.token, 'Yes');
      await callRouteOk(t.app, markComplete, { token: player.token });
    }
    expect(await firstStep(couple.player1.token, couple.coupleId)).toBe(
      'Generate a quick task to play today.',
    );
  });

  it('asks for a plan once the trial has ended', async () => {
    const couple = await playingCouple(t.app);
    await putOnPlan(t.app, t.database.db, couple, 'ended trial');
    expect(await firstStep(couple.player1.token, couple.coupleId)).toBe(
      'Quick tasks need an active plan: see the plans to keep playing.',
    );
  });
});

describe('activity tag categories', () => {
  it('lists the survey’s active activity categories, sorted', async () => {
    const player = await registerPlayer(t.app);
    const names = await callRouteOk(t.app, journey.getActivityTagCategories, {
      token: player.token,
    });
    const structure = await callRouteOk(t.app, getStructure);
    const expected = [
      ...new Set(structure.categories.filter((c) => c.activities.length > 0).map((c) => c.name)),
    ].sort((a, b) => a.localeCompare(b));
    expect(names).toEqual(expected);
    expect(names.length).toBeGreaterThan(0);
  });
});
