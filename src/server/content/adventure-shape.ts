import { z } from 'zod';
import { TEASER_MAX_LENGTH } from '@shared/domain/adventures';
import { JOURNEY_LEVELS, levelRank, type JourneyLevel } from '@shared/domain/journey';
import type { GeneratedAdventure } from './engine';

export const ADVENTURE_MIN_MINUTES = 30;
export const ADVENTURE_MAX_MINUTES = 90;

const text = (max: number) => z.string().trim().min(1).max(max);

/** Every engine's adventure must have this shape, whoever wrote it. */
const adventureShape = z.object({
  templateId: z.string().min(1).nullable(),
  title: text(120),
  teaser: text(TEASER_MAX_LENGTH),
  preparationInstructions: text(1500),
  details: text(4000),
  summary: text(600),
  level: z.enum(JOURNEY_LEVELS),
  durationMinutes: z.number().int().min(ADVENTURE_MIN_MINUTES).max(ADVENTURE_MAX_MINUTES),
});

/** Why an engine's adventure cannot be used as it is, or null when its shape is valid. */
export function adventureShapeProblem(adventure: unknown, maxLevel: JourneyLevel): string | null {
  const parsed = adventureShape.safeParse(adventure);
  if (!parsed.success) return 'answered an adventure of the wrong shape';
  return levelRank(parsed.data.level) > levelRank(maxLevel) ? 'answered above the level' : null;
}

/** Every text of an adventure that someone will read: what the guard checks. */
export const adventureText = (adventure: GeneratedAdventure) =>
  [
    adventure.title,
    adventure.teaser,
    adventure.preparationInstructions,
    adventure.details,
    adventure.summary,
  ].join('\n');
