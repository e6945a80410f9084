import { eq, sum } from 'drizzle-orm';
import type { CoupleBadge, GamificationStats } from '@shared/api/gamification';
import { couples, scoreEvents } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { badgesOf } from './badges';
import { coupleStreaks } from './score';

/**
 * The couple's scoreboard (docs/journey-and-play.md): each partner's points, and the streaks
 * of calendar days, in the caller's time zone, with at least one completion.
 */
export function createGamificationService(deps: Pick<ModuleDeps, 'db' | 'now'>) {
  const { db, now } = deps;

  /** Each player's points in the couple, in one read. */
  async function scores(coupleId: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ playerId: scoreEvents.playerId, total: sum(scoreEvents.points) })
      .from(scoreEvents)
      .where(eq(scoreEvents.coupleId, coupleId))
      .groupBy(scoreEvents.playerId);
    return new Map(rows.map((row) => [row.playerId, Number(row.total ?? 0)]));
  }

  async function coupleExists(coupleId: string): Promise<void> {
    const [couple] = await db
      .select({ id: couples.id })
      .from(couples)
      .where(eq(couples.id, coupleId));
    if (!couple) throw notFound();
  }

  return {
    /** The catalogue's badges, earned (with the time) or still to earn. */
    async badges(coupleId: string): Promise<{ badges: CoupleBadge[] }> {
      await coupleExists(coupleId);
      return { badges: await badgesOf(db, coupleId) };
    },

    async stats(coupleId: string, timeZone: string): Promise<GamificationStats> {
      const [couple] = await db.select().from(couples).where(eq(couples.id, coupleId));
      if (!couple) throw notFound();
      const [points, streaks] = await Promise.all([
        scores(coupleId),
        coupleStreaks(db, coupleId, timeZone, now()),
      ]);
      const scoreOf = (playerId: string | null) => (playerId ? (points.get(playerId) ?? 0) : 0);
      return {
        player1Score: scoreOf(couple.player1Id),
        player2Score: scoreOf(couple.player2Id),
        ...streaks,
      };
    },
  };
}

export type GamificationService = ReturnType<typeof createGamificationService>;
