import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { escapeHtml } from '@shared/escape-html';
import {
  ADVENTURE_PARTNER_TEASER,
  ADVENTURE_REFLECTION,
  COUPLE_SUMMARY,
  NOTIFICATION_DESCRIPTION,
  NOTIFICATION_TITLE,
} from '../../crypto/encrypted-columns';
import type { FieldCipher } from '../../crypto/field-cipher';
import {
  couples,
  coupleSummaries,
  coupleInvitations,
  dailyChallenges,
  adventures,
  notifications,
  outbox,
  players,
  quickTasks,
} from '../../db/schema';
import type { Tx } from '../../db/transactions';
import { openMailWords, sealMailWords } from '../../mail/outbox-words';
import { openNoticeTexts } from '../notifications';

/** What a deleted player is called wherever their name was written for someone else. */
export const FORMER_PARTNER = 'a former partner';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with every whole-word `name` replaced by "a former partner", capitalised where it
 * starts a sentence ("A former partner sent you a Romantic dare").
 */
export function withoutName(text: string, name: string): string {
  const trimmed = name.trim();
  if (!trimmed) return text;
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${escapeRegExp(trimmed)}(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  return text.replace(pattern, (_match, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const startsSentence = /^\s*["“(]?$|[.!?]["”)]?\s+["“(]?$/u.test(before);
    return startsSentence ? 'A former partner' : FORMER_PARTNER;
  });
}

/** Rewrites the given text columns of `rows`, each by id, where the name shows. */
async function rewrite<Row extends { id: string }>(
  rows: Row[],
  fields: readonly (keyof Row & string)[],
  name: string,
  save: (id: string, changed: Partial<Row>) => Promise<unknown>,
) {
  for (const row of rows) {
    const changed: Partial<Row> = {};
    for (const field of fields) {
      const value = row[field];
      if (typeof value !== 'string') continue;
      const next = withoutName(value, name);
      if (next !== value) (changed as Record<string, unknown>)[field] = next;
    }
    if (Object.keys(changed).length > 0) await save(row.id, changed);
  }
}

/**
 * Before a player's row goes: their name leaves what stays with others. Every former partner's
 * notifications (and emails still waiting to go to them), the notifications of players they
 * invited, and the text of the couples they joined (quick tasks, daily challenges, the
 * couple's summary, the partner's adventures) name them "a former partner" from now on. The
 * couples they started go with their row.
 */
export async function forgetNameInOthersRecords(
  tx: Tx,
  cipher: FieldCipher,
  playerId: string,
  name: string,
) {
  const theirCouples = await tx
    .select({ id: couples.id, player1Id: couples.player1Id, player2Id: couples.player2Id })
    .from(couples)
    .where(or(eq(couples.player1Id, playerId), eq(couples.player2Id, playerId)));
  const invited = await tx
    .select({ id: players.id })
    .from(coupleInvitations)
    .innerJoin(players, sql`lower(${players.email}) = lower(${coupleInvitations.email})`)
    .where(eq(coupleInvitations.inviterId, playerId));
  const others = [
    ...new Set(
      [
        ...theirCouples.flatMap((couple) => [couple.player1Id, couple.player2Id]),
        ...invited.map((row) => row.id),
      ].filter((id): id is string => id !== null && id !== playerId),
    ),
  ];
  const kept = theirCouples.filter((couple) => couple.player1Id !== playerId).map((c) => c.id);

  if (others.length > 0) {
    // A notice's texts are sealed for its row: every one of theirs is opened to look for the
    // name (no SQL can search ciphertext), and sealed again where it was replaced.
    const notices = await tx
      .select({
        id: notifications.id,
        title: notifications.title,
        description: notifications.description,
      })
      .from(notifications)
      .where(inArray(notifications.playerId, others));
    await rewrite(
      notices.map((notice) => openNoticeTexts(cipher, notice)),
      ['title', 'description'],
      name,
      (id, { title, description }) =>
        tx
          .update(notifications)
          .set({
            ...(title !== undefined ? { title: NOTIFICATION_TITLE.seal(cipher, id, title) } : {}),
            ...(description !== undefined
              ? { description: NOTIFICATION_DESCRIPTION.seal(cipher, id, description) }
              : {}),
          })
          .where(eq(notifications.id, id)),
    );
    const addresses = await tx
      .select({ email: players.email })
      .from(players)
      .where(inArray(players.id, others));
    const waiting = await tx
      .select({
        id: outbox.id,
        subject: outbox.subject,
        textBody: outbox.textBody,
        htmlBody: outbox.htmlBody,
      })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, 'pending'),
          inArray(
            sql`lower(${outbox.recipient})`,
            addresses.map((row) => row.email.toLowerCase()),
          ),
        ),
      );
    for (const stored of waiting) {
      // Stored encrypted (outbox-words.ts): opened to find the name, sealed again if it changed.
      const mail = openMailWords(cipher, stored.id, stored);
      const changed = {
        subject: withoutName(mail.subject, name),
        textBody: withoutName(mail.textBody, name),
        htmlBody: withoutName(withoutName(mail.htmlBody, escapeHtml(name)), name),
      };
      if (
        changed.subject !== mail.subject ||
        changed.textBody !== mail.textBody ||
        changed.htmlBody !== mail.htmlBody
      )
        await tx
          .update(outbox)
          .set(sealMailWords(cipher, stored.id, changed))
          .where(eq(outbox.id, stored.id));
    }
  }

  if (kept.length === 0) return;
  const tasks = await tx
    .select({ id: quickTasks.id, title: quickTasks.title, description: quickTasks.description })
    .from(quickTasks)
    .where(inArray(quickTasks.coupleId, kept));
  await rewrite(tasks, ['title', 'description'], name, (id, changed) =>
    tx.update(quickTasks).set(changed).where(eq(quickTasks.id, id)),
  );
  const challenges = await tx
    .select({
      id: dailyChallenges.id,
      title: dailyChallenges.title,
      description: dailyChallenges.description,
    })
    .from(dailyChallenges)
    .where(inArray(dailyChallenges.coupleId, kept));
  await rewrite(challenges, ['title', 'description'], name, (id, changed) =>
    tx.update(dailyChallenges).set(changed).where(eq(dailyChallenges.id, id)),
  );
  // The couple summary is sealed for its couple: opened to look for the name, sealed again.
  const summaries = await tx
    .select({ id: coupleSummaries.coupleId, summary: coupleSummaries.summary })
    .from(coupleSummaries)
    .where(inArray(coupleSummaries.coupleId, kept));
  await rewrite(
    summaries.map((row) => ({ ...row, summary: COUPLE_SUMMARY.open(cipher, row.id, row.summary) })),
    ['summary'],
    name,
    (id, { summary }) =>
      tx
        .update(coupleSummaries)
        .set({ summary: COUPLE_SUMMARY.seal(cipher, id, summary!) })
        .where(eq(coupleSummaries.coupleId, id)),
  );
  // What the lead sent with the teaser and the reflection are sealed for their row: opened to
  // look for the name, sealed again where it was replaced (never rewritten as stored).
  const adventureRows = await tx
    .select({
      id: adventures.id,
      title: adventures.title,
      teaser: adventures.teaser,
      partnerTeaser: adventures.partnerTeaser,
      preparationInstructions: adventures.preparationInstructions,
      details: adventures.details,
      summary: adventures.summary,
      partnerFeedback: adventures.partnerFeedback,
    })
    .from(adventures)
    .where(inArray(adventures.coupleId, kept));
  const adventureTexts = adventureRows.map((row) => ({
    ...row,
    partnerTeaser: ADVENTURE_PARTNER_TEASER.open(cipher, row.id, row.partnerTeaser),
    partnerFeedback: ADVENTURE_REFLECTION.open(cipher, row.id, row.partnerFeedback),
  }));
  await rewrite(
    adventureTexts,
    [
      'title',
      'teaser',
      'partnerTeaser',
      'preparationInstructions',
      'details',
      'summary',
      'partnerFeedback',
    ],
    name,
    (id, { partnerTeaser, partnerFeedback, ...plain }) =>
      tx
        .update(adventures)
        .set({
          ...plain,
          ...(partnerTeaser != null
            ? { partnerTeaser: ADVENTURE_PARTNER_TEASER.seal(cipher, id, partnerTeaser) }
            : {}),
          ...(partnerFeedback != null
            ? { partnerFeedback: ADVENTURE_REFLECTION.seal(cipher, id, partnerFeedback) }
            : {}),
        })
        .where(eq(adventures.id, id)),
  );
}
