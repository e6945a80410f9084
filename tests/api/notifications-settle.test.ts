import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { list } from '@shared/api/notifications';
import {
  completeDailyChallenge,
  confirmTask,
  generateTask,
  getDailyChallenge,
  startDailyChallenge,
  startTask,
} from '@shared/api/quicktasks';
import { adventureAt, adventureCalls } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { dareAt, dareCalls, daringCouple, ok } from '../support/server/dare-fixture';
import type { PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A notice that asks a player to act reads as read once they have acted on its item, so the
// bell counts only what still waits for them. Other notices stay as they were.

let t: TestApp;
let couple: PlayingCouple;
beforeAll(async () => {
  t = await createTestApp();
  couple = await daringCouple(t.app);
});
afterAll(async () => t?.close());

/** The player's notices with that title, as the bell lists them: read or not, newest first. */
async function noticesTitled(player: Session, title: RegExp) {
  const all = await callRouteOk(t.app, list, { token: player.token });
  return all.filter((n) => title.test(n.title)).map((n) => n.read);
}

describe('a notice whose action is done', () => {
  it('"Your turn to confirm" reads as read once the partner confirmed; other notices stay', async () => {
    const { player1: first, player2: second, coupleId } = couple;
    // News about another item, which confirming the task does not answer.
    await dareAt(t.app, couple, 'pending');
    const task = await callRouteOk(t.app, generateTask, {
      token: first.token,
      params: { id: coupleId },
    });
    await callRouteOk(t.app, startTask, { token: second.token, params: { id: task.id } });
    await callRouteOk(t.app, confirmTask, { token: first.token, params: { id: task.id } });
    expect(await noticesTitled(second, /^Your turn to confirm$/)).toEqual([false]);
    await callRouteOk(t.app, confirmTask, { token: second.token, params: { id: task.id } });
    expect(await noticesTitled(second, /^Your turn to confirm$/)).toEqual([true]);
    expect(await noticesTitled(second, /sent you a .* dare/i)).toEqual([false]);
    // The news of the completion reaches the first partner unread.
    expect(await noticesTitled(first, /^Quick task completed$/)).toEqual([false]);
  });

  it('the daily challenge’s "Your turn" reads as read once the partner marked it done', async () => {
    const { player1: first, player2: second, coupleId } = couple;
    const today = { params: { id: coupleId } };
    await callRouteOk(t.app, getDailyChallenge, {
      ...today,
      token: first.token,
      query: { timeZone: 'UTC' },
    });
    await callRouteOk(t.app, startDailyChallenge, {
      ...today,
      token: first.token,
      body: { timeZone: 'UTC' },
    });
    await callRouteOk(t.app, completeDailyChallenge, {
      ...today,
      token: first.token,
      body: { timeZone: 'UTC' },
    });
    expect(await noticesTitled(second, /^Your turn: daily challenge$/)).toEqual([false]);
    await callRouteOk(t.app, completeDailyChallenge, {
      ...today,
      token: second.token,
      body: { timeZone: 'UTC' },
    });
    expect(await noticesTitled(second, /^Your turn: daily challenge$/)).toEqual([true]);
  });

  it('a dare to reveal reads as read once revealed; the sender’s news of it stays unread', async () => {
    const dares = dareCalls(t.app);
    const sent = await dareAt(t.app, couple, 'pending');
    const dareNotice = /sent you a .* dare/i;
    expect(await noticesTitled(couple.player2, dareNotice)).toContain(false);
    const before = (await noticesTitled(couple.player2, dareNotice)).filter((r) => !r).length;
    ok(await dares.reveal(couple.player2, sent.id));
    expect((await noticesTitled(couple.player2, dareNotice)).filter((r) => !r)).toHaveLength(
      before - 1,
    );
    ok(await dares.accept(couple.player2, sent.id));
    expect(await noticesTitled(couple.player1, /accepted/i)).toContain(false);
  });

  it('an adventure to answer reads as read once the partner answered it', async () => {
    const calls = adventureCalls(t.app);
    const id = await adventureAt(t.app, couple, 'planned');
    const waiting = async () =>
      (await callRouteOk(t.app, list, { token: couple.player2.token })).filter(
        (n) => n.type === 'experience' && !n.read,
      );
    expect(await waiting()).toHaveLength(1);
    ok(await calls.respond(couple.player2, id, 'accepted'));
    expect(await waiting()).toEqual([]);
  });
});
