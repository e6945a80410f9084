import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveTopicSchema } from '@shared/api/events';
import type { Database } from '../../db/client';
import type { RepeatingTask } from '../../lib/repeating-tasks';
import { LIVE_EVENT_CHANNEL, pruneLiveEvents, type PlayerChangeCache } from '../notifications';
import type { LiveHub } from './live-hub';

const announcement = z.object({
  id: z.number().int().positive(),
  playerIds: z.array(z.string()),
  topics: z.array(liveTopicSchema),
});

const PRUNE_EVERY_MS = 60_000;

/**
 * Feeds this node's streams from the NOTIFY every node hears (on the listening connection the
 * player-change cache already keeps), prunes old events, and ends every stream when the server
 * stops so that open screens never hold the shutdown.
 */
export function startLiveFeed(
  app: FastifyInstance,
  options: {
    db: Database;
    hub: LiveHub;
    listener: PlayerChangeCache;
    repeat(task: RepeatingTask): void;
  },
) {
  const { db, hub, listener } = options;
  listener.subscribe(LIVE_EVENT_CHANNEL, {
    message(payload) {
      let parsed: z.infer<typeof announcement>;
      try {
        parsed = announcement.parse(JSON.parse(payload));
      } catch (error) {
        app.log.warn({ err: error }, 'ignored a live event that was not understood');
        return;
      }
      hub.deliver(parsed);
    },
    // While the connection was lost this node heard nothing: its clients reload everything.
    listening(again) {
      if (again) hub.resyncAll();
    },
  });
  options.repeat({
    name: 'live event pruning',
    everyMs: PRUNE_EVERY_MS,
    run: () => pruneLiveEvents(db),
  });
  app.addHook('preClose', async () => hub.closeAll());
}
