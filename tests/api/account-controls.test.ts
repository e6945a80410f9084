import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import type { AccountExport } from '@shared/api/account-export';
import { getCouple } from '@shared/api/couples';
import type { RouteBodyInput } from '@shared/api/define';
import { saveIntent } from '@shared/api/intent';
import { initializeJourney } from '@shared/api/journey';
import {
  completeDailyChallenge,
  getDailyChallenge,
  startDailyChallenge,
} from '@shared/api/quicktasks';
import { getPlayerResponses } from '@shared/api/survey';
import { ACCOUNT_CONTROL_MESSAGES } from '@shared/domain/account-controls';
import { answerKey, type Preference } from '@shared/domain/survey';
import { adventureAt } from '../support/server/adventure-fixture';
import { callRoute, callRouteOk } from '../support/server/call-route';
import { coupleOf, notificationsOf, type Session } from '../support/server/couples';
import { dareAt, daringCouple } from '../support/server/dare-fixture';
import { rowsMentioning } from '../support/server/personal-rows';
import { playOneTask, type PlayingCouple } from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// What a signed-in player can do with the account itself (docs/accounts.md): a new password,
// all their data in one file, and deleting the account.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'http://velvet.test' });
});
afterAll(async () => t?.close());

const PREFERENCES: readonly Preference[] = ['Yes', 'Maybe', 'No'];
const INTENTS = {
  player1: { comfortLevel: 3, tonePreference: 'Direct', lookingFor: ['Passion'] },
  player2: { comfortLevel: 8, tonePreference: 'Playful', lookingFor: ['Romance'] },
} satisfies Record<string, RouteBodyInput<typeof saveIntent>>;
const BOUNDARIES = {
  player1: 'custom: first partner line',
  player2: 'custom: second partner line',
};

const signIn = (player: Session, password = player.password) =>
  callRoute(t.app, accounts.login, { body: { email: player.email, password } });
const ownRecord = (player: Session, token = player.token) =>
  callRoute(t.app, accounts.getPlayer, { token, params: { id: player.id } });
const exportOf = async (player: Session) =>
  callRouteOk(t.app, accounts.exportData, { token: player.token });
const deleteAccount = (player: Session, password: string, token = player.token) =>
  callRoute(t.app, accounts.deleteAccount, { token, body: { password } });
const activityAnswersOf = async (player: Session) =>
  (await callRouteOk(t.app, getPlayerResponses, { token: player.token })).activities;

/**
 * A couple that has played a little: player 1 answered Yes, Maybe and No in turn, player 2 Yes
 * to everything; each saved an intent and a boundary of their own; a quick task done together,
 * a dare player 2 has not opened yet, and adventures of player 1's (a draft and one sent).
 */
async function playedCouple(): Promise<PlayingCouple & { draft: string; sent: string }> {
  let turn = 0;
  const couple = await daringCouple(t.app, { answers: () => PREFERENCES[turn++ % 3] ?? 'Yes' });
  for (const who of ['player1', 'player2'] as const) {
    const { token } = couple[who];
    await callRouteOk(t.app, saveIntent, { token, body: INTENTS[who] });
    await callRouteOk(t.app, initializeJourney, {
      token,
      params: { id: couple.coupleId },
      body: {
        startingLevel: 'Intense',
        desiredLevel: 'Intense',
        hardBoundaries: [BOUNDARIES[who]],
      },
    });
  }
  await playOneTask(t.app, couple);
  const today = { token: couple.player1.token, params: { id: couple.coupleId } };
  await callRouteOk(t.app, getDailyChallenge, { ...today, query: { timeZone: 'UTC' } });
  await callRouteOk(t.app, startDailyChallenge, { ...today, body: { timeZone: 'UTC' } });
  await callRouteOk(t.app, completeDailyChallenge, {
    token: couple.player2.token,
    params: { id: couple.coupleId },
    body: { timeZone: 'UTC' },
  });
  await dareAt(t.app, couple, 'pending');
  const draft = await adventureAt(t.app, couple, 'draft');
  const sent = await adventureAt(t.app, couple, 'planned', 'cultural');
  return { ...couple, draft, sent };
}

describe('changing the password while signed in', () => {
  it('ends the other sessions and keeps the caller signed in with a fresh token', async () => {
    const player = await registerPlayer(t.app, { password: 'first-password' });
    const other = (await signIn(player)).body.token;
    const reply = await callRoute(t.app, accounts.changePassword, {
      token: player.token,
      body: { currentPassword: 'first-password', newPassword: 'second-password' },
    });
    expect(reply.status).toBe(200);
    expect((await ownRecord(player, other)).status).toBe(401);
    expect((await ownRecord(player, player.token)).status).toBe(401);
    expect((await ownRecord(player, reply.body.token)).status).toBe(200);
    expect((await signIn(player, 'second-password')).status).toBe(200);
  });
});

describe('downloading my data', () => {
  let couple: Awaited<ReturnType<typeof playedCouple>>;
  let mine: AccountExport;
  beforeAll(async () => {
    couple = await playedCouple();
    mine = await exportOf(couple.player2);
  });

  it("holds the player's own answers, exactly, and none of the partner's", async () => {
    const answered = await activityAnswersOf(couple.player2);
    const exported = Object.fromEntries(
      mine.survey.activities.map((a) => [answerKey(a.activityId, a.perspective), a.preference]),
    );
    expect(exported).toEqual(answered);
    expect(new Set(Object.values(exported))).toEqual(new Set(['Yes']));
    expect(mine.survey.questions.length).toBeGreaterThan(0);
    expect(mine.survey.completedAt).not.toBeNull();

    // The partner's own export holds their Maybes and Noes, which the player's never does.
    const theirs = await exportOf(couple.player1);
    expect(new Set(theirs.survey.activities.map((a) => a.preference))).toEqual(
      new Set(PREFERENCES),
    );
    expect(
      [...mine.survey.activities, ...mine.survey.lastCompletedRound].filter(
        (a) => a.preference !== 'Yes',
      ),
    ).toEqual([]);
  });

  it('holds their own intent and boundaries, never the partner’s', () => {
    expect(mine.intent).toMatchObject({ playerId: couple.player2.id, tonePreference: 'Playful' });
    expect(mine.boundaries.map((b) => b.boundary)).toEqual([BOUNDARIES.player2]);
    const text = JSON.stringify(mine);
    expect(text).not.toContain(BOUNDARIES.player1);
    expect(text).not.toContain('"Direct"');
  });

  it('holds their play as the app shows it to them, their notifications and consents', () => {
    expect(mine.account).toMatchObject({ id: couple.player2.id, email: couple.player2.email });
    expect(mine.couples).toEqual([
      expect.objectContaining({ coupleId: couple.coupleId, role: 'player2', endedAt: null }),
    ]);
    expect(mine.play.quickTasks).toHaveLength(1);
    expect(mine.play.taskConfirmations).toHaveLength(1);
    // Today's challenge, started by the partner and marked done by this player only.
    expect(mine.play.dailyChallenges).toEqual([
      expect.objectContaining({ coupleId: couple.coupleId, completedAt: null }),
    ]);
    expect(mine.play.dailyChallenges[0]!.startedAt).not.toBeNull();
    expect(mine.play.dailyChallenges[0]!.doneAt).not.toBeNull();
    expect(mine.play.points.length).toBeGreaterThan(0);
    // A dare not opened yet keeps its text from its receiver, in the export as in the app.
    expect(mine.play.dares).toEqual([
      expect.objectContaining({ receiverId: couple.player2.id, dareText: null }),
    ]);
    // The partner's draft does not exist for them; a sent adventure shows its teaser only.
    expect(mine.play.adventures.map((a) => a.id)).toEqual([couple.sent]);
    expect(mine.play.adventures[0]).toMatchObject({ details: null, summary: null });
    expect(mine.notifications.length).toBeGreaterThan(0);
    expect(mine.consents.ageConfirmations).toEqual([
      expect.objectContaining({ isAge18Plus: true }),
    ]);
    expect(mine.consents.disclaimerAgreements).toEqual([expect.objectContaining({ agreed: true })]);
  });

  it('shows the lead their own draft, and saves as a dated file', async () => {
    const theirs = await exportOf(couple.player1);
    // The partner did not mark today's challenge done themselves.
    expect(theirs.play.dailyChallenges.map((c) => c.doneAt)).toEqual([null]);
    expect(theirs.play.adventures.map((a) => a.id).sort()).toEqual(
      [couple.draft, couple.sent].sort(),
    );
    const reply = await callRoute(t.app, accounts.exportData, { token: couple.player1.token });
    expect(reply.response.headers['content-disposition']).toMatch(
      /^attachment; filename="velvet-export-\d{4}-\d\d-\d\d\.json"$/,
    );
  });

  it('needs a signed-in player', async () => {
    expect((await callRoute(t.app, accounts.exportData)).status).toBe(401);
  });
});

describe('deleting my account', () => {
  it('refuses a wrong password with a message, and deletes nothing', async () => {
    const couple = await playedCouple();
    const { player2: player } = couple;
    const reply = await deleteAccount(player, 'not-my-password');
    expect(reply.status).toBe(400);
    expect(reply.response.json()).toEqual({ message: ACCOUNT_CONTROL_MESSAGES.wrongPassword });
    const missing = await callRoute(t.app, accounts.deleteAccount, {
      token: player.token,
      body: { password: '' },
    });
    expect(missing.status).toBe(400);

    expect((await ownRecord(player)).status).toBe(200);
    expect((await signIn(player)).status).toBe(200);
    expect(await coupleOf(t.app, couple.player1)).toBe(couple.coupleId);
    expect((await exportOf(player)).play.quickTasks).toHaveLength(1);
  });

  it.each(['player1', 'player2'] as const)(
    'by %s: everything of theirs goes but the consents, and the couple ends for the partner',
    async (who) => {
      const couple = await playedCouple();
      const [player, partner] =
        who === 'player1' ? [couple.player1, couple.player2] : [couple.player2, couple.player1];
      const otherDevice = (await signIn(player)).body.token;
      const partnerAnswers = await activityAnswersOf(partner);

      const reply = await deleteAccount(player, player.password);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ message: ACCOUNT_CONTROL_MESSAGES.deleted });

      // Signed out everywhere, and the account is gone.
      expect((await signIn(player)).status).toBe(401);
      for (const token of [player.token, otherDevice])
        expect((await ownRecord(player, token)).status).toBe(401);
      expect((await callRoute(t.app, accounts.refreshSession, { token: otherDevice })).status).toBe(
        401,
      );

      // Nothing names them any more but the consent records of their email.
      expect(await rowsMentioning(t.database.pool, [player.id, player.email])).toEqual({
        age_verifications: 1,
        disclaimer_agreements: 1,
      });

      // The couple ended for the partner, who was told and keeps their own answers.
      expect(await coupleOf(t.app, partner)).toBeNull();
      const couplePage = await callRoute(t.app, getCouple, {
        token: partner.token,
        params: { id: couple.coupleId },
      });
      expect(couplePage.status).toBe(404);
      expect(await notificationsOf(t.app, partner.token)).toContainEqual(
        expect.objectContaining({ title: 'Your partner ended the connection' }),
      );
      expect(await activityAnswersOf(partner)).toEqual(partnerAnswers);

      // The email is free for a new account.
      const again = await registerPlayer(t.app, { email: player.email, verified: false });
      expect(again.id).not.toBe(player.id);
      expect((await signIn(again)).status).toBe(200);
      expect((await exportOf(again)).survey.activities).toEqual([]);
    },
  );

  it('needs a signed-in player', async () => {
    const reply = await callRoute(t.app, accounts.deleteAccount, { body: { password: 'x' } });
    expect(reply.status).toBe(401);
  });
});
