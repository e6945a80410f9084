import type { CoachKind } from './coach-kind';

/** How do we try spanking for the first time? */
export const spankingBasics: CoachKind = {
  key: 'spanking-basics',
  subject: 'spanking',
  tone: 'practical',
  topics: ['playfulness', 'trust'],
  suggests: ['safe-word', 'traffic-lights'],
  patterns: ['spank*', 'slap*', 'impact play', 'paddle*', 'rough sex', 'rougher', 'rough play'],
  answers: [
    'Start gently and build up: a light, open-handed spank on the fleshy part of the buttocks, then check how it felt. Avoid the lower back, spine, kidneys and anywhere bony. Agree beforehand how firm is welcome, and use a safe word or "yellow" and "red" so either of you can slow down or stop.',
    'Talk about what appeals, whether it is the sensation, the playfulness or the feeling of being in charge or surrendering, because that shapes how you do it. Warm up with touch and lighter taps before anything firmer. Afterwards, check in, rub the skin gently and ask what each of you enjoyed.',
    'Rougher play should be agreed, not guessed: say specifically what you would like and what is off-limits, and stay with that. Keep checking faces and breathing during, and stop at once if anything seems off. A little goes a long way, and it is always fine to decide it is not for you.',
  ],
};
