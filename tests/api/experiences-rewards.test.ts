import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getStats } from '@shared/api/gamification';
import { saveIntent } from '@shared/api/intent';
import { ADVENTURE_POINTS } from '@shared/domain/adventures';
import { levelRank } from '@shared/domain/journey';
import { scoreEvents } from '../../src/server/db/schema';
import { adventureAt, adventureTestApp, seenBy } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import {
  playingCouple,
  playOneTask,
  setCompletionTime,
  type PlayingCouple,
} from '../support/server/play-fixture';

const { t, calls } = adventureTestApp();

const DAY = 86_400_000;

const stats = (couple: PlayingCouple, timeZone = 'UTC') =>
  callRouteOk(t.app, getStats, {
    token: couple.player1.token,
    params: { id: couple.coupleId },
    query: { timeZone },
  });

describe('points, streaks and badges', () => {
  it('feed the scoreboard and the streak shared with quick tasks', async () => {
    const couple = await playingCouple(t.app);
    const task = await playOneTask(t.app, couple);
    await setCompletionTime(t.database.pool, task.id, new Date(Date.now() - DAY));
    expect((await stats(couple)).currentStreak).toBe(1);

    const id = await adventureAt(t.app, couple, 'accepted');
    const level = (await seenBy(t.app, couple.player1, id))!.level;
    const completed = (await calls.complete(couple.player1, id)).body;
    const points = ADVENTURE_POINTS[level];
    expect(completed.gamification).toMatchObject({
      pointsAwarded: points,
      totalScore: task.suggestedPoints + points,
      currentStreak: 2,
    });
    expect(await stats(couple)).toMatchObject({
      player1Score: task.suggestedPoints + points,
      player2Score: task.suggestedPoints + points,
      currentStreak: 2,
    });
    const events = await t.database.db
      .select()
      .from(scoreEvents)
      .where(and(eq(scoreEvents.source, 'adventure'), eq(scoreEvents.sourceId, id)));
    expect(events.map((e) => e.playerId).sort()).toEqual(
      [couple.player1.id, couple.player2.id].sort(),
    );
  });

  it('earns the streak badge when the adventure makes three days in a row', async () => {
    const couple = await playingCouple(t.app);
    for (const daysAgo of [2, 1]) {
      const task = await playOneTask(t.app, couple);
      await setCompletionTime(t.database.pool, task.id, new Date(Date.now() - daysAgo * DAY));
    }
    const id = await adventureAt(t.app, couple, 'accepted');
    const { gamification } = (await calls.complete(couple.player1, id, 'Asia/Tokyo')).body;
    expect(gamification.currentStreak).toBe(3);
    expect(gamification.newBadges).toEqual([
      { badgeName: 'First Adventure', badgeIcon: '🗺️' },
      { badgeName: 'On a Roll', badgeIcon: '🔥' },
    ]);
  });

  it('gives each badge once: a second completion does not bring First Adventure again', async () => {
    const couple = await playingCouple(t.app);
    const first = await adventureAt(t.app, couple, 'completed');
    const second = await adventureAt(t.app, couple, 'accepted', 'Take a Chance');
    const reply = await calls.complete(couple.player1, second);
    expect(reply.body.gamification.newBadges).toEqual([
      { badgeName: 'Lucky Coin', badgeIcon: '🪙' },
    ]);
    expect((await calls.feedback(couple.player2, first, 'Lovely')).body.newBadges).toEqual([
      { badgeName: 'Heart to Heart', badgeIcon: '✍️' },
    ]);
    expect((await calls.feedback(couple.player2, second, 'Fun')).body.newBadges).toEqual([]);
  });
});

describe('the level', () => {
  it("stays Vanilla when one partner's comfort level is 1, whatever the journey allows", async () => {
    const couple = await playingCouple(t.app, {
      journey: { startingLevel: 'Intense', desiredLevel: 'Intense' },
    });
    await callRouteOk(t.app, saveIntent, {
      token: couple.player2.token,
      body: { comfortLevel: 1 },
    });
    for (let i = 0; i < 5; i += 1) {
      const adventure = (await calls.generate(couple.player1, couple.coupleId, 'adventure')).body;
      expect(adventure.level).toBe('Vanilla');
    }
    const id = await adventureAt(t.app, couple, 'accepted', 'physical');
    expect((await calls.complete(couple.player1, id)).body.gamification.pointsAwarded).toBe(
      ADVENTURE_POINTS.Vanilla,
    );
  });

  it('stays within the journey level, and Vanilla before the journey is set up', async () => {
    const playful = await playingCouple(t.app, {
      journey: { startingLevel: 'Playful', desiredLevel: 'Intense' },
    });
    const noJourney = await playingCouple(t.app, { journey: false });
    for (let i = 0; i < 5; i += 1) {
      const a = (await calls.generate(playful.player2, playful.coupleId, 'romantic')).body;
      expect(levelRank(a.level)).toBeLessThanOrEqual(levelRank('Playful'));
      const b = (await calls.generate(noJourney.player1, noJourney.coupleId, 'romantic')).body;
      expect(b.level).toBe('Vanilla');
    }
  });
});
