import { defineModule } from '../define-module';
import { journeyRoutes } from './routes';
import { createJourneyService } from './service';

/** The couple's journey: levels, private hard boundaries and progress. */
export const journeyModule = defineModule('journey', (deps) =>
  journeyRoutes(createJourneyService(deps)),
);

export { journeyStateOf, type JourneyRow, type JourneyState } from './journey-state';
