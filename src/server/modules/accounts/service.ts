import { and, eq, sql } from 'drizzle-orm';
import type { LoginResponse, Player } from '@shared/api/accounts';
import { Gender } from '@shared/domain/accounts';
import { isUniqueViolation } from '../../db/pg-errors';
import { players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { conflict, forbidden, notFound, unauthorized } from '../../lib/http-error';
import { joinOnRegistration } from '../couples';
import type { ModuleDeps } from '../deps';
import { createAccountDeletion } from './account-deletion';
import { createConsentService } from './consent';
import { createDataExport } from './data-export';
import { createEmailVerification } from './email-verification';
import { createPasswordResetService } from './password-reset';
import { findPlayerByEmail } from './queries';
import { hashPassword, verifyPassword } from './passwords';
import { createSessions } from './sessions';
import { createSignInGuard } from './sign-in-guard';

export interface ProfileInput {
  nickname: string | null;
  gender: number;
  genderDescription: string | null;
}

export const LOOKUP_MESSAGES = {
  own: 'That is your own email.',
  partner: 'You are already connected with this partner.',
  connected: 'You are already connected with a partner.',
  open: 'An invitation can be sent to this email.',
} as const;

export interface RegisterInput {
  displayName: string;
  nickname: string | null;
  email: string;
  password: string;
  gender: number;
  genderDescription: string | null;
  pronouns: string | null;
  coupleId: string | null;
  /** The invitation link's token: with it, registering proves the email (docs/accounts.md). */
  inviteToken: string | null;
}

type PlayerRow = typeof players.$inferSelect;

/** A self-description is kept only with its choice: choosing another gender forgets it. */
const keptDescription = (input: { gender: number; genderDescription: string | null }) =>
  input.gender === Gender.SelfDescribed ? input.genderDescription : null;

const INVALID_CREDENTIALS = 'Invalid email or password.';
const CURRENT_PASSWORD_WRONG = 'Your current password is not correct.';

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    nickname: row.nickname,
    gender: row.gender,
    genderDescription: row.genderDescription,
    pronouns: row.pronouns,
    coupleProfileId: row.coupleId,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAccountsService(deps: ModuleDeps) {
  const { db } = deps;
  const consent = createConsentService(db);

  const sessions = createSessions(deps);
  const verification = createEmailVerification(deps);
  const signInGuard = createSignInGuard(deps);

  return {
    verifyAge: consent.verifyAge,
    agreeDisclaimer: consent.agreeDisclaimer,
    ...createPasswordResetService(deps, sessions),
    verifyEmail: verification.verifyEmail,
    resendVerification: verification.resendVerification,
    refreshSession: sessions.refresh,
    logout: sessions.logout,
    ...createDataExport(deps),
    ...createAccountDeletion(deps, sessions),

    async register(input: RegisterInput): Promise<LoginResponse> {
      if (!(await consent.hasRecentConsent(input.email))) {
        throw forbidden(
          'Please confirm you are 18 or older and agree to the disclaimer before creating an account.',
        );
      }
      const passwordHash = await hashPassword(input.password);
      try {
        return await inTransaction(db, async (tx) => {
          const [created] = await tx
            .insert(players)
            .values({
              email: input.email,
              passwordHash,
              displayName: input.displayName,
              nickname: input.nickname,
              gender: input.gender,
              genderDescription: keptDescription(input),
              pronouns: input.pronouns,
            })
            .returning();
          if (!created) throw new Error('Player was not created.');
          // Only the invitation link's token lets a new player join: it proves they received
          // the email. Any other coupleId is ignored, and the email is proved by a link instead.
          const joined =
            input.coupleId !== null &&
            input.inviteToken !== null &&
            (await joinOnRegistration(
              tx,
              deps.notifier,
              created,
              input.coupleId,
              input.inviteToken,
            ));
          if (joined) {
            const [verified] = await tx
              .update(players)
              .set({ emailVerifiedAt: deps.now(), coupleId: input.coupleId })
              .where(eq(players.id, created.id))
              .returning();
            return sessions.issue(tx, verified ?? created);
          }
          await verification.issueLink(tx, created);
          return sessions.issue(tx, created);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('An account with this email already exists.');
        throw error;
      }
    },

    /** Failed sign-ins count against the email, whoever makes them (sign-in-guard.ts). */
    async login(email: string, password: string): Promise<LoginResponse> {
      return signInGuard.attempt('player', email, async () => {
        const row = await findPlayerByEmail(db, email);
        const ok = await verifyPassword(row?.passwordHash ?? null, password);
        if (!row || !ok) throw unauthorized(INVALID_CREDENTIALS);
        return sessions.issue(db, row);
      });
    },

    /** A new password: every session ends, and the caller carries on with a fresh one. */
    async changePassword(
      playerId: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<LoginResponse> {
      const [row] = await db.select().from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      if (!(await verifyPassword(row.passwordHash, currentPassword)))
        throw forbidden(CURRENT_PASSWORD_WRONG);
      const passwordHash = await hashPassword(newPassword);
      return inTransaction(db, async (tx) => {
        await tx.update(players).set({ passwordHash }).where(eq(players.id, playerId));
        return sessions.issue(tx, await sessions.revokeAll(tx, playerId));
      });
    },

    async getPlayer(id: string): Promise<Player> {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      if (!row) throw notFound('Player not found.');
      return toPlayer(row);
    },

    /** Nickname and gender only: the display name and email never change here. */
    async updateProfile(id: string, input: ProfileInput): Promise<Player> {
      const [row] = await db
        .update(players)
        .set({
          nickname: input.nickname,
          gender: input.gender,
          genderDescription: keptDescription(input),
        })
        .where(eq(players.id, id))
        .returning();
      if (!row) throw notFound('Player not found.');
      return toPlayer(row);
    },

    /**
     * What the invite form may learn about an email. It never looks the email up among
     * accounts, so a registered and an unregistered stranger get the same answer.
     */
    async lookupEmail(callerId: string, email: string) {
      const [me] = await db.select().from(players).where(eq(players.id, callerId));
      if (!me) throw unauthorized();
      if (me.email.toLowerCase() === email.toLowerCase())
        return { canInvite: false, message: LOOKUP_MESSAGES.own };
      if (me.coupleId) {
        const [partner] = await db
          .select({ email: players.email })
          .from(players)
          .where(and(eq(players.coupleId, me.coupleId), sql`${players.id} <> ${me.id}`));
        if (partner && partner.email.toLowerCase() === email.toLowerCase())
          return { canInvite: false, message: LOOKUP_MESSAGES.partner };
        // Says something about the caller only: a connected player cannot invite anyone.
        if (partner) return { canInvite: false, message: LOOKUP_MESSAGES.connected };
      }
      return { canInvite: true, message: LOOKUP_MESSAGES.open };
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
