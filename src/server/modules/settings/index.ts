import { defineModule } from '../define-module';
import { settingsRoutes } from './routes';
import { createSettingsService } from './service';

/** The Settings screen: the player's notification preferences. */
export const settingsModule = defineModule('settings', (deps) =>
  settingsRoutes(createSettingsService(deps)),
);
