import { describe, expect, it } from 'vitest';
import {
  HARD_BOUNDARY_OPTIONS,
  JOURNEY_LEVELS,
  levelRank,
  type JourneyLevel,
} from '@shared/domain/journey';
import { INTENT_OPTIONS, type AvoidCategory } from '@shared/domain/intent';
import { TASK_TYPES } from '@shared/domain/quicktasks';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { AVOID_CATEGORY_TERMS } from './avoid-category-terms';
import { HARD_BOUNDARY_TERMS } from './boundary-terms';
import { createBuiltInEngine } from './built-in-engine';
import { guardContent } from './create-engine';
import type {
  Boundaries,
  ContentEngine,
  GeneratedQuickTask,
  QuickTaskInput,
  WelcomedActivity,
} from './engine';
import { NoFittingContentError } from './no-fitting-content';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { prng, touchedBoundary, type Random } from './testing/boundary-check';

const ACTIVITIES: WelcomedActivity[] = ACTIVITY_CATEGORIES.flatMap((category) =>
  category.activities.map((a) => ({
    activity: a.name,
    category: category.name,
    tags: [...a.tags],
    match: 'Both Yes' as const,
  })),
);
const TEMPLATE_WORDS = [
  ...new Set(QUICK_TASK_TEMPLATES.flatMap((t) => t.description.split(/[^a-z]+/i))),
]
  .filter((w) => w.length > 3)
  .sort();
const RANDOM_WORDS = ['zebra', 'glitter', 'velcro', 'tuba', 'quartz', 'ferns', 'accordion'];
const NAMES = ['Robin', 'Sam', 'Alex', 'Jordan', 'Noor', 'Kai', 'Mei', 'Ade', 'Taylor', 'Rin'];

/**
 * A random couple: what both welcomed, what either refused, listed and custom boundaries
 * (custom ones often words the catalogue uses), avoid categories, the level asked for and,
 * mostly, a cap.
 */
function randomCouple(random: Random) {
  const pool = [...ACTIVITIES].sort(() => random.next() - 0.5);
  const split = random.int(pool.length);
  const welcomed = random.some(pool.slice(0, split), 0.5);
  const refused = random.some(pool.slice(split), 0.3).map((a) => a.activity);
  const custom = Array.from(
    { length: random.int(4) },
    () =>
      `custom: ${random.next() < 0.6 ? random.pick(TEMPLATE_WORDS) : random.pick(RANDOM_WORDS)}`,
  );
  const maxLevel = random.next() < 0.2 ? undefined : random.pick(JOURNEY_LEVELS);
  const boundaries: Boundaries = {
    refusedActivities: refused,
    hardBoundaries: [...random.some(HARD_BOUNDARY_OPTIONS, 0.3), ...custom],
    avoidCategories: random.some(INTENT_OPTIONS.avoidCategories, 0.25),
    ...(maxLevel ? { maxLevel } : {}),
  };
  return { welcomed, boundaries, maxLevel, level: random.pick(JOURNEY_LEVELS) };
}

/** The highest level the output may reach: the level asked for, under the guard's cap. */
const capOf = (level: JourneyLevel, maxLevel: JourneyLevel | undefined) =>
  maxLevel && levelRank(maxLevel) < levelRank(level) ? maxLevel : level;

/** What the checker reads of a generated task or challenge. */
type Checked = Pick<
  GeneratedQuickTask,
  'title' | 'description' | 'activityTags' | 'level' | 'durationMinutes' | 'taskType'
>;

function violation(task: Checked, boundaries: Boundaries, maxLevel: JourneyLevel) {
  const touched = touchedBoundary(
    [task.title, task.description, ...task.activityTags].join(' '),
    boundaries,
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
  return {
    name: 'unruly',
    coupleSummary: () => Promise.reject(new Error('unused')),
    async quickTask(input) {
      const task: GeneratedQuickTask = { ...(await builtIn.quickTask(input)), templateId: null };
      const b = boundaries();
      switch (random.int(8)) {
        case 0:
          if (b.refusedActivities.length)
            task.description += ` Try ${random.pick(b.refusedActivities)}.`;
          break;
        case 1: {
          const boundary = random.pick(b.hardBoundaries ?? ['pain']);
          const term = boundary.startsWith('custom: ')
            ? boundary.slice(8)
            : random
                .pick(HARD_BOUNDARY_TERMS[boundary as keyof typeof HARD_BOUNDARY_TERMS])
                .replace('*', 'ing');
          task.activityTags = [...task.activityTags, term.toUpperCase()];
          break;
        }
        case 6:
          if (b.avoidCategories?.length) {
            const category = random.pick(b.avoidCategories) as AvoidCategory;
            task.title += ` with ${random.pick(AVOID_CATEGORY_TERMS[category]).replace('*', 's')}`;
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
    },
    async dailyChallenge(input) {
      const task = await this.quickTask({
        ...input,
        assigneeName: 'you',
        partnerName: 'your partner',
        seen: { templateIds: [], titles: [] },
      });
      return { ...task, templateId: null };
    },
    adventure: () => Promise.reject(new Error('unused')),
    dare: () => Promise.reject(new Error('unused')),
    coachReply: () => Promise.reject(new Error('unused')),
    coachQuestion: () => Promise.reject(new Error('unused')),
    coachSessionSummary: () => Promise.reject(new Error('unused')),
  };
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
    let current: Boundaries = { refusedActivities: [] };
    const log = { warn: () => undefined };
    const plain = guardContent({ builtIn: createBuiltInEngine(), configured: null }, log as never);
    const unruly = guardContent(
      { builtIn: createBuiltInEngine(), configured: unrulyEngine(7, () => current) },
      log as never,
    );
    const started = Date.now();
    const failures: string[] = [];
    let generated = 0;
    let nothingFits = 0;
    const engines = new Map<string, number>();
    for (let i = 0; generated < 10_000; i++) {
      const couple = randomCouple(random);
      const { welcomed, maxLevel } = couple;
      current = couple.boundaries;
      const input: QuickTaskInput = {
        coupleId: `couple-${i}`,
        level: couple.level,
        welcomed,
        assigneeName: random.pick(NAMES),
        partnerName: random.pick(NAMES),
        seen: {
          templateIds: random.some(QUICK_TASK_TEMPLATES, random.next()).map((t) => t.id),
          titles: [],
        },
      };
      const content = i % 2 === 0 ? plain : unruly;
      try {
        const task = await content.quickTask(input, current);
        generated++;
        engines.set(task.engine, (engines.get(task.engine) ?? 0) + 1);
        const problem = violation(task, current, capOf(input.level, maxLevel));
        if (problem) failures.push(`couple ${i}: ${problem} in ${JSON.stringify(task)}`);
      } catch (error) {
        if (!(error instanceof NoFittingContentError)) throw error;
        nothingFits++;
      }
    }
    const seconds = (Date.now() - started) / 1000;
    console.info(
      `quick-task safety: ${generated} tasks, ${failures.length} violations, ${nothingFits} with nothing fitting, ${seconds.toFixed(1)} s`,
    );
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('unruly')).toBeGreaterThan(500);
    expect(engines.get('built-in')).toBeGreaterThan(5000);
  }, 60_000);
});

describe('daily challenges never cross a boundary', () => {
  it('holds for 3,000 guarded challenges over random couples', async () => {
    const random = prng(20251123);
    let current: Boundaries = { refusedActivities: [] };
    const log = { warn: () => undefined };
    const plain = guardContent({ builtIn: createBuiltInEngine(), configured: null }, log as never);
    const unruly = guardContent(
      { builtIn: createBuiltInEngine(), configured: unrulyEngine(11, () => current) },
      log as never,
    );
    const failures: string[] = [];
    let generated = 0;
    const engines = new Map<string, number>();
    for (let i = 0; generated < 3_000; i++) {
      const couple = randomCouple(random);
      current = couple.boundaries;
      const content = i % 2 === 0 ? plain : unruly;
      try {
        const { engine, ...challenge } = await content.dailyChallenge(
          {
            coupleId: `couple-${i}`,
            date: '2026-11-23',
            level: couple.level,
            welcomed: couple.welcomed,
          },
          current,
        );
        generated++;
        engines.set(engine, (engines.get(engine) ?? 0) + 1);
        const cap = capOf(couple.level, couple.maxLevel);
        const asTask = { ...challenge, activityTags: [], level: challenge.level ?? cap };
        const problem = violation(asTask, current, cap);
        if (problem) failures.push(`couple ${i}: ${problem} in ${JSON.stringify(challenge)}`);
      } catch (error) {
        if (!(error instanceof NoFittingContentError)) throw error;
      }
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(engines.get('unruly')).toBeGreaterThan(100);
    expect(engines.get('built-in')).toBeGreaterThan(1500);
  }, 60_000);
});
