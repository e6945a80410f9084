import type { CatalogueExperienceType } from './catalogue-types';

const SHARED_RULES =
  'Use only activities both partners welcomed, stay within their boundaries and journey level, ' +
  'keep the tone warm and non-graphic, and leave room for either partner to pause at any time.';

/** The six default experience types, plus Take a Chance (a coin flip picks one of them). */
export const EXPERIENCE_TYPES: readonly CatalogueExperienceType[] = [
  {
    key: 'romantic',
    type: 'romantic',
    description: 'Tender, heartfelt experiences that celebrate your connection.',
    aiInstruction:
      'Create a romantic experience built on tenderness, appreciation and emotional closeness: ' +
      'thoughtful gestures, meaningful words and a setting with atmosphere. ' +
      SHARED_RULES,
  },
  {
    key: 'adventure',
    type: 'adventure',
    description: 'Bold new experiences that add excitement and a sense of discovery.',
    aiInstruction:
      'Create an adventurous experience that brings novelty and a little daring, such as a new ' +
      'place, a surprise or a first for the couple, while keeping it safe and private. ' +
      SHARED_RULES,
  },
  {
    key: 'cultural',
    type: 'cultural',
    description: 'Experiences inspired by art, music, food and traditions from around the world.',
    aiInstruction:
      'Create an experience inspired by a culture, an art form, a cuisine or a piece of music, ' +
      'treated with respect and curiosity rather than as a stereotype. ' +
      SHARED_RULES,
  },
  {
    key: 'relaxation',
    type: 'relaxation',
    description: 'Calm, unhurried experiences to unwind and reconnect.',
    aiInstruction:
      'Create a slow, soothing experience focused on rest, comfort and gentle touch, with no ' +
      'goal other than feeling good together. ' +
      SHARED_RULES,
  },
  {
    key: 'learning',
    type: 'learning',
    description: 'Experiences where you discover something new about each other or learn together.',
    aiInstruction:
      'Create an experience where the couple learns something together or about each other, ' +
      'with open questions, a new skill or a shared discovery, and time to talk about it. ' +
      SHARED_RULES,
  },
  {
    key: 'physical',
    type: 'physical',
    description: 'Active, playful experiences that get you moving together.',
    aiInstruction:
      'Create an active experience such as dancing, a walk, a swim or a playful game, suited ' +
      "to both partners' energy and abilities, with closeness woven through it. " +
      SHARED_RULES,
  },
  {
    key: 'take-a-chance',
    type: 'Take a Chance',
    description: 'Let fate decide: a surprise experience of any type, revealed with a coin flip.',
    aiInstruction:
      'Pick one of the other experience types at random and create a surprise experience in ' +
      'that style, framed as a playful gamble the couple can both look forward to. ' +
      SHARED_RULES,
  },
];
