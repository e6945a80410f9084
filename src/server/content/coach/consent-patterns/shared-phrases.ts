import { HARSH_REACTION, SAYING_NO, UPSET_REACTION } from '../consent-groups';

/** Phrases several kinds of consent trouble are told with. */

export const KEEP: readonly string[] = [
  'keep',
  'keep on',
  'will not stop',
  'would not stop',
  'not stop',
  'never stop',
  'always',
  'still',
  'constantly',
  'continue to',
];

export const WHEN: readonly string[] = ['when', 'if', 'whenever', 'every time', 'after', 'because'];

/** What a partner asks for when the asking is about sex. */
export const FOR_SEX: readonly string[] = [
  'for sex',
  'for it',
  'to have sex',
  'into sex',
  'into bed',
  'into having sex',
  'into it',
  'for anal',
  'for a threesome',
  'to sleep with',
];

/** A no said, or the wish not to, as the player says it after "when I...". */
export const MY_NO: readonly string[] = [
  ...SAYING_NO,
  'not want',
  'not feel like',
  'not do',
  'not give',
  'not let',
  'not in the mood',
  'not have sex',
  'not sleep with',
  'not put out',
  'do not.',
  'did not.',
  'will not.',
  'refuse.',
];

/** How a partner turns when a no is said. */
export const TURNS: readonly string[] = ['get', 'become', 'be', 'go', 'turn', 'start'];

export const NOT = ['not', 'never', 'had not'];

/** How a partner turns after a no. */
export const AFTER_NO: readonly string[] = [
  ...HARSH_REACTION,
  ...UPSET_REACTION,
  'cold',
  'distant',
  'moody',
  'grumpy',
  'weird',
  'sulky',
  'huffy',
  'short with me',
  'mean',
];
