import { defineModule } from '../define-module';
import { intentRoutes } from './routes';
import { createIntentService } from './service';

/** Each player's intent preferences, private to that player. */
export const intentModule = defineModule('intent', (deps) =>
  intentRoutes(createIntentService(deps)),
);

export { coupleAvoidCategories, type IntentRow, savedIntents, toIntent } from './couple-intents';
