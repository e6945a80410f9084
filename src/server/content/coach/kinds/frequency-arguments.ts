import type { CoachKind } from './coach-kind';

/** We keep arguing about how often to be intimate */
export const frequencyArguments: CoachKind = {
  key: 'frequency-arguments',
  subject: 'arguments about how often',
  tone: 'gentle',
  topics: ['communication', 'trust'],
  suggests: ['scheduled-intimacy', 'daily-check-in'],
  patterns: [
    'argu* about * often',
    'argu* about sex',
    'fight* about sex',
    'fight* about * often',
    'keep arguing',
    'keep fighting',
    'always arguing',
    'always fighting',
    'argu* about * intima*',
    'fight* about * intima*',
    'argue about frequency',
    'row* about sex',
    'argument* about sex',
    'tension about sex',
    'sex * sore point',
    'sex * touchy subject',
    'fighting about it',
    'end up fighting',
    'end up arguing',
    'sex comes up',
  ],
  answers: [
    "When the same argument keeps coming back, it is usually not about the number but about what it means: feeling wanted for one of you, not feeling pressured for the other. Try a calm talk outside the bedroom where each of you explains what more or less sex means to you, and the other just listens. Understanding each other's side often takes the heat out.",
    "Agree on a truce for the fights in the moment: no discussing frequency when one of you has just been turned down, or late at night. Instead, set a time for a proper conversation and start with what you both want, which is usually to feel close and not to argue. From there, look for a rhythm you can both say yes to, not one person's target.",
    'It can help to widen what counts as intimacy, so touch, affection and time together are not all riding on sex. Couples who feel close in small ways every day often find the bigger question gets easier. If the arguments keep going round in circles, a couples or sex therapist is a practical, normal next step, not a sign of failure.',
  ],
};
