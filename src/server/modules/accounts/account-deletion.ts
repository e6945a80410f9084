import { and, eq, ne, or, sql } from 'drizzle-orm';
import { ACCOUNT_CONTROL_MESSAGES } from '@shared/domain/account-controls';
import type { Database } from '../../db/client';
import {
  coupleInvitations,
  outbox,
  players,
  signInFailures,
  supportMessages,
} from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { badRequest, conflict, HttpError, unauthorized } from '../../lib/http-error';
import { createCouplesService, lockPlayers } from '../couples';
import { forgetPlayerInLiveEvents } from '../notifications';
import type { ModuleDeps } from '../deps';
import { forgetNameInOthersRecords } from './former-partner-names';
import { verifyPassword } from './passwords';
import type { Sessions } from './sessions';
import { emailDigestOf } from './sign-in-guard';

/**
 * Deleting an account (docs/accounts.md), confirmed by its password. In one transaction: the
 * couple ends exactly as when the player ends it (the partner is told), every session ends, and
 * everything that names the player goes, but for the consent records (docs/consent.md), which
 * name only an email and are kept.
 */
export function createAccountDeletion(deps: ModuleDeps, sessions: Pick<Sessions, 'revokeAll'>) {
  const { db } = deps;

  /**
   * The couples module's own ending, run inside this transaction: handed the transaction as its
   * database, its own transaction becomes a savepoint of this one. So the account is never gone
   * with its couple still standing, nor the couple ended for an account that stays.
   */
  const endCoupleWithin = (tx: Tx, playerId: string, coupleId: string) =>
    createCouplesService({ ...deps, db: tx as unknown as Database }).endCouple(playerId, coupleId);

  /** What names the player outside the tables that go with their row. */
  async function forgetAddress(tx: Tx, playerId: string, email: string) {
    const address = email.toLowerCase();
    // Emails to or about the player (a notification's subject says what it was about).
    await tx
      .delete(outbox)
      .where(
        or(
          sql`lower(${outbox.recipient}) = ${address}`,
          sql`lower(${outbox.replyTo}) = ${address}`,
        ),
      );
    await tx
      .delete(supportMessages)
      .where(
        or(
          eq(supportMessages.playerId, playerId),
          sql`lower(${supportMessages.email}) = ${address}`,
        ),
      );
    // The count of failed sign-ins to the account.
    await tx
      .delete(signInFailures)
      .where(
        and(
          eq(signInFailures.kind, 'player'),
          eq(signInFailures.emailDigest, emailDigestOf(address)),
        ),
      );
    // Invitations that were answered or withdrawn; an open one stays with its sender's couple.
    await tx
      .delete(coupleInvitations)
      .where(
        and(
          sql`lower(${coupleInvitations.email}) = ${address}`,
          ne(coupleInvitations.status, 'open'),
        ),
      );
  }

  return {
    async deleteAccount(playerId: string, password: string) {
      const [row] = await db.select().from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      if (!(await verifyPassword(row.passwordHash, password)))
        throw badRequest(ACCOUNT_CONTROL_MESSAGES.wrongPassword);

      await inTransaction(db, async (tx) => {
        const [seen] = await tx
          .select({ coupleId: players.coupleId })
          .from(players)
          .where(eq(players.id, playerId));
        if (!seen) throw unauthorized();
        if (seen.coupleId) {
          // Ended by the partner a moment ago: nothing left to end, the check below says so.
          await endCoupleWithin(tx, playerId, seen.coupleId).catch((error: unknown) => {
            if (!(error instanceof HttpError && error.statusCode === 404)) throw error;
          });
        }
        const me = (await lockPlayers(tx, [playerId])).get(playerId);
        if (!me) throw unauthorized();
        // Joined a couple between the two reads: nothing is deleted, the player tries again.
        if (me.coupleId) throw conflict(ACCOUNT_CONTROL_MESSAGES.changedMeanwhile);
        // Every token ends with the account: the version is announced to every node at commit.
        await sessions.revokeAll(tx, playerId);
        await forgetAddress(tx, playerId, me.email);
        // The partner's side stays, and with it texts that named the player.
        await forgetNameInOthersRecords(tx, deps.cipher, playerId, row.displayName);
        // The recent live events that were to reach the player's screens.
        await forgetPlayerInLiveEvents(tx, playerId);
        // Answers, intent, boundaries, notifications, play, tokens and the couples the player
        // started go with the row (foreign keys); a couple they joined keeps its other player.
        await tx.delete(players).where(eq(players.id, playerId));
      });
      return { message: ACCOUNT_CONTROL_MESSAGES.deleted };
    },
  };
}
