import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStats } from '@shared/api/gamification';
import { list as listNotifications } from '@shared/api/notifications';
import * as quicktasks from '@shared/api/quicktasks';
import { levelRank } from '@shared/domain/journey';
import { dailyChallenges, quickTasks, scoreEvents } from '../../src/server/db/schema';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
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
const generate = (player: Session, coupleId: string, journeyLevel?: 'Intense') =>
  callRoute(t.app, quicktasks.generateTask, {
    token: player.token,
    params: { id: coupleId },
    body: journeyLevel ? { journeyLevel } : {},
  });
const start = (player: Session, id: string) =>
  callRoute(t.app, quicktasks.startTask, { token: player.token, params: { id } });
const confirm = (player: Session, id: string, notes?: string) =>
  callRoute(t.app, quicktasks.confirmTask, {
    token: player.token,
    params: { id },
    body: notes ? { notes } : {},
  });
const refusal = (reply: { status: number; response: { json(): unknown } }) => ({
  status: reply.status,
  body: reply.response.json(),
});

async function generated(couple: PlayingCouple, by = couple.player1) {
  const reply = await generate(by, couple.coupleId);
  expect(reply.status, reply.response.body).toBe(201);
  return reply.body;
}

describe('generating', () => {
  it('needs both surveys complete, then a journey', async () => {
    const noSurveys = await playingCouple(t.app, { surveys: false });
    expect(refusal(await generate(noSurveys.player1, noSurveys.coupleId))).toEqual({
      status: 400,
      body: { message: 'Both partners must complete the survey before quick tasks.' },
    });
    const noJourney = await playingCouple(t.app, { journey: false });
    expect(refusal(await generate(noJourney.player2, noJourney.coupleId))).toEqual({
      status: 400,
      body: { message: 'Start your journey before quick tasks.' },
    });
  });

  it('gives one pending task, assigned to player 1 first, within the current level', async () => {
    const couple = await playingCouple(t.app);
    expect(
      await callRouteOk(t.app, quicktasks.getPendingTask, {
        token: couple.player1.token,
        params: { id: couple.coupleId },
      }),
    ).toBeNull();
    const reply = await generate(couple.player2, couple.coupleId, 'Intense');
    expect(reply.status, reply.response.body).toBe(201);
    expect(reply.body).toMatchObject({
      status: 'pending',
      assignedToPlayerId: couple.player1.id,
      assignedToPlayerName: 'Avery',
      startedAt: null,
      confirmedByMe: false,
      confirmedByPartner: false,
    });
    const [row] = await t.database.db
      .select()
      .from(quickTasks)
      .where(eq(quickTasks.id, reply.body.id));
    // Intense was asked for; the couple's current level is Vanilla.
    expect(levelRank(row!.level)).toBeLessThanOrEqual(levelRank('Vanilla'));
    const pending = await callRouteOk(t.app, quicktasks.getPendingTask, {
      token: couple.player2.token,
      params: { id: couple.coupleId },
    });
    expect(pending?.id).toBe(reply.body.id);
    expect(refusal(await generate(couple.player1, couple.coupleId))).toEqual({
      status: 409,
      body: { message: 'Finish your current task before generating a new one.' },
    });
  });

  it('lets only one of several concurrent generates through', async () => {
    const couple = await playingCouple(t.app);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        generate(i % 2 ? couple.player1 : couple.player2, couple.coupleId),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.database.db
      .select()
      .from(quickTasks)
      .where(eq(quickTasks.coupleId, couple.coupleId));
    expect(rows).toHaveLength(1);
  });

  it('alternates the assignee and repeats no task until the round is exhausted', async () => {
    const couple = await playingCouple(t.app);
    const tasks = [];
    for (let i = 0; i < 8; i += 1) tasks.push(await playOneTask(t.app, couple));
    expect(tasks.map((task) => task.assignedToPlayerId)).toEqual(
      tasks.map((_, i) => (i % 2 ? couple.player2.id : couple.player1.id)),
    );
    const rows = await t.database.db
      .select()
      .from(quickTasks)
      .where(eq(quickTasks.coupleId, couple.coupleId));
    const byRound = new Map<number, string[]>();
    for (const row of rows) byRound.set(row.round, [...(byRound.get(row.round) ?? []), row.title]);
    for (const titles of byRound.values()) expect(new Set(titles).size).toBe(titles.length);
  });

  it('never builds a task from an activity either partner refused', async () => {
    let refused = '';
    const couple = await playingCouple(t.app, {
      answers: (_key, name) => {
        if (!refused) refused = name;
        return name === refused ? 'No' : 'Yes';
      },
    });
    for (let i = 0; i < 4; i += 1) {
      const task = await playOneTask(t.app, couple);
      const text = JSON.stringify(task).toLowerCase();
      expect(text).not.toContain(refused.toLowerCase());
    }
  });
});

describe('starting and confirming', () => {
  it('answers 404 to anyone outside the couple', async () => {
    const couple = await playingCouple(t.app);
    const task = await generated(couple);
    const stranger = await registerPlayer(t.app);
    for (const reply of [await start(stranger, task.id), await confirm(stranger, task.id)])
      expect(refusal(reply)).toEqual({ status: 404, body: { message: 'Task not found.' } });
  });

  it('starts once, confirms once per partner, then completes with the points', async () => {
    const couple = await playingCouple(t.app);
    const task = await generated(couple);
    expect(refusal(await confirm(couple.player1, task.id))).toEqual({
      status: 409,
      body: { message: 'Start the task before confirming it.' },
    });
    const started = await start(couple.player2, task.id);
    expect(started.body).toMatchObject({ status: 'started' });
    expect(started.body.startedAt).not.toBeNull();
    expect(refusal(await start(couple.player1, task.id))).toEqual({
      status: 409,
      body: { message: 'This task has already been started.' },
    });

    const first = await confirm(couple.player1, task.id, 'That was lovely');
    expect(first.body).toEqual({ status: 'started', pointsEarned: 0 });
    expect(refusal(await confirm(couple.player1, task.id))).toEqual({
      status: 409,
      body: { message: 'You have already confirmed this task.' },
    });
    const seen = await callRouteOk(t.app, quicktasks.getPendingTask, {
      token: couple.player2.token,
      params: { id: couple.coupleId },
    });
    expect(seen).toMatchObject({ confirmedByMe: false, confirmedByPartner: true });
    const turn = await callRouteOk(t.app, listNotifications, { token: couple.player2.token });
    expect(turn.filter((n) => n.type === 'challenge').map((n) => n.title)).toEqual([
      'Your turn to confirm',
    ]);

    const second = await confirm(couple.player2, task.id);
    expect(second.body).toEqual({ status: 'completed', pointsEarned: task.suggestedPoints });
    expect(refusal(await start(couple.player2, task.id))).toEqual({
      status: 409,
      body: { message: 'This task is already completed.' },
    });
    const stats = await callRouteOk(t.app, getStats, {
      token: couple.player1.token,
      params: { id: couple.coupleId },
      query: {},
    });
    expect(stats).toMatchObject({
      player1Score: task.suggestedPoints,
      player2Score: task.suggestedPoints,
      currentStreak: 1,
    });
    expect(
      await callRouteOk(t.app, quicktasks.getPendingTask, {
        token: couple.player1.token,
        params: { id: couple.coupleId },
      }),
    ).toBeNull();
  });

  it('awards the points once when both confirm at the same instant', async () => {
    for (let round = 0; round < 3; round += 1) {
      const couple = await playingCouple(t.app);
      const task = await generated(couple);
      await start(couple.player1, task.id);
      const replies = await Promise.all([
        confirm(couple.player1, task.id),
        confirm(couple.player2, task.id),
        confirm(couple.player1, task.id),
      ]);
      const ok = replies.filter((r) => r.status === 200).map((r) => r.body);
      expect(ok).toHaveLength(2);
      expect(ok.filter((b) => b.status === 'completed')).toEqual([
        { status: 'completed', pointsEarned: task.suggestedPoints },
      ]);
      expect(replies.filter((r) => r.status === 409)).toHaveLength(1);
      const events = await t.database.db
        .select()
        .from(scoreEvents)
        .where(and(eq(scoreEvents.coupleId, couple.coupleId)));
      expect(events.map((e) => e.points)).toEqual([task.suggestedPoints, task.suggestedPoints]);
    }
  });
});

describe('streak milestones', () => {
  it('tells both partners once when the streak reaches 3 days', async () => {
    const couple = await playingCouple(t.app);
    const now = Date.now();
    for (const daysAgo of [2, 1]) {
      const task = await playOneTask(t.app, couple);
      await setCompletionTime(t.database.pool, task.id, new Date(now - daysAgo * DAY));
    }
    const milestones = async (player: Session) =>
      (await callRouteOk(t.app, listNotifications, { token: player.token }))
        .filter((n) => n.type === 'milestone')
        .map((n) => n.title);
    expect(await milestones(couple.player1)).toEqual([]);
    await playOneTask(t.app, couple);
    await playOneTask(t.app, couple);
    expect(await milestones(couple.player1)).toEqual(['3-day streak!']);
    expect(await milestones(couple.player2)).toEqual(['3-day streak!']);
  });
});

describe('daily challenge', () => {
  it('is null without a journey, and the same for both partners on a day', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    expect(
      await callRouteOk(t.app, quicktasks.getDailyChallenge, {
        token: player1.token,
        params: { id: coupleId },
        query: {},
      }),
    ).toBeNull();

    const couple = await playingCouple(t.app);
    const ask = (player: Session) =>
      callRouteOk(t.app, quicktasks.getDailyChallenge, {
        token: player.token,
        params: { id: couple.coupleId },
        query: { timeZone: 'Europe/Paris' },
      });
    const [one, two] = await Promise.all([ask(couple.player1), ask(couple.player2)]);
    expect(one).not.toBeNull();
    expect(two).toEqual(one);
    expect(await ask(couple.player1)).toEqual(one);
    const rows = await t.database.db
      .select()
      .from(dailyChallenges)
      .where(eq(dailyChallenges.coupleId, couple.coupleId));
    expect(rows).toHaveLength(1);
  });
});
