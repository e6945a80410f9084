import { defineModule } from '../define-module';
import { eventsRoutes } from './routes';

/** The live stream of changes each signed-in screen keeps open (docs/live-updates.md). */
export const eventsModule = defineModule('events', (deps) => eventsRoutes(deps.db, deps.liveHub));

export { announceWrites } from './after-write';
export { LiveHub } from './live-hub';
export { startLiveFeed } from './live-feed';
