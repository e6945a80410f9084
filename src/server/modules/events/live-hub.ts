import type { FastifyBaseLogger } from 'fastify';
import { LIVE_CHANGE_EVENT, LIVE_RESYNC_EVENT, LIVE_RETRY_MS } from '@shared/domain/live-topics';
import type { StoredLiveEvent } from '../notifications';

/** One open stream: where its text goes and how it is ended. */
export interface LiveStream {
  playerId: string;
  /** The device the stream serves; a newer stream of the same device ends this one. */
  device: string;
  write(text: string): void;
  end(): void;
}

/** The text of one change event as the stream sends it. */
export const changeText = (event: Pick<StoredLiveEvent, 'id' | 'topics'>) =>
  `id: ${event.id}\nevent: ${LIVE_CHANGE_EVENT}\ndata: ${JSON.stringify({ topics: event.topics })}\n\n`;

/** Tells the client that it missed events no longer known: it reloads everything. */
export const resyncText = (lastKnownId: number | null) =>
  `${lastKnownId === null ? '' : `id: ${lastKnownId}\n`}event: ${LIVE_RESYNC_EVENT}\ndata: {}\n\n`;

export const openingText = () => `retry: ${LIVE_RETRY_MS}\n: connected\n\n`;

/** Follows the events a stream missed before it opened: what comes after happens live. */
export const caughtUpText = () => ': caught up\n\n';

/**
 * This node's open streams, by player and by device. Every node gets every event (PostgreSQL
 * NOTIFY) and passes it to the streams of the players it names; a heartbeat keeps idle
 * connections from being cut by proxies.
 */
export class LiveHub {
  private readonly byPlayer = new Map<string, Set<LiveStream>>();
  private readonly byDevice = new Map<string, LiveStream>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** The newest event id this node has passed on, to catch up after a lost listener. */
  newestSeen = 0;

  constructor(
    private readonly heartbeatMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Adds a stream, ending the device's previous one; returns how to remove it. */
  open(stream: LiveStream): () => void {
    const deviceKey = `${stream.playerId}:${stream.device}`;
    const older = this.byDevice.get(deviceKey);
    if (older) this.close(older, deviceKey);
    this.byDevice.set(deviceKey, stream);
    const own = this.byPlayer.get(stream.playerId) ?? new Set();
    own.add(stream);
    this.byPlayer.set(stream.playerId, own);
    this.startHeartbeat();
    return () => this.remove(stream, deviceKey);
  }

  /** Passes an event, from any node, to this node's streams of the players it names. */
  deliver(event: StoredLiveEvent) {
    this.newestSeen = Math.max(this.newestSeen, event.id);
    const text = changeText(event);
    for (const playerId of event.playerIds) {
      for (const stream of this.byPlayer.get(playerId) ?? []) this.send(stream, text);
    }
  }

  /** Tells every open stream to reload everything (this node may have missed events). */
  resyncAll() {
    for (const streams of this.byPlayer.values())
      for (const stream of streams) this.send(stream, resyncText(null));
  }

  get openStreams() {
    return this.byDevice.size;
  }

  /** Ends every stream, so a stopping server is not held open by its clients. */
  closeAll() {
    for (const [key, stream] of [...this.byDevice]) this.close(stream, key);
    this.stopHeartbeat();
  }

  private send(stream: LiveStream, text: string) {
    try {
      stream.write(text);
    } catch (error) {
      this.log.debug({ err: error }, 'a live stream could not be written; closing it');
      this.close(stream, `${stream.playerId}:${stream.device}`);
    }
  }

  private close(stream: LiveStream, deviceKey: string) {
    this.remove(stream, deviceKey);
    stream.end();
  }

  private remove(stream: LiveStream, deviceKey: string) {
    if (this.byDevice.get(deviceKey) === stream) this.byDevice.delete(deviceKey);
    const own = this.byPlayer.get(stream.playerId);
    own?.delete(stream);
    if (own?.size === 0) this.byPlayer.delete(stream.playerId);
    if (this.byDevice.size === 0) this.stopHeartbeat();
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const stream of [...this.byDevice.values()]) this.send(stream, ': heartbeat\n\n');
    }, this.heartbeatMs);
    this.heartbeat.unref();
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
