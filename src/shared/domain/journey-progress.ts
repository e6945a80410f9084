import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from './journey';

/** Completed quick tasks that move the couple one level up (docs/journey-and-play.md). */
export const TASKS_PER_LEVEL = 5;

/**
 * The couple's current level: the starting level, one level higher per TASKS_PER_LEVEL
 * completed tasks, never above the desired level (so lowering the desired level caps it).
 */
export function currentLevelOf(
  startingLevel: JourneyLevel,
  desiredLevel: JourneyLevel,
  completedTasks: number,
): JourneyLevel {
  const steps = Math.floor(Math.max(0, completedTasks) / TASKS_PER_LEVEL);
  const rank = Math.min(levelRank(startingLevel) + steps, levelRank(desiredLevel));
  return JOURNEY_LEVELS[Math.max(rank, levelRank(startingLevel))] ?? startingLevel;
}

export interface LevelProgress {
  level: JourneyLevel;
  /** The level the couple is heading for next, or null at the desired level. */
  nextLevel: JourneyLevel | null;
  /** Completed tasks toward the next level (0 to TASKS_PER_LEVEL - 1). */
  done: number;
  percent: number;
  text: string;
}

/** How far the couple is from its next level, as the journey progress card shows it. */
export function levelProgressOf(
  startingLevel: JourneyLevel,
  desiredLevel: JourneyLevel,
  completedTasks: number,
): LevelProgress {
  const level = currentLevelOf(startingLevel, desiredLevel, completedTasks);
  if (levelRank(level) >= levelRank(desiredLevel)) {
    return {
      level,
      nextLevel: null,
      done: 0,
      percent: 100,
      text: `You have reached ${level}, your desired level.`,
    };
  }
  const nextLevel = JOURNEY_LEVELS[levelRank(level) + 1] as JourneyLevel;
  const done = Math.max(0, completedTasks) % TASKS_PER_LEVEL;
  return {
    level,
    nextLevel,
    done,
    percent: Math.round((done / TASKS_PER_LEVEL) * 100),
    text: `${done} of ${TASKS_PER_LEVEL} tasks to ${nextLevel}`,
  };
}
