import { z } from 'zod';
import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';
import { TASK_MAX_MINUTES, TASK_MIN_MINUTES, TASK_TYPES } from '@shared/domain/quicktasks';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The fields every engine's quick task or challenge must have, whoever wrote it. */
export const taskFields = {
  title: text(80),
  description: text(600),
  taskType: z.enum(TASK_TYPES),
  durationMinutes: z.number().int().min(TASK_MIN_MINUTES).max(TASK_MAX_MINUTES),
  level: z.enum(JOURNEY_LEVELS),
};

const quickTaskShape = z.object({
  ...taskFields,
  templateId: z.string().min(1).nullable(),
  suggestedPoints: z.number().int().min(0).max(100),
  activityTags: z.array(text(60)).max(12),
  newRound: z.boolean(),
});

const challengeShape = z.object({
  ...taskFields,
  templateId: z.string().min(1).nullish(),
  level: z.enum(JOURNEY_LEVELS).optional(),
});

/** Why an engine's quick task cannot be used as it is, or null when its shape is valid. */
export function quickTaskShapeProblem(task: unknown, maxLevel: JourneyLevel): string | null {
  const parsed = quickTaskShape.safeParse(task);
  if (!parsed.success) return 'answered a task of the wrong shape';
  return levelRank(parsed.data.level) > levelRank(maxLevel) ? 'answered above the level' : null;
}

/** Why an engine's daily challenge cannot be used, or null when its shape is valid. */
export function challengeShapeProblem(challenge: unknown, maxLevel: JourneyLevel): string | null {
  const parsed = challengeShape.safeParse(challenge);
  if (!parsed.success) return 'answered a challenge of the wrong shape';
  const level = parsed.data.level ?? maxLevel;
  return levelRank(level) > levelRank(maxLevel) ? 'answered above the level' : null;
}

/** The text of a task that the guard reads: everything the couple will see. */
export const taskText = (task: { title: string; description: string; activityTags?: string[] }) =>
  [task.title, task.description, ...(task.activityTags ?? [])].join('\n');
