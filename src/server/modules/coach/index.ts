import { defineModule } from '../define-module';
import { coachRoutes } from './routes';
import { createCoachService } from './service';

/** The Velvet Coach: a chat and guided sessions, on plans that include `coach-iq`. */
export const coachModule = defineModule('coach', (deps) => coachRoutes(createCoachService(deps)));

export { viewsOf as coachSessionViews } from './session-view';
