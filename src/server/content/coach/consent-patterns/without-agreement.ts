import {
  I,
  INTIMATE_ACT,
  PARTNER,
  PARTNER_OBJECT,
  REFUSAL,
  SAYING_NO,
  UNABLE_TO_AGREE,
  WITHOUT_AGREEMENT,
} from '../consent-groups';
import type { Pattern } from '../meaning-patterns';
import { NOT } from './shared-phrases';

/** Acts without agreement: asleep, drunk, after a no, without asking. */
export const withoutAgreement: readonly Pattern[] = [
  // "he did it while I was asleep".
  {
    groups: [PARTNER, ['while', 'when', 'as'], I, ['be', 'fell', 'get'], UNABLE_TO_AGREE],
    gap: 8,
  },
  {
    groups: [['while', 'when', 'as'], I, ['be', 'fell', 'get'], UNABLE_TO_AGREE, PARTNER],
    gap: 4,
  },
  {
    groups: [I, ['wake up', 'woke up'], ['to', 'with', 'and'], [...PARTNER, ...PARTNER_OBJECT]],
    gap: 2,
  },
  {
    groups: [
      I,
      ['be too'],
      ['drunk', 'high', 'tired', 'out of it', 'wasted'],
      ['to say', 'to agree', 'to consent', 'to know', 'to stop', 'to remember'],
    ],
    gap: 2,
  },
  // "he didn't stop when I said stop", "she kept going after I said no".
  {
    groups: [
      PARTNER,
      ['not stop', 'keep go', 'carry on', 'continue', 'do it anyway', 'go ahead', 'not listen'],
      ['when', 'after', 'even though', 'even when', 'even after', 'though', 'while'],
      I,
      [
        ...SAYING_NO,
        'ask',
        'beg',
        'cry',
        'push him away',
        'push her away',
        'tell him',
        'tell her',
        'say it hurt',
        'froze',
        'freeze',
      ],
    ],
    gap: 4,
  },
  {
    groups: [
      [
        'do it anyway',
        'go ahead anyway',
        'carry on anyway',
        'keep going anyway',
        'did it regardless',
      ],
    ],
    alsoNeeds: REFUSAL,
  },
  // "I said no but he kept touching me".
  {
    groups: [
      I,
      [
        ...SAYING_NO,
        'push him away',
        'push her away',
        'ask him to stop',
        'ask her to stop',
        'pull away',
      ],
      ['but', 'and', 'yet', 'and then'],
      PARTNER,
      [
        'keep',
        'not stop',
        'carry on',
        'continue',
        'do it anyway',
        'go ahead',
        'still',
        'ignore',
        'not listen',
        'not care',
        'laugh',
        'not hear',
      ],
    ],
    gap: 3,
  },
  // "he took the condom off".
  {
    groups: [
      ['take', 'pull', 'slip', 'remove'],
      ['off the condom', 'the condom off', 'off his condom', 'his condom off', 'the condom'],
    ],
    gap: 2,
    unless: ['put on', 'forgot'],
  },
  { groups: [['stealthing', 'stealthed']] },
  // "she filmed us without asking", "he did stuff without my permission".
  { groups: [PARTNER, INTIMATE_ACT, WITHOUT_AGREEMENT], gap: 5 },
  // "I never agreed to that", "I didn't consent".
  {
    groups: [
      I,
      NOT,
      ['consent', 'give consent', 'give permission', 'give my permission', 'want any of'],
    ],
    gap: 2,
  },
  {
    groups: [
      I,
      NOT,
      ['agree to', 'say yes to', 'agree', 'say yes', 'sign up for', 'ask for'],
      ['that', 'it', 'this', 'any of', 'sex', 'being', 'having', 'doing', 'anything like'],
    ],
    gap: 1,
  },
  // "he shared my nudes", "she sent pics of me to her friend".
  {
    groups: [
      PARTNER,
      ['share', 'send', 'post', 'show', 'leak', 'upload', 'spread'],
      [
        'my nudes',
        'my nude',
        'nudes of me',
        'pics of me',
        'pictures of me',
        'photos of me',
        'videos of me',
        'video of me',
        'video of us',
        'videos of us',
        'our video',
        'my pics',
        'my pictures',
        'my photos',
        'our sex tape',
        'our tape',
        'our private',
        'intimate',
      ],
    ],
    gap: 4,
  },
  { groups: [['drugged me', 'spiked my drink', 'spike my drink', 'put something in my drink']] },
  // "he does things to me in bed I didn't agree to".
  {
    groups: [
      ['do'],
      ['things', 'stuff'],
      ['to me'],
      I,
      ['not agree', 'never agree', 'not consent', 'never consent', 'not want', 'never ask for'],
    ],
    gap: 4,
  },

  // "he only stops when I start crying".
  {
    groups: [
      PARTNER,
      ['only stop', 'not stop until', 'not stop till', 'stop only'],
      ['when i', 'until i', 'once i', 'after i', 'if i'],
      ['cry', 'start crying', 'scream', 'push', 'beg', 'get angry', 'shout', 'yell', 'hit'],
    ],
    gap: 3,
  },

  // "I didn't say yes but I didn't say no either, he just did it".
  {
    groups: [
      PARTNER,
      ['just do it', 'just start', 'just go ahead', 'just go for it', 'go ahead anyway'],
    ],
    alsoNeeds: [
      ...REFUSAL,
      'not say yes',
      'never say yes',
      'not agree',
      'never agree',
      'not consent',
      'not ask me',
      'never ask me',
      'without asking',
    ],
  },
];
