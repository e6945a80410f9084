import type { CoachKind } from './coach-kind';

/** How do we get better at talking about sex? */
export const talkingAboutSex: CoachKind = {
  broad: true,
  key: 'talking-about-sex',
  subject: 'talking about sex',
  tone: 'practical',
  topics: ['communication'],
  suggests: ['revisit-answers', 'after-talks', 'guiding-words'],
  patterns: [
    'talk about sex',
    'talking about sex',
    'talk about our sex life',
    'discuss sex',
    'discussing sex',
    'what i like in bed',
    'what i want in bed',
    'tell my partner what i like',
    'tell * what i like',
    'tell * what i want',
    'awkward to talk',
    'hard to talk about',
  ],
  answers: [
    'Talking about sex gets easier when it is not happening right before or after sex. Pick a relaxed moment, side by side on a walk or a drive, and start with something positive: "I loved it when you..." Then ask what they would like more of, and listen without defending yourself.',
    'If words feel hard, use tools: yes, no and maybe lists, questions from a card deck, or things you both answered here. Being specific helps: "slower", "a bit softer", "more kissing first" are easier to act on than "something different". And thank each other for honesty, even when it is awkward.',
    'In the moment, short words and guiding with a hand say a lot. Outside the moment, a regular check-in, maybe once a month, about what is working and what you are curious about keeps things from building up. The more often you talk, the less each conversation has to carry.',
  ],
};
