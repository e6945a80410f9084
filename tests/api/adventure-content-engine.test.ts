import { describe, expect, it } from 'vitest';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import type { AdventureInput, Boundaries } from '../../src/server/content/engine';
import {
  builtInOnlyContent,
  ENDPOINT_DOWN,
  expectEachFallsBack,
  expectEachTurnedDown,
  expectStructuredRequest,
  openAiContent,
  useChatCompletionsServer,
  type WarnLog,
} from '../support/server/openai-content';

const TIMEOUT_MS = 800;

const server = useChatCompletionsServer();

const input: AdventureInput = {
  coupleId: '0b7c7c1e-5b1a-4f7e-9a51-2f4c1d0e8a11',
  type: {
    name: 'cultural',
    key: 'cultural',
    description: 'Experiences inspired by art, music, food and traditions.',
    aiInstruction: 'Draw on one tradition, with respect.',
  },
  level: 'Adventurous',
  welcomed: [
    {
      activity: 'Slow dancing at home',
      category: 'Affection & Touch',
      tags: ['romance', 'music'],
      match: 'Both Yes',
    },
  ],
  accessories: ['Music playlist', 'Candles', 'Wine'],
  intents: {
    lookingFor: ['Romance'],
    focusAreas: ['Quality time'],
    experienceStyles: ['At home'],
    challengePreference: 'Gentle',
    tonePreference: 'Romantic',
  },
  leadName: 'Avery',
  partnerName: 'Blake',
  seen: { templateIds: ['cultural-poetry-night'], titles: ['Poetry by lamplight'] },
  chance: null,
};
const boundaries: Boundaries = {
  refusedActivities: ['Ice cube tease'],
  hardBoundaries: ['fire', 'custom: glitter'],
  avoidCategories: ['Alcohol'],
  maxLevel: 'Adventurous',
};

const GOOD = {
  title: 'A tango in the kitchen',
  teaser: 'Tonight has a rhythm of its own.',
  preparationInstructions: 'Wear shoes you can turn in.',
  details: ['Learn the basic tango step together.', 'Dance it to three songs.'],
  summary: 'Avery and Blake learned to tango at home.',
  level: 'Playful',
  durationMinutes: 60,
};

const content = (log?: WarnLog) =>
  openAiContent(server, { apiKey: 'sk-test-velvet-adventure', timeoutMs: TIMEOUT_MS }, log);

describe('the OpenAI-compatible engine writes adventures', () => {
  it('uses a valid answer, asked for with structured output and the type in the prompt', async () => {
    server.replyJson(GOOD);
    const adventure = await content().adventure(input, boundaries);
    expect(adventure).toEqual({
      ...GOOD,
      details: '1. Learn the basic tango step together.\n2. Dance it to three songs.',
      templateId: null,
      engine: 'openai-compatible',
      accessories: ['Music playlist'],
    });
    const body = expectStructuredRequest(server, ['Vanilla', 'Playful', 'Adventurous']);
    const system = body.messages[0]!.content;
    expect(system).toContain(input.type.description);
    expect(system).toContain(input.type.aiInstruction);
    expect(JSON.parse(body.messages[1]!.content)).toEqual({
      allowedLevels: ['Vanilla', 'Playful', 'Adventurous'],
      welcomedActivities: [
        { activity: 'Slow dancing at home', category: 'Affection & Touch', match: 'Both Yes' },
      ],
      accessories: ['Music playlist'],
      lookingFor: ['Romance'],
      focusAreas: ['Quality time'],
      experienceStyles: ['At home'],
      challengePreference: 'Gentle',
      tone: 'Romantic',
      lead: 'Avery',
      partner: 'Blake',
      titlesAlreadySeen: ['Poetry by lamplight'],
      coinFlip: null,
    });
    // Refusals, boundaries and the accessories they rule out never leave the server.
    expect(JSON.stringify(body)).not.toMatch(/ice cube|glitter|fire|candle|wine|alcohol/i);
  });

  it('ends a Take a Chance teaser with the verdict and tells the model the coin', async () => {
    server.replyJson(GOOD);
    const adventure = await content().adventure({ ...input, chance: 'win' }, boundaries);
    expect(adventure.engine).toBe('openai-compatible');
    expect(adventure.teaser).toBe(
      `${GOOD.teaser} ${chanceVerdictForPartner('win', input.leadName)}`,
    );
    const body = server.requests[0]!.body as { messages: { content: string }[] };
    expect(JSON.parse(body.messages[1]!.content).coinFlip).toBe('win');
  });

  it('falls back to the built-in engine when the answer touches a boundary or is over the level', async () => {
    await expectEachTurnedDown(
      server,
      [
        { ...GOOD, title: 'Champagne and a tango' },
        { ...GOOD, teaser: 'Bring some glitter.' },
        { ...GOOD, details: ['Light the candles.', 'Dance.'] },
        { ...GOOD, summary: 'An ice-cube tease and a tango.' },
        { ...GOOD, level: 'Intense' },
      ],
      (log) => content(log).adventure(input, boundaries),
      (adventure) => expect(adventure.templateId).toMatch(/^cultural-/),
    );
  });

  it('falls back to the built-in engine on a timeout, an error or a malformed answer', async () => {
    const expected = await builtInOnlyContent().adventure(input, boundaries);
    const replies: (() => void)[] = [
      () => server.replyJson(GOOD, TIMEOUT_MS * 3),
      () => server.reply(ENDPOINT_DOWN),
      () => server.reply({ content: 'not json at all' }),
      () => server.replyJson({ ...GOOD, details: 'one string, not steps' }),
      () => server.replyJson({ ...GOOD, durationMinutes: 120 }),
      () => server.replyJson({ title: 'Only a title' }),
    ];
    await expectEachFallsBack(
      replies,
      () => content().adventure(input, boundaries),
      expected,
      TIMEOUT_MS,
    );
  });
});
