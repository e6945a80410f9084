import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Journey, JourneyProgress } from '@shared/api/journey';
import {
  LEVEL_DESCRIPTIONS,
  LEVEL_EMOJI,
  levelRank,
  MAX_BOUNDARIES_PER_PLAYER,
  type JourneyLevel,
} from '@shared/domain/journey';
import { levelProgressOf, TASKS_PER_LEVEL } from '@shared/domain/journey-progress';
import {
  hardBoundaries,
  journeys,
  quickTasks,
  surveyCategories,
  surveyOptions,
} from '../../db/schema';
import { HARD_BOUNDARY } from '../../crypto/encrypted-columns';
import { inTransaction } from '../../db/transactions';
import { badRequest, notFound } from '../../lib/http-error';
import { coupleMembers, isMemberOf, ownBoundaries, playerOrUnauthorized } from '../couples';
import type { Executor } from '../../db/client';
import {
  boundaryPromptFor,
  boundaryPromptNotice,
  hasBoundaryReply,
  recordBoundaryReply,
} from './boundary-prompt';
import { type JourneyState, journeyStateOf } from './journey-state';
import type { ModuleDeps } from '../deps';
import { coupleFeatureAccess } from '../subscription';
import { activeActivity, hasCompletedRound } from '../survey';

export const JOURNEY_MESSAGES = {
  noJourney: 'No journey yet.',
  tooManyBoundaries: `At most ${MAX_BOUNDARIES_PER_PLAYER} boundaries.`,
  stepPartnerJoins:
    'Quick tasks start once your partner has joined and you have both finished the survey.',
  stepSurveys: 'Quick tasks start once you have both finished the survey.',
  stepPlan: 'Quick tasks need an active plan: see the plans to keep playing.',
} as const;

export interface InitializeJourney {
  startingLevel: JourneyLevel;
  desiredLevel: JourneyLevel;
  hardBoundaries: string[];
}

/**
 * The couple's journey (docs/journey-and-play.md): shared levels, and hard boundaries each
 * partner keeps private. Set up once; later calls add the caller's boundaries and may lower
 * the desired level, never raise it nor take it below the starting level.
 */
export function createJourneyService(deps: Pick<ModuleDeps, 'db' | 'cipher' | 'notifier'>) {
  const { db, cipher, notifier } = deps;

  async function view(coupleId: string, callerId: string): Promise<Journey> {
    const state = await journeyStateOf(db, coupleId);
    if (!state) {
      return {
        initialized: false,
        startingLevel: null,
        desiredLevel: null,
        currentLevel: null,
        myHardBoundaries: [],
        initializedAt: null,
        boundaryPrompt: null,
      };
    }
    return {
      initialized: true,
      startingLevel: state.journey.startingLevel,
      desiredLevel: state.journey.desiredLevel,
      currentLevel: state.currentLevel,
      myHardBoundaries: await ownBoundaries(db, cipher, coupleId, callerId),
      initializedAt: state.journey.createdAt.toISOString(),
      boundaryPrompt: await boundaryPromptFor(db, coupleId, callerId),
    };
  }

  /**
   * What the couple can do with quick tasks now: they need an active plan, the partner joined
   * and a round both completed (docs/journey-and-play.md), so a step never offers what would be
   * refused.
   */
  async function quickTaskStep(coupleId: string): Promise<string> {
    if (!(await coupleFeatureAccess(db, coupleId, 'quick-tasks')).hasAccess)
      return JOURNEY_MESSAGES.stepPlan;
    const members = await coupleMembers(db, coupleId);
    if (!members?.player2) return JOURNEY_MESSAGES.stepPartnerJoins;
    const players = [members.player1.id, members.player2.id] as const;
    if (!(await hasCompletedRound(db, coupleId, players))) return JOURNEY_MESSAGES.stepSurveys;
    const [open] = await db
      .select({ status: quickTasks.status })
      .from(quickTasks)
      .where(
        and(eq(quickTasks.coupleId, coupleId), inArray(quickTasks.status, ['pending', 'started'])),
      );
    if (open?.status === 'started') return 'Confirm your quick task once you have both done it.';
    if (open?.status === 'pending') return 'Start your quick task together.';
    return 'Generate a quick task to play today.';
  }

  async function nextSteps(coupleId: string, state: JourneyState): Promise<string[]> {
    const progress = levelProgressOf(
      state.journey.startingLevel,
      state.journey.desiredLevel,
      state.completedTasks,
    );
    const left = TASKS_PER_LEVEL - progress.done;
    return [
      await quickTaskStep(coupleId),
      progress.nextLevel
        ? `Complete ${left} more ${left === 1 ? 'task' : 'tasks'} to reach ${progress.nextLevel}.`
        : `Keep exploring what you both welcomed at ${progress.level}.`,
      "Try today's daily challenge together.",
    ];
  }

  /** When the caller starts the journey, the partner (if they have not answered) is asked. */
  async function askPartnerForBoundaries(
    tx: Executor,
    coupleId: string,
    callerId: string,
    journeyId: string,
  ) {
    const members = await coupleMembers(tx, coupleId);
    const partner = [members?.player1, members?.player2].find((m) => m && m.id !== callerId);
    const caller = [members?.player1, members?.player2].find((m) => m?.id === callerId);
    if (!partner || !caller || (await hasBoundaryReply(tx, coupleId, partner.id))) return;
    await notifier.notify(tx, partner.id, boundaryPromptNotice(caller.displayName), {
      subjectId: journeyId,
    });
  }

  return {
    get: view,

    /** "Not now": the prompt to add one's own boundaries, and its bell notice, are put away. */
    async dismissBoundaryPrompt(callerId: string, coupleId: string) {
      await inTransaction(db, async (tx) => {
        const state = await journeyStateOf(tx, coupleId);
        if (!state) return;
        await recordBoundaryReply(tx, coupleId, callerId, 'dismissed');
        await notifier.settle(tx, callerId, state.journey.id);
      });
      return view(coupleId, callerId);
    },

    async initialize(callerId: string, coupleId: string, body: InitializeJourney) {
      await inTransaction(db, async (tx) => {
        const created = await tx
          .insert(journeys)
          .values({
            coupleId,
            startingLevel: body.startingLevel,
            desiredLevel: body.desiredLevel,
          })
          .onConflictDoNothing({ target: journeys.coupleId })
          .returning({ id: journeys.id });
        // Locked, so concurrent calls add boundaries and lower the level one at a time.
        const [journey] = await tx
          .select()
          .from(journeys)
          .where(eq(journeys.coupleId, coupleId))
          .for('update');
        if (!journey) throw notFound(JOURNEY_MESSAGES.noJourney);
        // Lowered only: a higher desired level keeps the stored one, and the floor is the start.
        const lowered = levelRank(body.desiredLevel) < levelRank(journey.desiredLevel);
        if (lowered) {
          const desiredLevel =
            levelRank(body.desiredLevel) < levelRank(journey.startingLevel)
              ? journey.startingLevel
              : body.desiredLevel;
          await tx.update(journeys).set({ desiredLevel }).where(eq(journeys.id, journey.id));
        }
        // The stored boundaries are encrypted, so no unique index keeps out a repeat: it is
        // left out here, after opening the caller's own, under the journey's lock above.
        const mine = await ownBoundaries(tx, cipher, coupleId, callerId);
        const added = [...new Set(body.hardBoundaries)].filter((b) => !mine.includes(b));
        if (mine.length + added.length > MAX_BOUNDARIES_PER_PLAYER)
          throw badRequest(JOURNEY_MESSAGES.tooManyBoundaries);
        if (added.length) {
          await tx.insert(hardBoundaries).values(
            added.map((boundary) => {
              const id = randomUUID();
              return {
                id,
                coupleId,
                playerId: callerId,
                boundary: HARD_BOUNDARY.seal(cipher, id, boundary),
              };
            }),
          );
        }
        await recordBoundaryReply(tx, coupleId, callerId, 'added');
        await notifier.settle(tx, callerId, journey.id);
        if (created.length > 0) await askPartnerForBoundaries(tx, coupleId, callerId, journey.id);
      });
      return view(coupleId, callerId);
    },

    async progress(callerId: string, coupleId: string): Promise<JourneyProgress> {
      const state = (await isMemberOf(db, callerId, coupleId))
        ? await journeyStateOf(db, coupleId.toLowerCase())
        : null;
      if (!state) throw notFound(JOURNEY_MESSAGES.noJourney);
      const progress = levelProgressOf(
        state.journey.startingLevel,
        state.journey.desiredLevel,
        state.completedTasks,
      );
      return {
        level: progress.level,
        levelEmoji: LEVEL_EMOJI[progress.level],
        levelDescription: LEVEL_DESCRIPTIONS[progress.level],
        progressPercent: progress.percent,
        progressText: progress.text,
        nextSteps: await nextSteps(state.journey.coupleId, state),
      };
    },

    /** The names of the survey's activity categories that hold an active activity, sorted. */
    async activityTagCategories(callerId: string): Promise<string[]> {
      await playerOrUnauthorized(db, callerId);
      const rows = await db
        .selectDistinct({ name: surveyCategories.name })
        .from(surveyOptions)
        .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
        .where(activeActivity)
        .orderBy(asc(surveyCategories.name));
      return rows.map((row) => row.name).sort((a, b) => a.localeCompare(b));
    },
  };
}

export type JourneyService = ReturnType<typeof createJourneyService>;
