import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endCouple } from '@shared/api/couples';
import { confirmTask, generateTask, startTask } from '@shared/api/quicktasks';
import { updateNotificationSettings } from '@shared/api/settings';
import { upgrade } from '@shared/api/subscription';
import { markComplete, respondActivity } from '@shared/api/survey';
import { SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import type { PaidTier } from '@shared/domain/tiers';
import { callRouteOk } from '../support/server/call-route';
import {
  connectedCouple,
  invitationsOf,
  invite,
  inviteOk,
  notificationsOf,
  type Session,
} from '../support/server/couples';
import { waitForMail } from '../support/server/mailbox';
import { playingCouple } from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';
import { outboxRows } from '../support/server/outbox-rows';
import { answerWholeSurvey } from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// The partner kept informed: finishing the survey, results ready, a plan change and a quick
// task done reach the other partner (and their inbox while they keep emails on), never the
// one who acted; an invitation to someone who has a partner reaches them in no way.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t?.close());

const FINISHED = (name: string) => `${name} finished the survey`;
const READY = 'Your results are ready';
const UPDATED = (name: string) => SURVEY_ROUND_MESSAGES.partnerUpdated(name).title;
const subject = (title: string) => new RegExp(`^Velvet: ${title.replace(/[()]/g, '\\$&')}$`);

/** A player's notifications, oldest first, as what the bell shows of each. */
async function notices(player: Session) {
  const all = await notificationsOf(t.app, player.token);
  return [...all]
    .reverse()
    .map(({ type, title, description, actionUrl }) => ({ type, title, description, actionUrl }));
}
const titles = async (player: Session) => (await notices(player)).map((n) => n.title);

/**
 * The emails written to an address with a notification's subject: the outbox is written in
 * the notification's transaction, so "none there" is final.
 */
async function outboxCount(email: string, title: string) {
  const rows = await outboxRows(t.database.pool, 'recipient = $1', [email]);
  return rows.filter((row) => row.subject === `Velvet: ${title}`).length;
}

const points = (n: number) => `${n} point${n === 1 ? '' : 's'}`;
const complete = (player: Session) => callRouteOk(t.app, markComplete, { token: player.token });
const emailsOff = (player: Session) =>
  callRouteOk(t.app, updateNotificationSettings, {
    token: player.token,
    body: { receiveEmailNotifications: false },
  });

async function answeredCouple() {
  const couple = await connectedCouple(t.app, { player1: 'Avery', player2: 'Blake' });
  const answers = await answerWholeSurvey(t.app, couple.player1.token, 'Yes');
  await answerWholeSurvey(t.app, couple.player2.token, 'Maybe');
  return { ...couple, answers };
}

describe('finishing the survey', () => {
  it('tells the partner, in the app and by email, and nobody else', async () => {
    const { player1: avery, player2: blake } = await answeredCouple();
    const before = { avery: await titles(avery), blake: await titles(blake) };

    await complete(avery);
    expect((await notices(blake)).slice(before.blake.length)).toEqual([
      {
        type: 'message',
        title: FINISHED('Avery'),
        description: 'Complete yours too and your results will be ready for you both.',
        actionUrl: '/survey',
      },
    ]);
    expect(await titles(avery)).toEqual(before.avery);
    const mail = await waitForMail(t.app, blake.email, subject(FINISHED('Avery')));
    expect(mail.text).toContain('/survey');
    expect(await outboxCount(avery.email, FINISHED('Avery'))).toBe(0);

    // Marking again is no new completion: nobody is told twice.
    await complete(avery);
    expect(await titles(blake)).toEqual([...before.blake, FINISHED('Avery')]);
    expect(await outboxCount(blake.email, FINISHED('Avery'))).toBe(1);
  });

  it('tells both, with the results link, once both have completed', async () => {
    const { player1: avery, player2: blake, coupleId } = await answeredCouple();
    await complete(avery);
    const before = { avery: await titles(avery), blake: await titles(blake) };

    await complete(blake);
    const ready = {
      type: 'message',
      title: READY,
      description: 'You have both completed the survey. See what you both welcome.',
      actionUrl: `/coupleResults?coupleId=${coupleId}`,
    };
    for (const [player, seen] of [
      [avery, before.avery],
      [blake, before.blake],
    ] as const) {
      expect((await notices(player)).slice(seen.length)).toEqual([ready]);
      const mail = await waitForMail(t.app, player.email, subject(READY));
      expect(mail.text).toContain(`/coupleResults?coupleId=${coupleId}`);
    }
    // The first to complete hears that the results are ready, not that the partner finished.
    expect(await titles(avery)).not.toContain(FINISHED('Blake'));

    await complete(blake);
    await complete(avery);
    expect(await titles(avery)).toEqual([...before.avery, READY]);
    expect(await titles(blake)).toEqual([...before.blake, READY]);
  });

  it('in a new round, tells the partner once that answers changed, then both when ready', async () => {
    const { player1: avery, player2: blake, answers } = await answeredCouple();
    await complete(avery);
    await complete(blake);
    const before = { avery: await titles(avery), blake: await titles(blake) };

    const activityId = Object.keys(answers.activities).find((key) => !key.includes('::'))!;
    await callRouteOk(t.app, respondActivity, {
      token: avery.token,
      body: { activityId, preference: 'No' },
    });
    // More changes in the same round, and completing again, tell Blake nothing more.
    await callRouteOk(t.app, respondActivity, {
      token: avery.token,
      body: { activityId, preference: 'Maybe' },
    });
    await complete(avery);
    expect((await titles(blake)).slice(before.blake.length)).toEqual([UPDATED('Avery')]);
    expect(await titles(avery)).toEqual(before.avery);

    await complete(blake);
    expect((await titles(blake)).slice(before.blake.length)).toEqual([UPDATED('Avery'), READY]);
    expect((await titles(avery)).slice(before.avery.length)).toEqual([READY]);
    expect(await outboxCount(blake.email, FINISHED('Avery'))).toBe(1);
  });

  it('a change before the partner completed, then completing again, is not announced twice', async () => {
    const { player1: avery, player2: blake, answers } = await answeredCouple();
    await complete(avery);
    const activityId = Object.keys(answers.activities).find((key) => !key.includes('::'))!;
    await callRouteOk(t.app, respondActivity, {
      token: avery.token,
      body: { activityId, preference: 'No' },
    });
    await complete(avery);
    expect((await titles(blake)).filter((title) => title === FINISHED('Avery'))).toHaveLength(1);
  });

  it('reaches a partner who keeps emails off in the app only', async () => {
    const { player1: avery, player2: blake } = await answeredCouple();
    await emailsOff(blake);
    await complete(avery);
    expect(await titles(blake)).toContain(FINISHED('Avery'));
    await complete(blake);
    expect(await titles(blake)).toContain(READY);
    expect(await outboxCount(blake.email, FINISHED('Avery'))).toBe(0);
    expect(await outboxCount(blake.email, READY)).toBe(0);
    // Avery keeps them on: the results reach their inbox.
    await waitForMail(t.app, avery.email, subject(READY));
  });

  it('tells nobody while the player has no partner', async () => {
    const alone = await registerPlayer(t.app, { displayName: 'Robin' });
    await answerWholeSurvey(t.app, alone.token, 'Yes');
    const before = await titles(alone);
    await complete(alone);
    expect(await titles(alone)).toEqual(before);
  });
});

describe('changing the plan', () => {
  const change = (player: Session, coupleId: string, tier: PaidTier) =>
    callRouteOk(t.app, upgrade, { token: player.token, params: { coupleId }, body: { tier } });

  it('tells the partner which plan, in the app and by email, never the one who chose', async () => {
    const {
      player1: avery,
      player2: blake,
      coupleId,
    } = await connectedCouple(t.app, {
      player1: 'Avery',
      player2: 'Blake',
    });
    const before = { avery: await titles(avery), blake: await titles(blake) };

    const basic = await change(avery, coupleId, 'Basic');
    const switched = 'Avery switched your plan to Basic';
    expect((await notices(blake)).slice(before.blake.length)).toEqual([
      {
        type: 'message',
        title: switched,
        description: `${basic.statusMessage}. You share one plan, so the change applies to you both.`,
        actionUrl: '/pricing',
      },
    ]);
    expect(await titles(avery)).toEqual(before.avery);
    const mail = await waitForMail(t.app, blake.email, subject(switched));
    expect(mail.text).toContain(basic.statusMessage);

    await change(avery, coupleId, 'Basic');
    await change(blake, coupleId, 'Premium');
    expect((await titles(blake)).slice(before.blake.length)).toEqual([
      switched,
      'Avery renewed your Basic plan',
    ]);
    expect((await titles(avery)).slice(before.avery.length)).toEqual([
      'Blake switched your plan to Annual (Premium)',
    ]);
    await waitForMail(t.app, avery.email, subject('Blake switched your plan to Annual (Premium)'));
  });

  it('by a player still waiting for their partner, tells nobody', async () => {
    const waiting = await registerPlayer(t.app, { displayName: 'Robin' });
    const coupleId = await inviteOk(t.app, waiting.token, 'not-yet@example.com');
    const before = await titles(waiting);
    expect((await change(waiting, coupleId, 'Premium')).tier).toBe('Premium');
    expect(await titles(waiting)).toEqual(before);
  });
});

describe('a quick task', () => {
  it('tells the partner who confirmed first that it is completed, with the points', async () => {
    const couple = await playingCouple(t.app);
    const task = await callRouteOk(t.app, generateTask, {
      token: couple.player1.token,
      params: { id: couple.coupleId },
    });
    await callRouteOk(t.app, startTask, { token: couple.player1.token, params: { id: task.id } });
    await callRouteOk(t.app, confirmTask, { token: couple.player1.token, params: { id: task.id } });
    const before = await titles(couple.player2);
    await callRouteOk(t.app, confirmTask, { token: couple.player2.token, params: { id: task.id } });

    const done = (await notices(couple.player1)).filter((n) => n.title === 'Quick task completed');
    expect(done).toEqual([
      {
        type: 'challenge',
        title: 'Quick task completed',
        description: `Your partner confirmed "${task.title}" too. You each earned ${points(task.suggestedPoints)}.`,
        actionUrl: '/dashboard',
      },
    ]);
    expect(await titles(couple.player2)).toEqual(before);
  });
});

describe('inviting someone who already has a partner', () => {
  it('answers the inviter as ever and gives the invitee nothing to act on, until they can', async () => {
    const {
      player1: taken,
      player2: partner,
      coupleId,
    } = await connectedCouple(t.app, {
      player1: 'Avery',
      player2: 'Blake',
    });
    const inviter = await registerPlayer(t.app, { displayName: 'Casey' });
    const before = await titles(taken);

    const reply = await invite(t.app, inviter.token, taken.email);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Invitation sent!');
    expect((await invitationsOf(t.app, inviter.token)).sent?.email).toBe(taken.email);

    expect(await titles(taken)).toEqual(before);
    const rows = await outboxRows(t.database.pool, 'recipient = $1', [taken.email]);
    expect(rows.filter((row) => /invit/i.test(row.subject))).toEqual([]);
    // Not listed either: accepting would only be refused.
    expect((await invitationsOf(t.app, taken.token)).received).toEqual([]);

    // Once the connection has ended, the invitation is theirs to accept or decline.
    await callRouteOk(t.app, endCouple, { token: partner.token, params: { id: coupleId } });
    expect((await invitationsOf(t.app, taken.token)).received).toEqual([
      expect.objectContaining({ inviterName: 'Casey' }),
    ]);
  });
});
