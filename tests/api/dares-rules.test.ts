import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DARE_ERRORS, type DareDifficulty } from '@shared/domain/dares';
import { dares } from '../../src/server/db/schema';
import {
  dareAt,
  dareRow,
  dareTestApp,
  daringCouple,
  refusal,
  type DareStage,
} from '../support/server/dare-fixture';
import { inviteOk, type Session } from '../support/server/couples';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { registerPlayer, uniqueEmail } from '../support/server/players';

const { t, calls, couple } = dareTestApp({ couple: daringCouple });

const badRequest = (message: string) => ({ status: 400, body: { message } });
const forbidden = (message: string) => ({ status: 403, body: { message } });
const conflict = (message: string) => ({ status: 409, body: { message } });

const generate = (
  player: Session,
  coupleId: string,
  receiverId: string,
  difficultyLevel: DareDifficulty = 'romantic',
) => calls.generate(player, { coupleId, receiverId, difficultyLevel });

const daresOf = async (coupleId: string) =>
  t.database.db.select().from(dares).where(eq(dares.coupleId, coupleId));

describe('sending', () => {
  it('takes a member of the couple with a partner, and sends to that partner only', async () => {
    const c = await daringCouple(t.app);
    const single = await registerPlayer(t.app);
    const other = await daringCouple(t.app);
    const waiting = await registerPlayer(t.app);
    const waitingCouple = await inviteOk(t.app, waiting.token, uniqueEmail('pending'));

    for (const outsider of [single, other.player1])
      expect(refusal(await generate(outsider, c.coupleId, c.player2.id))).toEqual({
        status: 404,
        body: { message: 'Couple not found.' },
      });
    expect(refusal(await generate(waiting, waitingCouple, randomUUID()))).toEqual(
      badRequest(DARE_ERRORS.noPartner),
    );
    for (const receiverId of [c.player1.id, single.id, other.player2.id, randomUUID()])
      expect(refusal(await generate(c.player1, c.coupleId, receiverId))).toEqual(
        badRequest(DARE_ERRORS.receiverNotPartner),
      );
    expect(await daresOf(c.coupleId)).toEqual([]);
    expect(await daresOf(waitingCouple)).toEqual([]);
  });

  it('refuses a difficulty the journey has not opened, saying why; with no journey only romantic', async () => {
    const noJourney = await playingCouple(t.app, { journey: false });
    const playful = await playingCouple(t.app, {
      journey: { startingLevel: 'Playful', desiredLevel: 'Intense' },
    });
    const send = (c: PlayingCouple, difficulty: DareDifficulty) =>
      generate(c.player1, c.coupleId, c.player2.id, difficulty);

    expect((await send(noJourney, 'romantic')).status).toBe(201);
    expect(refusal(await send(noJourney, 'naughty'))).toEqual(
      badRequest('Naughty dares open at the Playful level; your journey is at Vanilla.'),
    );
    expect(refusal(await send(noJourney, 'hot'))).toEqual(
      badRequest(DARE_ERRORS.difficultyTooHigh('hot', 'Vanilla')),
    );
    expect(refusal(await send(noJourney, 'spicy'))).toEqual(
      badRequest(DARE_ERRORS.difficultyTooHigh('spicy', 'Vanilla')),
    );
    expect((await send(playful, 'naughty')).status).toBe(201);
    expect(refusal(await send(playful, 'hot'))).toEqual(
      badRequest('Hot dares open at the Adventurous level; your journey is at Playful.'),
    );
    expect(await daresOf(noJourney.coupleId)).toHaveLength(1);
    expect(await daresOf(playful.coupleId)).toHaveLength(1);
  });

  it('works before the surveys are complete, from dares that need no shared answer', async () => {
    const fresh = await playingCouple(t.app, { surveys: false });
    const reply = await generate(fresh.player2, fresh.coupleId, fresh.player1.id);
    expect(reply.status, reply.response.body).toBe(201);
    expect(reply.body.dareText).toEqual(expect.any(String));
  });

  it('refuses an unknown difficulty with the list of difficulties', async () => {
    const reply = await calls.generate(couple.player1, {
      coupleId: couple.coupleId,
      receiverId: couple.player2.id,
      difficultyLevel: 'extreme' as DareDifficulty,
    });
    expect(reply.status).toBe(400);
    expect(reply.response.json().message).toContain(
      'Difficulty must be one of romantic, naughty, hot, spicy.',
    );
  });
});

describe('who may do what', () => {
  it('lets only the receiver reveal, accept, decline and complete, and only the sender verify', async () => {
    const { player1: sender, player2: receiver } = couple;
    const pending = await dareAt(t.app, couple, 'pending');
    const accepted = await dareAt(t.app, couple, 'accepted');
    const completed = await dareAt(t.app, couple, 'completed');
    const attempts: [() => Promise<Parameters<typeof refusal>[0]>, string, string][] = [
      [() => calls.reveal(sender, pending.id), pending.id, DARE_ERRORS.onlyReceiver],
      [() => calls.accept(sender, pending.id), pending.id, DARE_ERRORS.onlyReceiver],
      [() => calls.decline(sender, pending.id), pending.id, DARE_ERRORS.onlyReceiver],
      [() => calls.complete(sender, accepted.id), accepted.id, DARE_ERRORS.onlyReceiver],
      [() => calls.verify(receiver, completed.id, true), completed.id, DARE_ERRORS.onlySender],
      [() => calls.verify(receiver, completed.id, false), completed.id, DARE_ERRORS.onlySender],
    ];
    for (const [attempt, id, message] of attempts) {
      const before = await dareRow(t.database.db, id);
      expect(refusal(await attempt())).toEqual(forbidden(message));
      expect(await dareRow(t.database.db, id)).toEqual(before);
    }
  });

  it('answers the wrong party before the wrong state', async () => {
    const verified = await dareAt(t.app, couple, 'verified');
    const pending = await dareAt(t.app, couple, 'pending');
    expect(refusal(await calls.reveal(couple.player1, verified.id))).toEqual(
      forbidden(DARE_ERRORS.onlyReceiver),
    );
    expect(refusal(await calls.complete(couple.player1, pending.id))).toEqual(
      forbidden(DARE_ERRORS.onlyReceiver),
    );
    expect(refusal(await calls.verify(couple.player2, pending.id, true))).toEqual(
      forbidden(DARE_ERRORS.onlySender),
    );
  });
});

type Action = 'reveal' | 'accept' | 'decline' | 'complete' | 'verify';

/** What each step answers the right party in each state: 200, or the 409's message. */
const EXPECTED: Record<DareStage, Record<Action, string | 200>> = {
  pending: {
    reveal: 200,
    accept: DARE_ERRORS.notRevealed,
    decline: 200,
    complete: DARE_ERRORS.notAccepted,
    verify: DARE_ERRORS.notCompleted,
  },
  revealed: {
    reveal: 200,
    accept: 200,
    decline: 200,
    complete: DARE_ERRORS.notAccepted,
    verify: DARE_ERRORS.notCompleted,
  },
  accepted: {
    reveal: DARE_ERRORS.notPending,
    accept: DARE_ERRORS.notPending,
    decline: DARE_ERRORS.notPending,
    complete: 200,
    verify: DARE_ERRORS.notCompleted,
  },
  declined: {
    reveal: 'This dare is already declined.',
    accept: DARE_ERRORS.final('Declined'),
    decline: DARE_ERRORS.final('Declined'),
    complete: DARE_ERRORS.final('Declined'),
    verify: DARE_ERRORS.final('Declined'),
  },
  completed: {
    reveal: DARE_ERRORS.notPending,
    accept: DARE_ERRORS.notPending,
    decline: DARE_ERRORS.notPending,
    complete: DARE_ERRORS.notAccepted,
    verify: 200,
  },
  verified: {
    reveal: 'This dare is already verified.',
    accept: DARE_ERRORS.final('Verified'),
    decline: DARE_ERRORS.final('Verified'),
    complete: DARE_ERRORS.final('Verified'),
    verify: DARE_ERRORS.final('Verified'),
  },
};

describe('each step in each state', () => {
  const act = (action: Action, id: string) =>
    action === 'verify'
      ? calls.verify(couple.player1, id, true)
      : calls[action](couple.player2, id);

  for (const [stage, answers] of Object.entries(EXPECTED) as [
    DareStage,
    Record<Action, string | 200>,
  ][])
    it(`${stage}: the right party gets 200 where the step applies, else 409 and nothing changes`, async () => {
      for (const [action, expected] of Object.entries(answers) as [Action, string | 200][]) {
        const { id } = await dareAt(t.app, couple, stage);
        const before = await dareRow(t.database.db, id);
        const reply = await act(action, id);
        if (expected === 200) {
          expect(reply.status, `${action} on ${stage}: ${reply.response.body}`).toBe(200);
        } else {
          expect(refusal(reply), `${action} on ${stage}`).toEqual(conflict(expected));
          expect(await dareRow(t.database.db, id)).toEqual(before);
        }
      }
    });
});

describe('outside the couple', () => {
  it('every dare route on an id answers 404, the same as for an unknown id', async () => {
    const other = await daringCouple(t.app);
    const single = await registerPlayer(t.app);
    const notFound = { status: 404, body: { message: DARE_ERRORS.notFound } };
    for (const stage of ['pending', 'accepted', 'completed'] as const) {
      const { id } = await dareAt(t.app, couple, stage);
      const before = await dareRow(t.database.db, id);
      for (const stranger of [other.player1, other.player2, single]) {
        for (const target of [id, randomUUID()]) {
          for (const reply of [
            await calls.reveal(stranger, target),
            await calls.accept(stranger, target),
            await calls.decline(stranger, target),
            await calls.complete(stranger, target),
            await calls.verify(stranger, target, true),
          ])
            expect(refusal(reply)).toEqual(notFound);
        }
      }
      expect(await dareRow(t.database.db, id)).toEqual(before);
    }
  });

  it('nor do a couple’s dares show in another couple’s lists', async () => {
    const other = await daringCouple(t.app);
    await dareAt(t.app, couple, 'pending');
    expect((await calls.couple(other.player1, other.coupleId)).body).toEqual([]);
    expect((await calls.sent(other.player1, other.player1.id)).body).toEqual([]);
    expect((await calls.received(other.player2, other.player2.id)).body).toEqual([]);
    for (const reply of [
      await calls.couple(other.player1, couple.coupleId),
      await calls.sent(other.player1, couple.player1.id),
      await calls.received(other.player1, couple.player2.id),
      await calls.stats(other.player1, couple.coupleId),
    ])
      expect(reply.status).toBeGreaterThanOrEqual(403);
  });
});
