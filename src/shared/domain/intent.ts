/**
 * Intent preferences: what each partner looks for, how far they want to go and what to avoid.
 * A player's intent is theirs alone; the server only ever shows it to them. Its avoid
 * categories join the couple's hard boundaries for everything generated, and its comfort level
 * and tone shape that content (docs/intent-and-adventures.md).
 */
import type { JourneyLevel } from './journey';

export interface ComfortLevelInfo {
  toneWord: string;
  description: string;
}

/** The comfort levels lookup: from number to tone word and description. */
export const COMFORT_LEVELS: Readonly<Record<number, ComfortLevelInfo>> = {
  1: {
    toneWord: 'Gentle',
    description: 'Soft, reassuring ideas that stay well inside what feels safe.',
  },
  2: { toneWord: 'Tender', description: 'Warm closeness and affection, nothing unexpected.' },
  3: { toneWord: 'Sweet', description: 'Romantic gestures with a little sparkle.' },
  4: { toneWord: 'Warm', description: 'Affectionate play with a hint of teasing.' },
  5: {
    toneWord: 'Playful',
    description: 'Light-hearted fun and flirting, open to small surprises.',
  },
  6: { toneWord: 'Flirty', description: 'Teasing and anticipation, with some new ideas mixed in.' },
  7: {
    toneWord: 'Curious',
    description: 'Ready to explore things you both welcomed but have not tried.',
  },
  8: { toneWord: 'Daring', description: 'Bolder ideas that stretch your comfort zone together.' },
  9: { toneWord: 'Passionate', description: 'Intense, spirited play at the edge of your yeses.' },
  10: {
    toneWord: 'Fearless',
    description: 'The boldest of what you both said yes to, nothing held back.',
  },
};

export const COMFORT_LEVEL_DEFAULT = 5;

/** The lowest and highest comfort level: the lookup's smallest and largest keys. */
export function comfortRange(levels: Readonly<Record<number | string, unknown>> = COMFORT_LEVELS) {
  const keys = Object.keys(levels)
    .map(Number)
    .filter((key) => Number.isFinite(key));
  if (keys.length === 0) return { min: 1, max: 10 };
  return { min: Math.min(...keys), max: Math.max(...keys) };
}

/** A comfort level brought into the lookup's range (whole numbers only). */
export function clampComfortLevel(
  value: number,
  levels: Readonly<Record<number | string, unknown>> = COMFORT_LEVELS,
): number {
  const { min, max } = comfortRange(levels);
  if (!Number.isFinite(value)) return COMFORT_LEVEL_DEFAULT;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/**
 * The highest journey level a comfort level allows. Generated content stays at or below the
 * lower of both partners' comfort levels as well as the couple's journey level.
 */
export function levelForComfort(comfortLevel: number): JourneyLevel {
  if (comfortLevel <= 3) return 'Vanilla';
  if (comfortLevel <= 6) return 'Playful';
  if (comfortLevel <= 8) return 'Adventurous';
  return 'Intense';
}

/** The choices of every list on the form. */
export const INTENT_OPTIONS = {
  lookingFor: [
    'Deeper emotional connection',
    'More playfulness',
    'New experiences together',
    'Romance',
    'Passion',
    'Better communication',
    'Relaxation and comfort',
    'Trust and reassurance',
  ],
  focusAreas: [
    'Emotional intimacy',
    'Physical affection',
    'Communication',
    'Fun and laughter',
    'Sensuality',
    'Trust',
    'Spontaneity',
    'Quality time',
  ],
  comfortZones: ['Stay in my comfort zone', 'Gently stretch it', 'Happy to be pushed'],
  /** Shown as Hard Boundaries on the form; each stands for a list of words the guard refuses. */
  avoidCategories: [
    'Public places',
    'Pain',
    'Restraints',
    'Role play',
    'Toys',
    'Photos and video',
    'Alcohol',
    'Food play',
    'Outdoors',
    'Other people',
    'Dirty talk',
    'Blindfolds',
  ],
  experienceStyles: [
    'Planned in advance',
    'Spontaneous',
    'At home',
    'Out and about',
    'Slow and sensual',
    'Playful and silly',
  ],
  challengePreferences: ['Gentle', 'Moderate', 'Bold'],
  tonePreferences: ['Romantic', 'Playful', 'Passionate', 'Light-hearted', 'Direct'],
} as const;

export type AvoidCategory = (typeof INTENT_OPTIONS.avoidCategories)[number];
export type TonePreference = (typeof INTENT_OPTIONS.tonePreferences)[number];

/** A player's intent as the form edits it. */
export interface IntentValues {
  lookingFor: string[];
  comfortLevel: number;
  focusAreas: string[];
  comfortZone: string | null;
  avoidCategories: string[];
  experienceStyle: string[];
  challengePreference: string | null;
  tonePreference: string | null;
}

/** What a player has before saving anything. */
export const DEFAULT_INTENT: IntentValues = {
  lookingFor: [],
  comfortLevel: COMFORT_LEVEL_DEFAULT,
  focusAreas: [],
  comfortZone: null,
  avoidCategories: [],
  experienceStyle: [],
  challengePreference: null,
  tonePreference: null,
};

export const INTENT_MESSAGES = {
  saved: 'Intent preferences saved successfully!',
  loadFailed: (reason: string) => `Error loading data: ${reason}`,
  saveFailed: (reason: string) => `Error saving preferences: ${reason}`,
  optionsFailed: 'Failed to load options.',
} as const;
