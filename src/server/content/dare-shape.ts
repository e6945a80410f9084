import { z } from 'zod';
import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';

/** The longest dare text shown: one or two sentences. */
export const DARE_TEXT_MAX_LENGTH = 400;

/** Every engine's dare must have this shape, whoever wrote it. */
const dareShape = z.object({
  templateId: z.string().min(1).nullable(),
  text: z.string().trim().min(1).max(DARE_TEXT_MAX_LENGTH),
  level: z.enum(JOURNEY_LEVELS),
});

/** Why an engine's dare cannot be used as it is, or null when its shape is valid. */
export function dareShapeProblem(dare: unknown, maxLevel: JourneyLevel): string | null {
  const parsed = dareShape.safeParse(dare);
  if (!parsed.success) return 'answered a dare of the wrong shape';
  return levelRank(parsed.data.level) > levelRank(maxLevel) ? 'answered above the level' : null;
}
