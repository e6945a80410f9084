import { defineModule } from '../define-module';
import { experiencesRoutes } from './routes';
import { createExperiencesService } from './service';

/** Adventures: planned by a lead partner, answered and reflected on by the other. */
export const experiencesModule = defineModule('experiences', (deps) =>
  experiencesRoutes(createExperiencesService(deps)),
);
