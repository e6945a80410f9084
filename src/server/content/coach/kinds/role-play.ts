import type { CoachKind } from './coach-kind';

/** How do we start with role play? */
export const rolePlay: CoachKind = {
  key: 'role-play',
  subject: 'role play',
  tone: 'practical',
  topics: ['fantasy'],
  suggests: ['meeting-as-strangers', 'playing-characters', 'hotel-check-in'],
  patterns: [
    'role play*',
    'roleplay*',
    'role playing',
    'characters',
    'costume*',
    'pretend to be',
    'scene*',
    'act out',
    'acting out',
    'strangers',
  ],
  answers: [
    'Start with a light, simple scene that needs no script, like meeting as strangers at a bar or one of you picking the other up on a "first date". Agree beforehand what is in, what is out, and the word that ends the scene at once. Feeling silly is normal at first; laughing and trying again is part of it.',
    'Each of you can suggest a few characters or situations you find appealing, and start with the one you both like best. Keep props minimal: a different outfit or a new name is enough. Afterwards, step out of the roles together with a cuddle and a chat about what worked.',
    'Role play works best when the characters are a bit of you turned up, not a whole new person. Agree on a signal to step out and talk as yourselves, and use it whenever one of you is unsure. Short scenes are easier than long ones; you can always build on them next time.',
  ],
};
