import { SESSION_MAX_QUESTIONS } from '@shared/domain/coach';

/**
 * The guided session's questions, one list per step (1 to SESSION_MAX_QUESTIONS), each about
 * the activity the session is for, which the screen names above them: what draws the player
 * to it, what would make it feel safe, how to bring it up, how to make it special, how to look
 * after each other. They speak of "it" rather than repeat the survey's label in a sentence.
 */
export const SESSION_QUESTIONS: readonly (readonly string[])[] = [
  [
    'What draws you to this? Think about the feeling you hope it brings.',
    'When you imagine it, what makes you curious?',
    'What first made this appealing to you?',
  ],
  [
    'What would help it feel safe and comfortable for both of you?',
    'What would you need from your partner to feel relaxed about it?',
    'Is there anything that would make it easier to try, like a pause word or going slowly?',
  ],
  [
    'How would you like to bring it up with your partner? Where and when would feel natural?',
    'What words would you use to invite your partner, leaving room for a "not yet"?',
    'How could the two of you talk about it in a way that feels light and open?',
  ],
  [
    'What would make it feel special: the setting, the timing or the mood?',
    'If you planned it for a perfect evening, what would that evening look like?',
    'What small detail would turn it into something you both remember?',
  ],
  [
    'Afterwards, how would you like to take care of each other?',
    'What would you like to talk about together once you have tried it?',
    'How will you know it was a good experience for both of you?',
  ],
];

if (SESSION_QUESTIONS.length !== SESSION_MAX_QUESTIONS)
  throw new Error('one list of session questions per step');

/**
 * Themes the coach listens for in an answer: the words that show one, how the next question
 * acknowledges it, and how the summary names it.
 */
export interface AnswerTheme {
  key: string;
  keywords: string[];
  acknowledgement: string;
  label: string;
}

export const ANSWER_THEMES: readonly AnswerTheme[] = [
  {
    key: 'nerves',
    keywords: [
      'nervous',
      'shy',
      'unsure',
      'awkward',
      'anxious',
      'worried',
      'worry',
      'scary',
      'embarrass*',
      'hesitant',
    ],
    acknowledgement: 'It makes sense to feel a little unsure; going slowly is always fine.',
    label: 'taking it at a gentle pace',
  },
  {
    key: 'excitement',
    keywords: [
      'excit*',
      'thrill*',
      'fun',
      'love',
      'can t wait',
      'looking forward',
      'eager',
      'adventur*',
    ],
    acknowledgement: 'I love the enthusiasm in that.',
    label: 'anticipation',
  },
  {
    key: 'closeness',
    keywords: ['close', 'closer', 'closeness', 'connect*', 'intima*', 'bond*', 'together'],
    acknowledgement: 'Feeling close to each other clearly matters to you.',
    label: 'closeness',
  },
  {
    key: 'safety',
    keywords: ['safe', 'safety', 'trust*', 'comfort*', 'secure', 'respect*', 'slow*', 'pause'],
    acknowledgement: 'Feeling safe and respected is a wonderful foundation.',
    label: 'feeling safe',
  },
  {
    key: 'talking',
    keywords: ['talk*', 'ask*', 'tell*', 'conversation*', 'honest*', 'open*', 'listen*', 'words'],
    acknowledgement: 'Talking it through sounds important to you.',
    label: 'talking openly',
  },
  {
    key: 'setting',
    keywords: [
      'evening',
      'night',
      'weekend',
      'morning',
      'candle*',
      'music',
      'mood',
      'time',
      'quiet',
      'relax*',
    ],
    acknowledgement: 'You have a good sense of the mood you want.',
    label: 'the right moment',
  },
  {
    key: 'care',
    keywords: [
      'cuddl*',
      'hug*',
      'care',
      'caring',
      'gentle',
      'kind*',
      'tender*',
      'afterwards',
      'reassur*',
    ],
    acknowledgement: 'That is a caring way to think about it.',
    label: 'care for each other',
  },
  {
    key: 'curiosity',
    keywords: ['curious', 'curiosity', 'new', 'wonder*', 'explor*', 'try', 'trying', 'different'],
    acknowledgement: 'Curiosity is a great place to start from.',
    label: 'curiosity',
  },
];

/** For an answer that shows no theme the coach knows. */
export const PLAIN_ACKNOWLEDGEMENTS = [
  'Thank you for sharing that.',
  'That is helpful to know.',
  'Thanks for your honest answer.',
];

export const FIRST_QUESTION_OPENINGS = [
  'Let us explore this together, one question at a time.',
  'Welcome to your session.',
  'Here is a first question to get you thinking.',
];
