import type { JourneyLevel } from '@shared/domain/journey';
import type { TaskType } from '@shared/domain/quicktasks';
import type { RequiredActivities } from '../required-activities';

/**
 * One quick task of the built-in catalogue, written whole. Its texts hold `{assignee}` and
 * `{partner}` for the players' names. The id never changes once shipped: the couple's history
 * of seen tasks refers to it.
 */
export interface QuickTaskTemplate {
  id: string;
  type: TaskType;
  level: JourneyLevel;
  durationMinutes: number;
  suggestedPoints: number;
  title: string;
  description: string;
  /** What the task is about, in the survey catalogue's tag words. */
  tags: readonly string[];
  /** The activities it is written for, both of which (all of which) the couple welcomed. */
  requires?: RequiredActivities;
}

const LEVEL_POINTS: Record<JourneyLevel, number> = {
  Vanilla: 5,
  Playful: 10,
  Adventurous: 15,
  Intense: 20,
};

/** Points grow with level and length: 5 for five Vanilla minutes, up to 30 for fifteen Intense. */
export const suggestedPoints = (level: JourneyLevel, durationMinutes: number) =>
  LEVEL_POINTS[level] + Math.max(0, Math.round(durationMinutes) - 5);

/** Builds one type's templates with the points worked out from level and length. */
export const templatesOf =
  (type: TaskType) =>
  (
    id: string,
    level: JourneyLevel,
    durationMinutes: number,
    title: string,
    description: string,
    extra: {
      tags?: readonly string[];
      requires?: RequiredActivities;
    } = {},
  ): QuickTaskTemplate => ({
    id,
    type,
    level,
    durationMinutes,
    suggestedPoints: suggestedPoints(level, durationMinutes),
    title,
    description,
    tags: extra.tags ?? [type],
    ...(extra.requires ? { requires: extra.requires } : {}),
  });
