import { I, ME, MONEY, OWN_LIFE, PARTNER, PRIVATE_THINGS } from '../consent-groups';
import type { Pattern } from '../meaning-patterns';

/** Control: money, phone, friends and family, checking up. */
export const control: readonly Pattern[] = [
  // "he controls all the money", "she takes my paycheck".
  {
    groups: [
      PARTNER,
      ['control', 'withhold', 'confiscate', 'lock me out of', 'cut me off from', 'ration'],
      MONEY,
    ],
    gap: 3,
  },
  {
    groups: [
      PARTNER,
      ['take', 'keep', 'hide', 'cut off', 'freeze'],
      ['my', 'all my', 'all our', 'all the', 'all of my', 'all of our'],
      MONEY,
    ],
    gap: 1,
  },
  {
    groups: [PARTNER, ['give me an allowance', 'put me on an allowance', 'give me pocket money']],
    gap: 3,
  },
  {
    groups: [
      I,
      ['have to', 'need to', 'must'],
      [
        'ask permission',
        'ask his permission',
        'ask her permission',
        'ask him',
        'ask her',
        'beg',
        'justify',
      ],
      ['to', 'for', 'before', 'every', 'whenever'],
      [
        'spend',
        'buy',
        'go out',
        'see',
        'leave',
        'wear',
        'use',
        'money',
        'every penny',
        'every purchase',
        'anything',
      ],
    ],
    gap: 3,
  },
  // "she checks my phone every night", "he reads my messages".
  {
    groups: [
      PARTNER,
      [
        'check',
        'go through',
        'read',
        'look through',
        'snoop',
        'monitor',
        'track',
        'search',
        'spy on',
      ],
      ['my', 'all my', 'me'],
      PRIVATE_THINGS,
    ],
    gap: 2,
  },
  {
    groups: [
      PARTNER,
      ['demand', 'want', 'insist on', 'make me give', 'make me share', 'force me to share'],
      [
        'my password',
        'my passwords',
        'my passcode',
        'my pin',
        'my location',
        'my phone',
        'my login',
        'access to my',
      ],
    ],
    gap: 3,
    unless: ['number'],
  },
  { groups: [PARTNER, ['track', 'monitor', 'spy on', 'stalk'], ME] },
  // "he won't let me see my friends", "I'm not allowed to go out".
  {
    groups: [
      PARTNER,
      [
        'not let me',
        'never let me',
        'not allow me to',
        'forbid me',
        'stop me from',
        'keep me from',
        'ban me from',
      ],
      OWN_LIFE,
    ],
    gap: 3,
    unless: ['tonight', 'this weekend', 'late', 'overtime', 'on weekends', 'on our'],
  },
  {
    groups: [
      I,
      [
        'be not allowed to',
        'be not allowed',
        'not allowed to',
        'need his permission to',
        'need her permission to',
        'need permission to',
      ],
      OWN_LIFE,
    ],
    gap: 2,
  },
  {
    groups: [
      PARTNER,
      ['isolate', 'cut me off', 'keep me away', 'keep me apart'],
      ['from', 'me'],
      ['my', 'friends', 'family', 'everyone', 'people'],
    ],
    gap: 3,
  },
  {
    groups: [
      PARTNER,
      ['decide', 'choose', 'tell me', 'control'],
      ['who i', 'where i', 'what i wear', 'what i can', 'when i can'],
      ['can', 'may', 'be allowed', 'see', 'talk', 'go', 'wear', 'text', 'leave'],
    ],
    gap: 2,
  },
  // "he checks up on me constantly", "she wants to know where I am every minute".
  {
    groups: [
      PARTNER,
      [
        'check up on me',
        'check on me',
        'call me',
        'text me',
        'message me',
        'want to know where i',
        'need to know where i',
        'demand to know where i',
        'track where i',
      ],
      [
        'times a day',
        'time a day',
        'times an hour',
        'every hour',
        'every five minutes',
        'every ten minutes',
        'nonstop',
        'constantly',
        'all day',
        'at all times',
        'to check where i',
        'to check on me',
        'to see where i',
        'to see who i',
        'whenever i go out',
        'when i be out',
      ],
    ],
    gap: 6,
  },
  {
    groups: [
      PARTNER,
      ['get', 'be', 'go'],
      ['angry', 'mad', 'furious', 'jealous', 'crazy', 'insane'],
      ['if', 'when', 'whenever', 'every time'],
      I,
      [
        'talk to',
        'text',
        'see my',
        'see friends',
        'go out',
        'hang out',
        'spend time',
        'have friends',
        'leave without',
        'message',
      ],
    ],
    gap: 3,
  },

  // "he makes me show him my bank statements every week".
  {
    groups: [
      PARTNER,
      [
        'make me show',
        'make me send',
        'make me justify',
        'make me explain',
        'make me account for',
        'demand to see',
        'insist on seeing',
        'make me hand over',
      ],
      [
        ...MONEY,
        ...PRIVATE_THINGS,
        'receipt',
        'statement',
        'every penny',
        'where i',
        'who i',
        'proof',
      ],
    ],
    gap: 4,
  },
  // "he says no one else would want me": belittling that keeps a partner close.
  {
    groups: [
      ['no one else', 'nobody else', 'noone else'],
      [
        'would want me',
        'will want me',
        'would love me',
        'will love me',
        'would ever want me',
        'will ever want me',
        'would ever love me',
        'will ever love me',
      ],
    ],
    gap: 1,
  },
  {
    groups: [
      PARTNER,
      ['say', 'call me', 'tell me'],
      [
        'i be nothing without',
        'i be lucky he',
        'i be lucky she',
        'i will never find',
        'worthless',
        'stupid',
        'useless',
        'pathetic',
      ],
    ],
    gap: 3,
  },

  // "I can't see my friends unless he comes too".
  {
    groups: [
      I,
      ['can not', 'be not allowed to', 'never get to', 'be not supposed to'],
      OWN_LIFE,
      [
        'unless he',
        'unless she',
        'without him',
        'without her',
        'without his',
        'without asking him',
        'without asking her',
      ],
    ],
    gap: 3,
  },

  // "he takes my phone away when he is angry".
  {
    groups: [
      PARTNER,
      ['take'],
      ['my phone', 'my keys', 'my car keys', 'my wallet', 'my passport', 'my laptop', 'my card'],
      ['away'],
    ],
    gap: 2,
  },
  {
    groups: [
      PARTNER,
      ['hide', 'smash', 'break', 'confiscate', 'lock away'],
      ['my phone', 'my keys', 'my car keys', 'my wallet', 'my passport', 'my laptop', 'my card'],
    ],
    gap: 2,
  },
  // "I have no access to our money", "he tracks everything I spend".
  {
    groups: [
      I,
      [
        'have no access to',
        'do not have access to',
        'can not access',
        'be locked out of',
        'have no say over',
        'have no control over',
        'have no say in',
      ],
      ['our', 'my', 'any', 'the', 'my own'],
      MONEY,
    ],
    gap: 2,
  },
  {
    groups: [
      PARTNER,
      ['track', 'monitor', 'check', 'control', 'question', 'scrutinize', 'watch', 'count'],
      ['everything i', 'every penny', 'what i', 'how much i', 'every purchase'],
      ['spend', 'buy', 'earn', 'do', 'say', 'text', 'wear'],
    ],
    gap: 2,
  },
];
