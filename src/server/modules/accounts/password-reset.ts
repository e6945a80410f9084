import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { RESET_TOKEN_TTL_MINUTES } from '@shared/domain/accounts';
import { passwordResetTokens, players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { unauthorized } from '../../lib/http-error';
import { passwordResetEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';
import { hashPassword } from './passwords';
import { findPlayerByEmail } from './queries';
import { hashResetToken, newResetToken } from '../../lib/link-tokens';
import type { Sessions } from './sessions';

const INVALID_RESET = 'Invalid or expired reset token.';
export const FORGOT_PASSWORD_REPLY =
  'If an account exists for that email, a password reset link is on its way.';

/** A reset link by email, and a new password through it. */
export function createPasswordResetService(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'publicUrl' | 'log'>,
  sessions: Pick<Sessions, 'revokeAll'>,
) {
  const { db } = deps;

  async function sendResetLink(email: string) {
    const row = await findPlayerByEmail(db, email);
    if (!row) return;
    const { token, hash } = newResetToken();
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(row.email)}`;
    await inTransaction(db, async (tx) => {
      await tx.insert(passwordResetTokens).values({
        playerId: row.id,
        tokenHash: hash,
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      await deps.mailer.enqueue(tx, passwordResetEmail(row.email, row.displayName, link));
    });
  }

  return {
    /**
     * Answers at once, the same for every email: looking the email up, making the token and
     * queueing the email all happen after the reply, so neither the answer nor its timing
     * tells whether the email has an account.
     */
    async forgotPassword(email: string) {
      setImmediate(() => {
        sendResetLink(email).catch((error: unknown) =>
          deps.log.warn({ err: error }, 'reset email not sent'),
        );
      });
      return { message: FORGOT_PASSWORD_REPLY };
    },

    async resetPassword(token: string, email: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, hashResetToken(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ playerId: passwordResetTokens.playerId });
        if (!used) throw unauthorized(INVALID_RESET);
        const [updated] = await tx
          .update(players)
          // The link reached the inbox, which proves the address as a verification link does.
          .set({ passwordHash, emailVerifiedAt: sql`coalesce(${players.emailVerifiedAt}, now())` })
          .where(and(eq(players.id, used.playerId), sql`lower(${players.email}) = ${email}`))
          .returning({ id: players.id });
        // Throwing rolls back the token's use too, so a wrong email does not burn the link.
        if (!updated) throw unauthorized(INVALID_RESET);
        // Whoever held a session (perhaps the reason for the reset) is signed out everywhere.
        await sessions.revokeAll(tx, updated.id);
        // Any other link still waiting for this account is void once the password changed.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(eq(passwordResetTokens.playerId, updated.id), isNull(passwordResetTokens.usedAt)),
          );
      });
      return { message: 'Your password has been reset. You can now sign in.' };
    },
  };
}
