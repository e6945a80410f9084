import { sql, type SQL } from 'drizzle-orm';
import type { LiveTopic } from '@shared/domain/live-topics';
import type { Executor } from '../../db/client';

/** The channel every node LISTENs on for live events (docs/live-updates.md). */
export const LIVE_EVENT_CHANNEL = 'velvet_live_event';

/** How long events stay known for a client that reconnects. */
export const LIVE_EVENT_RETENTION_MINUTES = 10;

export interface StoredLiveEvent {
  id: number;
  playerIds: string[];
  topics: LiveTopic[];
}

/**
 * Records that `topics` changed for `playerIds` and tells every node, at commit: inside a
 * transaction the event exists and is announced only if the change it reports is committed.
 * One statement, so a plain handle needs no transaction of its own.
 */
export async function recordLiveEvent(
  executor: Executor,
  playerIds: readonly string[],
  topics: readonly LiveTopic[],
) {
  if (playerIds.length === 0) return;
  const players = sql.join(
    [...new Set(playerIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  await insertAndAnnounce(executor, sql`ARRAY[${players}]::uuid[]`, topics);
}

/**
 * As recordLiveEvent, for `playerId` and, with `coupleId`, everyone now in that couple: the
 * members are read in the same statement. A deleted account is no longer among them.
 */
export async function recordLiveEventForCouple(
  executor: Executor,
  playerId: string,
  coupleId: string | null,
  topics: readonly LiveTopic[],
) {
  const members = coupleId
    ? sql`ARRAY(SELECT id FROM players WHERE id = ${playerId} OR couple_id = ${coupleId})`
    : sql`ARRAY(SELECT id FROM players WHERE id = ${playerId})`;
  await insertAndAnnounce(executor, members, topics);
}

async function insertAndAnnounce(executor: Executor, playerIds: SQL, topics: readonly LiveTopic[]) {
  if (topics.length === 0) return;
  const names = sql.join(
    [...new Set(topics)].map((topic) => sql`${topic}`),
    sql`, `,
  );
  await executor.execute(sql`
    WITH event AS (
      INSERT INTO live_events (player_ids, topics)
      SELECT members, ARRAY[${names}]::text[]
      FROM (SELECT ${playerIds} AS members) AS audience
      WHERE cardinality(members) > 0
      RETURNING id, player_ids, topics
    )
    SELECT pg_notify(${LIVE_EVENT_CHANNEL},
      json_build_object('id', id, 'playerIds', player_ids, 'topics', topics)::text)
    FROM event`);
}

/**
 * The events for `playerId` after `lastId`, or null when some of them may be gone (pruned, or
 * an id this database never gave): the client must then reload everything.
 */
export async function liveEventsAfter(
  executor: Executor,
  playerId: string,
  lastId: number,
): Promise<StoredLiveEvent[] | null> {
  const bounds = await executor.execute<{ oldest: string | null; newest: string | null }>(
    sql`SELECT min(id)::text AS oldest, max(id)::text AS newest FROM live_events`,
  );
  const oldest = Number(bounds.rows[0]?.oldest ?? NaN);
  const newest = Number(bounds.rows[0]?.newest ?? NaN);
  // Pruning always keeps the newest event, so an empty table means none was ever recorded.
  if (Number.isNaN(newest)) return lastId === 0 ? [] : null;
  if (lastId > newest || lastId < oldest - 1) return null;
  return eventsFor(executor, playerId, sql`id > ${lastId}`);
}

/** The events naming `playerId` that also meet `condition`, oldest first. */
async function eventsFor(
  executor: Executor,
  playerId: string,
  condition: SQL,
): Promise<StoredLiveEvent[]> {
  // Ordered by the table's id: the output column "id" is text, and "10" sorts before "9".
  const rows = await executor.execute<{ id: string; player_ids: string[]; topics: LiveTopic[] }>(
    sql`SELECT id::text, player_ids, topics FROM live_events
        WHERE ${condition} AND ${playerId}::uuid = ANY(player_ids)
        ORDER BY live_events.id`,
  );
  return rows.rows.map((row) => ({
    id: Number(row.id),
    playerIds: row.player_ids,
    topics: row.topics,
  }));
}

/**
 * How far back a stream opened without Last-Event-ID looks: a page opens its stream only after
 * its first screen has loaded its reads, so a change committed in between must still reach it.
 */
export const FRESH_STREAM_LOOKBACK_SECONDS = 30;

/** The events for `playerId` of the last FRESH_STREAM_LOOKBACK_SECONDS, oldest first. */
export async function recentLiveEvents(
  executor: Executor,
  playerId: string,
): Promise<StoredLiveEvent[]> {
  return eventsFor(
    executor,
    playerId,
    sql`created_at > now() - make_interval(secs => ${FRESH_STREAM_LOOKBACK_SECONDS})`,
  );
}

/** The id of the newest event, 0 before any: where a new stream's client starts counting. */
export async function newestLiveEventId(executor: Executor): Promise<number> {
  const newest = await executor.execute<{ newest: string | null }>(
    sql`SELECT max(id)::text AS newest FROM live_events`,
  );
  return Number(newest.rows[0]?.newest ?? 0);
}

/**
 * Takes a deleted player out of the events that named them; the partner's place in the same
 * events stays, so a partner reconnecting still hears that the couple ended.
 */
export async function forgetPlayerInLiveEvents(executor: Executor, playerId: string) {
  await executor.execute(sql`
    UPDATE live_events SET player_ids = array_remove(player_ids, ${playerId}::uuid)
    WHERE ${playerId}::uuid = ANY(player_ids)`);
}

/** Forgets events older than the retention, keeping the newest so later resumes can tell. */
export async function pruneLiveEvents(executor: Executor) {
  await executor.execute(sql`
    DELETE FROM live_events
    WHERE created_at < now() - make_interval(mins => ${LIVE_EVENT_RETENTION_MINUTES})
      AND id < (SELECT max(id) FROM live_events)`);
}
