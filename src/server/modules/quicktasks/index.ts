import { defineModule } from '../define-module';
import {
  exportedDailyChallenges,
  exportedQuickTasks,
  exportedTaskConfirmations,
} from './export-section';
import { quickTasksRoutes } from './routes';
import { createQuickTasksService } from './service';

/** Quick tasks the couple plays in turn, and the daily challenge. */
export const quickTasksModule = defineModule(
  'quicktasks',
  (deps) => quickTasksRoutes(createQuickTasksService(deps)),
  {
    exportSections: {
      quickTasks: ({ tx, playerId, coupleIds }) => exportedQuickTasks(tx, playerId, coupleIds),
      taskConfirmations: ({ tx, cipher, playerId }) =>
        exportedTaskConfirmations(tx, cipher, playerId),
      dailyChallenges: ({ tx, playerId, coupleIds }) =>
        exportedDailyChallenges(tx, playerId, coupleIds),
    },
  },
);
