import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompareResult } from '@shared/api/results';
import { countMatches } from '@shared/domain/results';
import { COUPLE_SUMMARY } from '../../crypto/encrypted-columns';
import { coupleSummaries, couples, players } from '../../db/schema';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleAvoidCategories } from '../intent';
import { fingerprintOf, summaryInputOf, type CompleteCouple } from './couple-summary';
import { matchAnswers } from './matching';
import { coupleRound, withLiveRefusals } from './round-answers';

export const RESULTS_MESSAGES = {
  coupleNotReady: 'Couple not found or incomplete',
  notYourCouple: 'This couple is not yours.',
} as const;

const incomplete = () => badRequest(RESULTS_MESSAGES.coupleNotReady);
const notOurs = () => notFound(RESULTS_MESSAGES.notYourCouple);

export function createResultsService(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content'>) {
  const { db, cipher, content } = deps;

  async function callersCoupleId(callerId: string): Promise<string | null> {
    const [row] = await db
      .select({ coupleId: players.coupleId })
      .from(players)
      .where(eq(players.id, callerId));
    if (!row) throw unauthorized();
    return row.coupleId;
  }

  /**
   * The caller's current couple (or the named one, which must be it) with both partners
   * present. A couple that is not the caller's answers 404 and reveals nothing about it; no
   * couple, or one without a partner, answers 400.
   */
  async function twoPartnerCouple(
    callerId: string,
    coupleId: string | null,
  ): Promise<CompleteCouple> {
    const own = await callersCoupleId(callerId);
    if (coupleId !== null && own !== coupleId.toLowerCase()) throw notOurs();
    if (!own) throw incomplete();
    const [couple] = await db
      .select({ id: couples.id, player1Id: couples.player1Id, player2Id: couples.player2Id })
      .from(couples)
      .where(and(eq(couples.id, own), isNull(couples.endedAt)));
    if (!couple?.player2Id) throw incomplete();
    const members = await db
      .select({ id: players.id, displayName: players.displayName })
      .from(players)
      .where(
        and(inArray(players.id, [couple.player1Id, couple.player2Id]), eq(players.coupleId, own)),
      );
    const player1 = members.find((m) => m.id === couple.player1Id);
    const player2 = members.find((m) => m.id === couple.player2Id);
    if (!player1 || !player2) throw incomplete();
    return { id: couple.id, player1, player2 };
  }

  /**
   * The couple's results basis: the answers both partners completed with (live while both
   * have completed, else the snapshot of their last completed round); 400 before there is one.
   */
  async function matchingOf(callerId: string, coupleId: string | null) {
    const couple = await twoPartnerCouple(callerId, coupleId);
    const ids = [couple.player1.id, couple.player2.id] as const;
    const round = await coupleRound(db, cipher, couple.id, ids);
    if (!round.source) throw incomplete();
    return {
      couple,
      round,
      fromPreviousRound: round.source === 'previousRound',
      matching: matchAnswers(round.rows, ...ids),
    };
  }

  return {
    async compare(callerId: string, coupleId: string): Promise<CompareResult> {
      const { matching, fromPreviousRound } = await matchingOf(callerId, coupleId);
      const counts = countMatches(matching.welcomed);
      return {
        matches: counts.matches,
        closeMatches: counts.closeMatches,
        conflicts: matching.conflicts,
        generatedAt: new Date().toISOString(),
        fromPreviousRound,
        matchDetails: matching.welcomed.map((pair) => ({
          id: pair.id,
          optionId: pair.activityId,
          question: pair.label,
          category: pair.category,
          matchType: pair.matchType,
          player1Response: pair.player1Response,
          player2Response: pair.player2Response,
        })),
      };
    },

    async sharedSummary(callerId: string, coupleId: string) {
      const { matching } = await matchingOf(callerId, coupleId);
      const counts = countMatches(matching.welcomed);
      return {
        bothYesCount: counts.bothYes,
        bothMaybeCount: counts.bothMaybe,
        yesMaybeCount: counts.yesMaybe,
      };
    },

    async activitiesSummary(callerId: string, coupleId: string) {
      const { matching } = await matchingOf(callerId, coupleId);
      return matching.welcomed.map((pair) => ({
        activityId: pair.activityId,
        activityName: pair.label,
        category: pair.category,
        matchType: pair.sharedMatch,
      }));
    },

    /**
     * The caller's couple summary, generated once per state of both partners' answers: the
     * stored one is reused while its fingerprint still matches, and rewritten when it does not.
     * Generated text, so a refusal made since the round was completed counts at once.
     */
    async coupleSummary(callerId: string) {
      const { couple, round, matching: roundMatching } = await matchingOf(callerId, null);
      const ids = [couple.player1.id, couple.player2.id] as const;
      const matching = withLiveRefusals(roundMatching, matchAnswers(round.liveRows, ...ids));
      const { input, boundaries: refused } = summaryInputOf(couple, matching);
      // Both partners' avoid categories join the guard's boundaries (and so the fingerprint).
      const boundaries = {
        ...refused,
        avoidCategories: await coupleAvoidCategories(db, cipher, couple.id),
      };
      const fingerprint = fingerprintOf(cipher, couple, round.rows, input, boundaries);
      const [cached] = await db
        .select()
        .from(coupleSummaries)
        .where(eq(coupleSummaries.coupleId, couple.id));
      if (cached?.answersFingerprint === fingerprint) {
        return {
          summary: COUPLE_SUMMARY.open(cipher, couple.id, cached.summary),
          generatedAt: cached.generatedAt.toISOString(),
        };
      }
      const { text, engine } = await content.coupleSummary(input, boundaries);
      // Written from what both welcome: sealed for the couple, as their answers are.
      const sealed = COUPLE_SUMMARY.seal(cipher, couple.id, text);
      const stored = { summary: sealed, answersFingerprint: fingerprint, engine };
      const [row] = await db
        .insert(coupleSummaries)
        .values({ coupleId: couple.id, ...stored })
        .onConflictDoUpdate({
          target: coupleSummaries.coupleId,
          set: { ...stored, generatedAt: new Date() },
        })
        .returning({ generatedAt: coupleSummaries.generatedAt });
      return { summary: text, generatedAt: (row?.generatedAt ?? new Date()).toISOString() };
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
