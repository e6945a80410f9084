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
import { HttpError, notFound } from '../../lib/http-error';
import { passwordResetEmail } from '../../mail/templates';
import type { ModuleDeps } from '../deps';
import { hashPassword, verifyPassword } from './passwords';
import { hashResetToken, newResetToken } from './reset-tokens';

/** Where a consent record came from, kept for compliance. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

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

  function loginResponseFor(row: PlayerRow): LoginResponse {
    const token = deps.signToken({
      sub: row.id,
      email: row.email,
      displayName: row.displayName,
      coupleId: row.coupleId,
      player1Id: null,
      player2Id: null,
    });
    return {
      token,
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      coupleId: row.coupleId,
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
        const [row] = await db
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
        if (!row) throw new Error('Player was not created.');
        return loginResponseFor(row);
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
      return loginResponseFor(row);
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
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
