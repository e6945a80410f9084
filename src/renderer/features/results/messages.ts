/** The results and summary texts; the product's fixed ones are matched exactly by tests. */
export const RESULTS_MESSAGES = {
  missingCoupleId: 'Missing couple ID.',
  invalidCoupleId: 'Invalid couple ID format',
  incomplete: 'Both players need to mark their survey as complete before results can be shown.',
  fetchFailed: 'Failed to fetch results.',
  notYours: 'This couple is not yours.',
  notYoursDetail:
    'Only the two partners of a couple can see its results. The link you followed names a couple you are not part of, or no longer are.',
  summaryFailed: 'Could not generate couple summary. Please try again later.',
  activitiesFailed: 'Failed to load activities summary',
  notConnected: 'You must be connected with a partner to view the summary',
  emptySummary: 'Complete your surveys to see your shared summary',
  unknownCategory: 'Unknown Category',
  previousRound:
    'These results are from your last completed round. They will update once you have both completed the survey again.',
  /** What a partner can and cannot learn from the results, said plainly. */
  partnerLearns:
    'Your partner sees the same results as you: what you both welcome, where a close match shows that one of you said Maybe. Velvet never shows a No as such, nor a list of what either of you refused: only how many answers differ. Still, something your partner welcomed that is not among your matches tells them you did not welcome it, and the same holds the other way.',
} as const;
