import type { CoachKind } from './coach-kind';

/** I feel self-conscious about my body during sex */
export const bodyConfidence: CoachKind = {
  key: 'body-confidence',
  subject: 'how you feel about your body',
  tone: 'gentle',
  topics: ['trust'],
  suggests: ['dim-lights', 'daily-compliments', 'compliment-game'],
  patterns: [
    'body confiden*',
    'self conscious',
    'insecure about my body',
    'my body',
    'my weight',
    'gained weight',
    'put on weight',
    'ugly',
    'not attractive',
    'unattractive',
    'hate how i look',
    'my stretch marks',
    'scars',
    'naked',
    'lights on',
    'body image',
    'feel sexy',
    'don t feel attractive',
    'do not feel attractive',
  ],
  answers: [
    'Most people have parts of their body they feel unsure about, and your partner is very likely focused on you, not on the details you notice. Tell them how you feel; it is vulnerable, and usually it brings you closer. Soft light, being under a sheet or starting with clothes on are all fine places to begin.',
    "Shift attention from how you look to what you feel: warmth, touch, breathing, your partner's reactions. Sensation is hard to enjoy while watching yourself from the outside. Asking your partner what they love about your body can be surprisingly moving, and it is worth believing them.",
    'Confidence grows from good experiences, not from fixing yourself first. Choose positions and settings that feel comfortable, and let your partner show appreciation in their own words. If how you feel about your body is weighing on you in everyday life, talking to a counsellor can really help.',
  ],
};
