import type { CoachKind } from './coach-kind';

/** It hurts when my partner turns me down */
export const rejectionHurts: CoachKind = {
  key: 'rejection-hurts',
  subject: 'feeling turned down',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['daily-compliments', 'long-hugs'],
  patterns: [
    'rejected',
    'rejection',
    'turned down',
    'turns me down',
    'always says no',
    'always say no',
    'keeps saying no',
    'push me away',
    'pushes me away',
    'feel unwanted',
    'feel undesired',
    'doesn t want me',
    'does not want me',
    'not attracted to me',
    'hurts when * says no',
    'hurt when * says no',
    'feels personal',
    'hurts when * turns me down',
    'hurts when * says no to me',
  ],
  answers: [
    'Being turned down hurts, especially when it happens often; it can feel like a judgement on you, even when it is really about tiredness, stress or mood. Tell your partner how it feels, calmly and at another time, without blame: "When I reach out and get a no, I sometimes feel unwanted." That opens a conversation instead of a defence.',
    'Ask for the kind of no that feels easier to hear, with warmth, a reason if there is one, and maybe a cuddle or another time offered. Your partner can also tell you what makes a yes more likely for them. Together, you can turn a painful pattern into something you both understand.',
    'Look after yourself too: remind yourself of the ways your partner shows love, and ask for more affection outside the bedroom if you need it. If the pattern continues for months and talking does not help, a couples therapist can help you both feel wanted again. Your need for closeness is normal and worth taking seriously.',
  ],
};
