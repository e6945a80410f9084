import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { LoginResponse, Player } from '@shared/api/accounts';
import { CONSENT_WINDOW_MINUTES, RESET_TOKEN_TTL_MINUTES } from '@shared/domain/accounts';
import { isUniqueViolation } from '../../db/errors';
import {
  ageVerifications,
  disclaimerAgreements,
  passwordResetTokens,
  players,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { passwordResetEmail } from '../../mail/templates';
import { inTransaction } from '../couples/locks';
import { coupleClaims, joinOnRegistration } from '../couples/membership';
import type { ModuleDeps } from '../deps';
import { hashPassword, verifyPassword } from './passwords';
import { hashResetToken, newResetToken } from './reset-tokens';

/** Where a consent record came from, kept for compliance. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

export interface ProfileInput {
  nickname: string | null;
  gender: number;
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
  pronouns: string | null;
  coupleId: string | null;
}

type PlayerRow = typeof players.$inferSelect;

const INVALID_CREDENTIALS = 'Invalid email or password.';
const INVALID_RESET = 'Invalid or expired reset token.';
export const FORGOT_PASSWORD_REPLY =
  'If an account exists for that email, a password reset link is on its way.';

export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    email: row.email,
    displayName: row.displayName,
    nickname: row.nickname,
    gender: row.gender,
    pronouns: row.pronouns,
    coupleProfileId: row.coupleId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAccountsService(deps: ModuleDeps) {
  const { db } = deps;

  async function findByEmail(email: string) {
    const [row] = await db
      .select()
      .from(players)
      .where(sql`lower(${players.email}) = ${email.toLowerCase()}`);
    return row;
  }

  /** A session for the player as they are now: the token carries their current couple. */
  async function loginResponseFor(executor: Executor, row: PlayerRow): Promise<LoginResponse> {
    const couple = await coupleClaims(executor, row.coupleId);
    const token = deps.signToken({
      sub: row.id,
      email: row.email,
      displayName: row.displayName,
      ...couple,
    });
    return {
      token,
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      coupleId: couple.coupleId,
    };
  }

  /**
   * Registration needs an 18+ answer and a disclaimer agreement for this email in the last
   * 30 minutes, and no under-18 answer in that window: changing one's answer after being
   * told the age limit does not open the door.
   */
  async function hasRecentConsent(email: string): Promise<boolean> {
    const since = new Date(Date.now() - CONSENT_WINDOW_MINUTES * 60_000);
    const ages = await db
      .select({ adult: ageVerifications.isAge18Plus })
      .from(ageVerifications)
      .where(and(eq(ageVerifications.email, email), gt(ageVerifications.createdAt, since)));
    const [disclaimer] = await db
      .select({ agreed: disclaimerAgreements.agreed })
      .from(disclaimerAgreements)
      .where(and(eq(disclaimerAgreements.email, email), gt(disclaimerAgreements.createdAt, since)))
      .orderBy(desc(disclaimerAgreements.createdAt))
      .limit(1);
    return ages.length > 0 && ages.every((age) => age.adult) && disclaimer?.agreed === true;
  }

  return {
    async verifyAge(email: string, isAge18Plus: boolean, client: ClientInfo) {
      await db
        .insert(ageVerifications)
        .values({ email, isAge18Plus, ipAddress: client.ip, userAgent: client.userAgent });
      return isAge18Plus
        ? { verified: true, message: 'Age confirmed.' }
        : { verified: false, message: 'You must be 18 years or older to sign up.' };
    },

    async agreeDisclaimer(email: string, client: ClientInfo) {
      await db
        .insert(disclaimerAgreements)
        .values({ email, agreed: true, ipAddress: client.ip, userAgent: client.userAgent });
      return { message: 'Disclaimer agreement recorded.' };
    },

    async register(input: RegisterInput): Promise<LoginResponse> {
      if (!(await hasRecentConsent(input.email))) {
        throw new HttpError(
          403,
          'Please confirm you are 18 or older and agree to the disclaimer before creating an account.',
        );
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const session = await inTransaction(db, async (tx) => {
          const [created] = await tx
            .insert(players)
            .values({
              email: input.email,
              passwordHash,
              displayName: input.displayName,
              nickname: input.nickname,
              gender: input.gender,
              pronouns: input.pronouns,
            })
            .returning();
          if (!created) throw new Error('Player was not created.');
          // An invited partner joins the inviting couple; any other coupleId is ignored.
          const joined =
            input.coupleId !== null &&
            (await joinOnRegistration(tx, deps.notifier, created, input.coupleId));
          return loginResponseFor(tx, joined ? { ...created, coupleId: input.coupleId } : created);
        });
        deps.notifier.afterCommit();
        return session;
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, 'An account with this email already exists.');
        throw error;
      }
    },

    async login(email: string, password: string): Promise<LoginResponse> {
      const row = await findByEmail(email);
      const ok = await verifyPassword(row?.passwordHash ?? null, password);
      if (!row || !ok) throw new HttpError(401, INVALID_CREDENTIALS);
      return loginResponseFor(db, row);
    },

    /** A fresh token for the caller, reflecting the couple they are in now. */
    async refreshSession(playerId: string): Promise<LoginResponse> {
      const [row] = await db.select().from(players).where(eq(players.id, playerId));
      if (!row) throw unauthorized();
      return loginResponseFor(db, row);
    },

    async forgotPassword(email: string) {
      const row = await findByEmail(email);
      if (row) {
        const { token, hash } = newResetToken();
        const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(row.email)}`;
        const mailId = await db.transaction(async (tx) => {
          await tx.insert(passwordResetTokens).values({
            playerId: row.id,
            tokenHash: hash,
            expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
          });
          return deps.mailer.enqueue(tx, passwordResetEmail(row.email, row.displayName, link));
        });
        // Delivery happens after the reply so known and unknown emails answer alike.
        void deps.mailer
          .deliver(mailId)
          .catch((error: unknown) => deps.log.warn({ err: error }, 'reset email not delivered'));
      }
      return { message: FORGOT_PASSWORD_REPLY };
    },

    async resetPassword(token: string, email: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
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
        if (!used) throw new HttpError(401, INVALID_RESET);
        const [updated] = await tx
          .update(players)
          .set({ passwordHash })
          .where(and(eq(players.id, used.playerId), sql`lower(${players.email}) = ${email}`))
          .returning({ id: players.id });
        // Throwing rolls back the token's use too, so a wrong email does not burn the link.
        if (!updated) throw new HttpError(401, INVALID_RESET);
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

    async getPlayer(id: string): Promise<Player> {
      const [row] = await db.select().from(players).where(eq(players.id, id));
      if (!row) throw notFound('Player not found.');
      return toPlayer(row);
    },

    /** Nickname and gender only: the display name and email never change here. */
    async updateProfile(id: string, input: ProfileInput): Promise<Player> {
      const [row] = await db
        .update(players)
        .set({ nickname: input.nickname, gender: input.gender })
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
