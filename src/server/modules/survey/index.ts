import { defineModule } from '../define-module';
import { exportedSurvey } from './export-section';
import { surveyRoutes } from './routes';
import { createSurveyService } from './service';

/** The survey: its catalogue, each player's answers, and whether both partners finished. */
export const surveyModule = defineModule(
  'survey',
  (deps) => surveyRoutes(createSurveyService(deps)),
  {
    exportSections: {
      survey: ({ tx, cipher, playerId }) => exportedSurvey(tx, cipher, playerId),
    },
  },
);

export { activeActivity } from './active-activity';
export { allSurveysComplete } from './completions';
export { hasCompletedRound, hasRoundSnapshot, readConsistently } from './completed-round';
export { openAnswer, openAnswers, openSnapshotAnswers } from './sealed-preferences';
export { formatAnswered } from './format-answered';
