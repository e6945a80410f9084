import type { CoachKind } from './coach-kind';

/** How can we make foreplay better? */
export const foreplay: CoachKind = {
  key: 'foreplay',
  subject: 'foreplay',
  tone: 'practical',
  topics: ['touch', 'playfulness'],
  suggests: ['slow-undressing', 'slow-kissing', 'oil-massage', 'all-day-anticipation'],
  patterns: [
    'foreplay',
    'warm up',
    'warming up',
    'build up',
    'build-up',
    'too rushed',
    'rush straight',
    'straight to sex',
    'take it slower',
    'slow down in bed',
    'more kissing',
    'more touching',
  ],
  answers: [
    'Foreplay is not a warm-up to get through; for many people it is the best part and what makes everything else work. Slow right down: kissing, undressing each other, touching everywhere but the obvious places for a while. Ask your partner what they would like more of, and say what you would like too.',
    'Anticipation is foreplay as well: a message in the afternoon, a long look at dinner, a whispered promise. Try an evening where you agree that touching is the whole plan, with no need to go further. Taking the goal away often makes desire grow.',
    'Mix it up: a massage with oil, a shower together, kissing for ten minutes longer than usual. Take turns being the one who only receives and guides with words. Small changes to the pace and the build-up can make familiar things feel brand new.',
  ],
};
