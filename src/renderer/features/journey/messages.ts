/** The journey's fixed texts; tests match them exactly. */
export const JOURNEY_MESSAGES = {
  initializeFailed: 'Failed to initialize journey',
  loadFailed: 'Failed to load your journey',
  progressFailed: 'Failed to load journey progress',
  saveFailed: 'Failed to save your boundaries',
  saved: 'Your boundaries are saved.',
  desiredBelowStarting: 'Your desired level cannot be below your starting level.',
  customEmpty: 'Type a boundary before adding it.',
  customDuplicate: 'That boundary is already on your list.',
  tooMany: 'You have reached the limit of boundaries.',
  keepsOutLoading: 'Reading what this keeps out…',
  keepsOutFailed: 'Could not show what this keeps out right now; it is still kept out.',
  alwaysExcluded: 'Always excluded: anything involving minors, non-consent or incapacity.',
  boundaryPrompt:
    'Add your own boundaries too. Only you see them, and everything Velvet suggests for the two of you keeps out what either of you rules out.',
  dismissFailed: 'Failed to put the reminder away',
} as const;
