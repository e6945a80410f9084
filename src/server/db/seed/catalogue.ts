import type { CategoryType } from '@shared/domain/survey';
import { AFFECTION, COMMUNICATION, ROMANCE } from './activities-closeness';
import { ADVENTURE, FANTASY, TEASING } from './activities-playful';
import { CLOTHING, SENSORY, TOYS } from './activities-sensory';
import { KISSING, MASSAGE, RITUALS } from './activities-tender';
import { PLACES_AND_POSITIONS, PLEASURE, POWER_PLAY } from './activities-intimate';
import type { ActivityCategory, CatalogueAnswer } from './catalogue-types';
import { EXPERIENCE_TYPES } from './adventure-types';
import { QUESTION_CATEGORIES } from './questions';

/** The activity categories, in the order the survey shows them. */
export const ACTIVITY_CATEGORIES: readonly ActivityCategory[] = [
  AFFECTION,
  COMMUNICATION,
  ROMANCE,
  MASSAGE,
  KISSING,
  TEASING,
  FANTASY,
  ADVENTURE,
  SENSORY,
  TOYS,
  CLOTHING,
  PLEASURE,
  PLACES_AND_POSITIONS,
  POWER_PLAY,
  RITUALS,
];

const PREFERENCE_ANSWERS: readonly CatalogueAnswer[] = [
  { key: 'yes', label: 'Yes' },
  { key: 'maybe', label: 'Maybe' },
  { key: 'no', label: 'No' },
];

export interface CategoryRow {
  seedKey: string;
  name: string;
  type: CategoryType;
  sortOrder: number;
}
export interface ResponseFormatRow {
  seedKey: string;
  categorySeedKey: string;
  label: string;
  sortOrder: number;
}
export interface OptionRow {
  seedKey: string;
  categorySeedKey: string;
  questionText: string;
  description: string | null;
  tags: string[];
  sortOrder: number;
}
export interface ExperienceTypeRow {
  seedKey: string;
  type: string;
  description: string;
  aiInstruction: string;
}

export interface CatalogueRows {
  categories: CategoryRow[];
  responseFormats: ResponseFormatRow[];
  options: OptionRow[];
  experienceTypes: ExperienceTypeRow[];
}

const categoryKey = (key: string) => `category:${key}`;
// Sort orders leave gaps of 10 so staff can slot their own entries in between.
const step = (index: number) => (index + 1) * 10;

/** The shipped catalogue as table rows, each with its stable seedKey. */
function buildRows(): CatalogueRows {
  const rows: CatalogueRows = {
    categories: [],
    responseFormats: [],
    options: [],
    experienceTypes: [],
  };
  const addCategory = (
    key: string,
    name: string,
    type: CategoryType,
    answers: readonly CatalogueAnswer[],
  ) => {
    rows.categories.push({
      seedKey: categoryKey(key),
      name,
      type,
      sortOrder: step(rows.categories.length),
    });
    answers.forEach((choice, index) =>
      rows.responseFormats.push({
        seedKey: `format:${key}:${choice.key}`,
        categorySeedKey: categoryKey(key),
        label: choice.label,
        sortOrder: step(index),
      }),
    );
  };

  for (const category of QUESTION_CATEGORIES) {
    addCategory(category.key, category.name, 'multiple_choice', category.answers);
    category.questions.forEach((entry, index) =>
      rows.options.push({
        seedKey: `option:${category.key}:${entry.key}`,
        categorySeedKey: categoryKey(category.key),
        questionText: entry.text,
        description: null,
        tags: [],
        sortOrder: step(index),
      }),
    );
  }
  for (const category of ACTIVITY_CATEGORIES) {
    addCategory(category.key, category.name, 'yes_no_maybe', PREFERENCE_ANSWERS);
    category.activities.forEach((entry, index) =>
      rows.options.push({
        seedKey: `option:${category.key}:${entry.key}`,
        categorySeedKey: categoryKey(category.key),
        questionText: entry.name,
        description: entry.description,
        tags: [...entry.tags],
        sortOrder: step(index),
      }),
    );
  }
  rows.experienceTypes = EXPERIENCE_TYPES.map((entry) => ({
    seedKey: `experience:${entry.key}`,
    type: entry.type,
    description: entry.description,
    aiInstruction: entry.aiInstruction,
  }));
  return rows;
}

export const CATALOGUE: CatalogueRows = buildRows();
