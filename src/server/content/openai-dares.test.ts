import { describe, expect, it } from 'vitest';
import {
  builtInOnlyContent,
  ENDPOINT_DOWN,
  expectEachFallsBack,
  expectEachTurnedDown,
  expectStructuredRequest,
  openAiContent,
  useChatCompletionsServer,
  type WarnLog,
} from '../../../tests/support/server/openai-content';
import type { Boundaries, DareInput } from './engine';

const TIMEOUT_MS = 800;

const server = useChatCompletionsServer();

const input: DareInput = {
  coupleId: '0b7c7c1e-5b1a-4f7e-9a51-2f4c1d0e8a11',
  difficulty: 'hot',
  level: 'Adventurous',
  welcomed: [
    {
      activity: 'Slow dancing at home',
      category: 'Affection & Touch',
      tags: ['romance', 'music'],
      match: 'Both Yes',
    },
    {
      activity: 'A picnic in the park',
      category: 'Romance & Dates',
      tags: ['dates', 'outdoors'],
      match: 'Yes/Maybe',
    },
  ],
  senderName: 'Avery',
  receiverName: 'Blake',
  seen: { templateIds: ['hot-foot-rub'], texts: ['Give Avery a slow foot rub tonight.'] },
};
const boundaries: Boundaries = {
  refusedActivities: ['Ice cube tease'],
  hardBoundaries: ['fire', 'custom: glitter'],
  avoidCategories: ['Outdoors'],
  maxLevel: 'Adventurous',
};

const GOOD = {
  text: 'Pull Avery close for a slow dance at home tonight, and whisper what you love about them.',
  level: 'Playful',
};

const content = (log?: WarnLog) =>
  openAiContent(server, { apiKey: 'sk-test-velvet-dare', timeoutMs: TIMEOUT_MS }, log);

describe('the OpenAI-compatible engine writes dares', () => {
  it('uses a valid answer, asked for with structured output, the difficulty and the names', async () => {
    server.replyJson(GOOD);
    const dare = await content().dare(input, boundaries);
    expect(dare).toEqual({ ...GOOD, templateId: null, engine: 'openai-compatible' });
    const body = expectStructuredRequest(server, ['Vanilla', 'Playful', 'Adventurous']);
    expect(body.messages[0]!.content).toContain('The difficulty is Hot');
    expect(JSON.parse(body.messages[1]!.content)).toEqual({
      difficulty: 'Hot',
      allowedLevels: ['Vanilla', 'Playful', 'Adventurous'],
      welcomedActivities: [
        { activity: 'Slow dancing at home', category: 'Affection & Touch', match: 'Both Yes' },
      ],
      sender: 'Avery',
      receiver: 'Blake',
      daresAlreadySeen: ['Give Avery a slow foot rub tonight.'],
    });
    // Refusals, boundaries and the welcomed activities they rule out never leave the server.
    expect(JSON.stringify(body)).not.toMatch(/ice cube|glitter|fire|picnic|outdoors/i);
  });

  it('flattens the text to one plain line', async () => {
    server.replyJson({ ...GOOD, text: '**Dance** with Avery\n\ntonight.' });
    const dare = await content().dare(input, boundaries);
    expect(dare.engine).toBe('openai-compatible');
    expect(dare.text).not.toMatch(/\*|\n/);
  });

  it('falls back to the built-in engine when the answer touches a boundary or is over the level', async () => {
    await expectEachTurnedDown(
      server,
      [
        { ...GOOD, text: 'Light a candle and dance with Avery.' },
        { ...GOOD, text: 'Throw some GLITTER over Avery.' },
        { ...GOOD, text: 'Try an ice-cube tease on Avery.' },
        { ...GOOD, text: 'Take Avery for a picnic in the park.' },
        { ...GOOD, level: 'Intense' },
      ],
      (log) => content(log).dare(input, boundaries),
      (dare) => expect(dare.templateId).toMatch(/^hot-/),
    );
  });

  it('falls back to the built-in engine on a timeout, an error or a malformed answer', async () => {
    const expected = await builtInOnlyContent().dare(input, boundaries);
    const replies: (() => void)[] = [
      () => server.replyJson(GOOD, TIMEOUT_MS * 3),
      () => server.reply(ENDPOINT_DOWN),
      () => server.reply({ content: 'not json at all' }),
      () => server.replyJson({ ...GOOD, text: '' }),
      () => server.replyJson({ ...GOOD, text: 'x'.repeat(401) }),
      () => server.replyJson({ ...GOOD, level: 'Extreme' }),
      () => server.replyJson({ dare: GOOD.text }),
    ];
    await expectEachFallsBack(
      replies,
      () => content().dare(input, boundaries),
      expected,
      TIMEOUT_MS,
    );
  });
});
