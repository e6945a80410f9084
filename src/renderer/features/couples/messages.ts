import { ApiError } from '../../lib/api-client';

/** The partner connection's texts; the product's fixed ones are matched exactly by tests. */
export const COUPLE_MESSAGES = {
  inviteEmailInvalid: 'Please enter a valid email',
  inviteSent: 'Invitation sent!',
  inviteFailed: 'Failed to send invitation',
  invitationSentTo: (email: string) => `Invitation sent to ${email}, waiting for them to join`,
  invitedYou: (inviterName: string) => `${inviterName} invited you to connect`,
  waitingForPartner: 'Waiting for your partner to join.',
  invitationClosed:
    'Your invitation is no longer open. Send a new one below, or cancel to start over.',
  invitationsLoadFailed: 'Failed to load your invitations.',
  acceptFailed: 'Failed to accept the invitation',
  declineFailed: 'Failed to decline the invitation',
  declined: 'Invitation declined.',
  connectedWith: (name: string) => `You are now connected with ${name}!`,
  coupleLoadFailed: 'Failed to load your partner connection.',
  endFailed: 'Failed to end the connection',
  ended: 'Your connection has ended. You can invite a partner again at any time.',
  cancelFailed: 'Failed to cancel the invitation',
  cancelled: 'Your invitation has been cancelled.',
  confirmEmailToInvite: 'You can send an invitation once your email is confirmed.',
  confirmEmailToAccept: 'You can accept once your email is confirmed.',
  staleSession: 'Done, but we could not refresh your session. Please log out and log back in.',
} as const;

/**
 * `base`, with the server's own explanation appended when it refused the request (4xx), e.g.
 * "Failed to send invitation: You cannot invite yourself."
 */
export function failureMessage(base: string, error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) {
    return `${base}: ${error.message}`;
  }
  return base;
}
