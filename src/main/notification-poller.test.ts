import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@shared/api/notifications';
import { NOTIFICATION_POLL_MS } from '@shared/domain/notifications';
import {
  MAX_BACKOFF_MS,
  createNotificationPoller,
  type NotificationPoller,
  type Scheduler,
} from './notification-poller';
import type { PollOutcome } from './server-api';

interface Timer {
  callback: () => void;
  ms: number;
  state: 'pending' | 'fired' | 'cleared';
}

/** Timers that run only when the test fires them, recording every delay asked for. */
class ManualScheduler implements Scheduler {
  readonly timers: Timer[] = [];
  setTimeout(callback: () => void, ms: number) {
    const timer: Timer = { callback, ms, state: 'pending' };
    this.timers.push(timer);
    return timer;
  }
  clearTimeout(handle: unknown) {
    const timer = handle as Timer;
    if (timer.state === 'pending') timer.state = 'cleared';
  }
  get pending() {
    return this.timers.filter((timer) => timer.state === 'pending');
  }
  get delays() {
    return this.timers.map((timer) => timer.ms);
  }
  /** Runs the one pending timer; more than one would mean overlapping polls. */
  fire() {
    const [timer, ...others] = this.pending;
    if (!timer || others.length > 0) throw new Error(`${this.pending.length} timers pending`);
    timer.state = 'fired';
    timer.callback();
  }
}

/** Settles every promise callback already queued: the poller's work is all microtasks. */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

let sequence = 0;
function item(read = false): Notification {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    type: 'message',
    icon: '💌',
    title: `Notification ${sequence}`,
    description: 'Something happened.',
    createdAt: new Date(1_700_000_000_000 + sequence).toISOString(),
    read,
    actionUrl: '/dashboard',
  };
}

const changed = (
  items: Notification[],
  etag = `W/"${items.length}"`,
): Extract<PollOutcome, { kind: 'changed' }> => ({
  kind: 'changed',
  items,
  etag,
  coupleStamp: null,
});
const unchanged: PollOutcome = { kind: 'unchanged', coupleStamp: null };
const failed: PollOutcome = { kind: 'failed', reason: 'status 503' };

let poller: NotificationPoller | null = null;
afterEach(() => poller?.stop());

/** A poller whose requests wait until the test answers them, oldest first. */
function setup(options: { intervalMs?: number } = {}) {
  const scheduler = new ManualScheduler();
  const requests: {
    etag: string | null;
    resolve(outcome: PollOutcome): void;
    reject(error: Error): void;
  }[] = [];
  let answered = 0;
  const deps = {
    poll: vi.fn(
      (etag: string | null) =>
        new Promise<PollOutcome>((resolve, reject) => requests.push({ etag, resolve, reject })),
    ),
    onList: vi.fn<(items: Notification[]) => void>(),
    onNewUnread: vi.fn<(item: Notification) => void>(),
    onUnauthorized: vi.fn<() => void>(),
    onCoupleStamp: vi.fn<(stamp: string) => void>(),
  };
  poller = createNotificationPoller({ ...deps, ...options, scheduler });
  const next = () => {
    const request = requests[answered];
    if (!request) throw new Error('no request is waiting for an answer');
    answered += 1;
    return request;
  };
  return {
    poller,
    scheduler,
    requests,
    ...deps,
    /** Answers the oldest unanswered request and lets the poller act on it. */
    async answer(outcome: PollOutcome) {
      next().resolve(outcome);
      await flush();
    },
    async fail(error: Error) {
      next().reject(error);
      await flush();
    },
    announced: () => deps.onNewUnread.mock.calls.map(([announced]) => announced.id),
  };
}

describe('the notification poller', () => {
  it('polls at once, then 30 s after each answer by default', async () => {
    const p = setup();
    p.poller.start();
    expect(p.requests).toHaveLength(1);
    expect(p.scheduler.pending).toHaveLength(0);

    await p.answer(changed([]));
    expect(p.scheduler.delays).toEqual([NOTIFICATION_POLL_MS]);
    expect(NOTIFICATION_POLL_MS).toBe(30_000);

    p.scheduler.fire();
    expect(p.requests).toHaveLength(2);
  });

  it('waits the interval it was given', async () => {
    const p = setup({ intervalMs: 1_000 });
    p.poller.start();
    await p.answer(changed([]));
    expect(p.scheduler.delays).toEqual([1_000]);
  });

  it('announces nothing from the first answer, only lists it', async () => {
    const p = setup();
    const existing = [item(), item()];
    p.poller.start();
    await p.answer(changed(existing));

    expect(p.onNewUnread).not.toHaveBeenCalled();
    expect(p.onList).toHaveBeenCalledWith(existing);
  });

  it('announces each new unread notification once, never read or already seen ones', async () => {
    const p = setup();
    const old = item();
    p.poller.start();
    await p.answer(changed([old]));

    const fresh = item();
    const alreadyRead = item(true);
    p.scheduler.fire();
    await p.answer(changed([fresh, alreadyRead, old], 'W/"2"'));
    expect(p.announced()).toEqual([fresh.id]);
    expect(p.onList).toHaveBeenLastCalledWith([fresh, alreadyRead, old]);

    p.scheduler.fire();
    await p.answer(changed([fresh, alreadyRead, old], 'W/"3"'));
    expect(p.announced()).toEqual([fresh.id]);
  });

  it('sends back the last ETag and keeps the list when nothing changed', async () => {
    const p = setup();
    p.poller.start();
    expect(p.requests[0]?.etag).toBeNull();
    await p.answer(changed([item()], 'W/"7-none"'));

    p.scheduler.fire();
    expect(p.requests[1]?.etag).toBe('W/"7-none"');
    await p.answer(unchanged);
    expect(p.onList).toHaveBeenCalledTimes(1);

    p.scheduler.fire();
    expect(p.requests[2]?.etag).toBe('W/"7-none"');
  });

  it('reports the couple stamp of changed and unchanged answers', async () => {
    const p = setup();
    p.poller.start();
    await p.answer({ ...changed([]), coupleStamp: 'none' });
    p.scheduler.fire();
    await p.answer({ kind: 'unchanged', coupleStamp: 'couple.a.b' });
    expect(p.onCoupleStamp.mock.calls).toEqual([['none'], ['couple.a.b']]);
  });

  it('schedules nothing while a request is out', async () => {
    const p = setup();
    p.poller.start();
    await p.answer(changed([]));
    p.scheduler.fire();
    expect(p.scheduler.pending).toHaveLength(0);
    await p.answer(unchanged);
    expect(p.scheduler.pending).toHaveLength(1);
  });

  it('runs a refresh asked for during a poll after it, as one more request', async () => {
    const p = setup();
    p.poller.start();
    const refreshes = Promise.all([p.poller.pollNow(), p.poller.pollNow()]);
    await flush();
    expect(p.requests).toHaveLength(1);

    await p.answer(changed([]));
    expect(p.requests).toHaveLength(2);
    expect(p.scheduler.pending).toHaveLength(0);

    await p.answer(unchanged);
    await refreshes;
    expect(p.requests).toHaveLength(2);
    expect(p.scheduler.pending.map((timer) => timer.ms)).toEqual([NOTIFICATION_POLL_MS]);
  });

  it('polls at once on a refresh between polls, replacing the waiting timer', async () => {
    const p = setup();
    p.poller.start();
    await p.answer(changed([]));
    const refreshed = p.poller.pollNow();
    expect(p.requests).toHaveLength(2);
    expect(p.scheduler.pending).toHaveLength(0);
    await p.answer(unchanged);
    await refreshed;
    expect(p.scheduler.pending).toHaveLength(1);
  });

  it('does not poll on a refresh while stopped', async () => {
    const p = setup();
    await p.poller.pollNow();
    expect(p.requests).toHaveLength(0);
  });

  it('backs off, doubling up to MAX_BACKOFF_MS, and returns to the interval after a success', async () => {
    const p = setup();
    p.poller.start();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (attempt === 2) await p.fail(new Error('socket hang up'));
      else await p.answer(failed);
      p.scheduler.fire();
    }
    await p.answer(changed([]));

    expect(MAX_BACKOFF_MS).toBe(300_000);
    expect(p.scheduler.delays).toEqual([60_000, 120_000, 240_000, 300_000, 300_000, 30_000]);
  });

  it('stops on 401, tells once and schedules nothing more', async () => {
    const p = setup();
    p.poller.start();
    await p.answer(changed([]));
    p.scheduler.fire();
    await p.answer({ kind: 'unauthorized' });

    expect(p.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(p.poller.running).toBe(false);
    expect(p.scheduler.pending).toHaveLength(0);
    await p.poller.pollNow();
    expect(p.requests).toHaveLength(2);
  });

  it('discards the answer of a request that was out when it stopped', async () => {
    const p = setup();
    p.poller.start();
    await p.answer(changed([]));
    p.scheduler.fire();
    p.poller.stop();
    await p.answer(changed([item()]));

    expect(p.onList).toHaveBeenCalledTimes(1);
    expect(p.onNewUnread).not.toHaveBeenCalled();
    expect(p.scheduler.pending).toHaveLength(0);
  });

  it('clears the waiting timer when stopped', async () => {
    const p = setup();
    p.poller.start();
    await p.answer(changed([]));
    p.poller.stop();
    expect(p.scheduler.pending).toHaveLength(0);
  });

  it('polls afresh after a restart: no ETag, and the first answer only lists again', async () => {
    const p = setup();
    const unread = item();
    p.poller.start();
    await p.answer(changed([], 'W/"1"'));
    p.poller.stop();

    p.poller.start();
    expect(p.requests).toHaveLength(2);
    expect(p.requests[1]?.etag).toBeNull();
    await p.answer(changed([unread]));
    expect(p.onNewUnread).not.toHaveBeenCalled();
    expect(p.onList).toHaveBeenLastCalledWith([unread]);
    expect(p.scheduler.pending).toHaveLength(1);
  });

  it('after a restart, waits for a request still out from before instead of overlapping', async () => {
    const p = setup();
    p.poller.start();
    p.poller.stop();
    p.poller.start();
    await flush();
    expect(p.requests).toHaveLength(1);

    await p.answer(changed([item()]));
    expect(p.onList).not.toHaveBeenCalled();
    expect(p.requests).toHaveLength(2);
    expect(p.requests[1]?.etag).toBeNull();
  });
});
