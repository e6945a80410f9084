import { describe, expect, it } from 'vitest';
import type {
  Boundaries,
  DailyChallengeInput,
  QuickTaskInput,
} from '../../src/server/content/engine';
import {
  builtInOnlyContent,
  ENDPOINT_DOWN,
  expectEachTurnedDown,
  openAiContent,
  TEST_MODEL,
  useChatCompletionsServer,
  type WarnLog,
} from '../support/server/openai-content';

const API_KEY = 'sk-test-velvet-quick-task';

const server = useChatCompletionsServer();

const input: QuickTaskInput = {
  coupleId: '0b7c7c1e-5b1a-4f7e-9a51-2f4c1d0e8a11',
  level: 'Adventurous',
  welcomed: [
    {
      activity: 'Back massage',
      category: 'Massage & Relaxation',
      tags: ['massage'],
      match: 'Both Yes',
    },
    {
      activity: 'Slow dancing at home',
      category: 'Affection & Touch',
      tags: ['romance', 'music'],
      match: 'Yes/Maybe',
    },
  ],
  assigneeName: 'Avery',
  partnerName: 'Blake',
  seen: { templateIds: ['kissing-hello'], titles: ['A real hello'] },
};
const day: DailyChallengeInput = {
  coupleId: input.coupleId,
  date: '2025-03-01',
  level: 'Playful',
  welcomed: input.welcomed,
};
const boundaries: Boundaries = {
  refusedActivities: ['Ice cube tease'],
  hardBoundaries: ['pain', 'custom: glitter'],
  maxLevel: 'Adventurous',
};

const GOOD_TASK = {
  title: 'Slow dance, slow kiss',
  description: 'Avery, ask Blake for a slow dance at home and end it with a long kiss.',
  taskType: 'kissing',
  durationMinutes: 10,
  level: 'Playful',
  activityTags: ['romance', 'music'],
};
const GOOD_CHALLENGE = {
  title: 'Dance at home',
  description: 'Dance together in the kitchen to one song you both love.',
  taskType: 'challenge',
  durationMinutes: 5,
  level: 'Vanilla',
};

const content = (log?: WarnLog) => openAiContent(server, { apiKey: API_KEY, timeoutMs: 1500 }, log);

describe('the OpenAI-compatible engine writes quick tasks', () => {
  it('uses a valid answer, and sends the level, welcomed activities, names and seen titles only', async () => {
    server.replyJson(GOOD_TASK);
    const task = await content().quickTask(input, boundaries);
    expect(task).toEqual({
      ...GOOD_TASK,
      templateId: null,
      suggestedPoints: 15,
      newRound: false,
      engine: 'openai-compatible',
    });
    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]!.body as { model: string; messages: { content: string }[] };
    expect(body.model).toBe(TEST_MODEL);
    const sent = JSON.parse(body.messages[1]!.content);
    expect(sent).toEqual({
      allowedLevels: ['Vanilla', 'Playful', 'Adventurous'],
      welcomedActivities: input.welcomed.map(({ activity, category, match }) => ({
        activity,
        category,
        match,
      })),
      assignee: 'Avery',
      partner: 'Blake',
      titlesAlreadySeen: ['A real hello'],
    });
    expect(JSON.stringify(body)).not.toMatch(/ice cube|glitter|\bpain\b/i);
  });

  it('falls back to the built-in engine when the answer touches a boundary, is over the level or is invalid', async () => {
    await expectEachTurnedDown(
      server,
      [
        { ...GOOD_TASK, description: 'Avery, add a playful spank.' },
        { ...GOOD_TASK, activityTags: ['Glitter'] },
        { ...GOOD_TASK, title: 'Ice-cube teases' },
        { ...GOOD_TASK, level: 'Intense' },
        { ...GOOD_TASK, durationMinutes: 30 },
        { ...GOOD_TASK, taskType: 'dance' },
        { title: 'Only a title' },
      ],
      (log) => content(log).quickTask(input, boundaries),
      (task) => expect(task.templateId).not.toBeNull(),
    );
    server.reply(ENDPOINT_DOWN);
    expect((await content().quickTask(input, boundaries)).engine).toBe('built-in');
    server.reply({ content: 'not json' });
    expect((await content().quickTask(input, boundaries)).engine).toBe('built-in');
  });

  it('writes the daily challenge the same way', async () => {
    server.replyJson(GOOD_CHALLENGE);
    expect(await content().dailyChallenge(day, boundaries)).toEqual({
      ...GOOD_CHALLENGE,
      templateId: null,
      engine: 'openai-compatible',
    });
    server.replyJson({ ...GOOD_CHALLENGE, level: 'Adventurous' });
    const fallback = await content().dailyChallenge(day, boundaries);
    expect(fallback.engine).toBe('built-in');
    expect(fallback).toEqual(await builtInOnlyContent().dailyChallenge(day, boundaries));
  });
});
