import { describe, expect, it } from 'vitest';
import { prng } from './testing/boundary-check';
import { runGuarded } from './testing/guarded-run';
import { randomQuickTaskCouple, unrulyEngine, violation } from './testing/quick-task-requests';
import { levelCap } from './testing/random-couple';

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
