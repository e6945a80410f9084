import { defineModule } from '../define-module';
import { exportedCoachSessions } from './export-section';
import { coachRoutes } from './routes';
import { createCoachService } from './service';

/** The Velvet Coach: a chat and guided sessions, on plans that include `coach-iq`. */
export const coachModule = defineModule('coach', (deps) => coachRoutes(createCoachService(deps)), {
  exportSections: {
    coachSessions: ({ tx, cipher, playerId }) => exportedCoachSessions(tx, cipher, playerId),
  },
});
