import type { CoachKind } from './coach-kind';

/** Sex is painful for me, what should we do? */
export const painDiscomfort: CoachKind = {
  key: 'pain-discomfort',
  subject: 'discomfort during sex',
  tone: 'gentle',
  topics: ['touch'],
  suggests: ['lubricants', 'comfort-cushions'],
  patterns: [
    'pain during sex',
    'painful sex',
    'sex is painful',
    'sex hurts',
    'hurts during sex',
    'painful',
    'discomfort',
    'uncomfortable during sex',
    'burning',
    'sore after',
    'soreness',
    'dryness',
    'too dry',
    'dry down there',
    'vaginismus',
    'bleeding after',
    'it hurts during',
    'hurts when we have sex',
    'hurts when we do it',
    'it hurts inside',
  ],
  answers: [
    'Pain during sex is common and it is always worth taking seriously: please see a doctor or a sexual health clinic, because many causes are easy to treat. Until then, stop anything that hurts; pushing through tends to make it worse. You can still be close in ways that feel good, like touching, kissing and massage.',
    'Tell your partner plainly when something hurts; a caring partner wants to know. More time to warm up, plenty of lubricant and positions where you control depth and pace can make a big difference. If pain continues, a doctor, gynaecologist or pelvic floor physiotherapist can help, so do not just put up with it.',
    'Discomfort can come from dryness, tension, infection, skin conditions, hormones or injury, and a doctor can sort out which one it is. Meanwhile, agree that stopping is always welcome, and that sex does not have to include penetration to count. Being gentle with each other now makes it easier to enjoy things again later.',
  ],
};
