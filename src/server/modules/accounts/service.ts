import { and, eq, sql } from 'drizzle-orm';
import type { LoginResponse, Player } from '@shared/api/accounts';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { players } from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { HttpError, notFound, unauthorized } from '../../lib/http-error';
import { coupleClaims, joinOnRegistration } from '../couples/membership';
import type { ModuleDeps } from '../deps';
import { createConsentService } from './consent';
import { createPasswordResetService } from './password-reset';
import { findPlayerByEmail } from './queries';
import { hashPassword, verifyPassword } from './passwords';

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
  const consent = createConsentService(db);

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

  return {
    verifyAge: consent.verifyAge,
    agreeDisclaimer: consent.agreeDisclaimer,
    ...createPasswordResetService(deps),

    async register(input: RegisterInput): Promise<LoginResponse> {
      if (!(await consent.hasRecentConsent(input.email))) {
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
      const row = await findPlayerByEmail(db, email);
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
