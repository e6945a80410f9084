import { access, describeRoute } from '../define';

/**
 * The signed-in player's live changes as server-sent events (docs/live-updates.md). Its reply
 * never ends while the player's screen is open, so test walks read only its opening.
 */
export const stream = describeRoute({
  name: 'events.stream',
  method: 'GET',
  path: '/api/events',
  access: access.player,
  eventStream: true,
});
