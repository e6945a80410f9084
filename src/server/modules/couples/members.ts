import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { couples, players } from '../../db/schema';
import { playerOrUnauthorized } from './membership';

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
