import { describe, expect, it } from 'vitest';
import type { JourneyLevel } from '@shared/domain/journey';
import type { Boundaries, GeneratedQuickTask, QuickTaskInput } from './engine';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { prng, type Random } from './testing/boundary-check';
import { runGuarded } from './testing/guarded-run';
import { randomQuickTaskCouple, unrulyEngine, violation } from './testing/quick-task-requests';
import { levelCap, NAMES } from './testing/random-couple';

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
