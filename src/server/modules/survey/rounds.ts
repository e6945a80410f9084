import { and, eq, inArray, isNull } from 'drizzle-orm';
import { nextRoundAt, SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import type { Executor } from '../../db/client';
import {
  activityAnswers,
  couples,
  players,
  roundSnapshotAnswers,
  roundSnapshots,
  surveyCompletions,
  surveyRoundStarts,
} from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { conflict, unauthorized } from '../../lib/http-error';
import { lockCouples, lockPlayers, recordChangeApart, wasPaired } from '../couples';
import type { ModuleDeps } from '../deps';
import { announceCompletion } from './announce';
import { surveyNotices } from './notices';
import { STORED_ANSWER } from './queries';
import { openAnswers, sealSnapshotAnswer } from './sealed-preferences';

/** The other partner of a current couple of two; null outside one. */
async function partnerIn(executor: Executor, playerId: string, coupleId: string | null) {
  if (!coupleId) return null;
  const [couple] = await executor
    .select({ id: couples.id, player1Id: couples.player1Id, player2Id: couples.player2Id })
    .from(couples)
    .where(and(eq(couples.id, coupleId), isNull(couples.endedAt)));
  if (!couple?.player2Id) return null;
  const partnerId = couple.player1Id === playerId ? couple.player2Id : couple.player1Id;
  return { coupleId: couple.id, partnerId };
}

/**
 * Locks what a round change reads and writes, in the lock order of couples/locks.ts: both
 * partners' rows (the partner's is written when they are notified), then the couple's. The
 * player's lock keeps their couple from changing meanwhile.
 */
async function lockForRound(tx: Tx, playerId: string) {
  const [row] = await tx
    .select({ coupleId: players.coupleId })
    .from(players)
    .where(eq(players.id, playerId));
  const expected = await partnerIn(tx, playerId, row?.coupleId ?? null);
  const player = (await lockPlayers(tx, [playerId, expected?.partnerId])).get(playerId);
  if (!player) throw unauthorized();
  if (player.coupleId) await lockCouples(tx, [player.coupleId]);
  return { player, partner: await partnerIn(tx, playerId, player.coupleId) };
}

async function completionsOf(executor: Executor, playerIds: readonly string[]) {
  const rows = await executor
    .select({ playerId: surveyCompletions.playerId, completedAt: surveyCompletions.completedAt })
    .from(surveyCompletions)
    .where(inArray(surveyCompletions.playerId, [...playerIds]));
  return new Map(rows.map((row) => [row.playerId, row.completedAt]));
}

async function lastRoundStart(executor: Executor, playerId: string): Promise<Date | null> {
  const [row] = await executor
    .select({ startedAt: surveyRoundStarts.startedAt })
    .from(surveyRoundStarts)
    .where(eq(surveyRoundStarts.playerId, playerId));
  return row?.startedAt ?? null;
}

/** A change of answers: whether it would change anything saved, and the saving itself. */
export interface AnswerChange {
  changes(tx: Tx): Promise<boolean>;
  write(tx: Tx): Promise<void>;
}

/**
 * The survey's rounds (docs/matching-and-privacy.md). Results stand on the answers both
 * partners completed with; a player who changes an answer after completing must complete
 * again, and when both had completed the change starts a new round: the couple's answers are
 * kept as they were, both must complete again, and the partner is told. A change after
 * completing while apart from a partner one has had is a round too, settled when the player
 * next forms a couple.
 */
export function createRounds(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now'>) {
  const { db, cipher, notifier, now } = deps;

  /** When the player may start a new round, while they may not yet; else null. */
  async function roundBlockedUntil(executor: Executor, playerId: string): Promise<Date | null> {
    const started = await lastRoundStart(executor, playerId);
    if (!started) return null;
    const allowedAt = nextRoundAt(started);
    return now() < allowedAt ? allowedAt : null;
  }

  /**
   * Keeps both partners' answers as they are now as the couple's last completed round. Each
   * answer is opened and sealed again for its row in the snapshot: sealed for the answer's own
   * row, it would not open there.
   */
  async function snapshot(tx: Tx, coupleId: string, playerIds: readonly string[]) {
    await tx.delete(roundSnapshots).where(eq(roundSnapshots.coupleId, coupleId));
    await tx.insert(roundSnapshots).values({ coupleId, takenAt: now() });
    const stored = await tx
      .select(STORED_ANSWER)
      .from(activityAnswers)
      .where(inArray(activityAnswers.playerId, [...playerIds]));
    if (stored.length === 0) return;
    await tx.insert(roundSnapshotAnswers).values(
      openAnswers(cipher, stored).map(({ preference, ...place }) => ({
        coupleId,
        ...place,
        preference: sealSnapshotAnswer(cipher, coupleId, place, preference),
      })),
    );
  }

  /** Records that the player started a round now; the next may start ROUND_INTERVAL_DAYS on. */
  async function recordRoundStart(tx: Tx, playerId: string) {
    await tx
      .insert(surveyRoundStarts)
      .values({ playerId, startedAt: now() })
      .onConflictDoUpdate({ target: surveyRoundStarts.playerId, set: { startedAt: now() } });
  }

  return {
    /** The player's completion, and what a change of answers would do now. */
    async stateOf(playerId: string, coupleId: string | null) {
      const partner = await partnerIn(db, playerId, coupleId);
      const completions = await completionsOf(
        db,
        partner ? [playerId, partner.partnerId] : [playerId],
      );
      const completedAt = completions.get(playerId) ?? null;
      const changeStartsNewRound =
        completedAt !== null && partner !== null && completions.has(partner.partnerId);
      const changeIsRoundApart =
        completedAt !== null && partner === null && (await wasPaired(db, playerId));
      return {
        completedAt,
        changeStartsNewRound,
        changeIsRoundApart,
        nextRoundAllowedAt:
          changeStartsNewRound || changeIsRoundApart ? await roundBlockedUntil(db, playerId) : null,
      };
    },

    /**
     * Saves a change of the player's answers under the round rule, all in one transaction: a
     * refused change (a second new round within the interval) saves nothing. Saving what is
     * already saved changes nothing and starts nothing.
     */
    async change(playerId: string, change: AnswerChange): Promise<void> {
      await inTransaction(db, async (tx) => {
        // Serializes the player's saves, and both partners' round starts.
        const { player, partner } = await lockForRound(tx, playerId);
        if (!(await change.changes(tx))) return;

        const completions = await completionsOf(
          tx,
          partner ? [playerId, partner.partnerId] : [playerId],
        );
        let newRound = false;
        if (completions.has(playerId)) {
          if (partner && completions.has(partner.partnerId)) {
            const blockedUntil = await roundBlockedUntil(tx, playerId);
            if (blockedUntil) throw conflict(SURVEY_ROUND_MESSAGES.tooSoon(blockedUntil));
            await snapshot(tx, partner.coupleId, [playerId, partner.partnerId]);
            await recordRoundStart(tx, playerId);
            await notifier.notify(
              tx,
              partner.partnerId,
              surveyNotices.partnerUpdated(player.displayName),
            );
            newRound = true;
          } else if (!partner && (await wasPaired(tx, playerId))) {
            // Apart from a partner they had: a round of its own, which the next couple they
            // form waits on (changes-apart.ts).
            const blockedUntil = await roundBlockedUntil(tx, playerId);
            if (blockedUntil) throw conflict(SURVEY_ROUND_MESSAGES.tooSoon(blockedUntil));
            await recordRoundStart(tx, playerId);
            await recordChangeApart(tx, playerId, now());
          }
          // A new round takes both completions back; otherwise only the player's own.
          const takenBack = partner && newRound ? [playerId, partner.partnerId] : [playerId];
          await tx.delete(surveyCompletions).where(inArray(surveyCompletions.playerId, takenBack));
        }
        await change.write(tx);
      });
    },

    /**
     * Marks the player's survey complete (the first completion of a round stands). Once both
     * partners have completed, results read their answers again and the kept round is dropped.
     * A new completion is announced (announceCompletion); marking again announces nothing.
     */
    async complete(playerId: string): Promise<Date> {
      return inTransaction(db, async (tx) => {
        const { player, partner } = await lockForRound(tx, playerId);
        const added = await tx
          .insert(surveyCompletions)
          .values({ playerId })
          .onConflictDoNothing()
          .returning({ playerId: surveyCompletions.playerId });
        const completions = await completionsOf(
          tx,
          partner ? [playerId, partner.partnerId] : [playerId],
        );
        const bothComplete = partner !== null && completions.has(partner.partnerId);
        if (added.length > 0 && partner !== null)
          await announceCompletion(tx, notifier, player, partner, bothComplete);
        if (partner && bothComplete)
          await tx.delete(roundSnapshots).where(eq(roundSnapshots.coupleId, partner.coupleId));
        const completedAt = completions.get(playerId);
        if (!completedAt) throw new Error('The survey completion was not saved.');
        return completedAt;
      });
    },

    /** Whether a new round is being answered: results show the kept round meanwhile. */
    async showingPreviousRound(executor: Executor, coupleId: string, bothComplete: boolean) {
      if (bothComplete) return false;
      const [row] = await executor
        .select({ coupleId: roundSnapshots.coupleId })
        .from(roundSnapshots)
        .where(eq(roundSnapshots.coupleId, coupleId));
      return row !== undefined;
    },
  };
}

export type Rounds = ReturnType<typeof createRounds>;
