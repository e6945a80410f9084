import { describe, expect, it } from 'vitest';
import { createBuiltInEngine } from './built-in-engine';
import { guardContent } from './create-engine';
import type {
  Boundaries,
  ContentEngine,
  DailyChallengeInput,
  GeneratedChallenge,
  GeneratedQuickTask,
  QuickTaskInput,
} from './engine';
import { NO_CHALLENGE_FITS, NO_QUICK_TASK_FITS, NoFittingContentError } from './no-fitting-content';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';
import { fakeEngine } from './testing/fake-engine';

const input: QuickTaskInput = {
  coupleId: 'c1',
  level: 'Intense',
  welcomed: [
    {
      activity: 'Back massage',
      category: 'Massage & Relaxation',
      tags: ['massage'],
      match: 'Both Yes',
    },
    {
      activity: 'Candlelit dinner at home',
      category: 'Romance & Dates',
      tags: ['romance', 'dates'],
      match: 'Both Yes',
    },
  ],
  assigneeName: 'Robin',
  partnerName: 'Sam',
  seen: { templateIds: [], titles: [] },
};
const day: DailyChallengeInput = {
  coupleId: 'c1',
  date: '2025-03-01',
  level: 'Intense',
  welcomed: input.welcomed,
};

const remoteTask: GeneratedQuickTask = {
  templateId: null,
  title: 'Sunset kisses',
  description: 'Robin, kiss Sam slowly while the sun goes down.',
  taskType: 'kissing',
  durationMinutes: 10,
  suggestedPoints: 15,
  level: 'Playful',
  activityTags: ['kissing'],
  newRound: false,
};
const remoteChallenge: GeneratedChallenge = {
  title: 'Sunset kisses',
  description: 'Kiss slowly while the sun goes down.',
  taskType: 'kissing',
  durationMinutes: 10,
  level: 'Playful',
};

const remote = (
  task: Partial<GeneratedQuickTask>,
  challenge: Partial<GeneratedChallenge> = {},
): ContentEngine =>
  fakeEngine({
    name: 'remote',
    quickTask: async () => ({ ...remoteTask, ...task }),
    dailyChallenge: async () => ({ ...remoteChallenge, ...challenge }),
  });
const quiet = { warn: () => undefined } as never;
const builtIn = createBuiltInEngine();

describe('guarded quick tasks', () => {
  it('uses the configured engine while its task is valid and within the boundaries', async () => {
    const content = guardContent({ builtIn, configured: remote({}) }, quiet);
    expect(await content.quickTask(input, { refusedActivities: [], maxLevel: 'Playful' })).toEqual({
      ...remoteTask,
      engine: 'remote',
    });
    expect((await content.dailyChallenge(day, { refusedActivities: [] })).engine).toBe('remote');
  });

  it('falls back to the built-in engine for touching, over-level or invalid answers', async () => {
    for (const [task, boundaries] of [
      [
        { description: 'Robin, add a little spanking.' },
        { refusedActivities: [], hardBoundaries: ['pain'] },
      ],
      [
        { activityTags: ['sunset'] },
        { refusedActivities: [], hardBoundaries: ['custom: sunsets'] },
      ],
      [{ title: 'Back Massages' }, { refusedActivities: ['Back massage'] }],
      [
        { description: 'Robin, pour Sam a glass of wine.' },
        { refusedActivities: [], avoidCategories: ['Alcohol'] },
      ],
      [{ level: 'Intense' }, { refusedActivities: [], maxLevel: 'Adventurous' }],
      [{ durationMinutes: 20 }, { refusedActivities: [] }],
      [{ taskType: 'other' }, { refusedActivities: [] }],
    ] as [Record<string, unknown>, Boundaries][]) {
      const content = guardContent({ builtIn, configured: remote(task as never) }, quiet);
      const result = await content.quickTask(input, boundaries);
      expect(result.engine, JSON.stringify(task)).toBe('built-in');
    }
    const content = guardContent({ builtIn, configured: remote({}, { level: 'Intense' }) }, quiet);
    expect(
      (await content.dailyChallenge(day, { refusedActivities: [], maxLevel: 'Vanilla' })).engine,
    ).toBe('built-in');
  });

  it('never builds a built-in task on a welcomed activity that touches a boundary', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    for (let i = 0; i < 40; i++) {
      const task = await content.quickTask(
        { ...input, coupleId: `c${i}` },
        { refusedActivities: [], hardBoundaries: ['fire'] },
      );
      expect(task.description).not.toMatch(/candle/i);
    }
  });

  it('never gives a built-in task written for a welcomed activity in an avoid category', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    const stargazing = {
      activity: 'Stargazing together',
      key: 'stargazing',
      category: 'Romance & Dates',
      tags: ['romance', 'outdoors'],
      match: 'Both Yes' as const,
    };
    const request = { ...input, welcomed: [stargazing] };
    /** Every task one round offers the couple, asked for one after another. */
    const round = async (boundaries: Boundaries) => {
      const given: GeneratedQuickTask[] = [];
      for (;;) {
        const seen = { templateIds: given.map((t) => t.templateId!), titles: [] };
        const task = await content.quickTask({ ...request, seen }, boundaries);
        if (task.newRound) return given;
        given.push(task);
      }
    };
    const open = await round({ refusedActivities: [] });
    expect(open.some((t) => t.templateId === 'challenge-stargazing')).toBe(true);
    const avoided = await round({ refusedActivities: [], avoidCategories: ['Outdoors'] });
    expect(avoided.length).toBeGreaterThan(0);
    for (const task of avoided) expect(task.description).not.toMatch(/outdoors|stars/i);
  });

  it('skips refused built-in templates, then starts a new round, then gives up with a 409', async () => {
    const content = guardContent({ builtIn, configured: null }, quiet);
    const keep = QUICK_TASK_TEMPLATES.find((t) => t.id === 'kissing-hello')!;
    const others = QUICK_TASK_TEMPLATES.filter((t) => t.id !== keep.id && !t.requires?.length);
    const refused = others.map((t) => t.title);
    const fresh = await content.quickTask(
      { ...input, welcomed: [] },
      { refusedActivities: refused },
    );
    expect(fresh).toMatchObject({ templateId: keep.id, newRound: false });
    const again = await content.quickTask(
      { ...input, welcomed: [], seen: { templateIds: [keep.id], titles: [] } },
      { refusedActivities: refused },
    );
    expect(again).toMatchObject({ templateId: keep.id, newRound: true });
    const none = content.quickTask(
      { ...input, welcomed: [] },
      { refusedActivities: ['custom'], hardBoundaries: ['custom: Sam'] },
    );
    await expect(none).rejects.toThrow(NoFittingContentError);
    await expect(none).rejects.toMatchObject({ statusCode: 409, message: NO_QUICK_TASK_FITS });
    const noChallenge = content.dailyChallenge(day, {
      refusedActivities: DAILY_CHALLENGES.map((t) => t.title),
    });
    await expect(noChallenge).rejects.toMatchObject({
      statusCode: 409,
      message: NO_CHALLENGE_FITS,
    });
  });
});
