import type { CoachKind } from './coach-kind';

/** How do we check in during sex without killing the mood? */
export const checkIns: CoachKind = {
  key: 'check-ins',
  subject: 'checking in with each other',
  tone: 'practical',
  topics: ['communication', 'trust'],
  suggests: ['traffic-lights', 'guiding-words', 'daily-check-in'],
  patterns: [
    'check in',
    'check ins',
    'checking in',
    'ask if * ok',
    'ask if * okay',
    'ask during sex',
    'during sex ask',
    'make sure * enjoying',
    'know if * enjoying',
    'know if * likes it',
    'mood killer',
    'ruin the mood',
    'kill the mood',
    'consent during',
    'asking for consent',
    'enthusiastic consent',
  ],
  answers: [
    'Checking in does not have to sound clinical: a whispered "still good?", "more of this?" or "do you like that?" keeps you connected and can be rather sexy. Watch for your partner\'s breathing, sounds and body too, and ask whenever you are not sure. A check-in that gets an honest answer is a compliment to both of you.',
    'Agree on the simple words you will use, like "green" and "yellow", so checking in is quick. Also agree on what happens after a "not quite": slowing down, changing something, or taking a break, all without sulking. The easier it is to say "not that", the more freely you can both say yes.',
    'Check in before, during and after. Before: what are we up for tonight? During: short, warm questions. After: what did you enjoy, and is there anything you would change? That rhythm makes trying new things feel safe.',
  ],
};
