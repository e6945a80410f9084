import { defineModule } from '../define-module';
import { gamificationRoutes } from './routes';
import { createGamificationService } from './service';

/** The couple's scoreboard: points and streaks. */
export const gamificationModule = defineModule('gamification', (deps) =>
  gamificationRoutes(createGamificationService(deps)),
);

export { announceStreakMilestones, awardPoints, coupleStreaks } from './score';
