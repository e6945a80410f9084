import type { CoachKind } from './coach-kind';

/** How do we choose a toy we will both like? */
export const choosingToy: CoachKind = {
  key: 'choosing-toy',
  subject: 'choosing a toy',
  tone: 'practical',
  topics: ['toys'],
  suggests: ['shopping-together', 'couples-toy', 'remote-toy'],
  patterns: [
    'toy',
    'toys',
    'sex toy*',
    'vibrator*',
    'dildo*',
    'choose a toy',
    'choosing a toy',
    'pick a toy',
    'buy a toy',
    'buying a toy',
    'buying toys',
    'toy shop',
    'sex shop',
    'adult shop',
    'body safe',
    'silicone',
  ],
  answers: [
    'Choosing together is half the fun: browse a well-reviewed shop side by side and each point out what makes you curious. Look for body-safe materials like silicone or glass, check how it is cleaned and charged, and read what it is actually for. A toy either of you feels unsure about can wait; there are plenty of others.',
    'Think about what you want more of first, rather than which gadget looks impressive: more warm-up, more sensation during sex, or something playful to share. That narrows it down quickly. Reputable shops describe size, noise and material plainly, and a quiet, waterproof toy is rarely a bad choice.',
    'Set a budget, agree that either of you can veto something without explaining, and then let yourselves be curious. Reviews from other couples are more useful than product photos. Once it arrives, try it without any plan to get it "right"; the first go is just for finding out.',
  ],
};
