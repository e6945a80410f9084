/** The scoreboard's fixed texts; tests match them exactly. */
export const SCOREBOARD_MESSAGES = {
  noCouple:
    'Scores and streaks are kept for the two of you together. Invite your partner to start them.',
  noScoresYet:
    "No points yet. Today's challenge or a quick task done together starts your scores and your streak.",
  loadFailed: 'Failed to load scoreboard data',
  neverCompleted: 'Nothing completed yet',
} as const;
