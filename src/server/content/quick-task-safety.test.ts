import { describe, expect, it } from 'vitest';
import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';
import { TASK_TYPES } from '@shared/domain/quicktasks';
import { createBuiltInEngine } from './built-in-engine';
import type { Boundaries, ContentEngine, GeneratedQuickTask, QuickTaskInput } from './engine';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';
import { avoidCategoryWord, hardBoundaryWord } from './testing/boundary-leaks';
import { fakeEngine } from './testing/fake-engine';
import { runGuarded } from './testing/guarded-run';
import {
  catalogueWords,
  levelCap,
  NAMES,
  randomBoundaries,
  randomCouple,
  randomMaxLevel,
} from './testing/random-couple';

const TEMPLATE_WORDS = catalogueWords(QUICK_TASK_TEMPLATES.map((t) => t.description));

/**
 * A random couple: what both welcomed, what either refused, listed and custom boundaries
 * (custom ones often words the catalogue uses), avoid categories, the level asked for and,
 * mostly, a cap.
 */
function randomQuickTaskCouple(random: Random) {
  const couple = randomCouple(random, TEMPLATE_WORDS);
  const maxLevel = randomMaxLevel(random);
  const boundaries = randomBoundaries(random, couple, maxLevel);
  const welcomed = random.some(couple.welcomable, 0.5);
  return { welcomed, boundaries, maxLevel, level: random.pick(JOURNEY_LEVELS) };
}

/** A random couple and the quick task request one of them makes. */
function randomTaskRequest(random: Random, i: number) {
  const couple = randomQuickTaskCouple(random);
  const input: QuickTaskInput = {
    coupleId: `couple-${i}`,
    level: couple.level,
    welcomed: couple.welcomed,
    assigneeName: random.pick(NAMES),
    partnerName: random.pick(NAMES),
    seen: {
      templateIds: random.some(QUICK_TASK_TEMPLATES, random.next()).map((t) => t.id),
      titles: [],
    },
  };
  return { ...couple, input };
}

/** What the checker reads of a generated task or challenge. */
type Checked = Pick<
  GeneratedQuickTask,
  'title' | 'description' | 'activityTags' | 'level' | 'durationMinutes' | 'taskType'
> & { templateId?: string | null };

function violation(task: Checked, boundaries: Boundaries, maxLevel: JourneyLevel) {
  const touched = touchedBoundary(
    [task.title, task.description, ...task.activityTags].join(' '),
    boundaries,
    task.templateId,
  );
  if (touched) return touched;
  if (levelRank(task.level) > levelRank(maxLevel)) return `level ${task.level}`;
  if (!(task.durationMinutes >= 5 && task.durationMinutes <= 15)) return 'duration';
  if (!Number.isInteger(task.durationMinutes)) return 'duration';
  if (!(TASK_TYPES as readonly string[]).includes(task.taskType)) return 'type';
  return null;
}

/** A configured engine that often misbehaves: boundary words, levels too high, broken shapes. */
function unrulyEngine(seed: number, boundaries: () => Boundaries): ContentEngine {
  const random = prng(seed);
  const builtIn = createBuiltInEngine();
  const quickTask: ContentEngine['quickTask'] = async (input) => {
    const task: GeneratedQuickTask = { ...(await builtIn.quickTask(input)), templateId: null };
    const b = boundaries();
    switch (random.int(8)) {
      case 0:
        if (b.refusedActivities.length)
          task.description += ` Try ${random.pick(b.refusedActivities)}.`;
        break;
      case 1: {
        const term = hardBoundaryWord(random, random.pick(b.hardBoundaries ?? ['pain']));
        task.activityTags = [...task.activityTags, term.toUpperCase()];
        break;
      }
      case 6:
        if (b.avoidCategories?.length) {
          const category = random.pick(b.avoidCategories);
          task.title += ` with ${avoidCategoryWord(random, category)}`;
        }
        break;
      case 2:
        task.level = random.pick(JOURNEY_LEVELS);
        break;
      case 3:
        task.durationMinutes = random.pick([0, 4, 16, 30, 7.5]);
        break;
      case 4:
        (task as { taskType: string }).taskType = 'something-else';
        break;
      case 5:
        throw new Error('unavailable');
      default:
        break;
    }
    return task;
  };
  return fakeEngine({
    name: 'unruly',
    quickTask,
    async dailyChallenge(input) {
      const task = await quickTask({
        ...input,
        assigneeName: 'you',
        partnerName: 'your partner',
        seen: { templateIds: [], titles: [] },
      });
      return { ...task, templateId: null };
    },
  });
}

describe('quick tasks never cross a boundary', () => {
  it('has a checker that sees what it must', () => {
    const task = {
      title: 'Role-play night',
      description: 'A few spankings, then a candlelit bath.',
      activityTags: ['Zebra'],
      level: 'Playful',
      durationMinutes: 10,
      taskType: 'teasing',
    } as GeneratedQuickTask;
    const check = (boundaries: Boundaries, cap: JourneyLevel = 'Intense') =>
      violation(task, boundaries, cap);
    expect(check({ refusedActivities: ['role play nights'] })).toMatch(/refused/);
    expect(check({ refusedActivities: [], hardBoundaries: ['pain'] })).toMatch(/pain/);
    expect(check({ refusedActivities: [], hardBoundaries: ['fire'] })).toMatch(/fire/);
    expect(check({ refusedActivities: [], hardBoundaries: ['custom: zebras'] })).toMatch(/zebra/);
    expect(check({ refusedActivities: [] }, 'Vanilla')).toMatch(/level/);
    expect(check({ refusedActivities: [], avoidCategories: ['Role play'] })).toMatch(/Role play/);
    expect(check({ refusedActivities: [], avoidCategories: ['Outdoors'] })).toBeNull();
    expect(check({ refusedActivities: ['Bat'], hardBoundaries: ['custom: pan'] })).toBeNull();
  });

  it('holds for 10,000 guarded tasks over random couples', async () => {
    const random = prng(20250301);
    const { generated, failures, engines, nothingFits, seconds } = await runGuarded({
      answers: 10_000,
      request: (i) => randomTaskRequest(random, i),
      configured: (current) => unrulyEngine(7, () => current().boundaries),
      ask: (content, { input, boundaries }) => content.quickTask(input, boundaries),
      violation: (task, { input, boundaries, maxLevel }) =>
        violation(task, boundaries, levelCap(input.level, maxLevel)),
    });
    console.info(
      `quick-task safety: ${generated} tasks, ${failures.length} violations, ${nothingFits.length} with nothing fitting, ${seconds.toFixed(1)} s`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('unruly')).toBeGreaterThan(500);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 600_000);
});

describe('daily challenges never cross a boundary', () => {
  it('holds for 10,000 guarded challenges over random couples', async () => {
    const random = prng(20251123);
    const { generated, failures, engines, seconds } = await runGuarded({
      answers: 10_000,
      request: (i) => ({ ...randomQuickTaskCouple(random), coupleId: `couple-${i}` }),
      configured: (current) => unrulyEngine(11, () => current().boundaries),
      ask: (content, { coupleId, level, welcomed, boundaries }) =>
        content.dailyChallenge({ coupleId, date: '2026-11-23', level, welcomed }, boundaries),
      violation: ({ engine: _, ...challenge }, couple) => {
        const cap = levelCap(couple.level, couple.maxLevel);
        const asTask = { ...challenge, activityTags: [], level: challenge.level ?? cap };
        return violation(asTask, couple.boundaries, cap);
      },
    });
    console.info(
      `daily-challenge safety: ${generated} challenges, ${failures.length} violations, ${seconds.toFixed(1)} s`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('unruly')).toBeGreaterThan(100);
    expect(engines.get('built-in')).toBeGreaterThan(1500);
  }, 600_000);
});
