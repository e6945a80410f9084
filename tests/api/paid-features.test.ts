import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDare } from '@shared/api/dares';
import { generateExperience, listExperiences } from '@shared/api/adventures';
import { generateTask } from '@shared/api/quicktasks';
import { featureNeedsPlan } from '@shared/domain/tiers';
import { callRoute } from '../support/server/call-route';
import { putOnPlan, type Plan } from '../support/server/coach-fixture';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

/** Starts one of each paid kind of play for the couple, by its first player. */
async function startEachPlay(couple: PlayingCouple) {
  const token = couple.player1.token;
  const quickTask = await callRoute(t.app, generateTask, {
    token,
    params: { id: couple.coupleId },
  });
  const adventure = await callRoute(t.app, generateExperience, {
    token,
    body: { coupleId: couple.coupleId, type: 'romantic', selectedAccessories: [] },
  });
  const dare = await callRoute(t.app, generateDare, {
    token,
    body: {
      coupleId: couple.coupleId,
      receiverId: couple.player2.id,
      difficultyLevel: 'romantic',
    },
  });
  return { quickTask, adventure, dare };
}

const outcome = (reply: { status: number; body: unknown }) => ({
  status: reply.status,
  message: (reply.body as { message?: string }).message,
});

describe('quick tasks, adventures and dares need an active trial or plan', () => {
  it.each<Plan>(['Trial', 'Basic', 'Premium'])(
    '%s couples start each kind of play',
    async (plan) => {
      const couple = await playingCouple(t.app);
      await putOnPlan(t.app, t.database.db, couple, plan);
      const started = await startEachPlay(couple);
      expect([started.quickTask.status, started.adventure.status, started.dare.status]).toEqual([
        201, 201, 201,
      ]);
    },
  );

  it('refuses each one once the trial has ended, saying why, and keeps what was there', async () => {
    const couple = await playingCouple(t.app);
    const before = await startEachPlay(couple);
    expect(before.adventure.status).toBe(201);
    await putOnPlan(t.app, t.database.db, couple, 'ended trial');

    const after = await startEachPlay(couple);
    expect(outcome(after.quickTask)).toEqual({
      status: 403,
      message: featureNeedsPlan('quick-tasks'),
    });
    expect(outcome(after.adventure)).toEqual({
      status: 403,
      message: featureNeedsPlan('adventures'),
    });
    expect(outcome(after.dare)).toEqual({ status: 403, message: featureNeedsPlan('dares') });
    expect(featureNeedsPlan('adventures')).toBe(
      'Adventures need an active plan: your trial or plan has ended. See the plans to keep playing.',
    );

    // What the couple already had stays readable.
    const list = await callRoute(t.app, listExperiences, { token: couple.player1.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
  });
});
