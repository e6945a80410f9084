import { ApiError } from '../../lib/api-client';

/** The account profile's texts; the spec's catalogue lines are kept word for word. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load account information.',
  saveFailed: (reason: string) => `Failed to save profile: ${reason}`,
  saved: 'Your profile has been saved.',
  cannotChange: 'Display name and email cannot be changed.',
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
  staleSession: 'Done, but we could not refresh your session. Please log out and log back in.',
  planLoadFailed: 'Failed to load your subscription plan.',
} as const;

/** The reason a call failed, for "…: <reason>" messages. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Unknown error';
}

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

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'March 4, 2025', or null when the date cannot be read. */
export function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
