import { describe, expect, it } from 'vitest';
import { COACH_DISCLAIMER, CONSENT_ANSWER, SAFETY_ANSWER } from '@shared/domain/coach';
import { createBuiltInEngine } from './built-in-engine';
import { NEUTRAL_QUESTIONS, NEUTRAL_REPLIES, WORDLESS_ANSWER } from './coach/neutral-answers';
import { guardContent } from './create-engine';
import type { Boundaries, CoachChatInput, CoachSessionInput, ContentEngine } from './engine';
import { fakeEngine } from './testing/fake-engine';
import { warningLog } from './testing/warning-log';

const chat: CoachChatInput = {
  coupleId: 'c1',
  messages: [{ role: 'user', content: 'How do we keep things exciting?' }],
  topic: 'Romance',
  welcomed: [
    { activity: 'Slow dancing', category: 'Romance & Dates', tags: [], match: 'Both Yes' },
    {
      activity: 'Sunrise hike',
      category: 'Adventure & Novelty',
      tags: ['bold'],
      match: 'Both Yes',
    },
    { activity: 'Wine tasting', category: 'Romance & Dates', tags: [], match: 'Yes/Maybe' },
  ],
  level: 'Playful',
  playerName: 'Robin',
};
const later: CoachChatInput = {
  ...chat,
  messages: [
    { role: 'user', content: 'Hi' },
    { role: 'assistant', content: 'Hello Robin!' },
    ...chat.messages,
  ],
};
const session: CoachSessionInput = {
  coupleId: 'c1',
  activity: { name: 'Slow dancing', category: 'Romance & Dates' },
  level: 'Intense',
  previous: [{ question: 'What draws you to it?', answer: 'The closeness, and the music.' }],
};
const none: Boundaries = { refusedActivities: [] };
const boundaries: Boundaries = {
  refusedActivities: ['Ice cube tease'],
  hardBoundaries: ['fire', 'custom: glitter'],
  avoidCategories: ['Alcohol'],
  maxLevel: 'Adventurous',
};

const WRITTEN = 'Plan a slow dance in the kitchen tonight, with your favourite song.';

/** A configured engine answering `text` to every coach call, and remembering what it was asked. */
function remote(text: string | Error = WRITTEN) {
  const asked: (CoachChatInput | CoachSessionInput)[] = [];
  const answer = async (input: CoachChatInput | CoachSessionInput) => {
    asked.push(input);
    if (text instanceof Error) throw text;
    return text;
  };
  const engine = fakeEngine({
    name: 'remote',
    coachReply: answer,
    coachQuestion: answer,
    coachSessionSummary: answer,
  });
  return { engine, asked };
}

/** The built-in engine, counting how often it was asked for coach text. */
function countedBuiltIn() {
  const engine = createBuiltInEngine();
  const counted = { calls: 0 };
  const count =
    <I>(ask: (input: I) => Promise<string>) =>
    (input: I) => {
      counted.calls++;
      return ask(input);
    };
  return {
    counted,
    engine: {
      ...engine,
      coachReply: count(engine.coachReply),
      coachQuestion: count(engine.coachQuestion),
      coachSessionSummary: count(engine.coachSessionSummary),
    } satisfies ContentEngine,
  };
}

const quiet = { warn: () => undefined } as never;

describe('the coach’s safety answer', () => {
  it('answers a message about self-harm, abuse, coercion, violence or minors with a fixed answer, asking no engine', async () => {
    const configured = remote();
    const builtIn = countedBuiltIn();
    const content = guardContent({ builtIn: builtIn.engine, configured: configured.engine }, quiet);
    for (const [message, expected] of [
      ['I want to kill myself', SAFETY_ANSWER],
      ['my husband is abusive', CONSENT_ANSWER],
      ['she forced me to', CONSENT_ANSWER],
      ['he threatened me', SAFETY_ANSWER],
      ['with someone underage', SAFETY_ANSWER],
      // Put softly: a no not heard, and despair.
      ['Sometimes my partner pushes me to do things I said no to', CONSENT_ANSWER],
      ['is it ok if I just go along with it to keep the peace', CONSENT_ANSWER],
      ['he checks my phone every night', CONSENT_ANSWER],
      ['whats the point of anything anymore', SAFETY_ANSWER],
    ] as const) {
      const input = {
        ...later,
        messages: [...later.messages, { role: 'user' as const, content: message }],
      };
      expect(await content.coachReply(input, none)).toEqual({
        text: expected,
        engine: 'safety',
        safety: true,
      });
      // Not even on the first message of a chat does the disclaimer come first.
      expect(
        (
          await content.coachReply(
            { ...chat, messages: [{ role: 'user', content: message }] },
            none,
          )
        ).text,
      ).toBe(expected);
    }
    expect(configured.asked).toHaveLength(0);
    expect(builtIn.counted.calls).toBe(0);
  });

  it('answers everyday words that sound like trouble as usual', async () => {
    const configured = remote();
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: configured.engine },
      quiet,
    );
    for (const message of [
      'We had a minor disagreement about date night',
      'he pushed the date back',
      "I'm dying to try this",
    ]) {
      const answer = await content.coachReply(
        { ...later, messages: [...later.messages, { role: 'user', content: message }] },
        none,
      );
      expect(answer).toEqual({ text: WRITTEN, engine: 'remote', safety: false });
    }
    expect(configured.asked).toHaveLength(3);
  });

  it('reads the player’s latest message, not earlier ones', async () => {
    const content = guardContent({ builtIn: createBuiltInEngine(), configured: null }, quiet);
    const input: CoachChatInput = {
      ...chat,
      messages: [
        { role: 'user', content: 'I felt pressured into it' },
        { role: 'assistant', content: SAFETY_ANSWER },
        { role: 'user', content: 'Thanks. How do we plan a date night?' },
      ],
    };
    const answer = await content.coachReply(input, none);
    expect(answer.safety).toBe(false);
    expect(answer.text).not.toBe(SAFETY_ANSWER);
  });

  it('answers a session with a fixed answer when any of its answers calls for it', async () => {
    const configured = remote();
    const builtIn = countedBuiltIn();
    const content = guardContent({ builtIn: builtIn.engine, configured: configured.engine }, quiet);
    const troubled = (answer: string): CoachSessionInput => ({
      ...session,
      previous: [
        { question: 'What draws you to it?', answer },
        { question: 'What would make it feel safe?', answer: 'Going slowly' },
      ],
    });
    for (const [answer, text] of [
      ['Honestly, he pressures me into it', CONSENT_ANSWER],
      ['i only agreed because he wouldnt stop asking', CONSENT_ANSWER],
      ['i feel hopeless lately', SAFETY_ANSWER],
    ] as const) {
      const expected = { text, engine: 'safety', safety: true };
      expect(await content.coachQuestion(troubled(answer), none)).toEqual(expected);
      expect(await content.coachSessionSummary(troubled(answer), none)).toEqual(expected);
    }
    expect(configured.asked).toHaveLength(0);
    expect(builtIn.counted.calls).toBe(0);
  });
});

describe('the guarded coach', () => {
  it('opens the first answer of a chat with the disclaimer, and only the first', async () => {
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: remote().engine },
      quiet,
    );
    expect(await content.coachReply(chat, none)).toEqual({
      text: `${COACH_DISCLAIMER}\n\n${WRITTEN}`,
      engine: 'remote',
      safety: false,
    });
    expect((await content.coachReply(later, none)).text).toBe(WRITTEN);
    const already = remote(`${COACH_DISCLAIMER}\n\n${WRITTEN}`).engine;
    const again = guardContent({ builtIn: createBuiltInEngine(), configured: already }, quiet);
    expect((await again.coachReply(chat, none)).text).toBe(`${COACH_DISCLAIMER}\n\n${WRITTEN}`);
    expect((await again.coachReply(later, none)).text).toBe(WRITTEN);
    const plain = guardContent({ builtIn: createBuiltInEngine(), configured: null }, quiet);
    expect((await plain.coachReply(chat, none)).text.startsWith(`${COACH_DISCLAIMER}\n\n`)).toBe(
      true,
    );
    expect((await plain.coachReply(later, none)).text).not.toContain(COACH_DISCLAIMER);
  });

  it('keeps every answer within a chat message’s length, disclaimer included', async () => {
    const long = `${'Dance slowly. '.repeat(139)}Enjoy.`;
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: remote(long).engine },
      quiet,
    );
    expect(long.length).toBeLessThanOrEqual(2000);
    expect(await content.coachReply(later, none)).toMatchObject({ text: long, engine: 'remote' });
    const first = await content.coachReply(chat, none);
    expect(first.engine).toBe('built-in');
    expect(first.text.length).toBeLessThanOrEqual(2000);
  });

  it('tells the engine only the welcomed activities within the boundaries and the level', async () => {
    const configured = remote();
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: configured.engine },
      quiet,
    );
    await content.coachReply({ ...chat, level: 'Intense' }, boundaries);
    const asked = configured.asked[0] as CoachChatInput;
    expect(asked.level).toBe('Adventurous');
    expect(asked.welcomed.map((a) => a.activity)).toEqual(['Slow dancing', 'Sunrise hike']);
    expect(JSON.stringify(asked)).not.toMatch(/glitter|fire|alcohol|ice cube/i);

    await content.coachReply(chat, boundaries);
    expect((configured.asked[1] as CoachChatInput).welcomed.map((a) => a.activity)).toEqual([
      'Slow dancing',
    ]);
    await content.coachQuestion(session, boundaries);
    expect((configured.asked[2] as CoachSessionInput).level).toBe('Adventurous');
  });

  it.each([
    ['names a refused activity', 'Why not an ice-cube tease tonight?'],
    ['touches a hard boundary', 'Light a few CANDLES and dance slowly.'],
    ['touches a custom boundary', 'Throw some gli\u200Btter and dance.'],
    ['touches an avoid category', 'Open a bottle of champagne and dance.'],
    ['suggests a welcomed activity above the level', 'You could go on a sunrise hike.'],
    ['is empty', '   '],
    ['is too long', 'Dance. '.repeat(400)],
  ])('uses the built-in coach when the configured answer %s', async (_, text) => {
    const { warnings, log } = warningLog();
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: remote(text).engine },
      log,
    );
    const answer = await content.coachReply(later, boundaries);
    expect(answer.engine).toBe('built-in');
    expect(answer.text).not.toBe(text.trim());
    expect(answer.text).not.toMatch(/ice.?cube|candle|glitter|champagne|sunrise hike/i);
    expect(warnings).toEqual(['generated coach reply was refused; using the built-in engine']);
  });

  it('uses the built-in coach when the configured engine fails', async () => {
    const { warnings, log } = warningLog();
    const failing = remote(new Error('down')).engine;
    const content = guardContent({ builtIn: createBuiltInEngine(), configured: failing }, log);
    for (const answer of [
      await content.coachReply(later, none),
      await content.coachQuestion(session, none),
      await content.coachSessionSummary(session, none),
    ])
      expect(answer).toMatchObject({ engine: 'built-in', safety: false });
    expect(warnings).toHaveLength(3);
  });

  it('replaces a built-in answer that touches a boundary by another that does not', async () => {
    const content = guardContent({ builtIn: createBuiltInEngine(), configured: null }, quiet);
    const first = (await content.coachReply(later, none)).text;
    const word = first.match(/\b[a-z]{6,}\b/)![0];
    const answer = await content.coachReply(later, {
      refusedActivities: [],
      hardBoundaries: [`custom: ${word}`],
    });
    expect(answer.engine).toBe('built-in');
    expect(answer.text).not.toMatch(new RegExp(`\\b${word}`, 'i'));
    expect(answer.text.length).toBeGreaterThan(40);
  });

  it('falls back to a neutral answer naming no activity, and never throws', async () => {
    const content = guardContent({ builtIn: createBuiltInEngine(), configured: null }, quiet);
    const common = [
      'you',
      'your',
      'the',
      'a',
      'and',
      'to',
      'of',
      'it',
      'is',
      'for',
      'with',
      'what',
      'or',
    ];
    const crowded: Boundaries = {
      refusedActivities: [],
      hardBoundaries: common.map((w) => `custom: ${w}`),
    };
    const reply = await content.coachReply(later, crowded);
    expect([...NEUTRAL_REPLIES, WORDLESS_ANSWER]).toContain(reply.text);
    const question = await content.coachQuestion(session, crowded);
    expect([...NEUTRAL_QUESTIONS, WORDLESS_ANSWER]).toContain(question.text);

    const everything: Boundaries = {
      refusedActivities: [],
      hardBoundaries: [...NEUTRAL_REPLIES, ...NEUTRAL_QUESTIONS].flatMap((t) =>
        t
          .split(/[^a-z]+/i)
          .filter(Boolean)
          .map((w) => `custom: ${w}`),
      ),
    };
    expect((await content.coachReply(later, everything)).text).toBe(WORDLESS_ANSWER);
    expect((await content.coachQuestion(session, everything)).text).toBe(WORDLESS_ANSWER);
  });

  it('asks session questions and summaries of the configured engine, guarded the same way', async () => {
    const content = guardContent(
      { builtIn: createBuiltInEngine(), configured: remote().engine },
      quiet,
    );
    expect(await content.coachQuestion(session, none)).toEqual({
      text: WRITTEN,
      engine: 'remote',
      safety: false,
    });
    expect(await content.coachSessionSummary(session, none)).toEqual({
      text: WRITTEN,
      engine: 'remote',
      safety: false,
    });
    const guarded = await content.coachQuestion(session, {
      refusedActivities: [],
      hardBoundaries: ['custom: kitchen'],
    });
    expect(guarded.engine).toBe('built-in');
    // The built-in session's question, which speaks of the activity the screen names.
    expect(guarded.text).toMatch(/\?$/);
    expect(guarded.text).not.toMatch(/kitchen/i);
  });
});
