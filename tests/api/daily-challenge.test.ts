import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStats } from '@shared/api/gamification';
import { list as listNotifications } from '@shared/api/notifications';
import * as quicktasks from '@shared/api/quicktasks';
import { scoreEvents } from '../../src/server/db/schema';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { type Session } from '../support/server/couples';
import {
  playingCouple,
  playOneTask,
  setCompletionTime,
  type PlayingCouple,
} from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const timeZone = 'Europe/Paris';
const read = (player: Session, coupleId: string) =>
  callRouteOk(t.app, quicktasks.getDailyChallenge, {
    token: player.token,
    params: { id: coupleId },
    query: { timeZone },
  });
const start = (player: Session, coupleId: string, zone = timeZone) =>
  callRoute(t.app, quicktasks.startDailyChallenge, {
    token: player.token,
    params: { id: coupleId },
    body: { timeZone: zone },
  });
const complete = (player: Session, coupleId: string, zone = timeZone) =>
  callRoute(t.app, quicktasks.completeDailyChallenge, {
    token: player.token,
    params: { id: coupleId },
    body: { timeZone: zone },
  });
const refusal = (reply: { status: number; response: { json(): unknown } }) => ({
  status: reply.status,
  body: reply.response.json(),
});
const challengeNotices = async (player: Session) =>
  (await callRouteOk(t.app, listNotifications, { token: player.token }))
    .filter((n) => n.type === 'challenge')
    .map((n) => n.title);
const dailyPoints = (couple: PlayingCouple) =>
  t.database.db
    .select({ playerId: scoreEvents.playerId, points: scoreEvents.points })
    .from(scoreEvents)
    .where(
      and(eq(scoreEvents.coupleId, couple.coupleId), eq(scoreEvents.source, 'daily-challenge')),
    );

describe('daily challenge play', () => {
  it('starts once, is marked done once by each partner, then pays both once', async () => {
    const couple = await playingCouple(t.app);
    const { coupleId, player1, player2 } = couple;
    expect(refusal(await complete(player1, coupleId))).toEqual({
      status: 409,
      body: { message: "Start today's challenge before marking it done." },
    });
    const started = await start(player2, coupleId);
    expect(started.status, started.response.body).toBe(200);
    expect(started.body).toMatchObject({
      status: 'started',
      doneByMe: false,
      doneByPartner: false,
    });
    const points = started.body.points;
    expect(points).toBeGreaterThan(0);
    expect(refusal(await start(player1, coupleId))).toEqual({
      status: 409,
      body: { message: "Today's challenge has already been started." },
    });

    expect((await complete(player1, coupleId)).body).toEqual({
      status: 'started',
      pointsEarned: 0,
    });
    expect(refusal(await complete(player1, coupleId))).toEqual({
      status: 409,
      body: { message: "You have already marked today's challenge done." },
    });
    expect(await read(player2, coupleId)).toMatchObject({
      status: 'started',
      doneByMe: false,
      doneByPartner: true,
    });
    expect(await challengeNotices(player2)).toEqual(['Your turn: daily challenge']);

    expect((await complete(player2, coupleId)).body).toEqual({
      status: 'completed',
      pointsEarned: points,
    });
    expect(await challengeNotices(player1)).toEqual(['Daily challenge completed']);
    expect(await read(player1, coupleId)).toMatchObject({
      status: 'completed',
      doneByMe: true,
      doneByPartner: true,
      points,
    });
    expect(refusal(await start(player1, coupleId))).toEqual({
      status: 409,
      body: { message: "Today's challenge is already completed." },
    });
    expect(refusal(await complete(player2, coupleId))).toEqual({
      status: 409,
      body: { message: "You have already marked today's challenge done." },
    });
    const stats = await callRouteOk(t.app, getStats, {
      token: player1.token,
      params: { id: coupleId },
      query: { timeZone },
    });
    expect(stats).toMatchObject({ player1Score: points, player2Score: points, currentStreak: 1 });
    expect(await dailyPoints(couple)).toHaveLength(2);
  });

  it('pays once when both partners, and a double press, mark it at the same instant', async () => {
    for (let round = 0; round < 3; round += 1) {
      const couple = await playingCouple(t.app);
      const { coupleId, player1, player2 } = couple;
      const { points } = (await start(player1, coupleId)).body;
      const replies = await Promise.all(
        [player1, player2, player1, player2].map((player) => complete(player, coupleId)),
      );
      const ok = replies.filter((r) => r.status === 200).map((r) => r.body);
      expect(ok.filter((body) => body.status === 'completed')).toEqual([
        { status: 'completed', pointsEarned: points },
      ]);
      expect(ok).toHaveLength(2);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(2);
      const paid = await dailyPoints(couple);
      expect(paid.map((row) => row.points)).toEqual([points, points]);
      expect(new Set(paid.map((row) => row.playerId))).toEqual(new Set([player1.id, player2.id]));
    }
  });

  it('counts the day for the streak', async () => {
    const couple = await playingCouple(t.app);
    const now = Date.now();
    for (const daysAgo of [2, 1]) {
      const task = await playOneTask(t.app, couple);
      await setCompletionTime(t.database.pool, task.id, new Date(now - daysAgo * DAY));
    }
    await start(couple.player1, couple.coupleId, 'UTC');
    await complete(couple.player1, couple.coupleId, 'UTC');
    await complete(couple.player2, couple.coupleId, 'UTC');
    for (const player of [couple.player1, couple.player2]) {
      const notices = await callRouteOk(t.app, listNotifications, { token: player.token });
      expect(notices.filter((n) => n.type === 'milestone').map((n) => n.title)).toEqual([
        '3-day streak!',
      ]);
    }
  });

  it("marks the challenge of the caller's own day", async () => {
    const couple = await playingCouple(t.app);
    // Fourteen hours ahead of UTC and eleven behind: never the same calendar day.
    await start(couple.player1, couple.coupleId, 'Pacific/Kiritimati');
    expect(refusal(await complete(couple.player2, couple.coupleId, 'Pacific/Pago_Pago'))).toEqual({
      status: 409,
      body: { message: "Start today's challenge before marking it done." },
    });
  });

  it('needs a journey, and is closed to anyone outside the couple', async () => {
    const noJourney = await playingCouple(t.app, { journey: false });
    expect(refusal(await start(noJourney.player1, noJourney.coupleId))).toEqual({
      status: 400,
      body: { message: 'Start your journey before the daily challenge.' },
    });
    const couple = await playingCouple(t.app);
    await start(couple.player1, couple.coupleId);
    const stranger = await registerPlayer(t.app);
    for (const reply of [
      await start(stranger, couple.coupleId),
      await complete(stranger, couple.coupleId),
    ])
      expect(refusal(reply)).toEqual({ status: 404, body: { message: 'Not found.' } });
    expect(await read(couple.player1, couple.coupleId)).toMatchObject({
      status: 'started',
      doneByMe: false,
      doneByPartner: false,
    });
  });
});
