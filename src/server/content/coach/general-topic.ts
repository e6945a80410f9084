import type { CoachTopic } from './coach-topics';

/** For messages about nothing in particular: tips that suit every couple. */
export const GENERAL_TOPIC: CoachTopic = {
  key: 'general',
  phrase: 'your time together',
  labels: [],
  categories: [],
  tips: [
    'Set aside one unhurried evening this week with phones in another room, and see where the conversation takes you.',
    'Tell your partner one thing you love about being with them; appreciation makes everything else easier.',
    'Ask each other "what is one small thing I could do this week that would make you smile?" and then do it.',
    'Curiosity keeps a relationship alive: ask a question you think you already know the answer to, and listen.',
  ],
};
