import { CONSTANTLY, I, INSISTING, PARTNER, REFUSAL, SAYING_NO } from '../consent-groups';
import type { Pattern } from '../meaning-patterns';
import { KEEP, FOR_SEX } from './shared-phrases';

/** Being asked again and again after a no. */
export const askedRepeatedly: readonly Pattern[] = [
  // "he keeps asking even after I said no".
  {
    groups: [PARTNER, KEEP, INSISTING],
    gap: 3,
    alsoNeeds: [...REFUSAL, 'until i', 'till i', 'give in'],
  },
  {
    groups: [PARTNER, INSISTING, CONSTANTLY],
    gap: 5,
    alsoNeeds: [...REFUSAL, 'until i', 'till i', 'give in'],
  },
  { groups: [PARTNER, KEEP, INSISTING, FOR_SEX], gap: 3 },
  // "she won't drop it".
  {
    groups: [
      PARTNER,
      ['not drop it', 'not let it go', 'not let it drop', 'not give up', 'not take no'],
    ],
    gap: 3,
  },
  // "I've said no like ten times".
  {
    groups: [
      I,
      SAYING_NO,
      [
        'a',
        'like',
        'so',
        'many',
        'multiple',
        'several',
        'countless',
        'a million',
        'a hundred',
        'ten',
        'five',
        'twenty',
        '10',
        '5',
        '20',
        '100',
      ],
      ['time', 'times'],
    ],
    gap: 3,
  },
  // "he asks again right after I say no".
  {
    groups: [
      ['again', 'anyway', 'still'],
      ['after', 'even after', 'even though', 'though', 'when'],
      I,
      SAYING_NO,
    ],
    gap: 3,
  },
  {
    groups: [
      INSISTING,
      ['after', 'even after', 'even though'],
      I,
      ['already', 'just', 'clearly'],
      SAYING_NO,
    ],
    gap: 3,
  },

  // "my boyfriend won't leave me alone about sex".
  {
    groups: [
      PARTNER,
      [
        'not leave me alone',
        'not let up',
        'not give it a rest',
        'not back off',
        'not take the hint',
      ],
    ],
    gap: 3,
    alsoNeeds: [...REFUSAL, 'sex', 'about it', 'in bed', 'for it'],
  },
];
