import { beforeEach, describe, expect, it } from 'vitest';
import { getStats } from '@shared/api/gamification';
import { DARE_POINTS } from '@shared/domain/dares';
import { ADVENTURE_POINTS } from '@shared/domain/adventures';
import { adventureAt, seenBy as adventureSeenBy } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import { notificationsOf } from '../support/server/couples';
import { dareAt, dareTestApp, daringCouple, ok } from '../support/server/dare-fixture';
import { playOneTask, setCompletionTime, type PlayingCouple } from '../support/server/play-fixture';
import { TestClock } from '../support/server/test-clock';

const DAY = 86_400_000;

const clock = new TestClock();
const { t, calls } = dareTestApp({ clock });
beforeEach(() => clock.reset());

const scoreboard = (c: PlayingCouple) =>
  callRouteOk(t.app, getStats, {
    token: c.player2.token,
    params: { id: c.coupleId },
    query: { timeZone: 'UTC' },
  });

/** A dare the second partner sends the first, taken to `stage` through the real routes. */
async function fromPlayer2(
  c: PlayingCouple,
  stage: 'pending' | 'completed' | 'verified',
  difficulty: 'romantic' | 'spicy',
) {
  const swapped = { ...c, player1: c.player2, player2: c.player1 };
  return dareAt(t.app, swapped, stage, difficulty);
}

describe('dare stats', () => {
  it('are all zero before any dare', async () => {
    const c = await daringCouple(t.app);
    expect(ok(await calls.stats(c.player1, c.coupleId))).toEqual({
      player1Completed: 0,
      player1Sent: 0,
      player2Completed: 0,
      player2Sent: 0,
      totalCompleted: 0,
      totalPending: 0,
      totalDeclined: 0,
      totalPoints: 0,
    });
  });

  it('count a scripted history: verified per receiver, sent per sender, under way, declined, points', async () => {
    const c = await daringCouple(t.app);
    // Player 1 sends six: two verified (hot, naughty), one declined, one pending, one
    // accepted, one accepted that will run out.
    await dareAt(t.app, c, 'verified', 'hot');
    await dareAt(t.app, c, 'verified', 'naughty');
    await dareAt(t.app, c, 'declined');
    await dareAt(t.app, c, 'pending');
    const lapsing = await dareAt(t.app, c, 'accepted');
    // Player 2 sends three: one verified (spicy), one completed, one pending.
    await fromPlayer2(c, 'verified', 'spicy');
    await fromPlayer2(c, 'completed', 'romantic');
    await fromPlayer2(c, 'pending', 'romantic');
    // Accepted a day later: still under way when the first one runs out.
    clock.advance(DAY / 2);
    await dareAt(t.app, c, 'accepted');
    clock.set(new Date(Date.parse(lapsing.expiresAt!)));

    const expected = {
      player1Completed: 1,
      player1Sent: 6,
      player2Completed: 2,
      player2Sent: 3,
      totalCompleted: 3,
      // pending ×2, completed ×1, the later acceptance ×1; the lapsed one counts nowhere.
      totalPending: 4,
      totalDeclined: 1,
      totalPoints: DARE_POINTS.hot + DARE_POINTS.naughty + DARE_POINTS.spicy,
    };
    expect(ok(await calls.stats(c.player1, c.coupleId))).toEqual(expected);
    expect(ok(await calls.stats(c.player2, c.coupleId))).toEqual(expected);
  });
});

describe('points', () => {
  it('go to the receiver alone, on the scoreboard shared with quick tasks and adventures', async () => {
    const c = await daringCouple(t.app);
    const task = await playOneTask(t.app, c);
    const adventure = await adventureAt(t.app, c, 'completed', 'physical');
    const level = (await adventureSeenBy(t.app, c.player1, adventure))!.level;
    const shared = task.suggestedPoints + ADVENTURE_POINTS[level];
    await dareAt(t.app, c, 'verified', 'hot');
    await fromPlayer2(c, 'verified', 'romantic');
    await dareAt(t.app, c, 'completed', 'spicy');
    expect(await scoreboard(c)).toMatchObject({
      player1Score: shared + DARE_POINTS.romantic,
      player2Score: shared + DARE_POINTS.hot,
    });
  });

  it('extend the couple’s streak once verified, not before', async () => {
    const c = await daringCouple(t.app);
    const task = await playOneTask(t.app, c);
    await setCompletionTime(t.database.pool, task.id, new Date(Date.now() - DAY));
    expect((await scoreboard(c)).currentStreak).toBe(1);
    const dare = await dareAt(t.app, c, 'completed');
    expect((await scoreboard(c)).currentStreak).toBe(1);
    ok(await calls.verify(c.player1, dare.id, true));
    expect(await scoreboard(c)).toMatchObject({ currentStreak: 2, longestStreak: 2 });
  });

  it('count on the day the server’s clock says the sender verified', async () => {
    const c = await daringCouple(t.app);
    clock.advance(-DAY);
    const yesterday = await dareAt(t.app, c, 'completed');
    ok(await calls.verify(c.player1, yesterday.id, true));
    clock.reset();
    await playOneTask(t.app, c);
    expect((await scoreboard(c)).currentStreak).toBe(2);
  });

  it('announce a streak milestone to both partners when a dare makes three days in a row', async () => {
    const c = await daringCouple(t.app);
    for (const daysAgo of [2, 1]) {
      const task = await playOneTask(t.app, c);
      await setCompletionTime(t.database.pool, task.id, new Date(Date.now() - daysAgo * DAY));
    }
    const dare = await dareAt(t.app, c, 'completed');
    ok(await calls.verify(c.player1, dare.id, true, 'Europe/Paris'));
    for (const player of [c.player1, c.player2])
      expect(
        (await notificationsOf(t.app, player.token)).filter((n) => n.type === 'milestone'),
      ).toEqual([expect.objectContaining({ title: '3-day streak!' })]);
  });
});
