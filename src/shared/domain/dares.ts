/**
 * Dares: one partner sends the other a dare of a chosen difficulty; the receiver reveals,
 * accepts and completes it; the sender verifies it and the receiver earns its points
 * (docs/dares.md).
 */
import { levelRank, type JourneyLevel } from './journey';

export const DARE_DIFFICULTIES = ['romantic', 'naughty', 'hot', 'spicy'] as const;
export type DareDifficulty = (typeof DARE_DIFFICULTIES)[number];

/** The points a verified dare gives its receiver. */
export const DARE_POINTS: Record<DareDifficulty, number> = {
  romantic: 1,
  naughty: 2,
  hot: 3,
  spicy: 4,
};

/** The journey level a difficulty needs: a couple at Playful can send romantic and naughty. */
export const DARE_LEVEL: Record<DareDifficulty, JourneyLevel> = {
  romantic: 'Vanilla',
  naughty: 'Playful',
  hot: 'Adventurous',
  spicy: 'Intense',
};

export const DARE_LABELS: Record<DareDifficulty, string> = {
  romantic: 'Romantic',
  naughty: 'Naughty',
  hot: 'Hot',
  spicy: 'Spicy',
};

/** Whether a couple at `level` may send a dare of this difficulty. */
export const difficultyAllowed = (difficulty: DareDifficulty, level: JourneyLevel) =>
  levelRank(DARE_LEVEL[difficulty]) <= levelRank(level);

/** The difficulties a couple at `level` may send. */
export const difficultiesUpTo = (level: JourneyLevel): DareDifficulty[] =>
  DARE_DIFFICULTIES.filter((difficulty) => difficultyAllowed(difficulty, level));

export const DARE_STATUSES = [
  'Pending',
  'Accepted',
  'Declined',
  'Completed',
  'Verified',
  'Expired',
] as const;
export type DareStatus = (typeof DARE_STATUSES)[number];

/** No step leads out of these. */
export const FINAL_DARE_STATUSES: readonly DareStatus[] = ['Declined', 'Verified', 'Expired'];

/** An accepted dare expires this long after acceptance unless the server is told otherwise. */
export const DEFAULT_DARE_EXPIRY_HOURS = 24;
/** The receiver of an accepted dare is reminded once when this little time is left. */
export const DARE_REMINDER_BEFORE_MS = 60 * 60 * 1000;

/** What is left before `expiresAt`, as the countdown shows it: "5h 12m", or "Expired". */
export function timeLeft(expiresAt: Date, now: Date): string {
  const ms = expiresAt.getTime() - now.getTime();
  if (ms <= 0) return 'Expired';
  const minutes = Math.ceil(ms / 60_000);
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** Completed over completed plus pending, as a whole percent (0 with neither). */
export function completionRate(completed: number, pending: number): number {
  const total = completed + pending;
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/** How many candidates the sender is offered for one difficulty. */
export const DARE_OPTION_COUNT = 3;
/** How long an offered candidate may still be sent. */
export const DARE_OPTION_TTL_MS = 60 * 60 * 1000;
/** The longest dare a sender may write in their own words, as long as a generated one. */
export const DARE_CUSTOM_TEXT_MAX_LENGTH = 400;

export const DARE_ERRORS = {
  noPartner: 'Partner ID not found. Please log out and log back in to refresh your session.',
  receiverNotPartner: 'You can only send a dare to your partner.',
  difficultyTooHigh: (difficulty: DareDifficulty, level: JourneyLevel) =>
    `${DARE_LABELS[difficulty]} dares open at the ${DARE_LEVEL[difficulty]} level; your journey is at ${level}.`,
  notFound: 'Dare not found.',
  onlyReceiver: 'Only the partner who received this dare can do that.',
  onlySender: 'Only the partner who sent this dare can verify it.',
  notPending: 'This dare is no longer waiting for an answer.',
  notAccepted: 'Only an accepted dare can be marked complete.',
  notCompleted: 'Only a completed dare can be verified.',
  expired: 'This dare has expired.',
  final: (status: DareStatus) => `This dare is already ${status.toLowerCase()}.`,
  notRevealed: 'Reveal the dare before accepting it.',
  nothingFits: 'No dare fits your boundaries and level right now. Try another difficulty.',
  // One text for a forged, expired or another couple's option: none of them tells anything.
  optionGone: 'This dare is no longer on offer. Show the choices again and pick one.',
  choiceAndOwnWords: 'Send either a chosen dare or your own words, not both.',
  customEmpty: 'Write your dare before sending it.',
  customTooLong: `Keep your dare to ${DARE_CUSTOM_TEXT_MAX_LENGTH} characters.`,
  // Never says which boundary, nor whose: the union of both partners' is checked.
  customTouchesBoundary:
    "This dare touches something one of you has ruled out. Write it another way, or pick one of Velvet's.",
} as const;

export const DARE_MESSAGES = {
  fetchFailed: 'Failed to fetch dares',
  generateFailed: 'Failed to generate dare',
  optionsFailed: 'Failed to load dares to choose from',
  revealFailed: 'Failed to reveal the dare',
  acceptFailed: 'Failed to accept the dare',
  declineFailed: 'Failed to decline the dare',
  completeFailed: 'Failed to mark the dare complete',
  verifyFailed: 'Failed to verify the dare',
} as const;
