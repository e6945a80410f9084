import type { CoachKind } from './coach-kind';

/** My partner told me a fantasy I am not into, what do I do? */
export const unsharedFantasy: CoachKind = {
  key: 'unshared-fantasy',
  subject: 'a fantasy you do not share',
  tone: 'gentle',
  topics: ['fantasy'],
  suggests: ['sharing-fantasies'],
  patterns: [
    'fantasy i do not share',
    'fantasy i don t share',
    'fantasy i m not into',
    'fantasy i am not into',
    'not into * fantasy',
    'fantasy * not into',
    'fantasy * weird',
    'fantasy * upset*',
    'fantasy * shocked',
    'fantasy * uncomfortable',
    'don t share * fantasy',
    'do not share * fantasy',
    'partner s fantasy',
    'partners fantasy',
    'his fantasy',
    'her fantasy',
    'their fantasy',
    'told me * fantasy',
    'shared a fantasy',
    'shared * fantasy',
  ],
  answers: [
    'First, thank them: sharing a fantasy takes trust, and how you react shapes whether they will share again. You can be honest without judging: "I am glad you told me, and it is not really for me." A fantasy is a thought, not a plan, and you never have to act on one to be a loving partner.',
    'Get curious about what draws them to it, because the feeling underneath, like being wanted or losing control, often has a version you might enjoy. You might find a small piece you are open to, or none at all, and both are fine. What matters is that you both feel heard and neither feels pushed.',
    'Feeling surprised or a bit unsettled is normal; give yourself time before you answer properly. You can say "I need to think about that" and come back to it a day later. Keep your own limits clear and kind, and remember that people can enjoy a fantasy in their heads for years without needing it to happen.',
  ],
};
