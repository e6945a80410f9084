import type { CoachKind } from './coach-kind';

/** I am always the one who initiates, how do I get my partner to start things? */
export const initiating: CoachKind = {
  key: 'initiating',
  subject: 'making the first move',
  tone: 'practical',
  topics: ['playfulness', 'communication'],
  suggests: ['secret-signal', 'flirty-texts', 'all-day-anticipation'],
  patterns: [
    'initiat*',
    'make the first move',
    'making the first move',
    'always the one who',
    'always me who',
    'always have to start',
    'never starts',
    'never start',
    'start things',
    'starts things',
    'how to start sex',
    'show i m in the mood',
    'show i am in the mood',
    'let my partner know i want',
  ],
  answers: [
    'Initiating can be as simple as a longer kiss, a hand in a particular place or a playful line you both recognise. Agree on a signal that makes the invitation clear and easy to decline, such as a word, a candle or a song. When a no is easy, starting feels much less risky.',
    'If one of you always starts, talk about it gently: the one who rarely initiates may not know how, may fear rejection, or may simply have responsive desire. Ask what would make starting easier for them, and show how much you enjoy it when they do. Being wanted is a powerful feeling for most people.',
    "Try initiating earlier in the day, with a message or a whispered promise, so the evening starts with anticipation instead of a cold question. Read your partner's mood and offer closeness first. And take a no gracefully, which makes the next yes far more likely.",
  ],
};
