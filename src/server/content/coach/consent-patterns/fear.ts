import {
  FEAR,
  HARSH_REACTION,
  I,
  PARTNER,
  REFUSAL,
  SAYING_NO,
  UPSET_REACTION,
} from '../consent-groups';
import type { Pattern } from '../meaning-patterns';
import { AFTER_NO, MY_NO, TURNS, WHEN } from './shared-phrases';

/** Fear of how a partner reacts to a no. */
export const fear: readonly Pattern[] = [
  // "I'm scared he'll blow up", "I'm scared of how he'll react if I say no".
  { groups: [FEAR, PARTNER, HARSH_REACTION], gap: 6 },
  {
    groups: [FEAR, PARTNER, UPSET_REACTION],
    gap: 6,
    alsoNeeds: [...REFUSAL, 'if i do not', 'unless i'],
  },
  {
    groups: [
      ['scared', 'afraid', 'terrified', 'frightened', 'fear'],
      ['of'],
      [
        'his',
        'her',
        'their',
        'my partner',
        'partner',
        'husband',
        'wife',
        'boyfriend',
        'girlfriend',
      ],
      ['reaction', 'react', 'anger', 'temper', 'mood'],
    ],
    gap: 2,
  },
  // "I'm too scared to say no".
  { groups: [FEAR, ['to', 'of'], SAYING_NO], gap: 3 },
  // "he gets really angry when I say no".
  {
    groups: [PARTNER, ['get', 'become', 'be', 'go', 'turn'], AFTER_NO, WHEN, I, MY_NO],
  },
  {
    groups: [
      PARTNER,
      [
        'yell',
        'shout',
        'scream',
        'explode',
        'blow up',
        'punish',
        'threaten',
        'rage',
        'snap',
        'storm off',
        'slam',
      ],
      WHEN,
      I,
      MY_NO,
    ],
  },
  // "when I say no he gets cold and mean for days".
  {
    groups: [WHEN, I, MY_NO, PARTNER, TURNS, AFTER_NO],
  },
  { groups: [['walk on eggshells', 'walk on egg shells', 'tiptoe around']] },

  // "I'm scared to tell my wife I don't want to do that anymore".
  {
    groups: [
      FEAR,
      ['tell', 'say', 'admit', 'bring up'],
      [
        'i do not want',
        'i be not into',
        'i do not like it',
        'i want to stop',
        'i do not enjoy',
        'i be not comfortable',
        'no',
        'that i do not',
      ],
    ],
    gap: 4,
  },

  // "how do I say no without him getting mad".
  {
    groups: [
      SAYING_NO,
      [
        'without him',
        'without her',
        'without them',
        'without my partner',
        'without my husband',
        'without my wife',
        'without my boyfriend',
        'without my girlfriend',
        'without a fight',
        'without an argument',
        'without upsetting',
        'without hurting',
        'without making him',
        'without making her',
      ],
    ],
    gap: 2,
  },

  // "he gets scary when he drinks".
  {
    groups: [
      PARTNER,
      ['get', 'become', 'be', 'turn'],
      ['scary', 'frightening', 'threatening', 'intimidating', 'violent', 'aggressive'],
      ['when', 'after', 'if', 'whenever', 'every time'],
    ],
    gap: 2,
  },
];
