import type { JourneyLevel } from '@shared/domain/journey';

/**
 * The shapes of the shipped survey catalogue. Every entry has a `key` that becomes part of its
 * row's seedKey: once shipped, a key never changes (reword the text, keep the key), or the next
 * start would add the reworded entry as a new row beside the old one.
 */

/** An activity answered Yes, Maybe or No. */
export interface CatalogueActivity {
  key: string;
  /** Its short name, shown to players (questionText). */
  name: string;
  /** One sentence saying what it means. */
  description: string;
  /** 1-3 lowercase tags; 'clothing' makes it answered twice (wearing it, seeing one's partner). */
  tags: readonly string[];
  /**
   * The lowest journey level at which anything built on it may be offered; the gentle
   * activities, open at every level, are Vanilla.
   */
  level: JourneyLevel;
}

export interface ActivityCategory {
  key: string;
  name: string;
  activities: readonly CatalogueActivity[];
}

/** One answer choice shared by every question of a multiple-choice category. */
export interface CatalogueAnswer {
  key: string;
  label: string;
}

export interface CatalogueQuestion {
  key: string;
  text: string;
}

/** Questions grouped by their answer set: the category's response formats are the choices. */
export interface QuestionCategory {
  key: string;
  name: string;
  answers: readonly CatalogueAnswer[];
  questions: readonly CatalogueQuestion[];
}

export interface CatalogueExperienceType {
  key: string;
  type: string;
  description: string;
  aiInstruction: string;
}

export const activity = (
  key: string,
  name: string,
  description: string,
  tags: readonly string[],
  level: JourneyLevel = 'Vanilla',
): CatalogueActivity => ({ key, name, description, tags, level });

export const question = (key: string, text: string): CatalogueQuestion => ({ key, text });

export const answer = (key: string, label: string): CatalogueAnswer => ({ key, label });
