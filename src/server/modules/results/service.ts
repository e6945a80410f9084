import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { CompareResult } from '@shared/api/results';
import { type SharedMatch } from '@shared/domain/survey';
import { coupleSummaries, couples, players } from '../../db/schema';
import { allSurveysComplete } from '../survey/completions';
import { HttpError, unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleAvoidCategories } from '../intent/couple-intents';
import { coupleAnswers } from './couple-answers';
import { fingerprintOf, summaryInputOf, type CompleteCouple } from './couple-summary';
import { matchAnswers, type AnswerRow } from './matching';

export const RESULTS_MESSAGES = {
  coupleNotReady: 'Couple not found or incomplete',
} as const;

const incomplete = () => new HttpError(400, RESULTS_MESSAGES.coupleNotReady);
const notOurs = () => new HttpError(404, RESULTS_MESSAGES.coupleNotReady);

export function createResultsService(deps: Pick<ModuleDeps, 'db' | 'content'>) {
  const { db, content } = deps;

  async function callersCoupleId(callerId: string): Promise<string | null> {
    const [row] = await db
      .select({ coupleId: players.coupleId })
      .from(players)
      .where(eq(players.id, callerId));
    if (!row) throw unauthorized();
    return row.coupleId;
  }

  /**
   * The caller's current couple (or the named one, which must be it), with both partners'
   * surveys marked complete. A couple that is not the caller's answers 404 and reveals
   * nothing about it; no couple, or an incomplete one, answers 400.
   */
  async function completeCouple(
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
    const ids = [couple.player1Id, couple.player2Id];
    const members = await db
      .select({ id: players.id, displayName: players.displayName })
      .from(players)
      .where(and(inArray(players.id, ids), eq(players.coupleId, couple.id)));
    const completed = await allSurveysComplete(db, ids);
    const player1 = members.find((m) => m.id === couple.player1Id);
    const player2 = members.find((m) => m.id === couple.player2Id);
    if (!player1 || !player2 || !completed) throw incomplete();
    return { id: couple.id, player1, player2 };
  }

  /** Both partners' answers to the survey's activities as they are now (activeActivity). */
  const answersOf = (couple: CompleteCouple): Promise<AnswerRow[]> =>
    coupleAnswers(db, [couple.player1.id, couple.player2.id]);

  async function matchingOf(callerId: string, coupleId: string | null) {
    const couple = await completeCouple(callerId, coupleId);
    const answers = await answersOf(couple);
    return {
      couple,
      answers,
      matching: matchAnswers(answers, couple.player1.id, couple.player2.id),
    };
  }

  return {
    async compare(callerId: string, coupleId: string): Promise<CompareResult> {
      const { matching } = await matchingOf(callerId, coupleId);
      return {
        matches: matching.welcomed.filter((p) => p.matchType === 'Exact').length,
        closeMatches: matching.welcomed.filter((p) => p.matchType === 'Close').length,
        conflicts: matching.conflicts,
        generatedAt: new Date().toISOString(),
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
      const countOf = (kind: SharedMatch) =>
        matching.welcomed.filter((p) => p.sharedMatch === kind).length;
      return {
        bothYesCount: countOf('Both Yes'),
        bothMaybeCount: countOf('Both Maybe'),
        yesMaybeCount: countOf('Yes/Maybe'),
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
     */
    async coupleSummary(callerId: string) {
      const { couple, answers, matching } = await matchingOf(callerId, null);
      const { input, boundaries: refused } = summaryInputOf(couple, matching);
      // Both partners' avoid categories join the guard's boundaries (and so the fingerprint).
      const boundaries = {
        ...refused,
        avoidCategories: await coupleAvoidCategories(db, couple.id),
      };
      const fingerprint = fingerprintOf(couple, answers, input, boundaries);
      const [cached] = await db
        .select()
        .from(coupleSummaries)
        .where(eq(coupleSummaries.coupleId, couple.id));
      if (cached?.answersFingerprint === fingerprint) {
        return { summary: cached.summary, generatedAt: cached.generatedAt.toISOString() };
      }
      const { text, engine } = await content.coupleSummary(input, boundaries);
      const stored = { summary: text, answersFingerprint: fingerprint, engine };
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
