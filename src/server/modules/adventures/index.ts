import { defineModule } from '../define-module';
import { adventuresRoutes } from './routes';
import { createAdventuresService } from './service';

/** Adventures: planned by a lead partner, answered and reflected on by the other. */
export const adventuresModule = defineModule('adventures', (deps) =>
  adventuresRoutes(createAdventuresService(deps)),
);

export { mayView } from './adventure-row';
export { coupleContextOf, experienceView } from './adventure-view';
