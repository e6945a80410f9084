import type { DailyChallenge, QuickTask } from '@shared/api/quicktasks';
import type { ModuleDeps } from '../deps';
import { challengeView } from './challenge-view';
import { createDailyChallenges } from './daily-challenge';
import { createDailyChallengePlay } from './daily-challenge-play';
import { createGenerator } from './generate';
import { createPlay } from './play';
import { openTaskOf, viewOf } from './task-view';

/** Quick tasks and the daily challenge (docs/journey-and-play.md). */
export function createQuickTasksService(
  deps: Pick<ModuleDeps, 'db' | 'cipher' | 'content' | 'notifier' | 'log' | 'now'>,
) {
  const play = createPlay(deps);
  const todaysChallenge = createDailyChallenges(deps);
  const challengePlay = createDailyChallengePlay(deps, todaysChallenge);
  return {
    async pending(callerId: string, coupleId: string): Promise<QuickTask | null> {
      const task = await openTaskOf(deps.db, coupleId);
      return task ? viewOf(deps.db, task, callerId) : null;
    },
    generate: createGenerator(deps),
    start: play.start,
    confirm: play.confirm,
    async dailyChallenge(
      callerId: string,
      coupleId: string,
      timeZone: string,
    ): Promise<DailyChallenge | null> {
      const today = await todaysChallenge(coupleId, timeZone);
      return today ? challengeView(deps.db, today, callerId) : null;
    },
    startDailyChallenge: challengePlay.start,
    completeDailyChallenge: challengePlay.complete,
  };
}

export type QuickTasksService = ReturnType<typeof createQuickTasksService>;
