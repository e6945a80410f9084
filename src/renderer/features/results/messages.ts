/** The results and summary texts; the product's fixed ones are matched exactly by tests. */
export const RESULTS_MESSAGES = {
  missingCoupleId: 'Missing couple ID.',
  invalidCoupleId: 'Invalid couple ID format',
  incomplete: 'Both players need to mark their survey as complete before results can be shown.',
  fetchFailed: 'Failed to fetch results.',
  summaryFailed: 'Could not generate couple summary. Please try again later.',
  activitiesFailed: 'Failed to load activities summary',
  notConnected: 'You must be connected with a partner to view the summary',
  emptySummary: 'Complete your surveys to see your shared summary',
  unknownCategory: 'Unknown Category',
} as const;
