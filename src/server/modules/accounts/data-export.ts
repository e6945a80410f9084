import { asc, desc, eq, or, sql } from 'drizzle-orm';
import type { AccountExport } from '@shared/api/account-export';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import {
  ageVerifications,
  coupleInvitations,
  couples,
  disclaimerAgreements,
  notifications,
  players,
  supportMessages,
} from '../../db/schema';
import { inTransaction } from '../../db/transactions';
import { unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { openNoticeTexts, toNotification } from '../notifications';
import { exportSectionsOf, type ExportReading } from './export-sections';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The couples the player has been in, ended ones too, oldest first. */
async function couplesOf(tx: Executor, playerId: string) {
  return tx
    .select()
    .from(couples)
    .where(or(eq(couples.player1Id, playerId), eq(couples.player2Id, playerId)))
    .orderBy(asc(couples.createdAt));
}

/** The compliance records kept for the player's email (docs/consent.md). */
async function consentsOf(tx: Executor, email: string): Promise<AccountExport['consents']> {
  const address = email.toLowerCase();
  const ages = await tx
    .select()
    .from(ageVerifications)
    .where(sql`lower(${ageVerifications.email}) = ${address}`)
    .orderBy(asc(ageVerifications.createdAt));
  const disclaimers = await tx
    .select()
    .from(disclaimerAgreements)
    .where(sql`lower(${disclaimerAgreements.email}) = ${address}`)
    .orderBy(asc(disclaimerAgreements.createdAt));
  const record = (row: { ipAddress: string; userAgent: string; createdAt: Date }) => ({
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    createdAt: row.createdAt.toISOString(),
  });
  return {
    ageConfirmations: ages.map((row) => ({ ...record(row), isAge18Plus: row.isAge18Plus })),
    disclaimerAgreements: disclaimers.map((row) => ({ ...record(row), agreed: row.agreed })),
  };
}

/** Invitations the player sent and the contact-form messages sent from the account. */
async function correspondenceOf(tx: Executor, cipher: FieldCipher, playerId: string) {
  const invitations = await tx
    .select()
    .from(coupleInvitations)
    .where(eq(coupleInvitations.inviterId, playerId))
    .orderBy(asc(coupleInvitations.createdAt));
  const messages = await tx
    .select()
    .from(supportMessages)
    // Only what was sent signed in: anyone may type an address into the contact form.
    .where(eq(supportMessages.playerId, playerId))
    .orderBy(asc(supportMessages.createdAt));
  return {
    invitationsSent: invitations.map((row) => ({
      email: row.email,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      respondedAt: iso(row.respondedAt),
    })),
    supportMessages: messages.map((row) => ({
      name: row.name,
      email: row.email,
      // Stored encrypted, each for its row (docs/matching-and-privacy.md, "Encryption at rest").
      subject: SUPPORT_SUBJECT.open(cipher, row.id, row.subject),
      message: SUPPORT_MESSAGE.open(cipher, row.id, row.message),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}

/**
 * "Download my data" (docs/accounts.md): everything Velvet keeps about the player, read in one
 * snapshot. Each part reads only the player's own rows, or shows a shared one as the app shows
 * it to them, so the partner's answers are never in it. The answers and play come from the
 * areas that own them (export-sections.ts), read in the same snapshot.
 */
export function createDataExport(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'now' | 'exportSections'>,
) {
  const sections = exportSectionsOf(deps.exportSections);
  return {
    async exportData(playerId: string): Promise<AccountExport> {
      const now = deps.now();
      return inTransaction(
        deps.db,
        async (tx) => {
          const [player] = await tx.select().from(players).where(eq(players.id, playerId));
          if (!player) throw unauthorized();
          const memberships = await couplesOf(tx, playerId);
          const notes = await tx
            .select()
            .from(notifications)
            .where(eq(notifications.playerId, playerId))
            .orderBy(desc(notifications.createdAt), desc(notifications.id));
          const { invitationsSent, supportMessages: messages } = await correspondenceOf(
            tx,
            deps.cipher,
            playerId,
          );
          const reading: ExportReading = {
            tx,
            cipher: deps.cipher,
            playerId,
            coupleIds: memberships.map((couple) => couple.id),
            now,
          };
          return {
            exportedAt: now.toISOString(),
            account: {
              id: player.id,
              email: player.email,
              displayName: player.displayName,
              nickname: player.nickname,
              gender: player.gender,
              genderDescription: player.genderDescription,
              pronouns: player.pronouns,
              emailVerified: player.emailVerifiedAt !== null,
              createdAt: player.createdAt.toISOString(),
              settings: {
                receiveEmailNotifications: player.receiveEmailNotifications,
                discreetMode: player.discreetMode,
              },
            },
            couples: memberships.map((couple) => ({
              coupleId: couple.id,
              role: couple.player1Id === playerId ? ('player1' as const) : ('player2' as const),
              createdAt: couple.createdAt.toISOString(),
              endedAt: iso(couple.endedAt),
            })),
            invitationsSent,
            survey: await sections.survey(reading),
            intent: await sections.intent(reading),
            boundaries: await sections.boundaries(reading),
            play: {
              points: await sections.points(reading),
              quickTasks: await sections.quickTasks(reading),
              taskConfirmations: await sections.taskConfirmations(reading),
              dailyChallenges: await sections.dailyChallenges(reading),
              dares: await sections.dares(reading),
              adventures: await sections.adventures(reading),
              coachSessions: await sections.coachSessions(reading),
            },
            notifications: notes.map((note) => toNotification(openNoticeTexts(deps.cipher, note))),
            consents: await consentsOf(tx, player.email),
            supportMessages: messages,
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}
