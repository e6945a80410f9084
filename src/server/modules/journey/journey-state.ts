import { and, count, eq } from 'drizzle-orm';
import { currentLevelOf } from '@shared/domain/journey-progress';
import type { JourneyLevel } from '@shared/domain/journey';
import type { Executor } from '../../db/client';
import { journeys, quickTasks } from '../../db/schema';

export type JourneyRow = typeof journeys.$inferSelect;

export interface JourneyState {
  journey: JourneyRow;
  completedTasks: number;
  /** Where the couple plays now: see currentLevelOf (docs/journey-and-play.md). */
  currentLevel: JourneyLevel;
}

/** The couple's journey with its current level, or null before it was set up. */
export async function journeyStateOf(
  executor: Executor,
  coupleId: string,
): Promise<JourneyState | null> {
  const [journey] = await executor.select().from(journeys).where(eq(journeys.coupleId, coupleId));
  if (!journey) return null;
  const [done] = await executor
    .select({ n: count() })
    .from(quickTasks)
    .where(and(eq(quickTasks.coupleId, coupleId), eq(quickTasks.status, 'completed')));
  const completedTasks = done?.n ?? 0;
  return {
    journey,
    completedTasks,
    currentLevel: currentLevelOf(journey.startingLevel, journey.desiredLevel, completedTasks),
  };
}
