import type { CoachKind } from './coach-kind';

/** Stress at work has killed my libido */
export const stressLibido: CoachKind = {
  key: 'stress-libido',
  subject: 'stress and desire',
  tone: 'gentle',
  topics: ['massage'],
  suggests: ['back-massage', 'bath-together', 'screen-free-evening'],
  patterns: [
    'stress*',
    'too tired',
    'exhausted',
    'burn out',
    'burnt out',
    'burned out',
    'work is',
    'busy',
    'overwhelm*',
    'no energy',
    'tired all the time',
    'anxious',
    'anxiety',
    'depress*',
    'mental health',
    'stress at work',
    'work stress',
    'stress * libido',
    'stress * desire',
    'stress * sex drive',
    'killed my libido',
  ],
  answers: [
    'Stress and desire rarely get along: when the body is on alert, wanting sex is often the first thing to go. That is a normal reaction, not a verdict on your relationship. Start by lowering the pressure; closeness without expectation, like lying together or a shoulder rub, helps the body switch back into rest.',
    "Look at the stress itself as a shared problem: what could you take off each other's plate this week? Time to unwind, a bit more sleep and a slower evening often bring desire back more than any new idea. Some couples find a little planned time together, with no obligation, easier than waiting for energy to appear.",
    'Be honest with each other about how tired or stressed you are, so a no is not taken personally. Keep small moments of affection going even when sex is rare; they keep the thread between you. If stress, low mood or anxiety last for weeks, speaking to a doctor is worth it, for you and for your relationship.',
  ],
};
