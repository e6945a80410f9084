import { defineModule } from '../define-module';
import { couplesRoutes } from './routes';
import { createCouplesService } from './service';

/** Invitations, forming a couple and ending one. */
export const couplesModule = defineModule('couples', (deps) =>
  couplesRoutes(createCouplesService(deps)),
);
