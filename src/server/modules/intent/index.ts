import { defineModule } from '../define-module';
import { exportedIntent } from './export-section';
import { intentRoutes } from './routes';
import { createIntentService } from './service';

/** Each player's intent preferences, private to that player. */
export const intentModule = defineModule(
  'intent',
  (deps) => intentRoutes(createIntentService(deps)),
  {
    exportSections: {
      intent: ({ tx, cipher, playerId }) => exportedIntent(tx, cipher, playerId),
    },
  },
);

export { coupleAvoidCategories, type IntentRow, savedIntents } from './couple-intents';
