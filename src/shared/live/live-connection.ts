import {
  LIVE_CHANGE_EVENT,
  LIVE_RESYNC_EVENT,
  LIVE_TOPICS,
  type LiveTopic,
} from '../domain/live-topics';
import { createSseParser } from './sse-parser';

/** What opening the stream gives back: enough of a fetch Response to read it. */
export interface OpenedStream {
  status: number;
  body: ReadableStream<Uint8Array> | null;
}

export interface LiveConnectionDeps {
  /** Opens GET /api/events with the player's token, sending `lastEventId` when there is one. */
  open(lastEventId: string | null, signal: AbortSignal): Promise<OpenedStream>;
  /** Some areas changed: refresh the reads that show them. */
  onChange(topics: LiveTopic[]): void;
  /** Events were missed (a resync, or a reconnect without a place to resume): refresh everything. */
  onResync(): void;
  /** The token was refused: the connection has stopped. */
  onUnauthorized?(): void;
  /** Waits before reconnecting: doubling from `minDelayMs` up to `maxDelayMs`. */
  minDelayMs?: number;
  maxDelayMs?: number;
  setTimer?(callback: () => void, ms: number): unknown;
  clearTimer?(handle: unknown): void;
}

export interface LiveConnection {
  start(): void;
  stop(): void;
  readonly connected: boolean;
}

const known = new Set<string>(LIVE_TOPICS);

/**
 * One live connection to the server's change stream, for the web app and the desktop's main
 * process alike: reconnects with growing waits after a failure, resumes with Last-Event-ID,
 * and turns each event into the topics it names.
 */
export function createLiveConnection(deps: LiveConnectionDeps): LiveConnection {
  const minDelay = deps.minDelayMs ?? 1_000;
  const maxDelay = deps.maxDelayMs ?? 30_000;
  const setTimer = deps.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let running = false;
  let connected = false;
  let failures = 0;
  let lastEventId: string | null = null;
  let abort: AbortController | null = null;
  let timer: unknown = null;
  /** Whether a stream was open before, so a reconnect without a place to resume refreshes all. */
  let hadConnected = false;

  function handle(event: string, data: string) {
    if (event === LIVE_RESYNC_EVENT) return deps.onResync();
    if (event !== LIVE_CHANGE_EVENT) return;
    try {
      const parsed = JSON.parse(data) as { topics?: unknown };
      const topics = Array.isArray(parsed.topics)
        ? parsed.topics.filter((topic): topic is LiveTopic => known.has(String(topic)))
        : [];
      if (topics.length > 0) deps.onChange(topics);
    } catch {
      deps.onResync();
    }
  }

  async function connectOnce(controller: AbortController) {
    const resuming = lastEventId;
    const opened = await deps.open(resuming, controller.signal);
    if (opened.status === 401) {
      running = false;
      deps.onUnauthorized?.();
      return;
    }
    if (opened.status !== 200 || !opened.body) throw new Error(`stream answered ${opened.status}`);
    connected = true;
    failures = 0;
    // Without a place to resume from, whatever changed while away is unknown: refresh it all.
    if (resuming === null && hadConnected) deps.onResync();
    hadConnected = true;
    const parser = createSseParser(({ event, data }) => handle(event, data));
    const reader = opened.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.push(decoder.decode(value, { stream: true }));
      if (parser.lastEventId !== null) lastEventId = parser.lastEventId;
    }
  }

  function connect() {
    if (!running) return;
    const controller = new AbortController();
    abort = controller;
    void connectOnce(controller)
      .catch(() => {
        if (abort === controller) failures += 1;
      })
      .finally(() => {
        if (abort !== controller) return;
        connected = false;
        abort = null;
        if (!running) return;
        const delay = Math.min(minDelay * 2 ** Math.max(0, failures - 1), maxDelay);
        timer = setTimer(() => {
          timer = null;
          connect();
        }, delay);
      });
  }

  return {
    start() {
      if (running) return;
      running = true;
      failures = 0;
      connect();
    },
    stop() {
      running = false;
      connected = false;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const controller = abort;
      abort = null;
      controller?.abort();
      lastEventId = null;
      hadConnected = false;
    },
    get connected() {
      return connected;
    },
  };
}
