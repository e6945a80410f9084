/** The scoreboard's fixed texts; tests match them exactly. */
export const SCOREBOARD_MESSAGES = {
  noCouple: 'No couple ID found',
  loadFailed: 'Failed to load scoreboard data',
  neverCompleted: 'Nothing completed yet',
} as const;
