import type { CoachKind } from './coach-kind';

/** What does good aftercare look like? */
export const aftercare: CoachKind = {
  key: 'aftercare',
  subject: 'aftercare',
  tone: 'practical',
  topics: ['aftercare'],
  suggests: ['aftercare', 'after-talks', 'warm-towels'],
  patterns: [
    'aftercare',
    'after sex',
    'afterwards',
    'after intimacy',
    'cuddle after',
    'cuddling after',
    'after a scene',
    'wind down',
    'drop after',
  ],
  answers: [
    'Aftercare is simply looking after each other once things are over: a cuddle, water, a blanket, a few kind words. It matters after anything intense, but it is lovely after ordinary sex too. Ask each other what you like, because some people want closeness and talking while others want quiet and a hand to hold.',
    'A good routine is short and warm: stay close for a few minutes, check in with "how are you feeling?", get something to drink and keep phones away. After trying something new, a gentle talk the next day about what you enjoyed and what you would change is part of aftercare too. Feeling a bit low or emotional afterwards is normal and worth mentioning.',
    'Agree on aftercare before you need it, especially if you are trying anything that involves power, sensation or strong feelings. It can be as simple as "I like to be held and told it was good" or "I need a shower and then a cuddle". Honouring those small wishes builds the trust that makes everything else feel safer.',
  ],
};
