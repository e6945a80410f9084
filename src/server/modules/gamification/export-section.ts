import { asc, eq } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import type { Executor } from '../../db/client';
import { scoreEvents } from '../../db/schema';

/** The points the player earned, in every couple they have been in, oldest first. */
export async function exportedPoints(
  tx: Executor,
  playerId: string,
): Promise<AccountExport['play']['points']> {
  const points = await tx
    .select({
      coupleId: scoreEvents.coupleId,
      source: scoreEvents.source,
      points: scoreEvents.points,
      occurredAt: scoreEvents.occurredAt,
    })
    .from(scoreEvents)
    .where(eq(scoreEvents.playerId, playerId))
    .orderBy(asc(scoreEvents.occurredAt));
  return points.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}
