import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { list as listNotifications } from '@shared/api/notifications';
import { ADVENTURE_ERRORS } from '@shared/domain/adventures';
import { adventures } from '../../src/server/db/schema';
import {
  adventureAt,
  adventureTestApp,
  refusal,
  seenBy,
} from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import { playingCouple } from '../support/server/play-fixture';

// "Not tonight": the other partner puts an adventure off; it comes back tomorrow, unanswered.

const { t, calls } = adventureTestApp();

const HOUR = 3_600_000;

describe('putting an adventure off ("Not tonight")', () => {
  it('keeps it planned and unanswered until tomorrow, tells the lead, and lets it ask again after', async () => {
    const couple = await playingCouple(t.app);
    const { player1: lead, player2: partner } = couple;
    const id = await adventureAt(t.app, couple, 'planned');

    const before = Date.now();
    const postponed = await calls.postpone(partner, id);
    expect(postponed.status, postponed.response.body).toBe(200);
    expect(postponed.body).toMatchObject({ status: 'planned', player2Response: null });
    const until = Date.parse(postponed.body.postponedUntil ?? '');
    expect(until - before).toBeGreaterThanOrEqual(24 * HOUR - 60_000);
    expect(until - before).toBeLessThanOrEqual(24 * HOUR + 60_000);

    // Both see it put off; nothing is declined.
    expect((await seenBy(t.app, lead, id))?.postponedUntil).toBe(postponed.body.postponedUntil);
    expect((await seenBy(t.app, partner, id))?.status).toBe('planned');
    const notices = await callRouteOk(t.app, listNotifications, { token: lead.token });
    expect(notices).toContainEqual(
      expect.objectContaining({
        title: `${partner.displayName} said not tonight`,
        description: 'Your adventure comes back to them tomorrow. Nothing is declined.',
      }),
    );

    // Once only while it holds; never by the lead.
    expect(refusal(await calls.postpone(partner, id))).toEqual({
      status: 409,
      body: { message: ADVENTURE_ERRORS.alreadyPostponed },
    });
    expect(refusal(await calls.postpone(lead, id))).toMatchObject({ status: 403 });

    // Tomorrow it asks again, and can be put off again.
    await t.database.db
      .update(adventures)
      .set({ postponedUntil: new Date(Date.now() - 1000) })
      .where(eq(adventures.id, id));
    expect((await seenBy(t.app, partner, id))?.postponedUntil).toBeNull();
    expect((await calls.postpone(partner, id)).status).toBe(200);

    // Answering clears it.
    const accepted = await calls.respond(partner, id, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.body.postponedUntil).toBeNull();
  });

  it('is refused once the adventure is answered', async () => {
    const couple = await playingCouple(t.app);
    for (const stage of ['accepted', 'declined'] as const) {
      const id = await adventureAt(t.app, couple, stage);
      expect((await calls.postpone(couple.player2, id)).status).toBe(409);
    }
  });
});
