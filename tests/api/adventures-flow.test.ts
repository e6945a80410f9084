import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { list as listNotifications } from '@shared/api/notifications';
import { ADVENTURE_POINTS, HIDDEN_TITLE, type ChanceOutcome } from '@shared/domain/adventures';
import { chanceVerdictForPartner } from '@shared/domain/take-a-chance';
import { adventures } from '../../src/server/db/schema';
import { adventureAt, adventureTestApp, seenBy } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';

const { t, calls } = adventureTestApp();

/** The adventure notices a player has, oldest first. */
async function adventureNotices(player: Session) {
  const all = await callRouteOk(t.app, listNotifications, { token: player.token });
  return all
    .filter((n) => n.type === 'experience')
    .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
    .map((n) => ({ title: n.title, description: n.description, actionUrl: n.actionUrl }));
}

describe('an adventure from generation to reflection', () => {
  it('goes draft, planned, accepted, completed, reflected, each partner seeing their part', async () => {
    const couple = await playingCouple(t.app);
    const { player1: lead, player2: partner, coupleId } = couple;

    // Generate: a draft only the lead knows of.
    const generated = await calls.generate(lead, coupleId, 'Romantic', ['None', 'Candles']);
    expect(generated.status, generated.response.body).toBe(201);
    const draft = generated.body;
    expect(draft).toMatchObject({
      coupleId,
      type: 'romantic',
      status: 'draft',
      isLeadPartner: true,
      leadPartnerName: 'Avery',
      visibleToPartner: false,
      chanceOutcome: null,
      chanceResult: null,
      player1Response: null,
      player2Response: null,
      partnerFeedback: null,
      completedAt: null,
    });
    expect(draft.title).not.toBe(HIDDEN_TITLE);
    for (const text of [draft.partnerTeaser, draft.preparationInstructions, draft.details])
      expect(text?.length).toBeGreaterThan(0);
    expect(draft.summary?.length).toBeGreaterThan(0);
    expect(draft.selectedAccessories).not.toContain('None');
    expect(draft.durationMinutes).toBeGreaterThanOrEqual(30);
    expect(draft.durationMinutes).toBeLessThanOrEqual(90);
    expect(await calls.list(partner)).toEqual([]);
    expect((await calls.last(partner, coupleId)).body).toBeNull();
    expect((await calls.last(lead, coupleId)).body).toEqual({
      id: draft.id,
      title: draft.title,
      status: 'draft',
    });
    expect(await adventureNotices(partner)).toEqual([]);

    // Send with a teaser of the lead's own.
    const teaser = 'Keep Friday evening free and wear something comfortable.';
    const sent = await calls.confirm(lead, draft.id, `  ${teaser}  `);
    expect(sent.status, sent.response.body).toBe(200);
    expect(sent.body).toMatchObject({
      status: 'planned',
      visibleToPartner: true,
      partnerTeaser: teaser,
    });
    expect(await adventureNotices(partner)).toEqual([
      { title: 'New adventure from Avery', description: teaser, actionUrl: '/adventures' },
    ]);
    const asPlanned = await seenBy(t.app, partner, draft.id);
    expect(asPlanned).toMatchObject({
      title: HIDDEN_TITLE,
      status: 'planned',
      isLeadPartner: false,
      leadPartnerName: 'Avery',
      partnerTeaser: teaser,
      preparationInstructions: null,
      details: null,
      summary: null,
      selectedAccessories: [],
    });
    expect((await calls.last(partner, coupleId)).body).toEqual({
      id: draft.id,
      title: HIDDEN_TITLE,
      status: 'planned',
    });

    // The partner (player 2) accepts: the preparation shows, the plan stays hidden.
    const accepted = await calls.respond(partner, draft.id, 'accepted');
    expect(accepted.status, accepted.response.body).toBe(200);
    expect(accepted.body).toMatchObject({
      status: 'planned',
      title: HIDDEN_TITLE,
      preparationInstructions: draft.preparationInstructions,
      selectedAccessories: draft.selectedAccessories,
      details: null,
      summary: null,
      player1Response: null,
      player2Response: 'accepted',
    });
    expect(accepted.body.player2ResponseDate).not.toBeNull();
    expect((await seenBy(t.app, lead, draft.id))?.player2Response).toBe('accepted');
    expect((await adventureNotices(lead)).map((n) => n.title)).toEqual([
      'Blake accepted your adventure',
    ]);

    // The lead marks it completed: points for both, a first badge, the partner asked to reflect.
    const completed = await calls.complete(lead, draft.id, 'Europe/Paris');
    expect(completed.status, completed.response.body).toBe(200);
    const points = ADVENTURE_POINTS[draft.level];
    expect(completed.body.experience).toMatchObject({ status: 'completed', title: draft.title });
    expect(completed.body.experience.completedAt).not.toBeNull();
    expect(completed.body.gamification).toEqual({
      pointsAwarded: points,
      newBadges: [{ badgeName: 'First Adventure', badgeIcon: '🗺️' }],
      totalScore: points,
      currentStreak: 1,
    });
    expect((await adventureNotices(partner)).map((n) => n.title)).toEqual([
      'New adventure from Avery',
      'Adventure completed',
    ]);
    expect(await seenBy(t.app, partner, draft.id)).toMatchObject({
      title: draft.title,
      details: draft.details,
      summary: draft.summary,
      preparationInstructions: draft.preparationInstructions,
    });

    // The partner reflects; the lead reads it.
    const reflection = await calls.feedback(partner, draft.id, '  We laughed all evening.  ');
    expect(reflection.status, reflection.response.body).toBe(200);
    expect(reflection.body).toMatchObject({
      experience: { partnerFeedback: 'We laughed all evening.' },
      newBadges: [{ badgeName: 'Heart to Heart', badgeIcon: '✍️' }],
    });
    expect((await seenBy(t.app, lead, draft.id))?.partnerFeedback).toBe('We laughed all evening.');
    expect((await adventureNotices(lead)).map((n) => n.title)).toEqual([
      'Blake accepted your adventure',
      'Blake wrote a reflection',
    ]);
    expect((await calls.last(partner, coupleId)).body).toEqual({
      id: draft.id,
      title: draft.title,
      status: 'completed',
    });
  });

  it('tells the lead of a decline and leaves the partner the teaser only', async () => {
    const couple = await playingCouple(t.app);
    const earlier = await adventureAt(t.app, couple, 'planned');
    const id = await adventureAt(t.app, couple, 'declined');
    // Neither partner's dashboard shows the declined one as their last adventure.
    for (const player of [couple.player1, couple.player2])
      expect((await calls.last(player, couple.coupleId)).body?.id).toBe(earlier);
    expect((await adventureNotices(couple.player1)).map((n) => n.title)).toEqual([
      'Blake declined your adventure',
    ]);
    const lead = await seenBy(t.app, couple.player1, id);
    expect(lead).toMatchObject({ status: 'declined', player2Response: 'declined' });
    expect(lead?.details).not.toBeNull();
    expect(await seenBy(t.app, couple.player2, id)).toMatchObject({
      status: 'declined',
      title: HIDDEN_TITLE,
      preparationInstructions: null,
      details: null,
      summary: null,
    });
  });

  it('lists the newest first, each partner what they may see; nothing without a couple', async () => {
    const couple = await playingCouple(t.app);
    const first = await adventureAt(t.app, couple, 'planned');
    const second = await adventureAt(t.app, couple, 'draft');
    const third = await adventureAt(t.app, couple, 'planned');
    expect((await calls.list(couple.player1)).map((a) => a.id)).toEqual([third, second, first]);
    expect((await calls.list(couple.player2)).map((a) => a.id)).toEqual([third, first]);
    expect((await calls.last(couple.player2, couple.coupleId)).body?.id).toBe(third);
    const solo = await playingCouple(t.app, { surveys: false, journey: false });
    expect(await calls.list(solo.player1)).toEqual([]);
    expect((await calls.last(solo.player1, solo.coupleId)).body).toBeNull();
  });
});

describe('regenerating', () => {
  it("gives other content of the same type and tells nobody; the partner's draft stays hidden", async () => {
    const couple = await playingCouple(t.app);
    const draft = (await calls.generate(couple.player1, couple.coupleId, 'relaxation')).body;
    let previous = draft;
    for (let i = 0; i < 3; i += 1) {
      const again = await calls.regenerate(couple.player1, draft.id);
      expect(again.status, again.response.body).toBe(200);
      expect(again.body).toMatchObject({ id: draft.id, status: 'draft', type: 'relaxation' });
      expect(again.body.title).not.toBe(previous.title);
      previous = again.body;
    }
    const [row] = await t.database.db.select().from(adventures).where(eq(adventures.id, draft.id));
    expect(row).toMatchObject({ title: previous.title, details: previous.details });
    expect(await adventureNotices(couple.player2)).toEqual([]);
    expect(await calls.list(couple.player2)).toEqual([]);
  });
});

describe('Take a Chance', () => {
  const outcomes = new Set<ChanceOutcome>();

  it('flips the coin at generation and ends the teaser with its verdict', async () => {
    const couple = await playingCouple(t.app);
    for (let i = 0; i < 8; i += 1) {
      const reply = await calls.generate(couple.player1, couple.coupleId, 'take a chance');
      expect(reply.status, reply.response.body).toBe(201);
      const adventure = reply.body;
      expect(adventure.type).toBe('Take a Chance');
      expect(adventure.chanceOutcome).not.toBeNull();
      outcomes.add(adventure.chanceOutcome!);
      expect(
        adventure.partnerTeaser?.endsWith(
          chanceVerdictForPartner(adventure.chanceOutcome!, adventure.leadPartnerName),
        ),
      ).toBe(true);
      const [row] = await t.database.db
        .select()
        .from(adventures)
        .where(eq(adventures.id, adventure.id));
      expect(row).toMatchObject({
        typeName: 'Take a Chance',
        chanceOutcome: adventure.chanceOutcome,
      });
    }
    // Eight fair flips all landing the same way would happen once in 128 runs.
    expect(outcomes.size).toBe(2);
  });

  it('keeps the verdict at the end of a teaser the lead wrote, and flips again on regenerate', async () => {
    const couple = await playingCouple(t.app);
    const draft = (await calls.generate(couple.player1, couple.coupleId, 'Take a Chance')).body;
    const again = (await calls.regenerate(couple.player1, draft.id)).body;
    expect(again.chanceOutcome).not.toBeNull();
    expect(
      again.partnerTeaser?.endsWith(
        chanceVerdictForPartner(again.chanceOutcome!, again.leadPartnerName),
      ),
    ).toBe(true);
    const sent = await calls.confirm(couple.player1, draft.id, 'Pack a sense of humour.');
    expect(sent.body.partnerTeaser).toBe(
      `Pack a sense of humour. ${chanceVerdictForPartner(again.chanceOutcome!, again.leadPartnerName)}`,
    );
    const [notice] = await adventureNotices(couple.player2);
    expect(notice?.description).toBe(sent.body.partnerTeaser);
    expect((await seenBy(t.app, couple.player2, draft.id))?.chanceOutcome).toBe(
      again.chanceOutcome,
    );
  });
});
