import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SurveyStructure } from '@shared/api/survey';
import {
  answerKey,
  missingAnswers,
  perspectiveFits,
  resolveAnswerKey,
  type Perspective,
  type Preference,
} from '@shared/domain/survey';
import {
  activityAnswers,
  couples,
  players,
  questionAnswers,
  surveyCompletions,
} from '../../db/schema';
import { isForeignKeyViolation } from '../../db/pg-errors';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Tx } from '../../db/transactions';
import { badRequest, notFound, unauthorized } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import {
  activitiesOf,
  currentActivityAnswers,
  currentQuestionAnswers,
  findActivities,
  findQuestion,
  loadCatalogue,
  STORED_ANSWER,
  type SavedActivityAnswer,
} from './queries';
import { createRounds } from './rounds';
import { openAnswers, sealAnswer } from './sealed-preferences';
import { openQuestionAnswer, sealQuestionAnswer } from './sealed-question-answers';

export const SURVEY_MESSAGES = {
  questionNotFound: 'This question is not part of the survey.',
  optionNotOfQuestion: 'This option is not one of the answers to this question.',
  activityNotFound: 'This activity is not part of the survey.',
  clothingPerspective:
    'A clothing activity is answered with the perspective wear or see_partner_wear.',
  activityPerspective: 'This activity is answered with the perspective self.',
  incomplete: 'Please answer every question and activity before submitting.',
  coupleNotFound: 'Couple not found.',
} as const;

/** The bulk refusal: how many of the keys were unusable, and that nothing was saved. */
export function invalidPreferencesMessage(invalid: number, total: number): string {
  const what = invalid === 1 ? 'preference was' : 'preferences were';
  return `${invalid} of ${total} ${what} invalid (not an activity of the survey, or a perspective it is not answered from); nothing was saved.`;
}

/** A missing referenced row here is the player, deleted since sign-in. */
async function asPlayer<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

const publicPreference = ({ activityId, perspective, preference, key }: SavedActivityAnswer) => ({
  activityId,
  perspective,
  preference,
  key,
});

type ActivityAnswer = { activityId: string; perspective: Perspective; preference: Preference };

/** Whether saving `answers` would change any of the player's saved answers (or add one). */
async function changesActivityAnswers(
  tx: Tx,
  cipher: FieldCipher,
  playerId: string,
  answers: ActivityAnswer[],
) {
  const stored = await tx
    .select(STORED_ANSWER)
    .from(activityAnswers)
    .where(
      and(
        eq(activityAnswers.playerId, playerId),
        inArray(activityAnswers.activityId, [...new Set(answers.map((a) => a.activityId))]),
      ),
    );
  // Compared in code: the stored answers are sealed, each differently.
  const saved = openAnswers(cipher, stored);
  const byKey = new Map(saved.map((row) => [answerKey(row.activityId, row.perspective), row]));
  return answers.some(
    (answer) =>
      byKey.get(answerKey(answer.activityId, answer.perspective))?.preference !== answer.preference,
  );
}

export function createSurveyService(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier' | 'now'>) {
  const { db, cipher } = deps;
  const rounds = createRounds(deps);

  /**
   * A signed token can outlive its player (a deleted account): then the caller is nobody.
   * Answers the player's current couple, if any.
   */
  async function requirePlayer(playerId: string): Promise<{ coupleId: string | null }> {
    const [row] = await db
      .select({ coupleId: players.coupleId })
      .from(players)
      .where(eq(players.id, playerId));
    if (!row) throw unauthorized();
    return row;
  }

  /**
   * Saves the answers, one row per (activity, perspective): the last one sent for a row wins.
   * A change after completing follows the round rule (rounds.ts).
   */
  async function saveActivityAnswers(playerId: string, answers: ActivityAnswer[]) {
    // Sorted, so two saves of overlapping rows lock them in the same order and never deadlock.
    const sorted = [...answers].sort((a, b) =>
      a.activityId === b.activityId
        ? a.perspective.localeCompare(b.perspective)
        : a.activityId.localeCompare(b.activityId),
    );
    await asPlayer(
      rounds.change(playerId, {
        changes: (tx) => changesActivityAnswers(tx, cipher, playerId, answers),
        write: async (tx) => {
          // Sealed only when something changed: a save of what is saved seals nothing.
          const rows = sorted.map(({ preference, ...answer }) => {
            const place = { playerId, ...answer };
            return { ...place, preference: sealAnswer(cipher, place, preference) };
          });
          await tx
            .insert(activityAnswers)
            .values(rows)
            .onConflictDoUpdate({
              target: [
                activityAnswers.playerId,
                activityAnswers.activityId,
                activityAnswers.perspective,
              ],
              set: { preference: sql`excluded.preference`, updatedAt: sql`now()` },
            });
        },
      }),
    );
  }

  return {
    async getStructure(): Promise<SurveyStructure> {
      const catalogue = await loadCatalogue(db);
      return {
        questions: catalogue.questions.map((question) => ({
          id: question.id,
          text: question.text,
          description: question.description,
          questionType: 'MultipleChoice' as const,
          options: question.formats.map((format) => ({ id: format.id, text: format.label })),
        })),
        categories: catalogue.categories,
      };
    },

    async respondOption(playerId: string, questionId: string, optionId: string) {
      await requirePlayer(playerId);
      const question = await findQuestion(db, questionId, optionId);
      if (!question) throw badRequest(SURVEY_MESSAGES.questionNotFound);
      if (!question.formatFits) throw badRequest(SURVEY_MESSAGES.optionNotOfQuestion);
      const place = { playerId, questionId: question.id };
      await asPlayer(
        rounds.change(playerId, {
          changes: async (tx) => {
            const [saved] = await tx
              .select({ stored: questionAnswers.responseFormatId })
              .from(questionAnswers)
              .where(
                and(
                  eq(questionAnswers.playerId, playerId),
                  eq(questionAnswers.questionId, place.questionId),
                ),
              );
            return (
              !saved || openQuestionAnswer(cipher, place, saved.stored) !== optionId.toLowerCase()
            );
          },
          write: async (tx) => {
            await tx
              .insert(questionAnswers)
              .values({
                ...place,
                responseFormatId: sealQuestionAnswer(cipher, place, optionId),
              })
              .onConflictDoUpdate({
                target: [questionAnswers.playerId, questionAnswers.questionId],
                set: { responseFormatId: sql`excluded.response_format_id`, updatedAt: sql`now()` },
              });
          },
        }),
      );
      return { message: 'Response saved.' };
    },

    async respondActivity(
      playerId: string,
      activityId: string,
      preference: Preference,
      perspective: Perspective,
    ) {
      await requirePlayer(playerId);
      const id = activityId.toLowerCase();
      const tagType = (await findActivities(db, [id])).get(id);
      if (!tagType) throw badRequest(SURVEY_MESSAGES.activityNotFound);
      if (!perspectiveFits(tagType, perspective)) {
        throw badRequest(
          tagType === 'clothing'
            ? SURVEY_MESSAGES.clothingPerspective
            : SURVEY_MESSAGES.activityPerspective,
        );
      }
      await saveActivityAnswers(playerId, [{ activityId: id, perspective, preference }]);
      return { message: 'Preference saved.' };
    },

    /** All or nothing: every key is checked before one statement saves them all. */
    async respondActivitiesBulk(
      playerId: string,
      preferences: Record<string, Preference>,
      perspective: Perspective | undefined,
    ) {
      await requirePlayer(playerId);
      const entries = Object.entries(preferences);
      const resolved = entries.map(([key, preference]) => {
        const target = resolveAnswerKey(key, perspective);
        return target && { ...target, preference };
      });
      const tagTypes = await findActivities(db, [
        ...new Set(resolved.flatMap((entry) => (entry ? [entry.activityId] : []))),
      ]);
      const invalid = resolved.filter((entry) => {
        const tagType = entry && tagTypes.get(entry.activityId);
        return !entry || !tagType || !perspectiveFits(tagType, entry.perspective);
      }).length;
      if (invalid > 0) throw badRequest(invalidPreferencesMessage(invalid, entries.length));

      // Two keys naming one row ("<id>" with a perspective and "<id>::wear"): the later one wins.
      const rows = new Map<string, ActivityAnswer>();
      for (const entry of resolved) {
        if (entry) rows.set(answerKey(entry.activityId, entry.perspective), entry);
      }
      await saveActivityAnswers(playerId, [...rows.values()]);
      const saved = rows.size;
      return { message: `Saved ${saved} preference${saved === 1 ? '' : 's'}.`, saved };
    },

    async getActivityPreferences(playerId: string) {
      const [, answers] = await Promise.all([
        requirePlayer(playerId),
        currentActivityAnswers(db, cipher, playerId),
      ]);
      return answers.map(publicPreference);
    },

    async getActivityPreferencesByType(playerId: string) {
      const [, answers] = await Promise.all([
        requirePlayer(playerId),
        currentActivityAnswers(db, cipher, playerId),
      ]);
      return {
        activity: answers.filter((a) => a.tagType === 'activity').map(publicPreference),
        clothing: answers.filter((a) => a.tagType === 'clothing').map(publicPreference),
      };
    },

    async markComplete(playerId: string) {
      const [, catalogue, questionsAnswered, activitiesAnswered] = await Promise.all([
        requirePlayer(playerId),
        loadCatalogue(db),
        currentQuestionAnswers(db, cipher, playerId),
        currentActivityAnswers(db, cipher, playerId),
      ]);
      const missing = missingAnswers(
        { questions: catalogue.questions, activities: activitiesOf(catalogue) },
        {
          questionIds: questionsAnswered.map((answer) => answer.questionId),
          answerKeys: activitiesAnswered.map((answer) => answer.key),
        },
      );
      if (missing.questionIds.length > 0 || missing.answerKeys.length > 0)
        throw badRequest(SURVEY_MESSAGES.incomplete);

      // The first completion of a round stands: marking again answers the same time.
      const completedAt = await asPlayer(rounds.complete(playerId));
      return { message: 'Survey marked as complete.', completedAt: completedAt.toISOString() };
    },

    async getPlayerResponses(playerId: string) {
      const { coupleId } = await requirePlayer(playerId);
      const [options, activities, round] = await Promise.all([
        currentQuestionAnswers(db, cipher, playerId),
        currentActivityAnswers(db, cipher, playerId),
        rounds.stateOf(playerId, coupleId),
      ]);
      return {
        options,
        activities: Object.fromEntries(activities.map((answer) => [answer.key, answer.preference])),
        completedAt: round.completedAt?.toISOString() ?? null,
        changeStartsNewRound: round.changeStartsNewRound,
        changeIsRoundApart: round.changeIsRoundApart,
        nextRoundAllowedAt: round.nextRoundAllowedAt?.toISOString() ?? null,
      };
    },

    async getCoupleSurveyStatus(coupleId: string) {
      const player1 = alias(players, 'player1');
      const player2 = alias(players, 'player2');
      const completion1 = alias(surveyCompletions, 'completion1');
      const completion2 = alias(surveyCompletions, 'completion2');
      const [row] = await db
        .select({
          player1Name: player1.displayName,
          player2Name: player2.displayName,
          player1Complete: sql<boolean>`${completion1.playerId} is not null`,
          player2Complete: sql<boolean>`${completion2.playerId} is not null`,
        })
        .from(couples)
        .innerJoin(player1, eq(player1.id, couples.player1Id))
        .leftJoin(player2, eq(player2.id, couples.player2Id))
        .leftJoin(completion1, eq(completion1.playerId, couples.player1Id))
        .leftJoin(completion2, eq(completion2.playerId, couples.player2Id))
        .where(and(eq(couples.id, coupleId), isNull(couples.endedAt)));
      if (!row) throw notFound(SURVEY_MESSAGES.coupleNotFound);
      const bothComplete = row.player1Complete && row.player2Complete;
      return {
        bothComplete,
        player1SurveyComplete: row.player1Complete,
        player2SurveyComplete: row.player2Complete,
        player1Name: row.player1Name,
        player2Name: row.player2Name,
        showingPreviousRound: await rounds.showingPreviousRound(db, coupleId, bothComplete),
      };
    },

    async getYnmOptions() {
      const catalogue = await loadCatalogue(db);
      return {
        categories: catalogue.categories.map((category) => ({
          id: category.id,
          name: category.name,
          options: category.activities.map((activity) => ({
            id: activity.id,
            question: activity.name,
          })),
        })),
      };
    },
  };
}

export type SurveyService = ReturnType<typeof createSurveyService>;
