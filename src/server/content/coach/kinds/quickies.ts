import type { CoachKind } from './coach-kind';

/** Any tips for a quickie when we are short on time? */
export const quickies: CoachKind = {
  key: 'quickies',
  subject: 'a quickie',
  tone: 'practical',
  topics: ['playfulness', 'adventure'],
  suggests: ['unexpected-time', 'secret-signal'],
  patterns: [
    'quickie*',
    'quick sex',
    'short on time',
    'only have ten minutes',
    'only have a few minutes',
    'lunch break',
    'before work',
    'kids are asleep',
    'kids napping',
  ],
  answers: [
    'A quickie can be a fun, playful way to stay connected when time is short, as long as you both fancy it. Build a little anticipation beforehand, like a flirty message or a look, so you are both warmed up. Keep lubricant handy and pick positions that need little setup.',
    'Agree that quickies are an extra, not a replacement for slower time together, so neither of you feels short-changed. A secret signal for "now?" makes it easy to ask and easy to decline. And laughing about interruptions is part of the charm.',
    'The key is that the one who needs more warm-up is not rushed: kissing and touching can be short but should still be there. If one of you ends up left out, make up for it next time. A quick check-in afterwards keeps it a shared pleasure.',
  ],
};
