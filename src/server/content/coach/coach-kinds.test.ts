import { describe, expect, it } from 'vitest';
import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import { createBuiltInEngine } from '../built-in-engine';
import type { CoachChatInput } from '../engine';
import { ACTIVITY_CLOSINGS } from './activity-closings';
import { coachReplyCandidates, understand } from './coach-reply';
import { COACH_KINDS } from './kinds';
import { safetyAnswerFor } from './safety-check';

/** The kinds of question the coach answers: a typical question for each, and one put otherwise. */
const QUESTIONS: [kind: string, typical: string, rephrased: string][] = [
  [
    'first-toy',
    'What is a good first toy for couples?',
    'We have never used toys, where should we start?',
  ],
  [
    'choosing-toy',
    'How do we choose a toy we will both like?',
    'Any advice on buying a sex toy together?',
  ],
  [
    'cleaning-toys',
    'How should we clean our toys?',
    'What is the right way to wash and store a vibrator?',
  ],
  [
    'bringing-up-toys',
    'How do I suggest using a toy together?',
    'I want to bring up toys but I am scared my partner will feel replaced.',
  ],
  [
    'new-positions',
    'Can you suggest some new positions to try?',
    'We always do it in the same position, how do we mix it up?',
  ],
  [
    'position-comfort',
    'What positions are comfortable with a bad back?',
    'Are there easier positions when my knees get sore?',
  ],
  [
    'height-difference',
    'We have a big height difference, what positions work for us?',
    'My partner is much taller than me, any tips?',
  ],
  [
    'sharing-fantasies',
    'How do I start talking about our fantasies?',
    'I want to tell my partner my fantasy but I am embarrassed.',
  ],
  [
    'unshared-fantasy',
    'My partner told me a fantasy I am not into, what do I do?',
    'How do I react when my partner shares a fantasy I do not share?',
  ],
  [
    'how-often',
    'How often do couples usually have sex?',
    'Is once a week a normal amount for a couple?',
  ],
  [
    'frequency-arguments',
    'We keep arguing about how often to be intimate',
    'Every time sex comes up we end up fighting about it',
  ],
  [
    'scheduling-sex',
    'Is scheduling sex a good idea?',
    'We never find time for sex, should we put it in the calendar?',
  ],
  [
    'desire-gap',
    'One of us wants more sex than the other',
    'My partner has a much lower libido than me, what can we do?',
  ],
  [
    'responsive-desire',
    'What is responsive desire?',
    'I only get in the mood once we start, is that normal?',
  ],
  [
    'aftercare',
    'What does good aftercare look like?',
    'What should we do after sex to feel close?',
  ],
  [
    'first-time-together',
    'Any advice for our first time together?',
    'We have not slept together yet and I am nervous about it.',
  ],
  [
    'first-time-trying',
    'We want to try something new in bed for the first time, any advice?',
    'How do we experiment without it getting awkward?',
  ],
  [
    'jealousy',
    'I get jealous when my partner talks to other people',
    'How do we deal with jealousy in our relationship?',
  ],
  [
    'body-confidence',
    'I feel self-conscious about my body during sex',
    'How can I feel more confident about being naked with my partner?',
  ],
  [
    'stress-libido',
    'Stress at work has killed my libido',
    'We are both so exhausted that we never feel like it, what can we do?',
  ],
  [
    'pain-discomfort',
    'Sex is painful for me, what should we do?',
    'It hurts when we have sex and I do not know why',
  ],
  [
    'saying-no-kindly',
    'How do I say no kindly when I am not in the mood?',
    'How can I turn my partner down kindly when I am not in the mood?',
  ],
  ['safe-words', 'What is a good safe word?', 'Do we need a word to stop when we try new things?'],
  [
    'check-ins',
    'How do we check in during sex without killing the mood?',
    'How do I know if my partner is enjoying it?',
  ],
  [
    'role-play',
    'How do we start with role play?',
    'We want to try acting out a scene, where do we begin?',
  ],
  [
    'dirty-talk',
    'How do I start talking dirty without feeling silly?',
    'What should I say in bed to turn my partner on?',
  ],
  [
    'porn-disagreement',
    'We disagree about porn, how do we talk about it?',
    'My partner watches porn and it bothers me',
  ],
  [
    'long-term-fresh',
    'How do we keep things fresh after ten years together?',
    'We are stuck in a rut, how do we get the spark back?',
  ],
  [
    'after-baby',
    'How do we get our sex life back after having a baby?',
    'Since the baby arrived we are never intimate',
  ],
  [
    'after-fight',
    'How do we reconnect after a fight?',
    'We had a big argument yesterday and it still feels tense between us',
  ],
  [
    'long-distance',
    'How do we stay intimate in a long-distance relationship?',
    'My partner is away for work for months, how can we stay close?',
  ],
  [
    'orgasm-differences',
    'My partner rarely has an orgasm and I feel bad about it',
    'I finish much faster than my partner, what can we do?',
  ],
  [
    'erectile-worries',
    'My partner has trouble keeping an erection, what can we do?',
    'I am worried about erectile problems',
  ],
  ['lubricant', 'Which lubricant should we use?', 'Is it weird to use lube?'],
  [
    'initiating',
    'I am always the one who initiates, how do I get my partner to start things?',
    'How do I initiate sex without feeling awkward?',
  ],
  [
    'rejection-hurts',
    'It hurts when my partner turns me down',
    'I feel rejected every time I try to be intimate',
  ],
  [
    'boredom',
    'Sex has become boring for us',
    'I feel bored in the bedroom but do not want to hurt my partner',
  ],
  [
    'bondage-basics',
    'How do we try light bondage safely?',
    'My partner wants to tie me up, how do we start?',
  ],
  [
    'spanking-basics',
    'How do we try spanking for the first time?',
    'My partner wants things a bit rougher, how do we do it safely?',
  ],
  [
    'oral-nerves',
    'I am nervous about giving oral sex',
    'How do I get more confident about going down on my partner?',
  ],
  [
    'mismatched-kinks',
    'We have different kinks, how do we handle that?',
    'My partner has a fetish I am not into',
  ],
  [
    'foreplay',
    'How can we make foreplay better?',
    'Things always feel rushed, how do we slow down in bed?',
  ],
  [
    'talking-about-sex',
    'How do we get better at talking about sex?',
    'How do I tell my partner what I like in bed?',
  ],
  [
    'quickies',
    'Any tips for a quickie when we are short on time?',
    'We only have a few minutes before work, is a quickie worth it?',
  ],
  [
    'menopause',
    'Menopause has changed how I feel about sex',
    'How do we keep our sex life good as we get older?',
  ],
  [
    'solo-pleasure',
    'Is it normal that my partner masturbates when we have a good sex life?',
    'Should I feel guilty about solo pleasure in a relationship?',
  ],
];

const ask = (content: string, topic: string | null = null): CoachChatInput => ({
  coupleId: 'couple-1',
  messages: [{ role: 'user', content }],
  topic,
  welcomed: [],
  level: 'Intense',
  playerName: 'Robin',
});

const builtIn = createBuiltInEngine();
const kindNamed = (key: string) => COACH_KINDS.find((kind) => kind.key === key)!;

describe('the kinds of question the coach answers', () => {
  it('covers at least 40 kinds, each with its own patterns and written answers', () => {
    expect(COACH_KINDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(COACH_KINDS.map((k) => k.key)).size).toBe(COACH_KINDS.length);
    expect(QUESTIONS.map(([key]) => key).sort()).toEqual(COACH_KINDS.map((k) => k.key).sort());
    const answers = COACH_KINDS.flatMap((kind) => kind.answers);
    expect(new Set(answers).size).toBe(answers.length);
    for (const kind of COACH_KINDS) {
      expect(kind.patterns.length, kind.key).toBeGreaterThan(0);
      expect(kind.answers.length, kind.key).toBeGreaterThanOrEqual(3);
      for (const answer of kind.answers) {
        const sentences = answer.split(/(?<=[.!?])\s+(?=[A-Z"])/);
        expect(sentences.length, answer).toBeGreaterThanOrEqual(2);
        expect(sentences.length, answer).toBeLessThanOrEqual(5);
        expect(answer).not.toMatch(/[{}]/);
      }
    }
  });

  it.each(QUESTIONS)('%s: recognises "%s" and "%s"', async (key, typical, rephrased) => {
    for (const question of [typical, rephrased]) {
      // Ordinary questions, not calls for help: the coach itself answers them.
      expect(safetyAnswerFor(question), question).toBeNull();
      expect(understand(ask(question)).kind?.key, question).toBe(key);
      const answer = await builtIn.coachReply(ask(question));
      expect(
        kindNamed(key).answers.some((text) => answer.includes(text)),
        answer,
      ).toBe(true);
    }
  });

  it('answers the question asked, not the topic button picked', async () => {
    const toy = await builtIn.coachReply(
      ask('What is a good first toy for couples?', 'Toys & Accessories'),
    );
    expect(kindNamed('first-toy').answers.some((text) => toy.includes(text))).toBe(true);
    expect(kindNamed('cleaning-toys').answers.some((text) => toy.includes(text))).toBe(false);
    const arguing = await builtIn.coachReply(
      ask('we keep arguing about how often to be intimate', 'Sensory Play'),
    );
    expect(kindNamed('frequency-arguments').answers.some((text) => arguing.includes(text))).toBe(
      true,
    );
  });

  it('lets the topic break a tie between two kinds a message fits equally', () => {
    // "toys" fits choosing a toy, "lube" fits lubricant; only lubricant belongs to touch.
    expect(understand(ask('toys and lube', null)).kind?.key).toBe('choosing-toy');
    expect(understand(ask('toys and lube', 'Touch')).kind?.key).toBe('lubricant');
    expect(understand(ask('toys and lube', 'Toys & Accessories')).kind?.key).toBe('choosing-toy');
  });

  it('writes each activity closing for an activity of the catalogue, without pasting its name in quotes', () => {
    const activities = new Map(
      ACTIVITY_CATEGORIES.flatMap((c) => c.activities.map((a) => [a.key, a.name] as const)),
    );
    for (const [key, text] of Object.entries(ACTIVITY_CLOSINGS)) {
      expect(activities.has(key), key).toBe(true);
      expect(text).not.toContain(`"${activities.get(key)}"`);
      expect(text).not.toContain(`\u201c${activities.get(key)}\u201d`);
    }
    for (const kind of COACH_KINDS)
      for (const key of kind.suggests) expect(ACTIVITY_CLOSINGS[key], key).toBeDefined();
  });

  it('closes with a written sentence about an activity both welcomed, when one suits the kind', () => {
    const [first] = coachReplyCandidates({
      ...ask('Which lube should we use?'),
      welcomed: [
        {
          activity: 'Trying different lubricants',
          category: 'Toys & Accessories',
          tags: [],
          match: 'Both Yes',
        },
      ],
    });
    expect(first).toContain(ACTIVITY_CLOSINGS.lubricants);
    expect(first).not.toMatch(/welcomed "|Reward them/);
  });
});
