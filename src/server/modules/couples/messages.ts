/** The couples routes' refusals, word for word (docs/couples.md). */
export const COUPLE_MESSAGES = {
  alreadyConnected: 'You are already connected with a partner.',
  inviteSelf: 'You cannot invite yourself.',
  invitationNotFound: 'Invitation not found.',
  invitationGone: 'This invitation is no longer available.',
  coupleNotFound: 'Couple not found.',
} as const;
