import { eq, sql } from 'drizzle-orm';
import type { LoginResponse, PlayerTokenClaims } from '@shared/api/accounts';
import { SESSION_MAX_AGE_DAYS, SESSION_MESSAGES } from '@shared/domain/accounts';
import type { Executor } from '../../db/client';
import { players } from '../../db/schema';
import { unauthorized } from '../../lib/http-error';
import { coupleClaims } from '../couples';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications';

type PlayerRow = typeof players.$inferSelect;

const SESSION_MAX_AGE_SECONDS = SESSION_MAX_AGE_DAYS * 24 * 3600;

/**
 * Player sessions: a token names the session version it was issued under and when the player
 * signed in. Bumping the version ends every earlier token (the auth plugin compares it on each
 * call); refreshing keeps the sign-in time, so no session outlives SESSION_MAX_AGE_DAYS.
 */
export function createSessions(
  deps: Pick<ModuleDeps, 'db' | 'signToken' | 'tokenTtlSeconds' | 'now'>,
) {
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);

  /** A token for the player as they are now: their couple, their session version. */
  async function issue(
    executor: Executor,
    row: PlayerRow,
    sessionStartedAt = nowSeconds(),
  ): Promise<LoginResponse> {
    const remaining = sessionStartedAt + SESSION_MAX_AGE_SECONDS - nowSeconds();
    if (remaining <= 0) throw unauthorized(SESSION_MESSAGES.tooOld);
    const couple = await coupleClaims(executor, row.coupleId);
    const token = deps.signToken(
      {
        sub: row.id,
        email: row.email,
        displayName: row.displayName,
        ...couple,
        sessionVersion: row.sessionVersion,
        sessionStartedAt,
      },
      Math.min(deps.tokenTtlSeconds, remaining),
    );
    return {
      token,
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      coupleId: couple.coupleId,
      emailVerified: row.emailVerifiedAt !== null,
    };
  }

  /** Ends every token the player holds; returns the row with its new version. */
  async function revokeAll(executor: Executor, playerId: string): Promise<PlayerRow> {
    const [row] = await executor
      .update(players)
      .set({ sessionVersion: sql`${players.sessionVersion} + 1` })
      .where(eq(players.id, playerId))
      .returning();
    if (!row) throw unauthorized();
    // Every node forgets what it knew of this player, so no node accepts an old token.
    await markPlayersChanged(executor, [playerId]);
    return row;
  }

  return {
    issue,
    revokeAll,

    /**
     * A fresh token for the caller's session, reflecting their couple now. The auth plugin has
     * already refused a revoked token; the sign-in time carries over, so the 30 days hold.
     */
    async refresh(caller: PlayerTokenClaims): Promise<LoginResponse> {
      const [row] = await deps.db.select().from(players).where(eq(players.id, caller.sub));
      if (!row) throw unauthorized();
      return issue(deps.db, row, caller.sessionStartedAt);
    },

    async logout(playerId: string) {
      await revokeAll(deps.db, playerId);
      return { message: SESSION_MESSAGES.signedOut };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
