import * as api from '@shared/api/events';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import { implement, type Implementation } from '../../plugins/contract-routes';
import { liveEventsAfter, recentLiveEvents } from '../notifications';
import { caughtUpText, changeText, openingText, resyncText, type LiveHub } from './live-hub';

/** A client that names no device is one device per token. */
const deviceOf = (device: string | undefined, authorization: string | undefined) =>
  device ?? `token:${authorization ?? ''}`;

export function eventsRoutes(db: Database, hub: LiveHub): Implementation[] {
  return [
    implement(api.stream, async ({ playerId, query, request, reply }) => {
      const id = playerId();
      const header = request.headers['last-event-id'];
      const lastId =
        header === undefined ? null : api.lastEventIdSchema.safeParse(header.toString());
      if (lastId && !lastId.success)
        throw badRequest(lastId.error.issues[0]?.message ?? 'Bad Last-Event-ID.');

      // The reply is ours from here: headers the hooks set so far (security, CORS) go with it.
      reply.hijack();
      const raw = reply.raw;
      const hookHeaders = Object.entries(reply.getHeaders()).filter(
        (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
      );
      raw.writeHead(200, {
        ...Object.fromEntries(hookHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
      });
      // A stream ended meanwhile (the same device opened another) is written to no more.
      const send = (text: string) => {
        if (!raw.writableEnded && !raw.destroyed) raw.write(text);
      };
      const remove = hub.open({
        playerId: id,
        device: deviceOf(query.device, request.headers.authorization),
        write: send,
        end: () => raw.end(),
      });
      raw.on('close', remove);
      raw.on('error', remove);

      // Registered before the catch-up read, so nothing committed in between is lost; an
      // event both read and delivered reaches the client twice, which only refreshes twice.
      try {
        // The opening names no event id: the server-wide count would tell any caller how busy
        // everyone else is. A client with no id yet reloads everything after a reconnect.
        send(openingText());
        if (lastId?.success) {
          const missed = await liveEventsAfter(db, id, lastId.data);
          if (missed === null) send(resyncText(null));
          else for (const event of missed) send(changeText(event));
        } else {
          // A page reads its first screen before it opens its stream: this player's changes of
          // the last moments reach it too, and refresh only the reads they touch.
          for (const event of await recentLiveEvents(db, id)) send(changeText(event));
        }
        send(caughtUpText());
      } catch (error) {
        request.log.warn({ err: error }, 'a live stream could not catch up; ending it');
        remove();
        raw.end();
      }
      return undefined as never;
    }),
  ];
}
