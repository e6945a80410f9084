import type { CoachKind } from './coach-kind';

/** We want to try something new in bed for the first time, any advice? */
export const firstTimeTrying: CoachKind = {
  broad: true,
  key: 'first-time-trying',
  subject: 'trying something new for the first time',
  tone: 'practical',
  topics: ['adventure'],
  suggests: ['something-new', 'safe-word', 'traffic-lights'],
  patterns: [
    'first time trying',
    'try * for the first time',
    'trying * for the first time',
    'never tried',
    'try something new',
    'trying something new',
    'something new in bed',
    'something new in the bedroom',
    'new in bed',
    'want to experiment',
    'experiment*',
    'nervous about trying',
  ],
  answers: [
    'Talk it through before the moment: what you want to try, what is a definite no, and how either of you can pause. Start with the mildest version and agree it is an experiment, so stopping halfway is a success, not a failure. A quick check-in afterwards tells you whether to try it again.',
    'Keep the first go short and low-stakes, ideally on a relaxed evening when neither of you is tired. Have a simple word or signal for "let us stop", and use it without apology. Laughing when something feels clumsy keeps it fun, and clumsy is normal the first time.',
    "Pick one new thing at a time, so you both know what you are reacting to. Say out loud what you are enjoying, and notice your partner's face and breathing too. The next day, share one thing you liked and one you would change; that is how a first try turns into something you both love.",
  ],
};
