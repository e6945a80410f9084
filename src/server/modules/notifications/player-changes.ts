import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { players } from '../../db/schema';
import { recordLiveEvent } from './live-event-log';

const CHANNEL = 'velvet_player_changed';
const MAX_ENTRIES = 100_000;
const RECONNECT_MS = 1_000;

export interface PlayerChangeState {
  version: number;
  /** The session version every valid token of the player carries (docs/accounts.md). */
  sessionVersion: number;
  coupleId: string | null;
  player1Id: string | null;
  player2Id: string | null;
}

/**
 * Marks players as changed (their notifications, couple or sessions): bumps their change version and
 * tells every node, at commit, to forget what it remembered about them.
 */
export async function markPlayersChanged(executor: Executor, playerIds: readonly string[]) {
  await announcePlayersChanged(executor, playerIds);
  // This node forgets at once, so its own next poll reads the change; the others (and this
  // one again, for reads that raced the commit) forget when the NOTIFY arrives.
  for (const cache of liveCaches) cache.forget(playerIds);
}

/** The database half of markPlayersChanged: all another node ever learns of a change. */
export async function announcePlayersChanged(executor: Executor, playerIds: readonly string[]) {
  if (playerIds.length === 0) return;
  await executor
    .update(players)
    .set({ changeVersion: sql`${players.changeVersion} + 1` })
    .where(inArray(players.id, [...playerIds]));
  for (const id of playerIds) await executor.execute(sql`SELECT pg_notify(${CHANNEL}, ${id})`);
  // Their open screens hear of it too: a new notice, a partner who joined or left.
  await recordLiveEvent(executor, playerIds, ['notifications', 'couple']);
}

const liveCaches = new Set<PlayerChangeCache>();

/** Another channel heard on the same listening connection (the live events). */
export interface ChannelSubscriber {
  message(payload: string): void;
  /** Each time the connection starts listening; `again` after a lost connection came back. */
  listening?(again: boolean): void;
}

/**
 * Each node's memory of players' change versions, so a notification poll that finds nothing
 * new needs no query. It stays correct with several nodes: every change is announced with
 * PostgreSQL NOTIFY at commit and each node drops that player's entry; while the node is not
 * listening (start-up, lost connection) it remembers nothing and asks the database.
 */
export class PlayerChangeCache {
  private readonly entries = new Map<string, PlayerChangeState>();
  private listener: pg.PoolClient | null = null;
  private listening = false;
  private announcements = 0;
  private stopped = false;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private readonly channels = new Map<string, ChannelSubscriber>();
  private lostBefore = false;

  constructor(
    private readonly pool: pg.Pool,
    private readonly readState: (playerId: string) => Promise<PlayerChangeState | null>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Listens on `channel` too, over the same connection; subscribe before start. */
  subscribe(channel: string, subscriber: ChannelSubscriber) {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`bad channel name ${channel}`);
    this.channels.set(channel, subscriber);
  }

  async start() {
    this.stopped = false;
    try {
      const client = await this.pool.connect();
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL) {
          if (message.payload) this.channels.get(message.channel)?.message(message.payload);
          return;
        }
        this.announcements += 1;
        if (message.payload) this.entries.delete(message.payload);
      });
      client.on('error', (error) => this.lost(error));
      client.on('end', () => this.lost(new Error('listener connection ended')));
      await client.query(`LISTEN ${CHANNEL}`);
      for (const channel of this.channels.keys()) await client.query(`LISTEN ${channel}`);
      this.listener = client;
      this.listening = true;
      liveCaches.add(this);
      for (const subscriber of this.channels.values()) subscriber.listening?.(this.lostBefore);
    } catch (error) {
      this.lost(error);
    }
  }

  async stop() {
    this.stopped = true;
    liveCaches.delete(this);
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.listening = false;
    this.entries.clear();
    const client = this.listener;
    this.listener = null;
    if (client) {
      await client.query('UNLISTEN *').catch(() => undefined);
      client.release();
    }
  }

  async get(playerId: string): Promise<PlayerChangeState | null> {
    if (this.listening) {
      const known = this.entries.get(playerId);
      if (known) return known;
    }
    const before = this.announcements;
    const state = await this.readState(playerId);
    // An announcement during the read may concern this player: then the read may be stale.
    if (state && this.listening && this.announcements === before) this.remember(playerId, state);
    return state;
  }

  forget(playerIds: readonly string[]) {
    this.announcements += 1;
    for (const id of playerIds) this.entries.delete(id);
  }

  private remember(playerId: string, state: PlayerChangeState) {
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(playerId, state);
  }

  private lost(error: unknown) {
    if (!this.listening && this.listener === null && this.reconnectTimer) return;
    this.listening = false;
    this.lostBefore = true;
    liveCaches.delete(this);
    this.entries.clear();
    const client = this.listener;
    this.listener = null;
    client?.release(true);
    if (this.stopped) return;
    this.log.warn({ err: error }, 'lost the player-change listener; reconnecting');
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      void this.start();
    }, RECONNECT_MS);
  }
}
