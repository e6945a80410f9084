import { describe, expect, it } from 'vitest';
import { DEFAULT_COACH_TOPICS } from '@shared/domain/coach';
import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import { createBuiltInEngine } from '../built-in-engine';
import type { CoachChatInput, WelcomedActivity } from '../engine';
import { COACH_INTENTS, GENERAL_OPENINGS } from './coach-intents';
import { coachReplyCandidates, COACH_TOPICS, intentOf, topicOf } from './coach-reply';

const welcomed: WelcomedActivity[] = [
  { activity: 'Slow dancing', category: 'Romance & Dates', tags: ['music'], match: 'Both Yes' },
  { activity: 'Hand massage', category: 'Massage & Relaxation', tags: [], match: 'Yes/Maybe' },
  { activity: 'Sunrise hike', category: 'Adventure & Novelty', tags: ['bold'], match: 'Both Yes' },
  { activity: 'Teasing texts', category: 'Playful Teasing', tags: ['sensual'], match: 'Both Yes' },
];

const chat = (content: string, overrides: Partial<CoachChatInput> = {}): CoachChatInput => ({
  coupleId: 'couple-1',
  messages: [{ role: 'user', content }],
  topic: null,
  welcomed,
  level: 'Adventurous',
  playerName: 'Robin',
  ...overrides,
});

const builtIn = createBuiltInEngine();

describe('the coach’s topics', () => {
  it('knows every default grid topic and every survey category', () => {
    const labels = [...DEFAULT_COACH_TOPICS, ...ACTIVITY_CATEGORIES.map((c) => c.name)];
    for (const label of labels) expect(topicOf('', label), label).not.toBeNull();
    expect(topicOf('', 'Massage & Relaxation')?.key).toBe('massage');
    expect(topicOf('', 'playful teasing')?.key).toBe('playfulness');
    expect(topicOf('', 'Aftercare')?.key).toBe('aftercare');
  });

  it('follows the message’s words before the grid topic picked', () => {
    expect(topicOf('How can we make kissing exciting again?', 'Romance')?.key).toBe('kissing');
    expect(topicOf('How do I ask for a back massage?', null)?.key).toBe('massage');
    // The more specific topic wins a tie with a general one ("fun" is playfulness).
    expect(topicOf('Any fun ideas for kissing?', null)?.key).toBe('kissing');
    expect(topicOf('hello there', 'Trust')?.key).toBe('trust');
    expect(topicOf('hello there', null)).toBeNull();
  });

  it('suggests only from the categories that exist', () => {
    const names = new Set(ACTIVITY_CATEGORIES.map((c) => c.name));
    for (const topic of COACH_TOPICS)
      for (const category of topic.categories) expect(names, topic.key).toContain(category);
  });
});

describe('what the message asks', () => {
  it.each([
    ['How do I bring up role play with my partner?', 'start'],
    ['Can you suggest something new for the weekend?', 'suggest'],
    ['We disagree about how often we are in the mood', 'disagree'],
    ['What is a good pause word?', 'consent'],
    ['What does aftercare look like?', 'aftercare'],
    ['Things feel a bit boring lately', 'fresh'],
    ['I am nervous, it is our first time trying this', 'nervous'],
    ['We are always so busy with work', 'time'],
    ['We feel distant since the move', 'reconnect'],
    ['hello', null],
  ])('%s → %s', (message, intent) => {
    expect(intentOf(message)?.key ?? null).toBe(intent);
  });
});

describe('the built-in coach’s answer', () => {
  it('answers the same conversation the same way, and moves on as it grows', async () => {
    const input = chat('How do we keep romance fresh?');
    const first = await builtIn.coachReply(input);
    expect(await builtIn.coachReply(input)).toBe(first);
    const longer: CoachChatInput = {
      ...input,
      messages: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello!' },
        ...input.messages,
      ],
    };
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++)
      answers.add(await builtIn.coachReply({ ...longer, coupleId: `couple-${i}` }));
    expect(answers.size).toBeGreaterThan(3);
  });

  it('answers the intent with the topic’s tips', async () => {
    const answer = await builtIn.coachReply(chat('How do I bring up kissing more?'));
    const start = COACH_INTENTS.find((i) => i.key === 'start')!;
    const opening = answer.split('\n\n')[0]!;
    expect(
      start.openings.some(
        (o) => o.replace('{name}', 'Robin').replace('{topic}', 'kissing') === opening,
      ),
    ).toBe(true);
    const kissing = COACH_TOPICS.find((t) => t.key === 'kissing')!;
    expect(kissing.tips.some((tip) => answer.includes(tip))).toBe(true);
  });

  it('greets a message about nothing in particular warmly', async () => {
    const answer = await builtIn.coachReply(chat('hi'));
    const openings = GENERAL_OPENINGS.map((o) => o.replace('{name}', 'Robin'));
    expect(openings).toContain(answer.split('\n\n')[0]);
  });

  it('suggests a welcomed activity at or below the level, the topic’s first', async () => {
    const answer = await builtIn.coachReply(chat('Any ideas for a relaxing massage evening?'));
    expect(answer).toContain('hand massage');
    for (let i = 0; i < 40; i++) {
      const vanilla = await builtIn.coachReply(
        chat('Any ideas for something new?', { coupleId: `c${i}`, level: 'Vanilla' }),
      );
      expect(vanilla).not.toMatch(/sunrise hike|teasing texts/i);
    }
  });

  it('never leaves a slot unfilled or runs long, and always has a candidate', () => {
    const messages = ['hi', 'How do I suggest toys?', 'We disagree about fantasies', ''];
    for (const message of messages)
      for (const topic of [null, ...DEFAULT_COACH_TOPICS]) {
        const candidates = coachReplyCandidates(chat(message, { topic }));
        expect(candidates.length).toBeGreaterThan(10);
        for (const text of candidates) {
          expect(text).not.toMatch(/[{}]/);
          expect(text.length).toBeLessThanOrEqual(2000);
          expect(text.trim()).not.toBe('');
        }
      }
  });

  it('gives the next candidate when the first is excluded, and fails only when none is left', async () => {
    const input = chat('How do we keep romance fresh?');
    const candidates = coachReplyCandidates(input);
    expect(await builtIn.coachReply({ ...input, exclude: [candidates[0]!] })).toBe(candidates[1]);
    await expect(builtIn.coachReply({ ...input, exclude: candidates })).rejects.toThrow();
  });
});
