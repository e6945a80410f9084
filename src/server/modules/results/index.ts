import { defineModule } from '../define-module';
import { resultsRoutes } from './routes';
import { createResultsService } from './service';

/** What a couple's answers have in common, and the generated summary of it. */
export const resultsModule = defineModule('results', (deps) =>
  resultsRoutes(createResultsService(deps)),
);

export { coupleMatching } from './round-answers';
