import { describe, expect, it } from 'vitest';
import { getBadges } from '@shared/api/gamification';
import { BADGES } from '@shared/domain/adventures';
import { adventureAt, adventureTestApp } from '../support/server/adventure-fixture';
import { callRoute } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';
import { registerPlayer } from '../support/server/players';

const { t } = adventureTestApp();

const badgesOf = (caller: Session | null, coupleId: string) =>
  callRoute(t.app, getBadges, { token: caller?.token, params: { id: coupleId } });

describe('GET /api/gamification/couples/{id}/badges', () => {
  it('lists every badge still to earn for a new couple, in the catalogue’s order', async () => {
    const { player1, coupleId } = await connectedCouple(t.app);
    const reply = await badgesOf(player1, coupleId);
    expect(reply.status).toBe(200);
    expect(reply.body.badges).toEqual(
      BADGES.map(({ key, name, description }) => ({ key, name, description, earnedAt: null })),
    );
  });

  it('shows a badge the couple earned, with when, to both partners alike', async () => {
    const couple = await playingCouple(t.app);
    const before = Date.now();
    await adventureAt(t.app, couple, 'completed');
    const seen = await Promise.all(
      [couple.player1, couple.player2].map(async (player) => {
        const reply = await badgesOf(player, couple.coupleId);
        expect(reply.status).toBe(200);
        return reply.body.badges;
      }),
    );
    expect(seen[1]).toEqual(seen[0]);
    const earned = seen[0]!.filter((badge) => badge.earnedAt !== null);
    expect(earned.map((badge) => badge.name)).toEqual(['First Adventure']);
    expect(Date.parse(earned[0]!.earnedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect(seen[0]).toHaveLength(BADGES.length);
  });

  it('is 404 for a stranger, 401 without a token and 400 for a malformed id', async () => {
    const couple = await playingCouple(t.app);
    await adventureAt(t.app, couple, 'completed');
    const stranger = await registerPlayer(t.app);
    const refused = await badgesOf(stranger, couple.coupleId);
    expect(refused.status).toBe(404);
    expect(refused.response.body).not.toContain('First Adventure');
    expect((await badgesOf(null, couple.coupleId)).status).toBe(401);
    const malformed = await badgesOf(couple.player1, 'not-a-couple');
    expect(malformed.status).toBe(400);
    expect(malformed.response.json()).toEqual({ message: expect.any(String) });
  });
});
