import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { list as listNotifications } from '@shared/api/notifications';
import { ADVENTURE_ERRORS, ADVENTURE_POINTS } from '@shared/domain/adventures';
import { coupleBadges, adventures, scoreEvents } from '../../src/server/db/schema';
import {
  adventureAt,
  adventureTestApp,
  openedAdventureRow,
  refusal,
} from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';

const { t, calls } = adventureTestApp();

const ROUNDS = 3;

const rowOf = async (id: string) =>
  (await t.database.db.select().from(adventures).where(eq(adventures.id, id)))[0]!;

const noticeTitles = async (player: Session) =>
  (await callRouteOk(t.app, listNotifications, { token: player.token }))
    .filter((n) => n.type === 'experience')
    .map((n) => n.title);

describe('at the same instant', () => {
  it('two completes award the points once: one succeeds, the other is refused', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const couple = await playingCouple(t.app);
      const id = await adventureAt(t.app, couple, 'accepted');
      const replies = await Promise.all([
        calls.complete(couple.player1, id),
        calls.complete(couple.player1, id),
      ]);
      const ok = replies.filter((r) => r.status === 200);
      expect(ok).toHaveLength(1);
      const refused = replies.find((r) => r.status !== 200)!;
      expect(refusal(refused)).toEqual({
        status: 409,
        body: { message: ADVENTURE_ERRORS.alreadyCompleted },
      });
      const points = ADVENTURE_POINTS[(await rowOf(id)).level];
      expect(ok[0]!.body.gamification).toMatchObject({ pointsAwarded: points, totalScore: points });
      const events = await t.database.db
        .select()
        .from(scoreEvents)
        .where(eq(scoreEvents.coupleId, couple.coupleId));
      expect(events.map((e) => e.points)).toEqual([points, points]);
      const badges = await t.database.db
        .select()
        .from(coupleBadges)
        .where(eq(coupleBadges.coupleId, couple.coupleId));
      expect(badges.map((b) => b.badgeKey)).toEqual(['first-adventure']);
      expect(await noticeTitles(couple.player2)).toEqual([
        'Adventure completed',
        'New adventure from Avery',
      ]);
    }
  });

  it('an accept and a decline: one wins, the other gets 409, and the row says who won', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const couple = await playingCouple(t.app);
      const id = await adventureAt(t.app, couple, 'planned');
      const replies = await Promise.all([
        calls.respond(couple.player2, id, 'accepted'),
        calls.respond(couple.player2, id, 'declined'),
      ]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = replies.findIndex((r) => r.status === 200) === 0 ? 'accepted' : 'declined';
      const loser = replies.find((r) => r.status === 409)!;
      expect(refusal(loser).body).toEqual({ message: ADVENTURE_ERRORS.alreadyResponded });
      expect(await rowOf(id)).toMatchObject({
        partnerResponse: winner,
        status: winner === 'declined' ? 'declined' : 'planned',
      });
      expect(await noticeTitles(couple.player1)).toEqual([`Blake ${winner} your adventure`]);
    }
  });

  it('two sends of one draft: the partner is told once', async () => {
    const couple = await playingCouple(t.app);
    const id = await adventureAt(t.app, couple, 'draft');
    const replies = await Promise.all([
      calls.confirm(couple.player1, id, 'First teaser'),
      calls.confirm(couple.player1, id, 'Second teaser'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const sent = replies.find((r) => r.status === 200)!.body;
    expect((await openedAdventureRow(t.database.db, id))?.partnerTeaser).toBe(sent.partnerTeaser);
    expect(await noticeTitles(couple.player2)).toEqual(['New adventure from Avery']);
  });

  it('two reflections: one is kept, and its badge is given once', async () => {
    const couple = await playingCouple(t.app);
    const id = await adventureAt(t.app, couple, 'completed');
    const replies = await Promise.all([
      calls.feedback(couple.player2, id, 'One'),
      calls.feedback(couple.player2, id, 'Two'),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const kept = replies.find((r) => r.status === 200)!.body;
    expect(kept.newBadges.map((b) => b.badgeName)).toEqual(['Heart to Heart']);
    expect((await openedAdventureRow(t.database.db, id))?.partnerFeedback).toBe(
      kept.experience.partnerFeedback,
    );
    const badges = await t.database.db
      .select()
      .from(coupleBadges)
      .where(
        and(
          eq(coupleBadges.coupleId, couple.coupleId),
          eq(coupleBadges.badgeKey, 'first-reflection'),
        ),
      );
    expect(badges).toHaveLength(1);
  });
});
