import { defineModule } from '../define-module';
import { exportedAdventures } from './export-section';
import { adventuresRoutes } from './routes';
import { createAdventuresService } from './service';

/** Adventures: planned by a lead partner, answered and reflected on by the other. */
export const adventuresModule = defineModule(
  'adventures',
  (deps) => adventuresRoutes(createAdventuresService(deps)),
  {
    exportSections: {
      adventures: ({ tx, cipher, playerId, coupleIds }) =>
        exportedAdventures(tx, cipher, playerId, coupleIds),
    },
  },
);
