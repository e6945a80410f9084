import { beforeEach, describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/api/coach';
import { CONSENT_ANSWER, SAFETY_ANSWER } from '@shared/domain/coach';
import {
  coachingCouple,
  coachTestApp,
  ok,
  saying,
  sessionAt,
  welcomedByBoth,
  type CoachCalls,
} from '../support/server/coach-fixture';

// The coach hears consent trouble however softly it is put (docs/coach-and-support.md): the
// player gets the fixed answer, which says a no always counts and where real help is, with no
// activity suggested and no engine asked; everyday words that only sound like it get the
// coach's usual answer.

const ENGINE_ANSWER = 'Try a slow dance in the kitchen tonight, then talk about how it felt.';

const { t, ai, calls, couple } = coachTestApp({ engine: {}, couple: (app) => coachingCouple(app) });
const { calls: builtInCalls, couple: builtInCouple } = coachTestApp({
  couple: (app) => coachingCouple(app),
});
beforeEach(() => {
  ai.requests.length = 0;
  ai.reply({ content: ENGINE_ANSWER });
});

const answerOf = (reply: Awaited<ReturnType<CoachCalls['chat']>>) => ok(reply).messages.at(-1)!;

/** Whether a text names any activity both partners welcomed: a suggestion. */
async function namesAnActivity(text: string): Promise<string | undefined> {
  const welcomed = await welcomedByBoth(t.app, couple);
  return welcomed.map((a) => a.activityName).find((name) => text.includes(name));
}

const SOFTLY = [
  'Sometimes my partner pushes me to do things I said no to',
  'is it ok if I just go along with it to keep the peace',
  'i feel guilty when i turn him down, he sulks for days',
  "I'm scared of how she'll react if I say no",
  'he keeps asking even after i said no like five times',
  'my husband checks my phone every night and decides who i can see',
];

describe('consent trouble put softly', () => {
  it.each(SOFTLY)(
    'answers “%s” with the consent answer alone, suggesting nothing and asking no engine',
    async (text) => {
      ai.reply({ content: 'Great question! Here is a fun activity for you both.' });
      const answer = answerOf(await calls.chat(couple.player1, saying(text)));
      expect(answer).toEqual({ role: 'assistant', content: CONSENT_ANSWER });
      expect(answer.content).toContain('A no always counts');
      expect(answer.content).toContain('local emergency number');
      expect(await namesAnActivity(answer.content)).toBeUndefined();
      expect(ai.requests).toHaveLength(0);
    },
  );

  it('answers the same later in a conversation, and with the built-in engine', async () => {
    const later: ChatMessage[] = [
      { role: 'user', content: 'Any ideas for a date night?' },
      { role: 'assistant', content: 'How about a picnic in the living room?' },
      { role: 'user', content: 'nice. but honestly i only agreed last time bc he wouldnt stop' },
    ];
    expect(answerOf(await calls.chat(couple.player2, { messages: later })).content).toBe(
      CONSENT_ANSWER,
    );
    expect(ai.requests).toHaveLength(0);
    expect(
      answerOf(await builtInCalls.chat(builtInCouple.player1, saying(SOFTLY[1]!))).content,
    ).toBe(CONSENT_ANSWER);
  });

  it('answers despair with the safety answer', async () => {
    const answer = answerOf(await calls.chat(couple.player1, saying('whats the point anymore')));
    expect(answer.content).toBe(SAFETY_ANSWER);
    expect(ai.requests).toHaveLength(0);
  });

  it('answers a guided session the same once an answer tells of it', async () => {
    const answered = await sessionAt(t.app, couple, 'answered', {
      answer: 'i go along with it so he doesnt get upset',
    });
    // The first question came from the engine, before the answer told of anything.
    ai.requests.length = 0;
    const asked = ok(await calls.question(couple.player1, answered.id));
    expect(asked.question).toBe(CONSENT_ANSWER);
    const owner = couple.player1;
    ok(
      await calls.answer(owner, {
        sessionId: asked.id,
        questionId: asked.questionId!,
        playerId: owner.id,
        answer: 'Thank you.',
      }),
    );
    expect(ok(await calls.complete(owner, asked.id)).summary).toBe(CONSENT_ANSWER);
    expect(ai.requests).toHaveLength(0);
  });
});

describe('everyday words that only sound like it', () => {
  it.each([
    'We had a minor disagreement about date night',
    'Kill the lights and light a candle?',
    'we disagree about paint colours for the bedroom',
    "I'm dying to try this",
    'he pushed the date back to next month',
  ])('answers “%s” as usual', async (text) => {
    const answer = answerOf(await calls.chat(couple.player1, saying(text)));
    expect(answer.content).toContain(ENGINE_ANSWER);
    expect(ai.requests).toHaveLength(1);
  });
});
