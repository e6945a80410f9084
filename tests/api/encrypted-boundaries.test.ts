import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import { getMyIntent, saveIntent } from '@shared/api/intent';
import * as journey from '@shared/api/journey';
import { customBoundary } from '@shared/domain/journey';
import { dareTextTouches } from '../../src/server/content/guarded-dares';
import {
  HARD_BOUNDARY,
  INTENT_AVOID_CATEGORIES,
  INTENT_CHALLENGE_PREFERENCE,
  INTENT_COMFORT_ZONE,
  INTENT_EXPERIENCE_STYLE,
  INTENT_FOCUS_AREAS,
  INTENT_LOOKING_FOR,
  INTENT_TONE_PREFERENCE,
} from '../../src/server/crypto/encrypted-columns';
import { FieldCipher, isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { countPlainValues, sealPlainValues } from '../../src/server/crypto/plain-values';
import { dareOptions } from '../../src/server/db/schema';
import { callRoute, callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { dareCalls, daringCouple, ok } from '../support/server/dare-fixture';
import { capturingLogger } from '../support/server/log-capture';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';

// A partner's hard boundaries and a player's intent choices are kept encrypted at rest
// (docs/matching-and-privacy.md, "Encryption at rest"): a copy of the database shows none of
// them, while the journey, the guard on everything generated, the intent form and the data
// export still work from exactly what was chosen.

const OWN_WORDS = 'zebra-quartz-4412';
const LISTED = 'humiliation';
const BOUNDARIES = [LISTED, customBoundary(OWN_WORDS)];
const INTENT = {
  lookingFor: ['Trust and reassurance', 'Relaxation and comfort'],
  comfortLevel: 7,
  focusAreas: ['Spontaneity', 'Quality time'],
  comfortZone: 'Gently stretch it',
  avoidCategories: ['Photos and video', 'Food play'],
  experienceStyle: ['Planned in advance', 'Slow and sensual'],
  challengePreference: 'Moderate',
  tonePreference: 'Light-hearted',
};
/** Every word chosen above, none of which a copy of the tables may show. */
const CHOSEN_WORDS = [
  OWN_WORDS,
  LISTED,
  ...INTENT.lookingFor,
  ...INTENT.focusAreas,
  INTENT.comfortZone,
  ...INTENT.avoidCategories,
  ...INTENT.experienceStyle,
  INTENT.challengePreference,
  INTENT.tonePreference,
];
const INTENT_TEXT_COLUMNS = [
  'looking_for',
  'focus_areas',
  'comfort_zone',
  'avoid_categories',
  'experience_style',
  'challenge_preference',
  'tone_preference',
] as const;

const OUR_COLUMNS = [
  HARD_BOUNDARY,
  INTENT_LOOKING_FOR,
  INTENT_FOCUS_AREAS,
  INTENT_COMFORT_ZONE,
  INTENT_AVOID_CATEGORIES,
  INTENT_EXPERIENCE_STYLE,
  INTENT_CHALLENGE_PREFERENCE,
  INTENT_TONE_PREFERENCE,
];

const log = capturingLogger();
let t: TestApp;
let couple: PlayingCouple;
let quiet: PlayingCouple;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { logger: log.logger });
  couple = await daringCouple(t.app);
  quiet = await playingCouple(t.app, { surveys: false });
  await setBoundaries(couple, couple.player2, BOUNDARIES);
  await callRouteOk(t.app, saveIntent, { token: couple.player2.token, body: INTENT });
  await setBoundaries(quiet, quiet.player1, ['fire']);
  await callRouteOk(t.app, saveIntent, { token: quiet.player1.token, body: { comfortLevel: 3 } });
});
afterAll(async () => t?.close());

const setBoundaries = (c: PlayingCouple, player: Session, hardBoundaries: string[]) =>
  callRoute(t.app, journey.initializeJourney, {
    token: player.token,
    params: { id: c.coupleId },
    body: { startingLevel: 'Intense', desiredLevel: 'Intense', hardBoundaries },
  });
const journeyOf = (c: PlayingCouple, player: Session) =>
  callRoute(t.app, journey.getJourney, { token: player.token, params: { id: c.coupleId } });
const exportOf = (player: Session) =>
  callRoute(t.app, accounts.exportData, { token: player.token });

async function storedBoundaries(player: Session) {
  const { rows } = await t.database.pool.query<{ id: string; boundary: string }>(
    'SELECT id, boundary FROM hard_boundaries WHERE player_id = $1',
    [player.id],
  );
  return rows;
}

async function storedIntent(player: Session) {
  const { rows } = await t.database.pool.query<Record<string, unknown>>(
    'SELECT * FROM intents WHERE player_id = $1',
    [player.id],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('hard boundaries and intent choices at rest', () => {
  it('are stored encrypted, never as the words chosen', async () => {
    const { rows: boundaries } = await t.database.pool.query('SELECT * FROM hard_boundaries');
    const { rows: intents } = await t.database.pool.query('SELECT * FROM intents');
    const tables = JSON.stringify([boundaries, intents]);
    for (const word of CHOSEN_WORDS) expect(tables).not.toContain(word);

    const mine = await storedBoundaries(couple.player2);
    expect(mine).toHaveLength(BOUNDARIES.length);
    for (const { boundary } of mine) expect(isEncryptedValue(boundary)).toBe(true);
    const intent = await storedIntent(couple.player2);
    for (const column of INTENT_TEXT_COLUMNS)
      expect(isEncryptedValue(intent[column] as string), column).toBe(true);
    // The comfort level is a number on a scale, kept plain.
    expect(intent.comfort_level).toBe(INTENT.comfortLevel);
    // An empty list is sealed too, and a choice never made stays empty.
    const unsaid = await storedIntent(quiet.player1);
    expect(isEncryptedValue(unsaid.looking_for as string)).toBe(true);
    expect(unsaid.tone_preference).toBeNull();
  });

  it('come back exactly as chosen: the journey, the intent form and the preview', async () => {
    const own = await journeyOf(couple, couple.player2);
    expect(own.status, own.response.body).toBe(200);
    expect(own.body.myHardBoundaries).toEqual([customBoundary(OWN_WORDS), LISTED]);
    // The partner still sees none of them.
    const partners = await journeyOf(couple, couple.player1);
    expect(partners.body.myHardBoundaries).toEqual([]);
    expect(partners.response.body).not.toContain(OWN_WORDS);

    const intent = await callRouteOk(t.app, getMyIntent, { token: couple.player2.token });
    expect(intent).toMatchObject({ ...INTENT, playerId: couple.player2.id });
    // A save of one choice keeps the others as they were.
    await callRouteOk(t.app, saveIntent, {
      token: couple.player2.token,
      body: { tonePreference: 'Romantic' },
    });
    expect(await callRouteOk(t.app, getMyIntent, { token: couple.player2.token })).toMatchObject({
      ...INTENT,
      tonePreference: 'Romantic',
      id: intent.id,
    });
    await callRouteOk(t.app, saveIntent, { token: couple.player2.token, body: INTENT });

    const preview = await callRouteOk(t.app, journey.previewBoundary, {
      token: couple.player2.token,
      body: { boundary: 'tickling feet' },
    });
    expect(preview.keepsOut).toEqual(expect.arrayContaining(['tickle', 'feet']));
  });

  it('are given back as chosen in the player’s own data export, never the partner’s', async () => {
    const mine = await exportOf(couple.player2);
    expect(mine.status, mine.response.body).toBe(200);
    expect(mine.body.boundaries.map((b) => b.boundary).sort()).toEqual(
      [customBoundary(OWN_WORDS), LISTED].sort(),
    );
    expect(mine.body.boundaries.every((b) => b.coupleId === couple.coupleId)).toBe(true);
    expect(mine.body.intent).toMatchObject({ ...INTENT, playerId: couple.player2.id });

    const theirs = await exportOf(couple.player1);
    expect(theirs.status).toBe(200);
    expect(theirs.body.boundaries).toEqual([]);
    expect(theirs.body.intent).toBeNull();
    expect(theirs.response.body).not.toContain(OWN_WORDS);
  });

  it('keep one of each boundary, however often it is added, at once or again', async () => {
    const again = await setBoundaries(couple, couple.player2, [LISTED, LISTED, ...BOUNDARIES]);
    expect(again.status, again.response.body).toBe(200);
    const added = await Promise.all(
      [1, 2, 3].map(() => setBoundaries(couple, couple.player2, ['fire', LISTED])),
    );
    for (const reply of added) expect(reply.status, reply.response.body).toBe(200);
    const own = await journeyOf(couple, couple.player2);
    expect(own.body.myHardBoundaries).toEqual([customBoundary(OWN_WORDS), 'fire', LISTED]);
    expect(await storedBoundaries(couple.player2)).toHaveLength(3);
  });

  it('still keep out of the dares offered what the partner ruled out', async () => {
    const calls = dareCalls(t.app);
    // The partner is offered first (the picks rest on the couple, not on who asks); then the
    // longest word of each becomes one of their boundaries, in their own words.
    const offered = ok(
      await calls.options(couple.player2, {
        coupleId: couple.coupleId,
        receiverId: couple.player1.id,
        difficultyLevel: 'hot',
      }),
    );
    const longestWord = (text: string) =>
      text.split(/[^A-Za-z]+/).reduce((a, b) => (b.length > a.length ? b : a), '');
    const ruledOut = offered.map((option) => longestWord(option.dareText).toLowerCase());
    await setBoundaries(couple, couple.player2, ruledOut.map(customBoundary));

    const hardBoundaries = (await journeyOf(couple, couple.player2)).body.myHardBoundaries;
    const options = ok(
      await calls.options(couple.player1, {
        coupleId: couple.coupleId,
        receiverId: couple.player2.id,
        difficultyLevel: 'hot',
      }),
    );
    expect(options.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select()
      .from(dareOptions)
      .where(eq(dareOptions.coupleId, couple.coupleId));
    for (const option of options) {
      for (const word of ruledOut) expect(option.dareText.toLowerCase()).not.toContain(word);
      const templateId = rows.find((row) => row.id === option.optionId)!.templateId;
      const boundaries = {
        refusedActivities: [],
        hardBoundaries,
        avoidCategories: INTENT.avoidCategories,
        maxLevel: 'Intense' as const,
      };
      expect(dareTextTouches(option.dareText, templateId, boundaries), option.dareText).toBe(false);
    }
  });

  it('moved into another player’s row, refuse to be read there rather than show the other’s words', async () => {
    const [source] = (await storedBoundaries(couple.player2)).slice(0, 1);
    const [target] = await storedBoundaries(quiet.player1);
    await t.database.pool.query('UPDATE hard_boundaries SET boundary = $2 WHERE id = $1', [
      target!.id,
      source!.boundary,
    ]);
    const journeyReply = await journeyOf(quiet, quiet.player1);
    expect(journeyReply.status).toBe(500);
    expect(journeyReply.response.json()).toEqual({ message: 'Server error occurred' });

    const sourceIntent = await storedIntent(couple.player2);
    const targetIntent = await storedIntent(quiet.player1);
    await t.database.pool.query('UPDATE intents SET avoid_categories = $2 WHERE id = $1', [
      targetIntent.id,
      sourceIntent.avoid_categories,
    ]);
    const intentReply = await callRoute(t.app, getMyIntent, { token: quiet.player1.token });
    expect(intentReply.status).toBe(500);
    expect(intentReply.response.json()).toEqual({ message: 'Server error occurred' });
    for (const reply of [journeyReply, intentReply])
      for (const word of CHOSEN_WORDS) expect(reply.response.body).not.toContain(word);

    // The log says which value of which row could not be read.
    const failures = log.entries
      .map((entry) => entry.err as { type?: string; message: string } | undefined)
      .filter((err) => err?.type === 'FieldDecryptError')
      .map((err) => err!.message);
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`hard_boundaries.boundary of record ${target!.id}`),
        expect.stringContaining(`intents.avoid_categories of record ${String(targetIntent.id)}`),
      ]),
    );

    // The rows they were copied from still read as chosen.
    const own = await journeyOf(couple, couple.player2);
    expect(own.body.myHardBoundaries).toContain(LISTED);
    const intent = await callRouteOk(t.app, getMyIntent, { token: couple.player2.token });
    expect(intent.avoidCategories).toEqual(INTENT.avoidCategories);
  });

  it('saved before they were encrypted, are sealed at start and read back as they were', async () => {
    const old = await playingCouple(t.app, { surveys: false });
    // As the migration leaves them: the words in the clear, each list as its JSON text.
    await t.database.pool.query(
      `INSERT INTO hard_boundaries (couple_id, player_id, boundary) VALUES ($1, $2, $3)`,
      [old.coupleId, old.player2.id, customBoundary('amber-kettle-3310')],
    );
    const list = (choices: string[]) =>
      `array_to_json(ARRAY[${choices.map((c) => `'${c}'`)}]::text[])::text`;
    await t.database.pool.query(
      `INSERT INTO intents (player_id, couple_id, looking_for, comfort_level, focus_areas,
         comfort_zone, avoid_categories, experience_style, challenge_preference, tone_preference)
       VALUES ($1, $2, ${list(['Romance', 'Passion'])}, 4, array_to_json('{}'::text[])::text,
         'Stay in my comfort zone', ${list(['Alcohol'])}, ${list(['At home'])}, NULL, 'Direct')`,
      [old.player2.id, old.coupleId],
    );
    expect(await countPlainValues(t.database.db, OUR_COLUMNS)).toEqual([
      { column: 'hard_boundaries.boundary', count: 1 },
      { column: 'intents.looking_for', count: 1 },
      { column: 'intents.focus_areas', count: 1 },
      { column: 'intents.comfort_zone', count: 1 },
      { column: 'intents.avoid_categories', count: 1 },
      { column: 'intents.experience_style', count: 1 },
      { column: 'intents.tone_preference', count: 1 },
    ]);
    // The same sealing as at start, of these columns only: others belong to other areas.
    await sealPlainValues(t.database.db, new FieldCipher(TEST_KEYRING), { columns: OUR_COLUMNS });
    expect(await countPlainValues(t.database.db, OUR_COLUMNS)).toEqual([]);

    const own = await journeyOf(old, old.player2);
    expect(own.body.myHardBoundaries).toEqual([customBoundary('amber-kettle-3310')]);
    expect(await callRouteOk(t.app, getMyIntent, { token: old.player2.token })).toMatchObject({
      lookingFor: ['Romance', 'Passion'],
      comfortLevel: 4,
      focusAreas: [],
      comfortZone: 'Stay in my comfort zone',
      avoidCategories: ['Alcohol'],
      experienceStyle: ['At home'],
      challengePreference: null,
      tonePreference: 'Direct',
    });
    // A player who never saved still gets the defaults.
    const newcomer = await registerPlayer(t.app);
    const defaults = await callRouteOk(t.app, getMyIntent, { token: newcomer.token });
    expect(defaults).toMatchObject({ id: null, lookingFor: [], avoidCategories: [] });
  });
});
