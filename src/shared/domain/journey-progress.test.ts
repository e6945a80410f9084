import { describe, expect, it } from 'vitest';
import { currentLevelOf, levelProgressOf, TASKS_PER_LEVEL } from './journey-progress';

describe('journey progress', () => {
  it('moves one level up per TASKS_PER_LEVEL completed tasks, up to the desired level', () => {
    expect(currentLevelOf('Vanilla', 'Intense', 0)).toBe('Vanilla');
    expect(currentLevelOf('Vanilla', 'Intense', TASKS_PER_LEVEL - 1)).toBe('Vanilla');
    expect(currentLevelOf('Vanilla', 'Intense', TASKS_PER_LEVEL)).toBe('Playful');
    expect(currentLevelOf('Vanilla', 'Intense', TASKS_PER_LEVEL * 10)).toBe('Intense');
    expect(currentLevelOf('Playful', 'Adventurous', TASKS_PER_LEVEL * 10)).toBe('Adventurous');
  });

  it('stays at the starting level when the desired level is the same', () => {
    expect(currentLevelOf('Playful', 'Playful', 40)).toBe('Playful');
  });

  it('counts the tasks toward the next level', () => {
    expect(levelProgressOf('Vanilla', 'Adventurous', TASKS_PER_LEVEL + 3)).toEqual({
      level: 'Playful',
      nextLevel: 'Adventurous',
      done: 3,
      percent: 60,
      text: `3 of ${TASKS_PER_LEVEL} tasks to Adventurous`,
    });
  });

  it('is complete at the desired level', () => {
    expect(levelProgressOf('Vanilla', 'Playful', TASKS_PER_LEVEL + 2)).toMatchObject({
      level: 'Playful',
      nextLevel: null,
      percent: 100,
      text: 'You have reached Playful, your desired level.',
    });
  });
});
