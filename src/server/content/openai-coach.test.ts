import { describe, expect, it } from 'vitest';
import { COACH_DISCLAIMER } from '@shared/domain/coach';
import {
  builtInOnlyContent,
  ENDPOINT_DOWN,
  expectEachFallsBack,
  openAiContent,
  TEST_MODEL,
  useChatCompletionsServer,
  type WarnLog,
} from '../../../tests/support/server/openai-content';
import type { Boundaries, CoachChatInput, CoachSessionInput } from './engine';
import { warningLog } from './testing/warning-log';

const TIMEOUT_MS = 800;

const server = useChatCompletionsServer();

const chat: CoachChatInput = {
  coupleId: '0b7c7c1e-5b1a-4f7e-9a51-2f4c1d0e8a11',
  messages: [
    { role: 'user', content: 'Hi coach' },
    { role: 'assistant', content: 'Hello Avery! What is on your mind?' },
    { role: 'user', content: 'How do I suggest something new for date night?' },
  ],
  topic: 'Romance',
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
  level: 'Playful',
  playerName: 'Avery',
};
const session: CoachSessionInput = {
  coupleId: chat.coupleId,
  activity: { name: 'Slow dancing at home', category: 'Affection & Touch' },
  level: 'Adventurous',
  previous: [{ question: 'What draws you to it?', answer: 'Feeling close, and our song.' }],
};
const boundaries: Boundaries = {
  refusedActivities: ['Ice cube tease'],
  hardBoundaries: ['fire', 'custom: glitter'],
  avoidCategories: ['Outdoors'],
  maxLevel: 'Adventurous',
};

const GOOD = 'Invite Avery’s partner to pick the song, then dance slowly in the living room.';

const content = (log?: WarnLog) =>
  openAiContent(server, { apiKey: 'sk-test-velvet-coach', timeoutMs: TIMEOUT_MS }, log);

type Body = { model: string; messages: { role: string; content: string }[] };

describe('the OpenAI-compatible coach', () => {
  it('answers the chat from the conversation, told the rules and only what both welcomed', async () => {
    server.reply({ content: `**Great idea!**\n\n${GOOD}\n\n\n- Ask first.` });
    const answer = await content().coachReply(chat, boundaries);
    expect(answer).toEqual({
      text: `Great idea!\n\n${GOOD}\n\nAsk first.`,
      engine: 'openai-compatible',
      safety: false,
    });
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body as Body;
    expect(body.model).toBe(TEST_MODEL);
    const [system, ...conversation] = body.messages;
    expect(system!.role).toBe('system');
    expect(system!.content).toMatch(/entertainment only/);
    expect(system!.content).toMatch(/not a therapist/);
    expect(system!.content).toMatch(/Consent comes first/);
    expect(system!.content).toMatch(/non-graphic/);
    expect(system!.content).toContain('"allowedLevels":["Vanilla","Playful"]');
    expect(system!.content).toContain('Slow dancing at home');
    expect(conversation).toEqual(chat.messages);
    // Refusals, boundaries and the welcomed activities they rule out never leave the server.
    expect(JSON.stringify(body)).not.toMatch(/ice cube|glitter|fire|picnic|outdoors/i);
  });

  it('adds the disclaimer to the first answer of a chat', async () => {
    server.reply({ content: GOOD });
    const first = { ...chat, messages: [chat.messages[2]!] };
    expect((await content().coachReply(first, boundaries)).text).toBe(
      `${COACH_DISCLAIMER}\n\n${GOOD}`,
    );
  });

  it('asks session questions and summaries from the activity and the previous answers', async () => {
    server.reply({ content: '  What song would you choose?  ' });
    expect(await content().coachQuestion(session, boundaries)).toEqual({
      text: 'What song would you choose?',
      engine: 'openai-compatible',
      safety: false,
    });
    server.reply({ content: '# Summary\nYou explored slow dancing.\n\n* Talk about your song.' });
    expect((await content().coachSessionSummary(session, boundaries)).text).toBe(
      'Summary\nYou explored slow dancing.\nTalk about your song.',
    );
    for (const request of server.requests) {
      const body = request.body as Body;
      expect(body.messages[0]!.content).toMatch(/not a therapist/);
      expect(JSON.parse(body.messages[1]!.content)).toEqual({
        activity: 'Slow dancing at home',
        category: 'Affection & Touch',
        allowedLevels: ['Vanilla', 'Playful', 'Adventurous'],
        previousQuestionsAndAnswers: session.previous,
      });
    }
  });

  it('falls back to the built-in coach when the answer touches a boundary', async () => {
    for (const reply of [
      'Light a candle and dance.',
      'Throw some GLITTER around.',
      'Try an ice-cube tease.',
      'Take your partner on a picnic in the park.',
    ]) {
      server.reply({ content: reply });
      const { warnings, log } = warningLog();
      const answers = [
        await content(log).coachReply(chat, boundaries),
        await content(log).coachQuestion(session, boundaries),
        await content(log).coachSessionSummary(session, boundaries),
      ];
      for (const answer of answers) expect(answer.engine, reply).toBe('built-in');
      expect(warnings).toHaveLength(3);
    }
  });

  it('falls back to the built-in coach on a timeout, an error or an empty answer', async () => {
    const expected = await builtInOnlyContent().coachReply(chat, boundaries);
    const replies: (() => void)[] = [
      () => server.reply({ content: GOOD, delayMs: TIMEOUT_MS * 3 }),
      () => server.reply(ENDPOINT_DOWN),
      () => server.reply({ content: '' }),
      () => server.reply({ content: '***' }),
      () => server.reply({ content: 'Dance. '.repeat(400) }),
    ];
    await expectEachFallsBack(
      replies,
      () => content().coachReply(chat, boundaries),
      expected,
      TIMEOUT_MS,
    );
  });
});
