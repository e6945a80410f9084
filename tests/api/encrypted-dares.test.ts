import { describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { dareTestApp, daringCouple, ok, refusal } from '../support/server/dare-fixture';
import { rowsMentioning } from '../support/server/personal-rows';
import type { PlayingCouple } from '../support/server/play-fixture';

// A dare's words are stored encrypted (docs/matching-and-privacy.md, "Encryption at rest"):
// the database and its backups hold none of them, while the sender, the receiver once they
// reveal it, and the data export read them exactly as written.
const { ai, t, calls } = dareTestApp({ engine: { apiKey: 'sk-test-velvet-dares' } });

const OFFERED = 'Leave Blake a note under the pillow that says zebra-quartz-4412.';
const ENGINE_WROTE = 'Plan Blake a sunrise walk and bring coffee, code word amber-heron-5820.';
const OWN_WORDS = 'Slow dance with me in the kitchen to our song, zebra-lantern-7731.';
const STILL_OFFERED = 'Read Blake the first page of a book you love, cobalt-fig-3096.';
const SECRETS = ['zebra-quartz-4412', 'amber-heron-5820', 'zebra-lantern-7731', 'cobalt-fig-3096'];

const to = (c: PlayingCouple) => ({
  coupleId: c.coupleId,
  receiverId: c.player2.id,
  difficultyLevel: 'romantic' as const,
});

/** Player 1 offered one dare and sent it, had one written, wrote one; one more is on offer. */
async function coupleWithDares() {
  const c = await daringCouple(t.app);
  ai.replyJson({ text: OFFERED, level: 'Vanilla' });
  const [offered] = ok(await calls.options(c.player1, to(c)));
  const chosen = ok(
    await calls.generate(c.player1, { ...to(c), optionId: offered!.optionId }),
    201,
  );
  ai.replyJson({ text: ENGINE_WROTE, level: 'Vanilla' });
  const written = ok(await calls.generate(c.player1, to(c)), 201);
  const own = ok(await calls.generate(c.player1, { ...to(c), customText: OWN_WORDS }), 201);
  ai.replyJson({ text: STILL_OFFERED, level: 'Vanilla' });
  const [onOffer] = ok(await calls.options(c.player1, to(c)));
  return { c, chosen, written, own, onOffer: onOffer! };
}

const storedRows = async (table: 'dares' | 'dare_options', coupleId: string) =>
  (
    await t.database.pool.query<{ id: string; text: string }>(
      `SELECT id::text AS id, text FROM ${table} WHERE couple_id = $1 ORDER BY created_at, id`,
      [coupleId],
    )
  ).rows;

const textsSeenBy = async (player: Session, coupleId: string) =>
  new Map(ok(await calls.couple(player, coupleId)).map((dare) => [dare.id, dare.dareText]));

const exportedTexts = async (player: Session) =>
  new Map(
    (await callRouteOk(t.app, accounts.exportData, { token: player.token })).play.dares.map(
      (dare) => [dare.id, dare.dareText],
    ),
  );

describe("a dare's words at rest", () => {
  it('are stored encrypted, in no table in the clear', async () => {
    const { c } = await coupleWithDares();
    const dares = await storedRows('dares', c.coupleId);
    const options = await storedRows('dare_options', c.coupleId);
    expect(dares).toHaveLength(3);
    expect(options).toHaveLength(1);
    for (const { text } of [...dares, ...options]) expect(isEncryptedValue(text), text).toBe(true);
    expect(await rowsMentioning(t.database.pool, SECRETS)).toEqual({});
  });

  it('read back exactly as written, to whom they are shown', async () => {
    const { c, chosen, written, own, onOffer } = await coupleWithDares();
    expect([chosen.dareText, written.dareText, own.dareText, onOffer.dareText]).toEqual([
      OFFERED,
      ENGINE_WROTE,
      OWN_WORDS,
      STILL_OFFERED,
    ]);
    const sent = new Map([
      [chosen.id, OFFERED],
      [written.id, ENGINE_WROTE],
      [own.id, OWN_WORDS],
    ]);
    expect(await textsSeenBy(c.player1, c.coupleId)).toEqual(sent);
    expect(await exportedTexts(c.player1)).toEqual(sent);

    // The receiver reads nothing before revealing, then exactly the words revealed.
    const unread = new Map([...sent.keys()].map((id) => [id, null]));
    expect(await textsSeenBy(c.player2, c.coupleId)).toEqual(unread);
    expect(await exportedTexts(c.player2)).toEqual(unread);
    expect(ok(await calls.reveal(c.player2, own.id)).dareText).toBe(OWN_WORDS);
    const revealed = new Map([...unread, [own.id, OWN_WORDS]]);
    expect(await textsSeenBy(c.player2, c.coupleId)).toEqual(revealed);
    expect(await exportedTexts(c.player2)).toEqual(revealed);

    // The engine is shown the couple's earlier dares, opened, so it does not repeat them.
    ai.replyJson({ text: 'Cook Blake breakfast in bed on Sunday.', level: 'Vanilla' });
    ok(await calls.generate(c.player1, to(c)), 201);
    const { messages } = ai.requests.at(-1)?.body as {
      messages: { role: string; content: string }[];
    };
    const user = messages.find(({ role }) => role === 'user')!;
    const seen = JSON.parse(user.content) as { daresAlreadySeen: string[] };
    expect(seen.daresAlreadySeen).toEqual([OFFERED, ENGINE_WROTE, OWN_WORDS]);

    // The offer still open is sent with its words.
    const sentOffer = ok(
      await calls.generate(c.player1, { ...to(c), optionId: onOffer.optionId }),
      201,
    );
    expect(sentOffer.dareText).toBe(STILL_OFFERED);
  });

  it("do not open in another dare's row: that dare cannot be read, nor its offer sent", async () => {
    const { c, chosen, own, onOffer } = await coupleWithDares();
    await t.database.pool.query(
      'UPDATE dares SET text = (SELECT text FROM dares WHERE id = $1) WHERE id = $2',
      [chosen.id, own.id],
    );
    const senderRead = await calls.couple(c.player1, c.coupleId);
    expect(refusal(senderRead)).toEqual({
      status: 500,
      body: { message: 'Server error occurred' },
    });
    // Unrevealed, the receiver never opens the text, so their list still reads.
    expect(await textsSeenBy(c.player2, c.coupleId)).toEqual(
      new Map((await storedRows('dares', c.coupleId)).map(({ id }) => [id, null])),
    );
    // Revealing it fails and stores nothing: it stays unrevealed, its text unread.
    expect(refusal(await calls.reveal(c.player2, own.id))).toEqual({
      status: 500,
      body: { message: 'Server error occurred' },
    });
    const [kept] = ok(await calls.couple(c.player2, c.coupleId)).filter(({ id }) => id === own.id);
    expect(kept).toMatchObject({ revealed: false, dareText: null });

    // An offer holding the words of another couple's offer is not sent, and no dare is made.
    const other = await coupleWithDares();
    await t.database.pool.query(
      'UPDATE dare_options SET text = (SELECT text FROM dare_options WHERE id = $1) WHERE id = $2',
      [other.onOffer.optionId, onOffer.optionId],
    );
    const before = (await storedRows('dares', c.coupleId)).length;
    const send = await calls.generate(c.player1, { ...to(c), optionId: onOffer.optionId });
    expect(refusal(send)).toEqual({ status: 500, body: { message: 'Server error occurred' } });
    expect(await storedRows('dares', c.coupleId)).toHaveLength(before);
  });
});
