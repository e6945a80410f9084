import { I, ME, PARTNER, REFUSAL, SAYING_NO } from '../consent-groups';
import type { Pattern } from '../meaning-patterns';

/** Being unable to say no, or having no choice. */
export const cannotRefuse: readonly Pattern[] = [
  // "I can't say no to him", "I don't feel like I can refuse".
  {
    groups: [
      [
        'can not',
        'could not',
        'unable to',
        'not able to',
        'not allowed to',
        'not supposed to',
        'not feel like i can',
        'not feel i can',
        'never feel like i can',
        'not feel able to',
        'not know how to',
        'not have the right to',
      ],
      SAYING_NO,
    ],
    gap: 1,
  },
  {
    groups: [['no'], ['be not', 'never be'], ['an option', 'allowed', 'accepted', 'a thing']],
    gap: 2,
  },
  {
    groups: [PARTNER, ['not let', 'never let', 'not allow', 'never allow'], ME, SAYING_NO],
    gap: 2,
  },
  // "I feel like I have no choice".
  {
    groups: [
      ['feel', 'feel like', 'like'],
      [
        'i have no choice',
        'i do not have a choice',
        'i do not have any choice',
        'i have no say',
        'i do not get a say',
        'i have to say yes',
        'i have to do it',
        'i have to give in',
        'i have to have sex',
        'i must say yes',
      ],
    ],
    gap: 1,
    alsoNeeds: [...REFUSAL, 'sex', 'in bed', 'him', 'her', 'yes'],
  },
  {
    groups: [
      [
        'feel obligated',
        'feel obliged',
        'feel like i must',
        'feel like it is expected',
        'be expected',
      ],
      [
        'to have sex',
        'to sleep with',
        'to do it',
        'to say yes',
        'to give him',
        'to give her',
        'to please him',
        'to please her',
        'to perform',
        'to put out',
      ],
    ],
    gap: 2,
  },

  // "I stopped saying no because it doesn't change anything".
  {
    groups: [
      I,
      [
        'stop saying no',
        'give up saying no',
        'stop refusing',
        'stop saying stop',
        'no longer say no',
        'quit saying no',
        'never say no anymore',
        'not say no anymore',
        'not bother saying no',
      ],
    ],
    gap: 2,
  },
];
