import type { CoachKind } from './coach-kind';

/** What is a good first toy for couples? */
export const firstToy: CoachKind = {
  key: 'first-toy',
  subject: 'a first toy',
  tone: 'practical',
  topics: ['toys'],
  suggests: ['couples-toy', 'vibrating-toy', 'shopping-together'],
  patterns: [
    'first toy',
    'first sex toy',
    'first vibrator',
    'good toy for beginners',
    'beginner toy*',
    'toy for beginners',
    'starter toy*',
    'never used a toy',
    'never used toys',
    'new to toys',
    'which toy',
    'what toy',
    'good toy',
    'best toy',
  ],
  answers: [
    'For a first toy, simple beats clever: a small, quiet vibrator or a toy designed for couples is where most people start. Pick something body-safe (silicone is the usual choice), rechargeable and easy to clean. Choose it together so it feels like a shared adventure rather than a hint, and agree that either of you can put it aside at any point.',
    'Start with something that adds to what you already enjoy rather than replacing anything, like a small vibrator you can use during foreplay or a toy worn by one of you during sex. Skip anything with lots of settings or a big price tag until you know what you like. The first try is a test drive: laugh if it is awkward, and talk afterwards about what worked.',
    'Many couples find a wearable or palm-sized vibrator the easiest first step, because it fits into what you already do. Look for body-safe silicone, a sensible size and a shop with clear descriptions and discreet delivery. Try it first somewhere low-pressure, perhaps during a massage, and keep checking in with a quick "good?".',
  ],
};
