import type { Notification } from '@shared/api/notifications';
import { NOTIFICATION_POLL_MS } from '@shared/domain/notifications';
import type { PollOutcome } from './server-api';

/** Waits between polls after failures: doubling from the interval, never above this. */
export const MAX_BACKOFF_MS = 5 * 60_000;

export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PollerDeps {
  /** One conditional GET of the list; `etag` is the last one the server sent. */
  poll(etag: string | null): Promise<PollOutcome>;
  /** The whole list after every change (and once after the first answer). */
  onList(items: Notification[]): void;
  /** An unread notification this poller has not seen before, for a native notification. */
  onNewUnread(item: Notification): void;
  /** The token was refused: the poller has stopped. */
  onUnauthorized(): void;
  /** The couple stamp of every answer, to notice a partner joining or leaving. */
  onCoupleStamp?(stamp: string): void;
  intervalMs?: number;
  scheduler?: Scheduler;
}

export interface NotificationPoller {
  /** Polls now, then every interval, until stopped. Restarting forgets what it had seen. */
  start(): void;
  stop(): void;
  /** Polls as soon as the one in flight (if any) has finished. */
  pollNow(): Promise<void>;
  readonly running: boolean;
}

/**
 * The desktop app's notification poll. One request at a time: the next is scheduled only
 * after the current one has finished. Network errors and 5xx back off; a 401 stops it. The
 * first answer after start only records what exists, so signing in does not replay old
 * notifications; every later unread id not seen before is announced once.
 */
export function createNotificationPoller(deps: PollerDeps): NotificationPoller {
  const interval = deps.intervalMs ?? NOTIFICATION_POLL_MS;
  const scheduler: Scheduler = deps.scheduler ?? {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  let generation = 0;
  let running = false;
  let timer: unknown = null;
  let inFlight: { promise: Promise<void>; generation: number } | null = null;
  let failures = 0;
  let etag: string | null = null;
  let seen: Set<string> | null = null;

  const nextDelay = () =>
    failures === 0 ? interval : Math.min(interval * 2 ** failures, MAX_BACKOFF_MS);

  function schedule(ms: number) {
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = scheduler.setTimeout(() => {
      timer = null;
      void pollOnce();
    }, ms);
  }

  function handle(outcome: PollOutcome) {
    if (outcome.kind === 'unauthorized') {
      stop();
      deps.onUnauthorized();
      return;
    }
    if (outcome.kind === 'failed') {
      failures += 1;
      return;
    }
    failures = 0;
    if (outcome.coupleStamp) deps.onCoupleStamp?.(outcome.coupleStamp);
    if (outcome.kind === 'unchanged') return;
    etag = outcome.etag;
    if (seen) {
      for (const item of outcome.items) {
        if (!item.read && !seen.has(item.id)) deps.onNewUnread(item);
      }
    } else {
      seen = new Set();
    }
    for (const item of outcome.items) seen.add(item.id);
    deps.onList(outcome.items);
  }

  function pollOnce(): Promise<void> {
    if (inFlight?.generation === generation) return inFlight.promise;
    // A request from before a restart is still out: never overlap, go after it.
    if (inFlight) return inFlight.promise.then(pollOnce);
    const mine = generation;
    const promise = (async () => {
      let outcome: PollOutcome;
      try {
        outcome = await deps.poll(etag);
      } catch (error) {
        outcome = { kind: 'failed', reason: String(error) };
      }
      // A stop (sign-out) while the request was out makes its answer stale.
      if (mine !== generation) return;
      handle(outcome);
    })().finally(() => {
      inFlight = null;
      if (running && mine === generation) schedule(nextDelay());
    });
    inFlight = { promise, generation: mine };
    return promise;
  }

  function stop() {
    running = false;
    generation += 1;
    if (timer !== null) scheduler.clearTimeout(timer);
    timer = null;
  }

  return {
    start() {
      stop();
      running = true;
      failures = 0;
      etag = null;
      seen = null;
      void pollOnce();
    },
    stop,
    async pollNow() {
      if (!running) return;
      if (inFlight) await inFlight.promise;
      if (timer !== null) scheduler.clearTimeout(timer);
      timer = null;
      await pollOnce();
    },
    get running() {
      return running;
    },
  };
}
