import type { CoachKind } from './coach-kind';

/** Can you suggest some new positions to try? */
export const newPositions: CoachKind = {
  key: 'new-positions',
  subject: 'new positions',
  tone: 'practical',
  topics: ['adventure'],
  suggests: ['something-new', 'comfort-cushions', 'new-room'],
  patterns: [
    'new position*',
    'position*',
    'different position*',
    'sex position*',
    'same position',
    'switch positions',
    'ways to have sex',
  ],
  answers: [
    'New positions are usually small changes rather than acrobatics: a pillow under the hips, switching who is on top, lying side by side, or one of you at the edge of the bed. Try one change at a time and keep it light; if something feels silly, laugh and go back to what works. Ask each other "better or worse?" as you go.',
    'Think about what you want more of: more eye contact, deeper closeness, less effort or more control for one of you. Spooning and side-by-side positions are relaxed and intimate, being on top gives the one above control of pace, and sitting face to face is slow and close. Pick one that fits the mood rather than the one that looks impressive.',
    'Agree on a playful rule: each of you chooses one position to try this week, and the other can swap it for a different one with no explanation. Stay curious about comfort, because knees, backs and wrists have opinions too. A brief "that was nice" or "not that one" afterwards helps you build a shortlist you both love.',
  ],
};
