import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { list as listNotifications } from '@shared/api/notifications';
import { CHANCE_OUTCOMES, TAKE_A_CHANCE } from '@shared/domain/adventures';
import { adventures } from '../../src/server/db/schema';
import { adventureTestApp, seenBy } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { playingCouple } from '../support/server/play-fixture';

/**
 * Take a Chance's coin is tossed for the lead (Avery): each partner reads it from their side.
 * The toss is set in the database before the teaser is sent, so both outcomes are read.
 */
const { t, calls } = adventureTestApp();

// The shipped types' dates as the lead's result names them.
const KINDS =
  /It picked (a romantic date|an adventurous date|a cultural date|a relaxing date|a date of learning something together|an active date) for you to plan/;

const noticesOf = async (player: Session) =>
  (await callRouteOk(t.app, listNotifications, { token: player.token })).filter(
    (n) => n.type === 'experience',
  );

describe('Take a Chance, as each partner reads it', () => {
  it.each(CHANCE_OUTCOMES)('words a %s for the lead and for the partner', async (outcome) => {
    const { player1: avery, player2: blake, coupleId } = await playingCouple(t.app);
    const generated = await calls.generate(avery, coupleId, TAKE_A_CHANCE);
    expect(generated.status, generated.response.body).toBe(201);
    const { id } = generated.body;
    await t.database.db
      .update(adventures)
      .set({ chanceOutcome: outcome })
      .where(eq(adventures.id, id));

    // Avery, who took the chance, reads their own toss and the kind of date it picked.
    const forAvery = (await seenBy(t.app, avery, id))!.chanceResult!;
    expect(forAvery).toMatch(KINDS);
    expect(forAvery).not.toMatch(/["“”]|Take a Chance|Avery/);
    expect(forAvery).toMatch(
      outcome === 'win'
        ? /^The coin landed heads: you win! .* the forfeit falls to Blake, who brings you a small surprise\.$/
        : /^The coin landed tails: you lose! .* the forfeit is yours: bring Blake a small surprise of your own\.$/,
    );

    // Blake is sent the teaser with Avery's toss read from Blake's side, and no kind of date.
    const sent = await calls.confirm(avery, id, 'Keep Sunday evening free.');
    expect(sent.status, sent.response.body).toBe(200);
    const fromBlakesSide =
      outcome === 'win'
        ? 'The coin landed heads for Avery, so you lose the toss: your forfeit is to bring Avery a small surprise of your own.'
        : "The coin landed tails for Avery, so you win the toss: Avery's forfeit is to bring you a small surprise.";
    const forBlake = (await seenBy(t.app, blake, id))!;
    expect(forBlake.partnerTeaser).toBe(`Keep Sunday evening free. ${fromBlakesSide}`);
    expect(forBlake.chanceResult).toBe(fromBlakesSide);
    expect(forBlake.chanceResult).not.toMatch(KINDS);
    expect(await noticesOf(blake)).toEqual([
      expect.objectContaining({
        title: 'New adventure from Avery',
        description: `Keep Sunday evening free. ${fromBlakesSide}`,
      }),
    ]);
    // Avery's own view still reads from Avery's side.
    expect((await seenBy(t.app, avery, id))!.chanceResult).toBe(forAvery);
  });

  it('stores the kind of date the coin picked with the draft, and no toss for other types', async () => {
    const { player1: avery, coupleId } = await playingCouple(t.app);
    const chance = (await calls.generate(avery, coupleId, TAKE_A_CHANCE)).body;
    const romantic = (await calls.generate(avery, coupleId, 'romantic')).body;
    const rows = await t.database.db
      .select()
      .from(adventures)
      .where(eq(adventures.coupleId, coupleId));
    const kindOf = (id: string) => rows.find((row) => row.id === id)?.chanceKind;
    expect(chance.chanceResult).toContain(`It picked ${kindOf(chance.id)} for you to plan`);
    expect(kindOf(romantic.id)).toBeNull();
    expect(romantic.chanceResult).toBeNull();
  });
});
