import type { QuickTask } from '@shared/api/quicktasks';
import type { ModuleDeps } from '../deps';
import { createDailyChallenges } from './daily-challenge';
import { createGenerator } from './generate';
import { createPlay } from './play';
import { openTaskOf, viewOf } from './task-view';

/** Quick tasks and the daily challenge (docs/journey-and-play.md). */
export function createQuickTasksService(
  deps: Pick<ModuleDeps, 'db' | 'content' | 'notifier' | 'log' | 'now'>,
) {
  const play = createPlay(deps);
  return {
    async pending(callerId: string, coupleId: string): Promise<QuickTask | null> {
      const task = await openTaskOf(deps.db, coupleId);
      return task ? viewOf(deps.db, task, callerId) : null;
    },
    generate: createGenerator(deps),
    start: play.start,
    confirm: play.confirm,
    dailyChallenge: createDailyChallenges(deps),
  };
}

export type QuickTasksService = ReturnType<typeof createQuickTasksService>;
