import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as intentApi from '@shared/api/intent';
import { getDailyChallenge, generateTask } from '@shared/api/quicktasks';
import { coupleSummary } from '@shared/api/results';
import { COMFORT_LEVELS, DEFAULT_INTENT, INTENT_OPTIONS } from '@shared/domain/intent';
import { intents } from '../../src/server/db/schema';
import { adventureCalls } from '../support/server/adventure-fixture';
import { callRoute, callRouteOk, unchecked } from '../support/server/call-route';
import {
  startChatCompletionsServer,
  type ChatCompletionsServer,
} from '../support/server/chat-completions-server';
import { connectedCouple, type Session } from '../support/server/couples';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { bearer, registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const mine = (player: Session) =>
  callRouteOk(t.app, intentApi.getMyIntent, { token: player.token });
const save = (player: Session, body: unknown) =>
  callRoute(t.app, intentApi.saveIntent, { token: player.token, body: unchecked(body) });
const refusal = (reply: { status: number; response: { json(): unknown } }) => ({
  status: reply.status,
  body: reply.response.json(),
});

const FULL = {
  lookingFor: ['Romance', 'More playfulness'],
  comfortLevel: 7,
  focusAreas: ['Trust', 'Sensuality'],
  comfortZone: 'Gently stretch it',
  avoidCategories: ['Blindfolds', 'Public places'],
  experienceStyle: ['At home'],
  challengePreference: 'Moderate',
  tonePreference: 'Romantic',
};

describe('the lookups', () => {
  it('serve the comfort levels 1 to 10 and every list of the form', async () => {
    const player = await registerPlayer(t.app);
    const levels = await callRouteOk(t.app, intentApi.getComfortLevels, { token: player.token });
    expect(Object.keys(levels)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(levels['1']).toEqual(COMFORT_LEVELS[1]);
    expect(levels['10']).toEqual({
      toneWord: 'Fearless',
      description: 'The boldest of what you both said yes to, nothing held back.',
    });
    const options = await callRouteOk(t.app, intentApi.getIntentOptions, { token: player.token });
    expect(options).toEqual(JSON.parse(JSON.stringify(INTENT_OPTIONS)));
    expect(options.avoidCategories).toContain('Blindfolds');
  });

  it('answer on any spelling of the path, and only to a signed-in player', async () => {
    const player = await registerPlayer(t.app);
    for (const url of ['/api/Intent/options', '/API/INTENT/OPTIONS', '/api/intent/Options']) {
      const reply = await t.app.inject({ method: 'GET', url, headers: bearer(player.token) });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.json().tonePreferences).toEqual([...INTENT_OPTIONS.tonePreferences]);
    }
    const levels = await t.app.inject({
      method: 'GET',
      url: '/api/Intent/ComfortLevels',
      headers: bearer(player.token),
    });
    expect(levels.json()['5'].toneWord).toBe('Playful');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/intent/options' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("a player's intent", () => {
  it('is the defaults until saved, with the caller and their couple', async () => {
    const single = await registerPlayer(t.app);
    expect(await mine(single)).toEqual({
      ...DEFAULT_INTENT,
      id: null,
      playerId: single.id,
      coupleId: null,
      lastUpdated: null,
    });
    const { player2, coupleId } = await connectedCouple(t.app);
    expect(await mine(player2)).toMatchObject({
      id: null,
      playerId: player2.id,
      coupleId,
      comfortLevel: 5,
      lookingFor: [],
    });
  });

  it('saves and reads back, one row per player however often it is saved', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const first = await save(player1, { ...FULL, coupleId });
    expect(first.status, first.response.body).toBe(200);
    expect(first.body).toMatchObject({ ...FULL, playerId: player1.id, coupleId });
    expect(first.body.id).not.toBeNull();
    expect(first.body.lastUpdated).not.toBeNull();
    expect(await mine(player1)).toEqual(first.body);

    // Without a coupleId the caller's own couple is recorded; fields left out keep their value.
    const second = await save(player1, { comfortLevel: 2, tonePreference: 'Direct' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      ...FULL,
      id: first.body.id,
      coupleId,
      comfortLevel: 2,
      tonePreference: 'Direct',
    });
    expect(Date.parse(second.body.lastUpdated!)).toBeGreaterThanOrEqual(
      Date.parse(first.body.lastUpdated!),
    );
    const rows = await t.database.db.select().from(intents).where(eq(intents.playerId, player1.id));
    expect(rows).toHaveLength(1);
  });

  it('changes only the fields sent: an empty body keeps the hard boundaries', async () => {
    const player = await registerPlayer(t.app);
    await save(player, FULL);
    const saved = await mine(player);

    const empty = await save(player, {});
    expect(empty.status).toBe(200);
    expect(await mine(player)).toEqual({ ...saved, lastUpdated: empty.body.lastUpdated });
    expect((await mine(player)).avoidCategories).toEqual(['Blindfolds', 'Public places']);

    await save(player, { lookingFor: ['Passion'] });
    expect(await mine(player)).toMatchObject({ ...FULL, lookingFor: ['Passion'] });
  });

  it('clears a list sent empty and a choice sent null, and only those', async () => {
    const player = await registerPlayer(t.app);
    await save(player, FULL);
    const reply = await save(player, { avoidCategories: [], tonePreference: null });
    expect(reply.status).toBe(200);
    expect(await mine(player)).toMatchObject({
      ...FULL,
      avoidCategories: [],
      tonePreference: null,
    });
  });

  it('starts from the defaults for fields left out of the first save', async () => {
    const player = await registerPlayer(t.app);
    const reply = await save(player, { avoidCategories: ['Pain'] });
    expect(reply.status).toBe(200);
    expect(await mine(player)).toMatchObject({ ...DEFAULT_INTENT, avoidCategories: ['Pain'] });
  });

  it('takes field names in Pascal case on any spelling of the path', async () => {
    const player = await registerPlayer(t.app);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/Intent',
      headers: bearer(player.token),
      payload: {
        LookingFor: ['Passion'],
        ComfortLevel: 9,
        AvoidCategories: ['Pain'],
        ExperienceStyle: ['Spontaneous'],
        ChallengePreference: 'Bold',
        TonePreference: 'Passionate',
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/Intent/GetMyIntent',
      headers: bearer(player.token),
    });
    expect(read.json()).toMatchObject({
      lookingFor: ['Passion'],
      comfortLevel: 9,
      avoidCategories: ['Pain'],
      experienceStyle: ['Spontaneous'],
      challengePreference: 'Bold',
      tonePreference: 'Passionate',
    });
  });

  it('clamps the comfort level into 1 to 10 instead of refusing it', async () => {
    const player = await registerPlayer(t.app);
    expect((await save(player, { comfortLevel: 0 })).body.comfortLevel).toBe(1);
    expect((await save(player, { comfortLevel: 42 })).body.comfortLevel).toBe(10);
    expect((await save(player, { comfortLevel: 6.6 })).body.comfortLevel).toBe(7);
    expect((await mine(player)).comfortLevel).toBe(7);
    expect(refusal(await save(player, { comfortLevel: 'high' }))).toEqual({
      status: 400,
      body: { message: 'comfortLevel: Comfort level must be a number.' },
    });
  });

  it('refuses a choice that is not on the form, naming the field, and keeps what was saved', async () => {
    const player = await registerPlayer(t.app);
    await save(player, FULL);
    const cases: [unknown, string][] = [
      [
        { lookingFor: ['Skydiving'] },
        'lookingFor: Please choose what you are looking for from the list.',
      ],
      [
        { avoidCategories: ['Spiders'] },
        'avoidCategories: Please choose hard boundaries from the list.',
      ],
      [{ comfortZone: 'Anywhere' }, 'comfortZone: Please choose a comfort zone from the list.'],
      [{ TonePreference: 'Sarcastic' }, 'tonePreference: Please choose a tone from the list.'],
      [{ coupleId: 'not-a-couple' }, 'coupleId: Invalid couple ID format'],
    ];
    for (const [body, message] of cases)
      expect(refusal(await save(player, body)), JSON.stringify(body)).toEqual({
        status: 400,
        body: { message },
      });
    expect(await mine(player)).toMatchObject(FULL);
  });

  it("refuses another couple's id with 403 and saves nothing", async () => {
    const own = await connectedCouple(t.app);
    const other = await connectedCouple(t.app);
    const single = await registerPlayer(t.app);
    for (const [player, coupleId] of [
      [own.player1, other.coupleId],
      [single, own.coupleId],
    ] as const) {
      expect(refusal(await save(player, { ...FULL, coupleId }))).toEqual({
        status: 403,
        body: { message: 'You can only save preferences for your own couple.' },
      });
      expect((await mine(player)).id).toBeNull();
    }
    const upperCase = await save(own.player2, { ...FULL, coupleId: own.coupleId.toUpperCase() });
    expect(upperCase.status).toBe(200);
  });

  it('is shown to nobody but its player, not even the partner', async () => {
    const { player1, player2 } = await connectedCouple(t.app);
    await save(player1, FULL);
    const partnerView = await mine(player2);
    expect(partnerView).toMatchObject({ ...DEFAULT_INTENT, id: null, playerId: player2.id });
    for (const choice of [...FULL.lookingFor, ...FULL.avoidCategories, FULL.comfortZone])
      expect(JSON.stringify(partnerView)).not.toContain(choice);

    await save(player2, { lookingFor: ['Relaxation and comfort'], comfortLevel: 3 });
    expect(await mine(player1)).toMatchObject(FULL);
    expect(await mine(player2)).toMatchObject({
      lookingFor: ['Relaxation and comfort'],
      comfortLevel: 3,
      avoidCategories: [],
    });
  });
});

describe('avoid categories reach the boundary guard of every generator', () => {
  // An AI endpoint that writes about a blindfold whatever it is asked: what it wrote reaches a
  // couple who avoid nothing, never a couple where one partner avoids Blindfolds.
  let ai: ChatCompletionsServer;
  let withAi: TestApp;
  beforeAll(async () => {
    ai = await startChatCompletionsServer();
    withAi = await createTestApp({
      AUTH_RATE_LIMIT: '1000000',
      AI_BASE_URL: ai.url,
      AI_MODEL: 'velvet-test-model',
      AI_API_KEY: 'sk-test-velvet-intent',
    });
  });
  afterAll(async () => {
    await withAi?.close();
    await ai?.close();
  });

  const BLINDFOLD = /blind|eye mask/i;
  const TASK = {
    title: 'Blindfold tasting',
    description: 'Avery, put a soft blindfold on Blake and feed them three tastes to guess.',
    taskType: 'teasing',
    durationMinutes: 10,
    level: 'Vanilla',
    activityTags: ['senses'],
  };
  const ADVENTURE = {
    title: 'A blindfolded evening',
    teaser: 'Tonight you will not see a thing.',
    preparationInstructions: 'Bring the blindfold and wear something soft.',
    details: ['Put the blindfold on your partner.', 'Lead them to the sofa by the hand.'],
    summary: 'An evening of trust behind a blindfold.',
    level: 'Vanilla',
    durationMinutes: 45,
  };
  const SUMMARY = {
    strengths: ['You trust each other deeply.'],
    sharedInterests: ['A blindfold game is a favourite for you both.'],
    thingsToTalkAbout: ['Talk about what makes an evening special.'],
  };

  /** Two couples ready to play: one where player 2 avoids Blindfolds, and one avoiding nothing. */
  async function couples(): Promise<{ avoiding: PlayingCouple; open: PlayingCouple }> {
    const avoiding = await playingCouple(withAi.app);
    const open = await playingCouple(withAi.app);
    await callRouteOk(withAi.app, intentApi.saveIntent, {
      token: avoiding.player2.token,
      body: { avoidCategories: ['Blindfolds'] },
    });
    return { avoiding, open };
  }

  it('quick tasks and the daily challenge', async () => {
    const { avoiding, open } = await couples();
    ai.replyJson(TASK);
    const task = (couple: PlayingCouple) =>
      callRouteOk(withAi.app, generateTask, {
        token: couple.player1.token,
        params: { id: couple.coupleId },
        body: {},
      });
    expect((await task(open)).title).toBe(TASK.title);
    expect(JSON.stringify(await task(avoiding))).not.toMatch(BLINDFOLD);

    const challenge = (couple: PlayingCouple) =>
      callRouteOk(withAi.app, getDailyChallenge, {
        token: couple.player2.token,
        params: { id: couple.coupleId },
        query: { timeZone: 'UTC' },
      });
    expect((await challenge(open))?.title).toBe(TASK.title);
    expect(JSON.stringify(await challenge(avoiding))).not.toMatch(BLINDFOLD);
  });

  it('the couple summary', async () => {
    const { avoiding, open } = await couples();
    ai.replyJson(SUMMARY);
    const summary = async (player: Session) =>
      (await callRouteOk(withAi.app, coupleSummary, { token: player.token, body: {} })).summary;
    expect(await summary(open.player1)).toMatch(BLINDFOLD);
    // The avoiding partner's own choice, read by the other partner's request too.
    expect(await summary(avoiding.player1)).not.toMatch(BLINDFOLD);
  });

  it('adventures, and the accessories offered to the engine', async () => {
    const { avoiding, open } = await couples();
    ai.replyJson(ADVENTURE);
    const calls = adventureCalls(withAi.app);
    const generate = async (couple: PlayingCouple) => {
      ai.requests.length = 0;
      const reply = await calls.generate(couple.player1, couple.coupleId, 'romantic', [
        'Blindfold',
        'Candles',
      ]);
      expect(reply.status, reply.response.body).toBe(201);
      return { adventure: reply.body, sent: JSON.stringify(ai.requests.map((r) => r.body)) };
    };
    const control = await generate(open);
    expect(control.adventure.title).toBe(ADVENTURE.title);
    expect(control.adventure.selectedAccessories).toEqual(['Blindfold', 'Candles']);

    const guarded = await generate(avoiding);
    // The lead's choice comes back as chosen; the plan itself leaves the blindfold out.
    expect(guarded.adventure.selectedAccessories).toEqual(['Blindfold', 'Candles']);
    const { selectedAccessories: _chosen, ...plan } = guarded.adventure;
    expect(JSON.stringify(plan)).not.toMatch(BLINDFOLD);
    // The engine is not even offered the accessory, and never told why.
    expect(guarded.sent).not.toContain('"Blindfold"');
    expect(guarded.sent).not.toContain('Blindfolds');
  });
});
