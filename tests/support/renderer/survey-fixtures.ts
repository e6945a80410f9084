import type { SurveyStructure } from '@shared/api/survey';
import type { SavedResponses } from '../../../src/renderer/features/survey/survey-model';

/** Test data: one question, one ordinary activity and one clothing activity (4 items in all). */
export const IDS = {
  question: '11111111-1111-4111-8111-111111111111',
  optionCalm: '22222222-2222-4222-8222-222222222221',
  optionWild: '22222222-2222-4222-8222-222222222222',
  category: '33333333-3333-4333-8333-333333333333',
  dancing: '44444444-4444-4444-8444-444444444444',
  lingerie: '55555555-5555-4555-8555-555555555555',
} as const;

export const STRUCTURE: SurveyStructure = {
  questions: [
    {
      id: IDS.question,
      text: 'What kind of evening do you prefer?',
      description: 'Pick the one closest to you.',
      questionType: 'MultipleChoice',
      options: [
        { id: IDS.optionCalm, text: 'Calm and cosy' },
        { id: IDS.optionWild, text: 'Wild and spontaneous' },
      ],
    },
  ],
  categories: [
    {
      id: IDS.category,
      name: 'Romance',
      activities: [
        {
          id: IDS.dancing,
          name: 'Slow dancing at home',
          description: 'Just the two of you.',
          tagType: 'activity',
        },
        { id: IDS.lingerie, name: 'Lace lingerie', description: null, tagType: 'clothing' },
      ],
    },
  ],
};

/** The answer key of wearing the lingerie. */
export const WEAR_KEY = `${IDS.lingerie}::wear`;

export const NO_RESPONSES: SavedResponses = {
  options: [],
  activities: {},
  completedAt: null,
  changeStartsNewRound: false,
  changeIsRoundApart: false,
  nextRoundAllowedAt: null,
};

export const ALL_ANSWERED: SavedResponses = {
  options: [{ questionId: IDS.question, optionId: IDS.optionCalm }],
  activities: {
    [IDS.dancing]: 'Yes',
    [WEAR_KEY]: 'Maybe',
    [`${IDS.lingerie}::see_partner_wear`]: 'No',
  },
  completedAt: '2025-03-04T10:00:00.000Z',
  changeStartsNewRound: false,
  changeIsRoundApart: false,
  nextRoundAllowedAt: null,
};
