import type { CoachKind } from './coach-kind';

/** I get jealous when my partner talks to other people */
export const jealousy: CoachKind = {
  key: 'jealousy',
  subject: 'jealousy',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['daily-check-in', 'long-hugs'],
  patterns: [
    'jealous*',
    'envious',
    'insecure about my partner',
    'ex',
    'exes',
    'flirt* with someone',
    'flirt* with others',
    'looks at other',
    'looking at other',
    'checks out other',
    'checking out other',
    'attracted to someone else',
    'possessive',
  ],
  answers: [
    'Jealousy is a feeling, not a crime, and it usually points to a fear: of losing your partner, or of not being enough. Name the feeling rather than the accusation: "I felt uneasy when..." instead of "You were flirting." That gives your partner a chance to reassure you instead of defending themselves.',
    'Notice what helps you feel secure, like a message when they are out late, being introduced to friends, or more affection at home, and ask for it plainly. Your partner can also say what they need to feel trusted. Agreements you both choose feel very different from rules one of you imposes.',
    'If jealousy is loud and frequent, look at where it comes from; old hurts, past relationships and low confidence all feed it. Working on it with a counsellor is a strong, practical step. And if either of you checks phones or restricts who the other sees, that is a sign to get outside help together.',
  ],
};
