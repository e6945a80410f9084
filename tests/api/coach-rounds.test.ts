import { describe, expect, it } from 'vitest';
import { respondActivity } from '@shared/api/survey';
import { callRouteOk } from '../support/server/call-route';
import { coachingCouple, coachTestApp, welcomedByBoth } from '../support/server/coach-fixture';

const { t, calls } = coachTestApp();

/**
 * A guided session starts on what the couple's results show as welcomed
 * (docs/matching-and-privacy.md): while a partner answers a new round, their unfinished No
 * must not show to the other partner as a refusal to start one.
 */
describe('coach sessions during a new round', () => {
  it('start on an activity the results show, whatever the partner answers meanwhile', async () => {
    const couple = await coachingCouple(t.app);
    const shown = await welcomedByBoth(t.app, couple);
    const [first, second] = shown;
    expect(second).toBeDefined();

    // The partner starts a new round and says No to the first activity, without completing.
    await callRouteOk(t.app, respondActivity, {
      token: couple.player2.token,
      body: { activityId: first!.activityId, preference: 'No', perspective: 'self' },
    });
    // What the couple sees is still the last completed round.
    expect(await welcomedByBoth(t.app, couple)).toEqual(shown);

    const start = (activityId: string) =>
      calls.start(couple.player1, couple.coupleId, { activityId, playerId: couple.player1.id });
    const onTheNo = await start(first!.activityId);
    const onAnother = await start(second!.activityId);
    // The same answer for both: nothing tells which one the partner just changed.
    expect(onTheNo.status, onTheNo.response.body).toBe(onAnother.status);
    expect(onTheNo.status).toBe(201);
    expect(onTheNo.body.activityName).toBe(first!.activityName);
    const askedOnTheNo = await calls.question(couple.player1, onTheNo.body.id);
    const askedOnAnother = await calls.question(couple.player1, onAnother.body.id);
    expect(askedOnTheNo.status, askedOnTheNo.response.body).toBe(askedOnAnother.status);
  });
});
