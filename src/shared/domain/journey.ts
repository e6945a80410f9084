/** The journey's levels and hard boundaries: rules the server keeps and the screens show. */

export const JOURNEY_LEVELS = ['Vanilla', 'Playful', 'Adventurous', 'Intense'] as const;
export type JourneyLevel = (typeof JOURNEY_LEVELS)[number];

/** A level's place in the order Vanilla < Playful < Adventurous < Intense. */
export const levelRank = (level: JourneyLevel): number => JOURNEY_LEVELS.indexOf(level);

/** The lower of two levels. */
export const lowerLevel = (a: JourneyLevel, b: JourneyLevel): JourneyLevel =>
  levelRank(a) <= levelRank(b) ? a : b;

/** Every level from Vanilla up to and including `level`. */
export const levelsUpTo = (level: JourneyLevel): JourneyLevel[] =>
  JOURNEY_LEVELS.slice(0, levelRank(level) + 1);

export const LEVEL_EMOJI: Record<JourneyLevel, string> = {
  Vanilla: '🍦',
  Playful: '😜',
  Adventurous: '🧭',
  Intense: '🔥',
};

export const LEVEL_DESCRIPTIONS: Record<JourneyLevel, string> = {
  Vanilla: 'Tender, familiar closeness: slow down and enjoy each other.',
  Playful: 'Light teasing and games that make you both smile.',
  Adventurous: 'New ideas you both welcomed, tried with curiosity.',
  Intense: 'Bold play at the edge of what you both said yes to.',
};

/** The hint beside the level choice in the journey setup. */
export const LEVEL_HINT = 'Your desired level can be the same as or higher than where you start.';

/** The boundaries a player can tick; anything else is a custom entry. */
export const HARD_BOUNDARY_OPTIONS = [
  'pain',
  'humiliation',
  'bodily_fluids',
  'scat',
  'weapons',
  'blood',
  'animals',
  'minors',
  'medical',
  'fire',
] as const;
export type HardBoundaryOption = (typeof HARD_BOUNDARY_OPTIONS)[number];

export const CUSTOM_BOUNDARY_PREFIX = 'custom: ';
export const CUSTOM_BOUNDARY_MAX_LENGTH = 60;
/** How many boundaries one player may keep (listed and custom together). */
export const MAX_BOUNDARIES_PER_PLAYER = 30;

/** A custom entry as stored: the prefix, then the trimmed text. */
export const customBoundary = (text: string) => `${CUSTOM_BOUNDARY_PREFIX}${text.trim()}`;

/** The words a boundary stands for, as the content guard matches them. */
export function boundaryTerms(boundary: string): string[] {
  if (boundary.startsWith(CUSTOM_BOUNDARY_PREFIX))
    return [boundary.slice(CUSTOM_BOUNDARY_PREFIX.length).trim()].filter(Boolean);
  return [boundary.replace(/_/g, ' ')];
}

/** A boundary as a person reads it: "bodily fluids", or the custom text. */
export const boundaryLabel = (boundary: string) => boundaryTerms(boundary)[0] ?? boundary;

/** How many words a boundary preview lists at most. */
export const BOUNDARY_PREVIEW_MAX = 40;
