import { defineModule } from '../define-module';
import { quickTasksRoutes } from './routes';
import { createQuickTasksService } from './service';

/** Quick tasks the couple plays in turn, and the daily challenge. */
export const quickTasksModule = defineModule('quicktasks', (deps) =>
  quickTasksRoutes(createQuickTasksService(deps)),
);

export { viewOf as quickTaskView } from './task-view';
