import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStats } from '@shared/api/gamification';
import { calendarDay } from '@shared/domain/gamification';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { playingCouple, playOneTask, setCompletionTime } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const MINUTE = 60_000;
const TOKYO_OFFSET = 9 * 3_600_000;

const statsOf = (player: Session, coupleId: string, timeZone?: string) =>
  callRouteOk(t.app, getStats, {
    token: player.token,
    params: { id: coupleId },
    query: timeZone ? { timeZone } : {},
  });

describe('the scoreboard', () => {
  it('starts empty', async () => {
    const { player2, coupleId } = await connectedCouple(t.app);
    expect(await statsOf(player2, coupleId)).toEqual({
      player1Score: 0,
      player2Score: 0,
      currentStreak: 0,
      longestStreak: 0,
      lastCompletedDate: null,
    });
  });

  it('refuses an unknown time zone', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const reply = await callRoute(t.app, getStats, {
      token: player1.token,
      params: { id: coupleId },
      query: { timeZone: 'Mars/Olympus' },
    });
    expect({ status: reply.status, body: reply.response.json() }).toEqual({
      status: 400,
      body: { message: 'timeZone: Unknown time zone.' },
    });
  });

  it('sums each partner’s points and counts consecutive days', async () => {
    const couple = await playingCouple(t.app);
    const now = Date.now();
    let points = 0;
    for (const daysAgo of [5, 2, 1, 0]) {
      const task = await playOneTask(t.app, couple);
      points += task.suggestedPoints;
      if (daysAgo) await setCompletionTime(t.database.pool, task.id, new Date(now - daysAgo * DAY));
    }
    expect(await statsOf(couple.player1, couple.coupleId)).toEqual({
      player1Score: points,
      player2Score: points,
      currentStreak: 3,
      longestStreak: 3,
      lastCompletedDate: calendarDay(new Date(now), 'UTC'),
    });
  });

  it('counts calendar days in the caller’s time zone, across its midnight', async () => {
    const couple = await playingCouple(t.app);
    // Ten minutes either side of yesterday's midnight in Tokyo: two days there, one in UTC.
    const today = calendarDay(new Date(), 'Asia/Tokyo');
    const midnight = Date.parse(`${today}T00:00:00Z`) - TOKYO_OFFSET - DAY;
    for (const at of [midnight - 10 * MINUTE, midnight + 10 * MINUTE]) {
      const task = await playOneTask(t.app, couple);
      await setCompletionTime(t.database.pool, task.id, new Date(at));
    }
    const tokyo = await statsOf(couple.player2, couple.coupleId, 'Asia/Tokyo');
    expect(tokyo).toMatchObject({
      currentStreak: 2,
      longestStreak: 2,
      lastCompletedDate: calendarDay(new Date(midnight), 'Asia/Tokyo'),
    });
    const utc = await statsOf(couple.player2, couple.coupleId, 'UTC');
    expect(utc).toMatchObject({
      longestStreak: 1,
      lastCompletedDate: calendarDay(new Date(midnight), 'UTC'),
    });
  });
});
