import { and, eq, gt, isNull } from 'drizzle-orm';
import { EMAIL_VERIFICATION_MESSAGES, VERIFICATION_TOKEN_TTL_HOURS } from '@shared/domain/accounts';
import type { Executor } from '../../db/client';
import { emailVerificationTokens, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { badRequest, unauthorized } from '../../lib/http-error';
import { emailVerificationEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';
import { markPlayersChanged } from '../notifications';
import { hashResetToken, newResetToken } from '../../lib/link-tokens';

type PlayerRow = typeof players.$inferSelect;

/** Proving a player owns their email: a single-use link, sent at sign-up and on request. */
export function createEmailVerification(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'publicUrl' | 'now'>,
) {
  const { db } = deps;

  /** Voids the player's earlier links and writes a new one to the outbox, sent after the commit. */
  async function issueLink(executor: Executor, player: PlayerRow): Promise<void> {
    const now = deps.now();
    await executor
      .update(emailVerificationTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(emailVerificationTokens.playerId, player.id),
          isNull(emailVerificationTokens.usedAt),
        ),
      );
    const { token, hash } = newResetToken();
    await executor.insert(emailVerificationTokens).values({
      playerId: player.id,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_HOURS * 3600_000),
    });
    const link = `${deps.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await deps.mailer.enqueue(
      executor,
      emailVerificationEmail(player.email, player.displayName, link),
    );
  }

  return {
    issueLink,

    async verifyEmail(token: string) {
      const now = deps.now();
      const outcome = await inTransaction(db, async (tx) => {
        const [used] = await tx
          .update(emailVerificationTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(emailVerificationTokens.tokenHash, hashResetToken(token)),
              isNull(emailVerificationTokens.usedAt),
              gt(emailVerificationTokens.expiresAt, now),
            ),
          )
          .returning({ playerId: emailVerificationTokens.playerId });
        if (!used) return 'invalid' as const;
        await tx
          .update(players)
          .set({ emailVerifiedAt: now })
          .where(and(eq(players.id, used.playerId), isNull(players.emailVerifiedAt)));
        // The player's open screens learn of it on their next poll.
        await markPlayersChanged(tx, [used.playerId]);
        return 'verified' as const;
      });
      if (outcome === 'invalid') throw badRequest(EMAIL_VERIFICATION_MESSAGES.invalid);
      return { message: EMAIL_VERIFICATION_MESSAGES.verified };
    },

    async resendVerification(playerId: string) {
      const [row] = await db.select().from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      if (row.emailVerifiedAt) return { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified };
      await inTransaction(db, (tx) => issueLink(tx, row));
      return { message: EMAIL_VERIFICATION_MESSAGES.sent };
    },
  };
}
