import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DARE_ERRORS, DARE_POINTS, DARE_REMINDER_BEFORE_MS } from '@shared/domain/dares';
import { scoreEvents } from '../../src/server/db/schema';
import {
  dareAt,
  dareNoticesOf,
  dareRow,
  dareTestApp,
  daringCouple,
  refusal,
} from '../support/server/dare-fixture';
import { TestClock } from '../support/server/test-clock';

const ROUNDS = 3;

const clock = new TestClock();
const { t, calls } = dareTestApp({ clock });

const titles = async (player: Parameters<typeof dareNoticesOf>[1]) =>
  (await dareNoticesOf(t.app, player)).map((n) => n.title);

describe('at the same instant', () => {
  it('two verifies award the points once: one succeeds, the other is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await daringCouple(t.app);
      const dare = await dareAt(t.app, c, 'completed', 'spicy');
      const replies = await Promise.all([
        calls.verify(c.player1, dare.id, true),
        calls.verify(c.player1, dare.id, true),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(refusal(replies.find((r) => r.status === 409)!)).toEqual({
        status: 409,
        body: { message: DARE_ERRORS.final('Verified') },
      });
      const events = await t.database.db
        .select()
        .from(scoreEvents)
        .where(eq(scoreEvents.coupleId, c.coupleId));
      expect(events.map((e) => [e.playerId, e.points, e.source])).toEqual([
        [c.player2.id, DARE_POINTS.spicy, 'dare'],
      ]);
      expect(
        (await titles(c.player2)).filter((x) => x === 'Avery verified your dare'),
      ).toHaveLength(1);
    }
  });

  it('a verify and a rejection: one wins, and the points follow the winner', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await daringCouple(t.app);
      const dare = await dareAt(t.app, c, 'completed', 'hot');
      const replies = await Promise.all([
        calls.verify(c.player1, dare.id, true),
        calls.verify(c.player1, dare.id, false),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const verified = replies[0]!.status === 200;
      const events = await t.database.db
        .select()
        .from(scoreEvents)
        .where(eq(scoreEvents.coupleId, c.coupleId));
      expect(events).toHaveLength(verified ? 1 : 0);
      expect((await dareRow(t.database.db, dare.id))?.status).toBe(
        verified ? 'Verified' : 'Accepted',
      );
    }
  });

  it('an accept and a decline: one wins, the other gets 409, and the row says who won', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const c = await daringCouple(t.app);
      const dare = await dareAt(t.app, c, 'revealed', 'naughty');
      const replies = await Promise.all([
        calls.accept(c.player2, dare.id),
        calls.decline(c.player2, dare.id),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies[0]!.status === 200 ? 'Accepted' : 'Declined';
      expect(refusal(replies.find((r) => r.status === 409)!).body).toEqual({
        message: winner === 'Accepted' ? DARE_ERRORS.notPending : DARE_ERRORS.final('Declined'),
      });
      expect((await dareRow(t.database.db, dare.id))?.status).toBe(winner);
      expect(await titles(c.player1)).toEqual([`Blake ${winner.toLowerCase()} your dare`]);
    }
  });

  it('two completes: the sender is told once', async () => {
    const c = await daringCouple(t.app);
    const dare = await dareAt(t.app, c, 'accepted');
    const replies = await Promise.all([
      calls.complete(c.player2, dare.id),
      calls.complete(c.player2, dare.id),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await titles(c.player1)).filter((x) => x === 'Blake completed your dare')).toHaveLength(
      1,
    );
  });

  it('reads by both partners at once send a due reminder once', async () => {
    const c = await daringCouple(t.app);
    await dareAt(t.app, c, 'accepted');
    await dareAt(t.app, c, 'accepted');
    clock.advance(24 * 3_600_000 - DARE_REMINDER_BEFORE_MS / 2);
    try {
      const reads = await Promise.all([
        calls.couple(c.player1, c.coupleId),
        calls.couple(c.player2, c.coupleId),
        calls.received(c.player2, c.player2.id),
        calls.stats(c.player1, c.coupleId),
      ]);
      expect(reads.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
      expect((await titles(c.player2)).filter((x) => x === 'Your dare expires soon')).toHaveLength(
        2,
      );
    } finally {
      clock.reset();
    }
  });
});
