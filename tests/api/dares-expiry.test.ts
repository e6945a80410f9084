import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DARE_ERRORS, DARE_REMINDER_BEFORE_MS } from '@shared/domain/dares';
import {
  dareAt,
  dareCalls,
  dareNoticesOf,
  dareRow,
  dareTestApp,
  daringCouple,
  ok,
  refusal,
} from '../support/server/dare-fixture';
import type { PlayingCouple } from '../support/server/play-fixture';
import { createTestApp } from '../support/server/test-app';
import { TestClock } from '../support/server/test-clock';
import { waitFor } from '../support/server/wait';

const HOUR = 3_600_000;
const MINUTE = 60_000;

const clock = new TestClock();
const { t, calls } = dareTestApp({ clock });
beforeEach(() => clock.reset());

const conflict = (message: string) => ({ status: 409, body: { message } });

/** The dare's status in every read both partners have: both lists of each, and the couple's. */
async function statusesEverywhere(c: PlayingCouple, id: string) {
  const reads = [c.player1, c.player2].flatMap((player) => [
    calls.couple(player, c.coupleId),
    calls.sent(player, c.player1.id),
    calls.received(player, c.player2.id),
  ]);
  return (await Promise.all(reads)).map((reply) => ok(reply).find((d) => d.id === id)?.status);
}

const reminders = async (c: PlayingCouple) =>
  (await dareNoticesOf(t.app, c.player2)).filter((n) => n.title === 'Your dare expires soon');

describe('an accepted dare past its time', () => {
  it('reads Expired in every answer at once, with nothing stored, and cannot be completed', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'accepted', 'naughty');
    clock.advance(24 * HOUR - MINUTE);
    expect(new Set(await statusesEverywhere(c, dare.id))).toEqual(new Set(['Accepted']));
    expect(ok(await calls.stats(c.player1, c.coupleId)).totalPending).toBe(1);

    clock.advance(MINUTE);
    expect(await statusesEverywhere(c, dare.id)).toEqual(Array(6).fill('Expired'));
    expect(ok(await calls.stats(c.player2, c.coupleId))).toMatchObject({
      totalPending: 0,
      totalCompleted: 0,
      totalDeclined: 0,
    });
    // No read stored it: the answers come from the clock.
    expect((await dareRow(t.database.db, dare.id))?.status).toBe('Accepted');

    expect(refusal(await calls.complete(c.player2, dare.id))).toEqual(
      conflict(DARE_ERRORS.expired),
    );
    expect(await dareRow(t.database.db, dare.id)).toMatchObject({
      status: 'Expired',
      completedAt: null,
    });
    expect(refusal(await calls.complete(c.player2, dare.id))).toEqual(
      conflict(DARE_ERRORS.expired),
    );
  });

  it('is final to every other step, and the wrong party still hears 403 first', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'accepted');
    clock.advance(25 * HOUR);
    const expired = conflict('This dare is already expired.');
    expect(refusal(await calls.reveal(c.player2, dare.id))).toEqual(expired);
    expect(refusal(await calls.accept(c.player2, dare.id))).toEqual(expired);
    expect(refusal(await calls.decline(c.player2, dare.id))).toEqual(expired);
    expect(refusal(await calls.verify(c.player1, dare.id, true))).toEqual(expired);
    expect(refusal(await calls.complete(c.player1, dare.id))).toEqual({
      status: 403,
      body: { message: DARE_ERRORS.onlyReceiver },
    });
  });

  it('can be completed up to its last minute', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'accepted');
    clock.advance(24 * HOUR - MINUTE);
    expect(ok(await calls.complete(c.player2, dare.id)).status).toBe('Completed');
    // Completed in time: waiting for the sender's verdict does not expire it.
    clock.advance(2 * HOUR);
    expect(new Set(await statusesEverywhere(c, dare.id))).toEqual(new Set(['Completed']));
    expect(ok(await calls.verify(c.player1, dare.id, true)).status).toBe('Verified');
  });
});

describe('not verifying', () => {
  it('sends the dare back while time is left, and expires it once time is up', async () => {
    const c = await daringCouple(t.app);
    const early = await dareAt(t.app, c, 'completed');
    const late = await dareAt(t.app, c, 'completed');
    clock.advance(23 * HOUR);
    expect(ok(await calls.verify(c.player1, early.id, false))).toMatchObject({
      status: 'Accepted',
      completedAt: null,
    });
    clock.advance(2 * HOUR);
    expect(ok(await calls.verify(c.player1, late.id, false))).toMatchObject({
      status: 'Expired',
      completedAt: null,
    });
    expect((await dareRow(t.database.db, late.id))?.status).toBe('Expired');
    // The one sent back has run out meanwhile too.
    expect((await statusesEverywhere(c, early.id))[0]).toBe('Expired');
    expect((await dareNoticesOf(t.app, c.player2)).slice(0, 2)).toEqual([
      {
        title: 'Avery did not verify your dare',
        description: 'Its time is up, so it has expired.',
        actionUrl: '/dares',
      },
      {
        title: 'Avery did not verify your dare',
        description: 'It is back in your hands: complete it again before it expires.',
        actionUrl: '/dares',
      },
    ]);
  });
});

describe('the reminder', () => {
  it('reaches the receiver once, when less than an hour is left', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'accepted', 'naughty');
    clock.advance(24 * HOUR - DARE_REMINDER_BEFORE_MS - MINUTE);
    await calls.couple(c.player2, c.coupleId);
    expect(await reminders(c)).toEqual([]);

    clock.advance(2 * MINUTE);
    await calls.couple(c.player1, c.coupleId);
    expect(await reminders(c)).toEqual([
      {
        title: 'Your dare expires soon',
        description: 'Complete the Naughty dare from Avery before time runs out.',
        actionUrl: '/dares',
      },
    ]);
    clock.advance(30 * MINUTE);
    await calls.received(c.player2, c.player2.id);
    await calls.stats(c.player2, c.coupleId);
    expect(await reminders(c)).toHaveLength(1);
    expect((await dareNoticesOf(t.app, c.player1)).map((n) => n.title)).not.toContain(
      'Your dare expires soon',
    );
    expect(ok(await calls.complete(c.player2, dare.id)).status).toBe('Completed');
  });

  it('is never sent once the dare has expired, nor for a dare no longer under way', async () => {
    const c = await daringCouple(t.app);
    await dareAt(t.app, c, 'accepted');
    await dareAt(t.app, c, 'completed');
    await dareAt(t.app, c, 'pending');
    clock.advance(24 * HOUR + MINUTE);
    await calls.couple(c.player2, c.coupleId);
    await calls.stats(c.player1, c.coupleId);
    expect(await reminders(c)).toEqual([]);
  });
});

describe('the reminder sweep', () => {
  it('runs every minute while the server runs, with no read needed', async () => {
    // Only the interval timers are faked: the database and HTTP keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const node = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { clock: clock.now });
    try {
      const c = await daringCouple(node.app);
      await dareAt(node.app, c, 'accepted');
      clock.advance(24 * HOUR - DARE_REMINDER_BEFORE_MS / 2);
      const remindersOnNode = async () =>
        (await dareNoticesOf(node.app, c.player2)).filter(
          (n) => n.title === 'Your dare expires soon',
        );
      expect(await remindersOnNode()).toEqual([]);
      await vi.advanceTimersByTimeAsync(60_000);
      await waitFor('the reminder', async () => (await remindersOnNode()).length === 1);
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      expect(await remindersOnNode()).toHaveLength(1);
    } finally {
      await node.close();
      vi.useRealTimers();
    }
  });
});

describe('DARE_EXPIRY_HOURS', () => {
  it('sets how long an accepted dare lasts', async () => {
    const short = await createTestApp(
      { AUTH_RATE_LIMIT: '1000000', DARE_EXPIRY_HOURS: '2' },
      { clock: clock.now },
    );
    try {
      const shortCalls = dareCalls(short.app);
      const c = await daringCouple(short.app);
      const kept = await dareAt(short.app, c, 'accepted');
      const lapsing = await dareAt(short.app, c, 'accepted');
      expect(Date.parse(kept.expiresAt!) - Date.parse(kept.acceptedAt!)).toBe(2 * HOUR);
      expect((await dareNoticesOf(short.app, c.player1))[0]?.description).toBe(
        'They have 2 hours to complete it.',
      );
      clock.advance(2 * HOUR - MINUTE);
      expect(ok(await shortCalls.complete(c.player2, kept.id)).status).toBe('Completed');
      clock.advance(MINUTE);
      const list = ok(await shortCalls.couple(c.player2, c.coupleId));
      expect(list.find((d) => d.id === lapsing.id)?.status).toBe('Expired');
      expect(refusal(await shortCalls.complete(c.player2, lapsing.id))).toEqual(
        conflict(DARE_ERRORS.expired),
      );
    } finally {
      await short.close();
    }
  });
});
