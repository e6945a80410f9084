import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markAllRead } from '@shared/api/notifications';
import { confirmTask, generateTask, startTask } from '@shared/api/quicktasks';
import { FRESH_STREAM_LOOKBACK_SECONDS } from '../../src/server/modules/notifications';
import { callRouteOk } from '../support/server/call-route';
import type { SseMessage } from '@shared/live/sse-parser';
import { openLiveStream, topicsOf, type LiveStreamClient } from '../support/server/live-stream';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

/**
 * The live stream over real HTTP: two nodes on one database, each listening on loopback, so
 * an event written on one must cross PostgreSQL NOTIFY to reach a stream on the other.
 */
const HEARTBEAT = { LIVE_HEARTBEAT_SECONDS: '0.3' };
let node1: TestApp;
let node2: TestApp;
let url1: string;
let url2: string;
let couple: PlayingCouple;
let strangers: PlayingCouple;
const open: LiveStreamClient[] = [];

async function stream(...args: Parameters<typeof openLiveStream>) {
  const client = await openLiveStream(...args);
  open.push(client);
  return client;
}

beforeAll(async () => {
  node1 = await createTestApp(HEARTBEAT);
  node2 = await createTestApp(HEARTBEAT, { sameDatabaseAs: node1 });
  url1 = await node1.app.listen({ host: '127.0.0.1', port: 0 });
  url2 = await node2.app.listen({ host: '127.0.0.1', port: 0 });
  [couple, strangers] = await Promise.all([playingCouple(node1.app), playingCouple(node1.app)]);
});
afterAll(async () => {
  for (const client of open) client.close();
  await node2?.close();
  await node1?.close();
});

/**
 * Player 1 generates a task and player 2 starts it: player 2's confirm (`partnerConfirms`) is the
 * change under test; `finish` has player 1 confirm too, so the couple may generate the next one.
 */
async function taskAwaitingConfirm(app = node1.app) {
  const task = await callRouteOk(app, generateTask, {
    token: couple.player1.token,
    params: { id: couple.coupleId },
  });
  await callRouteOk(app, startTask, { token: couple.player2.token, params: { id: task.id } });
  const confirmAs = (player: { token: string }) => () =>
    callRouteOk(app, confirmTask, { token: player.token, params: { id: task.id } });
  return { ...task, partnerConfirms: confirmAs(couple.player2), finish: confirmAs(couple.player1) };
}

const quickTaskChange = (message: SseMessage) => topicsOf(message).includes('quicktasks');

describe('who may open the stream', () => {
  it('refuses a caller without a token, with a forged token, and a staff token', async () => {
    const staff = node1.app.signAdminToken({
      sub: couple.player1.id,
      userId: couple.player1.id,
      email: 'staff@example.com',
      displayName: 'Staff',
      role: 2,
      sessionVersion: 0,
    });
    const refused = await Promise.all(
      [null, `${couple.player1.token}x`, staff].map((token) => stream(url1, token)),
    );
    expect(refused.map(({ status }) => status)).toEqual([401, 401, 401]);
    expect(refused[0]!.refusal).toEqual({ message: expect.any(String) });
  });

  it('refuses a Last-Event-ID that is no event id, with a message', async () => {
    const bad = await stream(url1, couple.player1.token, { lastEventId: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(bad.refusal).toEqual({ message: expect.stringMatching(/Last-Event-ID/) });
  });
});

describe('a partner hears of a change within 2 s', () => {
  it("player 1's stream hears player 2 confirm a quick task; a stranger's hears nothing", async () => {
    const task = await taskAwaitingConfirm();
    const mine = await stream(url1, couple.player1.token);
    const stranger = await stream(url1, strangers.player1.token);
    await Promise.all([mine.caughtUp(2_000), stranger.caughtUp(2_000)]);
    const startedAt = Date.now();
    await task.partnerConfirms();
    await mine.waitForLive(quickTaskChange, 2_000);
    expect(Date.now() - startedAt).toBeLessThan(2_000);
    // Heartbeats keep arriving meanwhile; anything the stranger got would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stranger.liveMessages()).toEqual([]);
    expect(stranger.comments).toContain('heartbeat');
    await task.finish();
  });

  it('a write on node 1 reaches a stream open on node 2', async () => {
    const task = await taskAwaitingConfirm();
    const onNode2 = await stream(url2, couple.player1.token);
    await onNode2.caughtUp(2_000);
    await task.partnerConfirms();
    const event = await onNode2.waitForLive(quickTaskChange, 2_000);
    expect(Number(event.id)).toBeGreaterThan(0);
    await task.finish();
  });
});

describe('a stream opened just after a change', () => {
  it("still hears of the partner's confirm made while the page read its first screen", async () => {
    const task = await taskAwaitingConfirm();
    await task.partnerConfirms();
    const newest = await newestEventFor(couple.player1.id);
    const late = await stream(url2, couple.player1.token);
    const stranger = await stream(url2, strangers.player1.token);
    await Promise.all([late.caughtUp(2_000), stranger.caughtUp(2_000)]);

    expect(late.caughtUpMessages().map(({ id }) => id)).toContain(String(newest));
    expect(late.caughtUpMessages().filter(quickTaskChange).length).toBeGreaterThan(0);
    expect(stranger.caughtUpMessages().map(({ id }) => id)).not.toContain(String(newest));
    // Resuming later starts from the newest event it was given, not from nothing.
    expect(late.lastEventId()).toBe(String(newest));
    await task.finish();
  });

  it('leaves out changes older than its look-back', async () => {
    const task = await taskAwaitingConfirm();
    await task.partnerConfirms();
    const old = await newestEventFor(couple.player1.id);
    await node1.database.pool.query(
      `UPDATE live_events SET created_at = now() - make_interval(secs => $2) WHERE id <= $1`,
      [old, FRESH_STREAM_LOOKBACK_SECONDS + 1],
    );
    const late = await stream(url1, couple.player1.token);
    await late.caughtUp(2_000);
    expect(late.caughtUpMessages()).toEqual([]);
    await task.finish();
  });
});

/** The id of the newest live event naming `playerId`. */
async function newestEventFor(playerId: string): Promise<number> {
  const { rows } = await node1.database.pool.query<{ id: string }>(
    'SELECT max(id)::text AS id FROM live_events WHERE $1::uuid = ANY(player_ids)',
    [playerId],
  );
  return Number(rows[0]!.id);
}

describe("what one partner's screens keep to themselves", () => {
  it("a player's own write reaches their other device, not the partner", async () => {
    const otherDevice = await stream(url1, couple.player1.token, { device: 'phone-of-player-1' });
    const partner = await stream(url1, couple.player2.token);
    await Promise.all([otherDevice.caughtUp(2_000), partner.caughtUp(2_000)]);
    await callRouteOk(node1.app, markAllRead, { token: couple.player1.token });
    await otherDevice.waitForLive((message) => topicsOf(message).includes('notifications'), 2_000);
    // The same NOTIFY would have reached the partner's stream by now, over its own connection.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(partner.liveMessages()).toEqual([]);
  });
});

describe('resuming and replacing streams', () => {
  it('a stream resumed with Last-Event-ID, on the other node, gets the event it missed', async () => {
    const first = await stream(url1, couple.player1.token);
    await first.caughtUp(2_000);
    // Generating and starting the task are the last events this stream hears.
    const task = await taskAwaitingConfirm();
    await first.waitFor(() => first.liveMessages().filter(quickTaskChange).length >= 2, 2_000);
    const place = first.lastEventId();
    expect(place).toMatch(/^\d+$/);
    first.close();
    await task.partnerConfirms();
    const resumed = await stream(url2, couple.player1.token, { lastEventId: place! });
    await resumed.waitFor(quickTaskChange, 2_000);
    expect(resumed.messages.every(({ id }) => Number(id) > Number(place))).toBe(true);
    await resumed.caughtUp(2_000);
    expect(resumed.lastEventId()).toBe(String(await newestEventFor(couple.player1.id)));
    await task.finish();
  });

  it('a stream resumed after events it missed were forgotten is told to reload everything', async () => {
    await node1.database.pool.query(
      `INSERT INTO live_events (player_ids, topics) VALUES ($1, '{couple}'), ($1, '{couple}')`,
      [[strangers.player2.id]],
    );
    await node1.database.pool.query(
      'DELETE FROM live_events WHERE id < (SELECT max(id) FROM live_events)',
    );
    const resumed = await stream(url1, couple.player1.token, { lastEventId: '1' });
    await resumed.waitFor(({ event }) => event === 'resync', 2_000);
  });

  it('a second stream of one device ends the first', async () => {
    const device = 'tablet-in-the-kitchen';
    const older = await stream(url1, couple.player2.token, { device });
    await stream(url1, couple.player2.token, { device });
    await older.ended(2_000);
  });
});

describe('shutdown', () => {
  it('a stopping node ends its streams instead of waiting for them', async () => {
    const extra = await createTestApp(HEARTBEAT, { sameDatabaseAs: node1 });
    const url = await extra.app.listen({ host: '127.0.0.1', port: 0 });
    const client = await stream(url, couple.player1.token);
    const startedAt = Date.now();
    await extra.close();
    await client.ended(2_000);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });
});
