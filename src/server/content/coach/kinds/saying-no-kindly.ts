import type { CoachKind } from './coach-kind';

/** How do I say no kindly when I am not in the mood? */
export const sayingNoKindly: CoachKind = {
  key: 'saying-no-kindly',
  subject: 'saying no kindly',
  tone: 'gentle',
  topics: ['trust', 'communication'],
  suggests: ['sofa-cuddles', 'long-hugs'],
  patterns: [
    'say no kindly',
    'saying no kindly',
    'how do i say no',
    'how to say no',
    'how can i say no',
    'turn my partner down',
    'turn * down',
    'turning * down',
    'decline',
    'reject my partner',
    'not hurt * feelings',
    'without hurting',
    'don t want to hurt',
    'do not want to hurt',
    'let them down',
    'let him down',
    'let her down',
  ],
  answers: [
    'A kind no makes it clear it is about the moment, not the person: "Not tonight, I am worn out, but I love that you want me." If you can, offer what you would enjoy instead, like a cuddle or a plan for another day. Your no always counts, and you never have to earn it with an explanation.',
    'Say it warmly and simply, with touch if that feels right, a hand on an arm or a kiss. Avoid going silent or making excuses you do not mean; honesty is easier to trust. If you find you are saying no often, it is worth a calm talk later about what would make yes feel easier.',
    'Your partner hears a no more easily when they also hear yes at other times, like compliments, affection and the times you do start things. "I am not up for that, but I would love..." keeps the closeness while honouring your limit. A loving partner will thank you for being honest.',
  ],
};
