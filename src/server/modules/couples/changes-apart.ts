import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import type { Executor } from '../../db/client';
import { couples, surveyChangesApart, surveyCompletions } from '../../db/schema';
import type { Tx } from '../../db/transactions';
import type { NotificationDraft, Notifier } from '../notifications';

/**
 * Answers changed while apart (docs/matching-and-privacy.md): a player who leaves a couple,
 * changes what they completed with, completes again and forms a couple once more must not read
 * the partner's answers against the new ones unseen. The change is a round of its own, and the
 * next couple's results wait until both complete in it.
 */

/** Whether the player was ever in a couple of two that has ended: only then are they apart. */
export async function wasPaired(executor: Executor, playerId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: couples.id })
    .from(couples)
    .where(
      and(
        isNotNull(couples.endedAt),
        isNotNull(couples.player2Id),
        or(eq(couples.player1Id, playerId), eq(couples.player2Id, playerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Remembers the change for the next couple the player forms. */
export async function recordChangeApart(tx: Tx, playerId: string, at: Date): Promise<void> {
  await tx
    .insert(surveyChangesApart)
    .values({ playerId, changedAt: at })
    .onConflictDoUpdate({ target: surveyChangesApart.playerId, set: { changedAt: at } });
}

const partnerChangedApart = (name: string): NotificationDraft => ({
  type: 'message',
  icon: '📝',
  ...SURVEY_ROUND_MESSAGES.partnerChangedApart(name),
  actionUrl: '/survey',
});

/**
 * When two players form a couple (the caller holds both players' locks): if either changed
 * answers while apart, both completions are taken back, so the couple's results wait until
 * both complete together, and a partner who had completed is told who changed.
 */
export async function settleChangesApart(
  tx: Tx,
  notifier: Notifier,
  partners: readonly [{ id: string; displayName: string }, { id: string; displayName: string }],
): Promise<void> {
  const ids = partners.map((partner) => partner.id);
  const changed = await tx
    .delete(surveyChangesApart)
    .where(inArray(surveyChangesApart.playerId, ids))
    .returning({ playerId: surveyChangesApart.playerId });
  if (changed.length === 0) return;
  const takenBack = await tx
    .delete(surveyCompletions)
    .where(inArray(surveyCompletions.playerId, ids))
    .returning({ playerId: surveyCompletions.playerId });
  const hadCompleted = new Set(takenBack.map((row) => row.playerId));
  for (const row of changed) {
    const other = partners.find((partner) => partner.id !== row.playerId)!;
    const changer = partners.find((partner) => partner.id === row.playerId)!;
    if (hadCompleted.has(other.id))
      await notifier.notify(tx, other.id, partnerChangedApart(changer.displayName));
  }
}
