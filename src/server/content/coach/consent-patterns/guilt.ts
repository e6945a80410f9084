import { I, PARTNER, PARTNER_OBJECT, REFUSAL, SAYING_NO } from '../consent-groups';
import type { Pattern } from '../meaning-patterns';
import { WHEN, MY_NO } from './shared-phrases';

/** Guilt: feeling bad for saying no, being made to feel one owes a yes. */
export const guilt: readonly Pattern[] = [
  // "I feel guilty saying no", "he makes me feel bad for turning him down".
  {
    groups: [
      [
        'guilty',
        'guilt',
        'feel bad',
        'selfish',
        'terrible',
        'horrible',
        'feel awful',
        'like a bad',
      ],
      SAYING_NO,
    ],
    gap: 5,
  },
  {
    groups: [
      ['guilty', 'selfish', 'like a bad', 'frigid', 'prude'],
      ['for not', 'when i do not', 'if i do not', 'for never', 'because i do not'],
    ],
    gap: 3,
  },
  {
    groups: [
      PARTNER,
      ['call me', 'say i be', 'tell me i be', 'make me feel'],
      ['frigid', 'a prude', 'prudish', 'boring in bed', 'selfish', 'cold', 'a tease', 'broken'],
    ],
    gap: 3,
    alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her', 'frigid', 'prude', 'tease'],
  },
  { groups: [['guilt trip', 'guilt trips', 'guilt tripping', 'guilt tripped']] },
  // "I feel like I owe him sex".
  { groups: [I, ['owe'], PARTNER_OBJECT, ['sex', 'it', 'that']], gap: 3 },
  { groups: [I, ['owe'], ['it to', 'sex to', 'that to'], PARTNER_OBJECT], gap: 2 },
  {
    groups: [
      ['it is my duty', 'wifely duty', 'my duty as', 'my job to keep him', 'my job to keep her'],
    ],
  },
  // "she sulks for days when I turn her down".
  {
    groups: [
      PARTNER,
      ['sulk', 'pout', 'the silent treatment', 'the cold shoulder', 'punish', 'cry', 'guilt'],
      WHEN,
      I,
      MY_NO,
    ],
    gap: 5,
  },

  // "when I don't want sex she says I don't love her".
  {
    groups: [
      PARTNER,
      ['say', 'tell me', 'accuse me of', 'act like', 'make me feel like'],
      [
        'i do not love',
        'i not love',
        'i do not care',
        'i do not find',
        'i be cheating',
        'i be not attracted',
        'i be selfish',
        'i be broken',
        'something be wrong with me',
        'i be frigid',
      ],
    ],
    gap: 3,
    alsoNeeds: REFUSAL,
  },

  // "my husband makes me feel guilty for being tired".
  {
    groups: [
      PARTNER,
      ['make me feel', 'guilt', 'call me'],
      ['guilty', 'bad', 'selfish', 'like a bad'],
      [
        'for being tired',
        'for not',
        'for saying',
        'for turning',
        'when i be tired',
        'for having a headache',
        'for being in pain',
      ],
    ],
    gap: 2,
  },

  // "he tells me I owe him", "he pouts until I change my mind".
  {
    groups: [
      PARTNER,
      ['say', 'tell me', 'act like', 'make me feel like'],
      I,
      ['owe him', 'owe her', 'owe them', 'owe it to'],
    ],
    gap: 2,
  },
  {
    groups: [
      PARTNER,
      ['sulk', 'pout', 'guilt', 'nag', 'beg', 'whine', 'cry', 'keep at me', 'pester'],
      ['until i', 'till i', 'til i'],
      ['change my mind', 'give in', 'say yes', 'cave', 'agree', 'do it'],
    ],
    gap: 3,
  },
  // "I agreed once and now he expects it every time".
  {
    groups: [
      ['agree once', 'say yes once', 'do it once', 'try it once'],
      ['now'],
      PARTNER,
      ['expect', 'think', 'want', 'assume'],
    ],
    gap: 3,
  },
  {
    groups: [
      PARTNER,
      [
        'expect sex',
        'feel entitled to',
        'act entitled to',
        'act like he be entitled',
        'act like she be entitled',
        'think he be entitled',
        'think she be entitled',
        'think he be owed',
        'think she be owed',
      ],
    ],
    gap: 3,
  },
];
