/**
 * Adventures (experiences): a date one partner (the lead) generates and plans, and the other
 * partner accepts and reflects on. The rules both the server and the screens read
 * (docs/intent-and-adventures.md).
 */
import type { JourneyLevel } from './journey';

export const EXPERIENCE_STATUSES = ['draft', 'planned', 'completed', 'declined'] as const;
export type ExperienceStatus = (typeof EXPERIENCE_STATUSES)[number];

export const EXPERIENCE_RESPONSES = ['accepted', 'declined'] as const;
export type ExperienceResponse = (typeof EXPERIENCE_RESPONSES)[number];

/** The twelve accessory choices; choosing None means no accessory at all. */
export const NO_ACCESSORY = 'None';
export const ACCESSORIES = [
  NO_ACCESSORY,
  'Candles',
  'Music playlist',
  'Massage oil',
  'Blindfold',
  'Silk scarf',
  'Feather',
  'Ice cubes',
  'Dice',
  'Card deck',
  'Chocolate',
  'Wine',
] as const;
export type Accessory = (typeof ACCESSORIES)[number];

/**
 * The most accessories one plan weaves in, drawn at random among those chosen that fit both
 * partners: a missing one tells the lead nothing about the partner.
 */
export const MAX_PLAN_ACCESSORIES = 3;

/** The accessories chosen, without None (None with others means the others). */
export const realAccessories = (chosen: readonly string[]): string[] =>
  [...new Set(chosen)].filter((name) => name !== NO_ACCESSORY);

/** The type whose generation flips a coin; matched case-insensitively. */
export const TAKE_A_CHANCE = 'Take a Chance';
export const isTakeAChance = (type: string) => type.trim().toLowerCase() === 'take a chance';

/** Used by the generate tab when the types call fails. */
export const DEFAULT_EXPERIENCE_TYPES = [
  'romantic',
  'adventure',
  'cultural',
  'relaxation',
  'learning',
  'physical',
] as const;

/** The lead's toss: `win`, the forfeit is the partner's; `lose`, it is the lead's (take-a-chance.ts). */
export const CHANCE_OUTCOMES = ['win', 'lose'] as const;
export type ChanceOutcome = (typeof CHANCE_OUTCOMES)[number];

/** The coin-flip modal opens this long after generation and spins this long. */
export const COIN_FLIP_DELAY_MS = 500;
export const COIN_FLIP_SPIN_MS = 2000;
/** How long the new-badge toast stays. */
export const BADGE_TOAST_MS = 4000;

/** Points each partner earns for a completed adventure, by its level. */
export const ADVENTURE_POINTS: Record<JourneyLevel, number> = {
  Vanilla: 30,
  Playful: 35,
  Adventurous: 40,
  Intense: 50,
};

export const TEASER_MAX_LENGTH = 500;
export const REFLECTION_MAX_LENGTH = 2000;

/** "Not tonight": how long a postponed adventure waits before it asks for an answer again. */
export const POSTPONE_HOURS = 24;

/** When an adventure put off at `now` comes back. */
export const postponedUntilFrom = (now: Date) =>
  new Date(now.getTime() + POSTPONE_HOURS * 3_600_000);

/** What the other partner sees as the title until the adventure is completed. */
export const HIDDEN_TITLE = 'A surprise adventure';

export const ADVENTURE_ERRORS = {
  surveysIncomplete:
    "Invalid request. Make sure you've completed the survey and have an AI summary.",
  noType: 'Please select an experience type.',
  unknownType: 'That experience type is not available.',
  unknownAccessory: 'Please choose accessories from the list.',
  noCouple: 'No couple ID found.',
  notFound: 'Adventure not found.',
  onlyLeadConfirms: 'Only the partner who generated this adventure can send it.',
  onlyLeadRegenerates: 'Only the partner who generated this adventure can regenerate it.',
  onlyLeadCompletes: 'Only the partner who generated this adventure can mark it completed.',
  onlyPartnerResponds: 'Only your partner can accept or decline this adventure.',
  onlyPartnerReflects: 'Only your partner can write the reflection.',
  respondForYourself: 'You can only respond for yourself.',
  notDraft: 'This adventure has already been sent.',
  notPlanned: 'This adventure is not waiting for a response.',
  alreadyResponded: 'You have already responded to this adventure.',
  onlyPartnerPostpones: 'Only your partner can put this adventure off.',
  alreadyPostponed: 'You already said not tonight: this adventure comes back tomorrow.',
  notAccepted: 'Your partner has not accepted this adventure yet.',
  alreadyCompleted: 'This adventure is already completed.',
  declined: 'This adventure was declined.',
  notCompleted: 'You can write your reflection once the adventure is completed.',
  alreadyReflected: 'You have already written your reflection.',
  blankReflection: 'Please enter your reflection.',
  nothingFits: 'No adventure fits your boundaries and level right now. Try another type.',
} as const;

/** The screen's texts (the spec's, where it gives one). */
export const ADVENTURE_MESSAGES = {
  loadFailed: 'Failed to load experiences',
  generateFailed: 'Failed to generate experience',
  endpointNotFound: 'Adventure generation is not available: endpoint not found.',
  noPlayerId: 'Player ID not found. Please log in again.',
  respondFailed: 'Failed to send your response',
  postponeFailed: 'Failed to put the adventure off',
  confirmFailed: 'Failed to send the teaser',
  completeFailed: 'Failed to mark the adventure completed',
  regenerateFailed: 'Failed to regenerate the adventure',
  reflectionFailed: 'Failed to submit your reflection',
} as const;

export interface BadgeDefinition {
  key: string;
  name: string;
  icon: string;
  description: string;
}

/** Every badge a couple can earn. Each is earned once per couple. */
export const BADGES = [
  {
    key: 'first-adventure',
    name: 'First Adventure',
    icon: '🗺️',
    description: 'Completed your first adventure together.',
  },
  {
    key: 'five-adventures',
    name: 'Seasoned Explorers',
    icon: '🧭',
    description: 'Completed five adventures together.',
  },
  {
    key: 'every-type',
    name: 'Tried Them All',
    icon: '🌈',
    description: 'Completed an adventure of every type.',
  },
  {
    key: 'took-a-chance',
    name: 'Lucky Coin',
    icon: '🪙',
    description: 'Completed a Take a Chance adventure.',
  },
  { key: 'streak-3', name: 'On a Roll', icon: '🔥', description: 'Played three days in a row.' },
  { key: 'streak-7', name: 'Week of Play', icon: '💫', description: 'Played seven days in a row.' },
  {
    key: 'streak-30',
    name: 'Unstoppable',
    icon: '🏆',
    description: 'Played thirty days in a row.',
  },
  {
    key: 'first-reflection',
    name: 'Heart to Heart',
    icon: '✍️',
    description: 'Wrote your first reflection on an adventure.',
  },
  {
    key: 'five-reflections',
    name: 'Storytellers',
    icon: '📖',
    description: 'Wrote five reflections on adventures.',
  },
] as const satisfies readonly BadgeDefinition[];

export type BadgeKey = (typeof BADGES)[number]['key'];

export const badgeByKey = (key: string): BadgeDefinition | undefined =>
  BADGES.find((badge) => badge.key === key);

/** What the couple has done, as the badge rules read it. */
export interface BadgeProgress {
  completedAdventures: number;
  /** Lowercased names of the types of completed adventures (Take a Chance counts as itself). */
  completedTypes: readonly string[];
  /** Lowercased names of the active experience types (all must be completed for every-type). */
  availableTypes: readonly string[];
  currentStreak: number;
  reflections: number;
}

/** The badges this progress has earned (whether or not the couple holds them already). */
export function badgesEarned(progress: BadgeProgress): BadgeKey[] {
  const earned: BadgeKey[] = [];
  if (progress.completedAdventures >= 1) earned.push('first-adventure');
  if (progress.completedAdventures >= 5) earned.push('five-adventures');
  const done = new Set(progress.completedTypes);
  if (progress.availableTypes.length > 0 && progress.availableTypes.every((t) => done.has(t)))
    earned.push('every-type');
  if (done.has(TAKE_A_CHANCE.toLowerCase())) earned.push('took-a-chance');
  if (progress.currentStreak >= 3) earned.push('streak-3');
  if (progress.currentStreak >= 7) earned.push('streak-7');
  if (progress.currentStreak >= 30) earned.push('streak-30');
  if (progress.reflections >= 1) earned.push('first-reflection');
  if (progress.reflections >= 5) earned.push('five-reflections');
  return earned;
}
