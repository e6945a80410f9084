import { and, asc, count, eq } from 'drizzle-orm';
import { currentLevelOf } from '@shared/domain/journey-progress';
import type { JourneyLevel } from '@shared/domain/journey';
import type { Executor } from '../../db/client';
import { playerOrUnauthorized } from '../couples/membership';
import { couples, hardBoundaries, journeys, players, quickTasks } from '../../db/schema';

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

/** One partner's own boundaries in the couple, sorted. */
export async function ownBoundaries(executor: Executor, coupleId: string, playerId: string) {
  const rows = await executor
    .select({ boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(and(eq(hardBoundaries.coupleId, coupleId), eq(hardBoundaries.playerId, playerId)))
    .orderBy(asc(hardBoundaries.boundary));
  return rows.map((row) => row.boundary);
}

/**
 * Both partners' boundaries together, for the boundary guard only: sorted and without who
 * set which, since no answer may tell a partner the other's boundaries.
 */
export async function coupleBoundaries(executor: Executor, coupleId: string): Promise<string[]> {
  const rows = await executor
    .selectDistinct({ boundary: hardBoundaries.boundary })
    .from(hardBoundaries)
    .where(eq(hardBoundaries.coupleId, coupleId));
  return rows.map((row) => row.boundary).sort();
}

export interface CoupleMembers {
  id: string;
  player1: { id: string; displayName: string };
  player2: { id: string; displayName: string } | null;
}

/** The couple's partners, or null when the couple is unknown. */
export async function coupleMembers(
  executor: Executor,
  coupleId: string,
): Promise<CoupleMembers | null> {
  const [couple] = await executor.select().from(couples).where(eq(couples.id, coupleId));
  if (!couple) return null;
  const rows = await executor
    .select({ id: players.id, displayName: players.displayName })
    .from(players)
    .where(eq(players.coupleId, coupleId));
  const find = (id: string | null) => rows.find((row) => row.id === id) ?? null;
  const player1 = find(couple.player1Id);
  if (!player1) return null;
  return { id: couple.id, player1, player2: find(couple.player2Id) };
}

/**
 * Whether the caller belongs to the couple now (an ended couple has no members); a token of
 * a player who is gone gets 401.
 */
export async function isMemberOf(executor: Executor, callerId: string, coupleId: string) {
  const { coupleId: own } = await playerOrUnauthorized(executor, callerId);
  return Boolean(own && own === coupleId.toLowerCase());
}
