import { defineModule } from '../define-module';
import { exportedBoundaries } from './export-section';
import { journeyRoutes } from './routes';
import { createJourneyService } from './service';

/** The couple's journey: levels, private hard boundaries and progress. */
export const journeyModule = defineModule(
  'journey',
  (deps) => journeyRoutes(createJourneyService(deps)),
  {
    exportSections: {
      boundaries: ({ tx, cipher, playerId }) => exportedBoundaries(tx, cipher, playerId),
    },
  },
);

export { journeyStateOf, type JourneyRow, type JourneyState } from './journey-state';
