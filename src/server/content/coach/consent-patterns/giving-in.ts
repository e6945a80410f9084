import { GIVING_IN, I, PARTNER, TO_AVOID_TROUBLE } from '../consent-groups';
import type { Pattern } from '../meaning-patterns';

/** Giving in: going along with it to keep the peace, or until it is over. */
export const givingIn: readonly Pattern[] = [
  // "I just go along with it to keep the peace".
  { groups: [GIVING_IN, TO_AVOID_TROUBLE], gap: 6 },
  {
    groups: [
      GIVING_IN,
      ['even though', 'even if', 'even when', 'although', 'though', 'but', 'when'],
      I,
      [
        'not want',
        'not really want',
        'not feel like',
        'not in the mood',
        'not enjoy',
        'not like',
        'hate',
        'not ready',
        'not comfortable',
        'uncomfortable',
        'say no',
        'be not into',
      ],
    ],
    gap: 5,
  },
  // "I go along with stuff in bed I hate".
  {
    groups: [
      GIVING_IN,
      [
        'i hate',
        'i do not like',
        'i do not want',
        'i do not enjoy',
        'i be not into',
        'i be not comfortable',
        'i never want',
      ],
    ],
    gap: 5,
  },
  // "I only agreed because he wouldn't stop asking".
  {
    groups: [
      [
        'only agree',
        'only say yes',
        'only do it',
        'only go along',
        'only let him',
        'only let her',
        'only have sex',
        'only sleep with',
      ],
      ['because', 'so', 'since', 'cause', 'to'],
      PARTNER,
    ],
    gap: 3,
  },
  {
    groups: [
      ['go along with', 'give in to'],
      ['whatever he', 'whatever she', 'whatever they', 'anything he', 'anything she'],
    ],
    gap: 2,
  },
  // "I always cave in the end".
  {
    groups: [
      I,
      ['always', 'just', 'usually', 'eventually', 'end up', 'every time', 'in the end'],
      ['cave', 'give in', 'go along with it'],
    ],
    gap: 2,
    unless: ['craving', 'chocolate', 'temptation', 'dessert', 'sweet tooth'],
  },
  // "I lie there and wait for it to be over".
  {
    groups: [
      [
        'wait for it to be over',
        'wait for it to end',
        'until it is over',
        'till it is over',
        'til it is over',
        'just lie there',
        'lie there and',
        'zone out until',
        'dissociate',
      ],
    ],
  },
  // "it is easier to just say yes than argue".
  {
    groups: [
      ['easier', 'simpler', 'safer'],
      ['say yes', 'give in', 'go along', 'give him what he want', 'give her what she want'],
    ],
    gap: 3,
  },

  // "I just go along with sex to make him happy".
  {
    groups: [
      [
        'go along with it',
        'go along with sex',
        'go along with',
        'give in',
        'say yes',
        'have sex',
        'sleep with him',
        'sleep with her',
        'fake it',
        'put up with it',
      ],
      [
        'to make him happy',
        'to make her happy',
        'to keep him happy',
        'to keep her happy',
        'to please him',
        'to please her',
        'for his sake',
        'for her sake',
        'so he be happy',
        'so she be happy',
      ],
    ],
    gap: 4,
  },
  // "I don't like it when he does that but I never say anything".
  {
    groups: [
      I,
      [
        'not like it',
        'hate it',
        'not enjoy it',
        'not want it',
        'not want to',
        'not really enjoy',
        'not really like',
        'not really want',
      ],
      ['but', 'yet', 'and'],
      I,
      [
        'never say anything',
        'not say anything',
        'never say no',
        'not say no',
        'go along',
        'let him',
        'let her',
        'do it anyway',
        'never tell him',
        'not tell him',
        'never tell her',
        'not tell her',
        'just do it',
        'still do it',
        'keep quiet',
        'stay quiet',
        'say nothing',
      ],
    ],
    gap: 6,
  },
  // "I never really wanted to but I didn't want to upset him".
  {
    groups: [
      [
        'not want to upset',
        'not want to hurt his',
        'not want to hurt her',
        'not want to disappoint',
        'not want to make him',
        'not want to make her',
        'not want to start a fight',
        'not want a fight',
        'not want to argue',
        'not want to ruin',
      ],
    ],
    alsoNeeds: [
      'never want',
      'never really want',
      'not really want',
      'not want to.',
      'not want it',
      'not in the mood',
      'not feel like it',
      'go along',
      'give in',
      'say yes',
      'let him',
      'let her',
    ],
  },
];
