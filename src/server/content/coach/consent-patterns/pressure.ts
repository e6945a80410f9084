import {
  I,
  ME,
  PARTNER,
  PARTNER_OBJECT,
  PERSUADING,
  PRESSURE,
  REFUSAL,
  SAYING_NO,
} from '../consent-groups';
import type { Pattern } from '../meaning-patterns';
import { FOR_SEX } from './shared-phrases';

/** Pressure: a partner pushing, guilting or wearing a player down past a no. */
export const pressure: readonly Pattern[] = [
  // "my partner pressures me", "she guilt-trips me", "he wore me down".
  { groups: [PARTNER, PRESSURE, ME] },
  {
    groups: [
      PARTNER,
      ['pressure', 'push', 'guilt', 'nag', 'manipulate', 'coerce', 'trick', 'bully', 'force'],
      ['me into', 'me in to'],
    ],
    gap: 3,
  },
  { groups: [PARTNER, ['push', 'nag', 'beg', 'badger', 'pester', 'guilt', 'hound'], FOR_SEX] },
  {
    groups: [
      PARTNER,
      [
        'wear me down',
        'guilt me into',
        'make me feel like i have to',
        'make me feel i have to',
        'make me feel obligated',
        'make me feel like i owe',
      ],
    ],
  },
  // "he pushes my boundaries", "she pushes past my limits".
  {
    groups: [
      PARTNER,
      ['push', 'cross', 'ignore', 'test', 'disrespect', 'trample'],
      ['my boundaries', 'my limits', 'my boundary', 'my limit'],
    ],
    gap: 3,
  },
  // "she always gets her way in bed even if I say no".
  {
    groups: [
      PARTNER,
      [
        'get his way',
        'get her way',
        'get their way',
        'have his way',
        'have her way',
        'take what he want',
        'take what she want',
      ],
    ],
    alsoNeeds: [...REFUSAL, 'if i', 'whether i'],
  },
  // "sometimes my partner pushes me to do things I said no to".
  { groups: [PARTNER, PERSUADING], alsoNeeds: REFUSAL },
  // "he won't accept my no", "she doesn't listen when I say no".
  {
    groups: [
      PARTNER,
      [
        'not accept',
        'not respect',
        'not listen',
        'not care',
        'not hear',
        'ignore',
        'brush off',
        'laugh at',
        'argue with',
        'not take',
        'never take',
        'never accept',
        'never listen',
      ],
      ['my no', 'no', 'when i say no', 'when i say stop', 'my boundaries', 'my limits'],
    ],
    gap: 3,
  },
  // "I feel pressured to", "I felt pushed into it".
  {
    groups: [
      I,
      ['feel', 'be'],
      ['pressured into', 'pushed into', 'guilted', 'coerced', 'manipulated'],
    ],
    gap: 3,
  },
  // "I feel pressured to" reads like "I feel pressure to": the rest of the message tells.
  {
    groups: [I, ['feel', 'be'], ['pressured to', 'pressured by him', 'pressured by her']],
    gap: 3,
    alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her'],
  },
  // "he says I would if I loved him", "if you really loved me you would".
  {
    groups: [
      ['if i', 'if you'],
      ['love', 'care about', 'care for'],
      ['him', 'her', 'them', 'me'],
      ['i would', 'you would', 'you'],
    ],
    gap: 2,
  },

  // "how do I get my husband to respect it when I say not tonight".
  {
    groups: [
      ['get', 'make', 'want', 'wish', 'need', 'teach'],
      [...PARTNER_OBJECT, 'he', 'she', 'they'],
      ['respect', 'accept', 'listen', 'take', 'hear', 'understand', 'care', 'stop'],
      ['it when i', 'when i', 'me when i', 'that when i', 'my'],
      [...SAYING_NO, 'no'],
    ],
    gap: 3,
  },
  // "she gets really pushy about sex".
  {
    groups: [
      PARTNER,
      ['be', 'get'],
      ['pushy', 'demanding', 'insistent', 'forceful', 'relentless', 'persistent', 'aggressive'],
      ['about sex', 'about it', 'in bed', 'with sex', 'for sex', 'when it come to sex', 'sexually'],
    ],
    gap: 2,
  },
  {
    groups: [PARTNER, ['be', 'get'], ['pushy', 'forceful', 'relentless']],
    gap: 2,
    alsoNeeds: REFUSAL,
  },

  // "he always finds a way to get me to say yes".
  {
    groups: [
      PARTNER,
      [
        'get me to say yes',
        'make me say yes',
        'get a yes out of me',
        'get me to give in',
        'get me to cave',
      ],
    ],
    gap: 5,
  },
  // "I feel like my no doesn't matter to him".
  {
    groups: [
      ['my no', 'my consent', 'my boundaries', 'my limits', 'what i want in bed'],
      ['not matter', 'never matter', 'mean nothing', 'not count', 'not mean anything'],
    ],
    gap: 2,
  },
  // "he said I would do it if I loved him".
  {
    groups: [
      ['if i', 'if you'],
      ['really love', 'love', 'truly love', 'care about'],
      ['him', 'her', 'them', 'me'],
    ],
    gap: 1,
    alsoNeeds: [
      'i would',
      'you would',
      'would do it',
      'do it',
      'prove',
      'sex',
      'say yes',
      'let me',
    ],
  },

  // "she said she would leave me if I didn't try it".
  {
    groups: [
      PARTNER,
      ['would', 'will', 'threaten to', 'going to'],
      [
        'leave me',
        'break up',
        'dump me',
        'cheat',
        'find someone else',
        'go elsewhere',
        'get it elsewhere',
        'divorce me',
      ],
      ['if i', 'unless i'],
    ],
    gap: 3,
  },
];
