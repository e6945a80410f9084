import { describe, expect, it } from 'vitest';
import { DARE_LABELS, DARE_POINTS } from '@shared/domain/dares';
import type { Dare } from '@shared/api/dares';
import {
  dareAt,
  dareNoticesOf,
  dareTestApp,
  daringCouple,
  ok,
  seenBy,
} from '../support/server/dare-fixture';
import type { PlayingCouple } from '../support/server/play-fixture';

const { t, calls, couple } = dareTestApp({ couple: daringCouple });

const HOUR = 3_600_000;

const send = async (c: PlayingCouple, difficulty: Dare['difficultyLevel'] = 'hot') =>
  ok(
    await calls.generate(c.player1, {
      coupleId: c.coupleId,
      receiverId: c.player2.id,
      difficultyLevel: difficulty,
    }),
    201,
  );
/** A dare the second partner sends the first. */
const sendBack = (c: PlayingCouple, difficulty: Dare['difficultyLevel']) =>
  send({ ...c, player1: c.player2, player2: c.player1 }, difficulty);

describe('a dare from sending to verification', () => {
  it('is sent pending, its text the sender’s alone, and the receiver is told without it', async () => {
    const c = await daringCouple(t.app);
    const dare = await send(c, 'hot');
    expect(dare).toMatchObject({
      coupleId: c.coupleId,
      senderId: c.player1.id,
      receiverId: c.player2.id,
      senderName: 'Avery',
      receiverName: 'Blake',
      difficultyLevel: 'hot',
      points: DARE_POINTS.hot,
      status: 'Pending',
      revealed: false,
      expiresAt: null,
      acceptedAt: null,
      completedAt: null,
      verifiedAt: null,
    });
    expect(dare.dareText).toEqual(expect.any(String));
    expect(dare.dareText!.length).toBeGreaterThan(10);
    expect((await seenBy(t.app, c.player2, c.coupleId, dare.id))?.dareText).toBeNull();
    expect(await dareNoticesOf(t.app, c.player2)).toEqual([
      {
        title: `Avery sent you a ${DARE_LABELS.hot} dare`,
        description: expect.not.stringContaining(dare.dareText!),
        actionUrl: '/dares',
      },
    ]);
    expect(await dareNoticesOf(t.app, c.player1)).toEqual([]);
  });

  it('is revealed (twice is fine), accepted for 24 hours, completed and verified, each step told', async () => {
    const c = await daringCouple(t.app);
    const { player1: sender, player2: receiver } = c;
    const sent = await send(c, 'spicy');

    const revealed = ok(await calls.reveal(receiver, sent.id));
    expect(revealed).toMatchObject({ status: 'Pending', revealed: true, dareText: sent.dareText });
    expect(ok(await calls.reveal(receiver, sent.id)).dareText).toBe(sent.dareText);
    expect(await dareNoticesOf(t.app, sender)).toEqual([]);

    const accepted = ok(await calls.accept(receiver, sent.id));
    expect(accepted.status).toBe('Accepted');
    const acceptedAt = Date.parse(accepted.acceptedAt!);
    expect(Date.parse(accepted.expiresAt!) - acceptedAt).toBe(24 * HOUR);
    expect(Math.abs(acceptedAt - Date.now())).toBeLessThan(60_000);

    const completed = ok(await calls.complete(receiver, sent.id));
    expect(completed).toMatchObject({ status: 'Completed', dareText: sent.dareText });
    expect(completed.completedAt).not.toBeNull();

    const verified = ok(await calls.verify(sender, sent.id, true));
    expect(verified).toMatchObject({ status: 'Verified', dareText: sent.dareText });
    expect(verified.verifiedAt).not.toBeNull();

    expect((await dareNoticesOf(t.app, sender)).map((n) => n.title)).toEqual([
      'Blake completed your dare',
      'Blake accepted your dare',
    ]);
    const toSender = await dareNoticesOf(t.app, sender);
    expect(toSender[0]!.description).toMatch(/verify it/i);
    expect(toSender[1]!.description).toBe('They have 24 hours to complete it.');
    expect(await dareNoticesOf(t.app, receiver)).toEqual([
      {
        title: 'Avery verified your dare',
        description: `You earned ${DARE_POINTS.spicy} points.`,
        actionUrl: '/dares',
      },
      expect.objectContaining({ title: 'Avery sent you a Spicy dare' }),
    ]);
    // Both see the verified dare, with its text, in the couple's list.
    for (const player of [sender, receiver])
      expect(await seenBy(t.app, player, c.coupleId, sent.id)).toEqual(
        expect.objectContaining({ status: 'Verified', dareText: sent.dareText, revealed: true }),
      );
  });

  it('is declined without being revealed, and then its text never reaches the receiver', async () => {
    const c = await daringCouple(t.app);
    const sent = await send(c, 'naughty');
    const declined = ok(await calls.decline(c.player2, sent.id));
    expect(declined).toMatchObject({ status: 'Declined', revealed: false, dareText: null });
    expect((await seenBy(t.app, c.player2, c.coupleId, sent.id))?.dareText).toBeNull();
    expect((await seenBy(t.app, c.player1, c.coupleId, sent.id))?.dareText).toBe(sent.dareText);
    expect(await dareNoticesOf(t.app, c.player1)).toEqual([
      {
        title: 'Blake declined your dare',
        description: 'Your partner passed on this one. Why not send another?',
        actionUrl: '/dares',
      },
    ]);
  });

  it('goes back to the receiver when the sender does not verify it, and can be done again', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'completed', 'naughty');
    const returned = ok(await calls.verify(c.player1, dare.id, false));
    expect(returned).toMatchObject({ status: 'Accepted', completedAt: null, verifiedAt: null });
    expect(returned.expiresAt).toBe(dare.expiresAt);
    expect((await dareNoticesOf(t.app, c.player2))[0]).toEqual({
      title: 'Avery did not verify your dare',
      description: 'It is back in your hands: complete it again before it expires.',
      actionUrl: '/dares',
    });
    ok(await calls.complete(c.player2, dare.id));
    expect(ok(await calls.verify(c.player1, dare.id, true)).status).toBe('Verified');
  });

  it('works in either direction: the second partner sends to the first', async () => {
    const sent = await sendBack(couple, 'romantic');
    expect(sent).toMatchObject({ senderName: 'Blake', receiverName: 'Avery' });
    expect(ok(await calls.reveal(couple.player1, sent.id)).dareText).toBe(sent.dareText);
    expect((await dareNoticesOf(t.app, couple.player1))[0]?.title).toBe(
      'Blake sent you a Romantic dare',
    );
  });
});

describe('lists', () => {
  it('show the couple’s dares newest first, and each player’s sent and received ones', async () => {
    const c = await daringCouple(t.app);
    const first = await send(c, 'romantic');
    const second = await sendBack(c, 'naughty');
    const third = await send(c, 'hot');
    for (const player of [c.player1, c.player2]) {
      const all = ok(await calls.couple(player, c.coupleId));
      expect(all.map((d) => d.id)).toEqual([third.id, second.id, first.id]);
      expect(ok(await calls.sent(player, c.player1.id)).map((d) => d.id)).toEqual([
        third.id,
        first.id,
      ]);
      expect(ok(await calls.received(player, c.player1.id)).map((d) => d.id)).toEqual([second.id]);
      expect(ok(await calls.sent(player, c.player2.id)).map((d) => d.id)).toEqual([second.id]);
      expect(ok(await calls.received(player, c.player2.id)).map((d) => d.id)).toEqual([
        third.id,
        first.id,
      ]);
    }
  });

  it('never show the receiver a text before it is revealed, and always show the sender', async () => {
    const c = await daringCouple(t.app);
    const sent = await send(c, 'hot');
    const reads = (player: PlayingCouple['player1']) => [
      calls.couple(player, c.coupleId),
      calls.sent(player, c.player1.id),
      calls.received(player, c.player2.id),
    ];
    const textIn = async (player: PlayingCouple['player1']) =>
      (await Promise.all(reads(player))).map(
        (reply) => ok(reply).find((d) => d.id === sent.id)?.dareText,
      );
    expect(await textIn(c.player2)).toEqual([null, null, null]);
    expect(await textIn(c.player1)).toEqual([sent.dareText, sent.dareText, sent.dareText]);
    ok(await calls.reveal(c.player2, sent.id));
    expect(await textIn(c.player2)).toEqual([sent.dareText, sent.dareText, sent.dareText]);
  });
});

describe('notifications', () => {
  it('reach the other partner at every step, of type dare, and never carry an unrevealed text', async () => {
    const c = await daringCouple(t.app);
    const verified = await dareAt(t.app, c, 'verified', 'hot');
    const declined = await dareAt(t.app, c, 'declined', 'spicy');
    const texts = [verified.dareText!, declined.dareText!];
    const toReceiver = await dareNoticesOf(t.app, c.player2);
    const toSender = await dareNoticesOf(t.app, c.player1);
    expect(toReceiver.map((n) => n.title)).toEqual([
      'Avery sent you a Spicy dare',
      'Avery verified your dare',
      'Avery sent you a Hot dare',
    ]);
    expect(toSender.map((n) => n.title)).toEqual([
      'Blake declined your dare',
      'Blake completed your dare',
      'Blake accepted your dare',
    ]);
    for (const notice of [...toReceiver, ...toSender])
      for (const text of texts) expect(JSON.stringify(notice)).not.toContain(text);
  });
});
