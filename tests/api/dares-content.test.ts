import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveIntent } from '@shared/api/intent';
import { initializeJourney } from '@shared/api/journey';
import { customBoundary } from '@shared/domain/journey';
import { BUILT_IN_ENGINE } from '../../src/server/content/built-in-engine';
import { OPENAI_ENGINE } from '../../src/server/content/openai-engine';
import { dares } from '../../src/server/db/schema';
import { callRouteOk } from '../support/server/call-route';
import { dareRow, dareTestApp, daringCouple, ok, openedText } from '../support/server/dare-fixture';
import type { PlayingCouple } from '../support/server/play-fixture';

// What the server tells the content engine, and what it keeps of the answer, read at a real
// OpenAI-compatible endpoint; the built-in catalogue without one.
const { ai, t, calls } = dareTestApp({ engine: { apiKey: 'sk-test-velvet-dares' } });
const { t: builtIn, calls: builtInCalls } = dareTestApp();
beforeEach(() => {
  ai.requests.length = 0;
});

const REFUSED = 'Spooning at bedtime';
const WELCOMED = 'Long cuddles on the sofa';
const CUSTOM = 'lighthouse';

/**
 * Player 1 refuses one activity; player 2 keeps a custom hard boundary and avoids restraints.
 * Neither may learn the other's, and no dare may touch any of them.
 */
async function guardedCouple(app = t.app): Promise<PlayingCouple> {
  const c = await daringCouple(app, {
    answers: (_key, activity) => (activity === REFUSED ? 'No' : 'Yes'),
  });
  await callRouteOk(app, initializeJourney, {
    token: c.player2.token,
    params: { id: c.coupleId },
    body: {
      startingLevel: 'Intense',
      desiredLevel: 'Intense',
      hardBoundaries: [customBoundary(CUSTOM)],
    },
  });
  await callRouteOk(app, saveIntent, {
    token: c.player2.token,
    body: { avoidCategories: ['Restraints'] },
  });
  return c;
}

const send = async (c: PlayingCouple, difficultyLevel: 'romantic' | 'hot' = 'romantic') =>
  ok(
    await calls.generate(c.player1, {
      coupleId: c.coupleId,
      receiverId: c.player2.id,
      difficultyLevel,
    }),
    201,
  );

function lastMessage(): Record<string, unknown> {
  const body = ai.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  return JSON.parse(body.messages.find((m) => m.role === 'user')?.content ?? '{}') as Record<
    string,
    unknown
  >;
}

describe('the configured engine', () => {
  it('is told the names, the difficulty, what both welcomed and the earlier dares; never a boundary', async () => {
    const c = await guardedCouple();
    const texts = ['Write Avery a love note.', 'Sing Avery a song.', 'Plan Avery a picnic.'];
    for (const text of texts) {
      ai.replyJson({ text, level: 'Vanilla' });
      const dare = await send(c);
      expect(dare.dareText).toBe(text);
      expect((await dareRow(t.database.db, dare.id))?.engine).toBe(OPENAI_ENGINE);
    }
    const message = lastMessage();
    expect(message).toMatchObject({
      difficulty: 'Romantic',
      allowedLevels: ['Vanilla'],
      sender: 'Avery',
      receiver: 'Blake',
      daresAlreadySeen: texts.slice(0, 2),
    });
    const welcomed = (message.welcomedActivities as { activity: string }[]).map((a) => a.activity);
    expect(welcomed).toContain(WELCOMED);
    expect(welcomed).not.toContain(REFUSED);
    const sent = JSON.stringify(ai.requests.map((r) => r.body));
    for (const secret of [REFUSED, CUSTOM, 'Restraints']) expect(sent).not.toContain(secret);
  });

  it('is overruled by the built-in catalogue when its dare touches a boundary or goes above the level', async () => {
    const c = await guardedCouple();
    const refusedReplies = [
      { text: `Try ${REFUSED.toLowerCase()} with Avery tonight.`, level: 'Vanilla' },
      { text: `Meet Avery by the ${CUSTOM} at dusk.`, level: 'Vanilla' },
      { text: 'Let Avery tie your hands with a silk scarf.', level: 'Vanilla' },
      { text: 'Hold Avery close for a minute.', level: 'Intense' },
    ];
    for (const reply of refusedReplies) {
      ai.replyJson(reply);
      const dare = await send(c);
      expect(dare.dareText).not.toBe(reply.text);
      expect((await dareRow(t.database.db, dare.id))?.engine).toBe(BUILT_IN_ENGINE);
    }
  });
});

describe('the built-in catalogue', () => {
  it('gives a couple no dare twice while unseen ones remain, and touches none of their boundaries', async () => {
    const c = await guardedCouple(builtIn.app);
    for (let i = 0; i < 20; i += 1)
      for (const difficultyLevel of ['romantic', 'hot'] as const)
        ok(
          await builtInCalls.generate(c.player1, {
            coupleId: c.coupleId,
            receiverId: c.player2.id,
            difficultyLevel,
          }),
          201,
        );
    const rows = await builtIn.database.db
      .select()
      .from(dares)
      .where(eq(dares.coupleId, c.coupleId));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((row) => row.templateId)).size).toBe(40);
    expect(new Set(rows.map((row) => row.engine))).toEqual(new Set([BUILT_IN_ENGINE]));
    for (const text of rows.map(openedText)) {
      expect(text.toLowerCase()).not.toContain(REFUSED.toLowerCase());
      expect(text.toLowerCase()).not.toContain(CUSTOM);
      expect(text).not.toMatch(/\b(tie|tied|restrain\w*)\b/i);
    }
  });
});
