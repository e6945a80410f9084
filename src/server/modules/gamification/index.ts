import { defineModule } from '../define-module';
import { exportedPoints } from './export-section';
import { gamificationRoutes } from './routes';
import { createGamificationService } from './service';

/** The couple's scoreboard: points and streaks, and the badges earned and still to earn. */
export const gamificationModule = defineModule(
  'gamification',
  (deps) => gamificationRoutes(createGamificationService(deps)),
  { exportSections: { points: ({ tx, playerId }) => exportedPoints(tx, playerId) } },
);

export { announceStreakMilestones, awardPoints, coupleStreaks } from './score';
