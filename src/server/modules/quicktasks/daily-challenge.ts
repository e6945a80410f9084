import { calendarDay } from '@shared/domain/gamification';
import type { GeneratedChallenge } from '../../content/engine';
import { dailyChallenges } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleAvoidCategories } from '../intent';
import { coupleBoundaries, coupleMembers } from '../couples';
import { journeyStateOf } from '../journey';
import { coupleMatching } from '../results';
import { storedChallenge, type ChallengeRow } from './challenge-view';
import { QUICK_TASK_ERRORS } from './task-view';

/**
 * Today's challenge for the couple, null before it has a journey. The first partner to ask
 * on a calendar day has it generated and stored; everyone after gets the stored one, so both
 * read the same text whatever the engine does.
 */
export function createDailyChallenges(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'log' | 'now'>,
) {
  const { db, cipher, content, log, now } = deps;

  return async function dailyChallenge(
    coupleId: string,
    timeZone: string,
  ): Promise<ChallengeRow | null> {
    const state = await journeyStateOf(db, coupleId);
    if (!state) return null;
    const day = calendarDay(now(), timeZone);
    const stored = await storedChallenge(db, coupleId, day);
    if (stored) return stored;

    const members = await coupleMembers(db, coupleId);
    const matching = members?.player2
      ? await coupleMatching(db, cipher, members.id, members.player1.id, members.player2.id)
      : { welcomed: [], refusedActivities: [] };
    let generated: GeneratedChallenge & { engine: string };
    try {
      generated = await content.dailyChallenge(
        { coupleId, date: day, level: state.currentLevel, welcomed: matching.welcomed },
        {
          refusedActivities: matching.refusedActivities,
          hardBoundaries: await coupleBoundaries(db, cipher, coupleId),
          avoidCategories: await coupleAvoidCategories(db, cipher, coupleId),
          maxLevel: state.currentLevel,
        },
      );
    } catch (error) {
      // The engines answer "nothing fits" with their own 409; anything else becomes one too.
      if (error instanceof HttpError) throw error;
      log.warn({ err: error }, 'no daily challenge could be generated');
      throw conflict(QUICK_TASK_ERRORS.noChallenge);
    }
    await db
      .insert(dailyChallenges)
      .values({
        coupleId,
        day,
        title: generated.title,
        description: generated.description,
        taskType: generated.taskType,
        durationMinutes: generated.durationMinutes,
        level: state.currentLevel,
        engine: generated.engine,
      })
      .onConflictDoNothing();
    const row = await storedChallenge(db, coupleId, day);
    if (!row) throw conflict(QUICK_TASK_ERRORS.noChallenge);
    return row;
  };
}
