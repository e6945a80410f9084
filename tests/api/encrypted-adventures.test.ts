import { describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as api from '@shared/api/adventures';
import { list as listNotifications } from '@shared/api/notifications';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { adventureTestApp, seenBy } from '../support/server/adventure-fixture';
import { callRoute, callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';

// What the lead writes with an adventure's teaser and the partner's reflection are stored
// encrypted (docs/matching-and-privacy.md, "Encryption at rest"): a copy of the database holds
// neither, while both partners and their data exports read them as written.

const { t, calls } = adventureTestApp();

const TEASER = 'Keep Sunday evening free, zebra-quartz-4412.';
const REFLECTION = 'We laughed all evening, marmot-violet-9031.';

interface StoredTexts {
  id: string;
  partner_teaser: string | null;
  partner_feedback: string | null;
}

/** The couple's adventures as the database holds them, every column. */
const storedRows = async (coupleId: string) =>
  (
    await t.database.pool.query<StoredTexts & Record<string, unknown>>(
      'SELECT * FROM experiences WHERE couple_id = $1 ORDER BY created_at, id',
      [coupleId],
    )
  ).rows;

const exportedAdventure = async (player: Session, id: string) =>
  (await callRouteOk(t.app, accounts.exportData, { token: player.token })).play.adventures.find(
    (adventure) => adventure.id === id,
  );

/** An adventure player 1 leads, sent with `teaser`, accepted, completed and reflected on. */
async function reflectedAdventure(couple: PlayingCouple, teaser: string, reflection: string) {
  const { player1: lead, player2: partner } = couple;
  const draft = await calls.generate(lead, couple.coupleId);
  expect(draft.status).toBe(201);
  const id = draft.body.id;
  const sent = await calls.confirm(lead, id, teaser);
  expect(sent.body.partnerTeaser).toBe(teaser);
  expect((await calls.respond(partner, id, 'accepted')).status).toBe(200);
  expect((await calls.complete(lead, id)).status).toBe(200);
  const reflected = await calls.feedback(partner, id, reflection);
  expect(reflected.body.experience.partnerFeedback).toBe(reflection);
  return id;
}

describe('an adventure’s teaser as sent and its reflection', () => {
  it('are stored encrypted, and both partners and their exports read them as written', async () => {
    const couple = await playingCouple(t.app);
    const { player1: lead, player2: partner } = couple;
    const id = await reflectedAdventure(couple, TEASER, REFLECTION);

    const rows = await storedRows(couple.coupleId);
    expect(rows.map((row) => row.id)).toEqual([id]);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('zebra-quartz-4412');
    expect(stored).not.toContain('marmot-violet-9031');
    expect(isEncryptedValue(rows[0]!.partner_teaser!)).toBe(true);
    expect(isEncryptedValue(rows[0]!.partner_feedback!)).toBe(true);

    for (const player of [lead, partner]) {
      expect(await seenBy(t.app, player, id)).toMatchObject({
        partnerTeaser: TEASER,
        partnerFeedback: REFLECTION,
      });
      expect(await exportedAdventure(player, id)).toMatchObject({
        partnerTeaser: TEASER,
        partnerFeedback: REFLECTION,
      });
    }
    // The partner's notice still quotes the teaser as the lead wrote it.
    const notices = await callRouteOk(t.app, listNotifications, { token: partner.token });
    expect(notices.find((notice) => notice.title === 'New adventure from Avery')?.description).toBe(
      TEASER,
    );
  });

  it('copied into another adventure’s row is refused, never shown as that adventure’s', async () => {
    const couple = await playingCouple(t.app);
    const first = await reflectedAdventure(couple, TEASER, REFLECTION);
    const second = await reflectedAdventure(couple, 'A quiet night in.', 'Lovely.');
    await t.database.pool.query(
      `UPDATE experiences SET partner_teaser = (SELECT partner_teaser FROM experiences WHERE id = $1)
       WHERE id = $2`,
      [first, second],
    );

    const list = await callRoute(t.app, api.listExperiences, { token: couple.player1.token });
    expect(list.status).toBe(500);
    expect(list.response.json()).toEqual({ message: 'Server error occurred' });
    const exported = await callRoute(t.app, accounts.exportData, { token: couple.player2.token });
    expect(exported.status).toBe(500);
    for (const reply of [list, exported])
      expect(reply.response.body).not.toContain('zebra-quartz-4412');
  });

  it('leave out the name of a partner who deleted their account, and stay encrypted', async () => {
    const couple = await playingCouple(t.app);
    const { player1: stays, player2: leaves } = couple;
    const id = await reflectedAdventure(
      couple,
      'Blake, keep Sunday evening free.',
      'Blake loved the picnic.',
    );
    await callRouteOk(t.app, accounts.deleteAccount, {
      token: leaves.token,
      body: { password: leaves.password },
    });

    expect(await exportedAdventure(stays, id)).toMatchObject({
      partnerTeaser: 'A former partner, keep Sunday evening free.',
      partnerFeedback: 'A former partner loved the picnic.',
    });
    const [row] = await storedRows(couple.coupleId);
    expect(isEncryptedValue(row!.partner_teaser!)).toBe(true);
    expect(isEncryptedValue(row!.partner_feedback!)).toBe(true);
  });
});
