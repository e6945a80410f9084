import type { CoachKind } from './coach-kind';

/** Menopause has changed how I feel about sex */
export const menopause: CoachKind = {
  key: 'menopause',
  subject: 'desire and the menopause',
  tone: 'gentle',
  topics: ['touch'],
  suggests: ['lubricants', 'comfort-cushions'],
  patterns: [
    'menopaus*',
    'perimenopaus*',
    'hot flushes',
    'hot flashes',
    'hormone*',
    'hrt',
    'getting older',
    'as we age',
    'ageing',
    'aging',
    'in our fifties',
    'in our sixties',
    'get older',
    'grow older',
    'older',
  ],
  answers: [
    'Hormonal changes around the menopause can affect desire, comfort and sleep, and it is worth talking to a doctor, because there are good treatments, from vaginal moisturisers to hormone therapy. Tell your partner what is changing for you; they cannot help with what they do not know. Plenty of couples find their sex life gets more relaxed and honest with age.',
    'As bodies change, so can what feels good: more time to warm up, more lubricant, different positions and more focus on touch. Approach it as exploring together rather than losing something. If anything is painful, stop and see a doctor rather than pushing through.',
    'Ageing often brings more time and less pressure, which many couples use to rediscover each other. Keep affection going every day, and be open about tiredness or hot flushes without embarrassment. What matters is pleasure and closeness, not how things used to be.',
  ],
};
