import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { players, signInFailures, systemUsers } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { tooManyRequests } from '../../lib/http-error';
import { failedSignInsEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';

/**
 * Failed sign-ins per target account (docs/rate-limits.md). The address budget stops one
 * client; this stops many clients guessing at one account. After a few failures in a row,
 * the email is paused for a while that doubles with every further failure, whoever tries
 * and from wherever; the owner is told by email. Kept in PostgreSQL, so every node counts
 * the same failures and a restart forgets none.
 */

/** Failures in a row before the first pause. */
export const FREE_FAILURES = 5;
/** The first pause; each failure after it doubles the pause, up to MAX_PAUSE_SECONDS. */
export const FIRST_PAUSE_SECONDS = 30;
export const MAX_PAUSE_SECONDS = 3600;
/** A count left this long without a failure starts over. */
const STALE_AFTER_MS = 24 * 3600_000;
/** The owner hears about failures at most this often. */
const TELL_OWNER_EVERY_MS = 24 * 3600_000;

export type SignInKind = 'player' | 'staff';

/** How an email is kept in the count: a digest of it in lower case, never the address. */
export const emailDigestOf = (email: string) =>
  crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The pause after `failures` failures in a row, in seconds (none before FREE_FAILURES). */
export function pauseSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_PAUSE_SECONDS, FIRST_PAUSE_SECONDS * 2 ** (failures - FREE_FAILURES));
}

/** Whole minutes, never "0": what a person can act on. */
const waitText = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

export const pausedMessage = (seconds: number) =>
  `Too many failed sign-ins to this account. Please wait ${waitText(seconds)} and try again.`;

export type SignInGuard = ReturnType<typeof createSignInGuard>;

export function createSignInGuard(
  deps: Pick<ModuleDeps, 'db' | 'mailer' | 'publicUrl' | 'log' | 'now'>,
) {
  const { db } = deps;

  /** The account's owner, told once the email is first paused (and not more than daily). */
  async function tellOwner(kind: SignInKind, email: string, failures: number) {
    const table = kind === 'player' ? players : systemUsers;
    const [owner] = await db
      .select({ email: table.email })
      .from(table)
      .where(sql`lower(${table.email}) = ${email}`);
    if (!owner) return;
    const link = `${deps.publicUrl}${kind === 'player' ? '/login' : '/admin/login'}`;
    await deps.mailer.enqueue(db, failedSignInsEmail(owner.email, failures, link));
  }

  /**
   * Counts an attempt before its password is checked, so attempts made at the same instant
   * cannot all slip in before the first failure is written; a success clears the count. A
   * paused email is refused (429) without its password being checked, and the refusal does
   * not lengthen the pause: the owner signs in as soon as it ends.
   */
  async function admit(kind: SignInKind, email: string) {
    const now = deps.now();
    const digest = emailDigestOf(email);
    const counted = await inTransaction(db, async (tx) => {
      await tx
        .insert(signInFailures)
        .values({ kind, emailDigest: digest, failures: 0, lastFailedAt: now })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.kind, kind), eq(signInFailures.emailDigest, digest)))
        .for('update');
      if (!row) throw new Error('The sign-in count was not kept.');
      if (row.blockedUntil && row.blockedUntil > now)
        return { pausedUntil: row.blockedUntil, failures: row.failures, tell: false };
      const stale = now.getTime() - row.lastFailedAt.getTime() > STALE_AFTER_MS;
      const failures = (stale ? 0 : row.failures) + 1;
      const pause = pauseSeconds(failures);
      const toldLately =
        row.ownerToldAt !== null && now.getTime() - row.ownerToldAt.getTime() < TELL_OWNER_EVERY_MS;
      const tell = pause > 0 && !toldLately;
      await tx
        .update(signInFailures)
        .set({
          failures,
          lastFailedAt: now,
          blockedUntil: pause > 0 ? new Date(now.getTime() + pause * 1000) : null,
          ...(tell ? { ownerToldAt: now } : {}),
        })
        .where(and(eq(signInFailures.kind, kind), eq(signInFailures.emailDigest, digest)));
      return { pausedUntil: null, failures, tell };
    });
    if (counted.pausedUntil) {
      const seconds = Math.ceil((counted.pausedUntil.getTime() - now.getTime()) / 1000);
      throw tooManyRequests(pausedMessage(seconds), seconds);
    }
    return counted;
  }

  return {
    /**
     * Runs `signIn` (which checks the password and throws when it is wrong) under the email's
     * count of failures.
     */
    async attempt<T>(kind: SignInKind, typedEmail: string, signIn: () => Promise<T>): Promise<T> {
      const email = typedEmail.trim().toLowerCase();
      const { failures, tell } = await admit(kind, email);
      let result: T;
      try {
        result = await signIn();
      } catch (error) {
        if (tell) {
          void tellOwner(kind, email, failures).catch((mailError: unknown) =>
            deps.log.warn({ err: mailError }, 'failed sign-ins email not sent'),
          );
        }
        throw error;
      }
      const digest = emailDigestOf(email);
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.kind, kind), eq(signInFailures.emailDigest, digest)));
      return result;
    },
  };
}
