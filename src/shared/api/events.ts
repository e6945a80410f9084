import { z } from 'zod';
import { defineRoute } from './define';
import { LIVE_TOPICS } from '../domain/live-topics';
import * as routes from './routes/events';

export const liveTopicSchema = z.enum(LIVE_TOPICS);

/** The data of one `change` event: the areas whose reads are out of date. */
export const liveEventSchema = z.object({ topics: z.array(liveTopicSchema).min(1) });
export type LiveEvent = z.infer<typeof liveEventSchema>;

/** A stream's `Last-Event-ID` header: the id of the last event the client received. */
export const lastEventIdSchema = z
  .string()
  .regex(/^\d{1,15}$/, { error: 'Last-Event-ID must be the id of an event this stream sent.' })
  .transform(Number);

/**
 * A text/event-stream of `change` events ({@link liveEventSchema}), each with an id, a heartbeat
 * comment in between, and `resync` when the events after Last-Event-ID are no longer known.
 * `device` names the client's device: a second stream of the same device closes the first.
 */
export const stream = defineRoute({
  ...routes.stream,
  query: z.object({
    device: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'device must be 8 to 64 letters, digits, - or _.' })
      .optional(),
  }),
  response: z.string().describe('text/event-stream'),
});
