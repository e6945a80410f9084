/** Help & Support: the contact form that reaches staff (docs/coach-and-support.md). */

export const SUPPORT_NAME_MAX_LENGTH = 100;
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;

/** The form's success message hides after this long. */
export const SUPPORT_SUCCESS_RESET_MS = 5000;

export const SUPPORT_MESSAGES = {
  sent: 'Thanks! Your message has been sent. We reply within 24 to 48 hours.',
  failed: 'Failed to send support message. Please try again later.',
  handled: 'Marked as handled.',
  notFound: 'Support message not found.',
} as const;

/** How long staff take to reply, as the copy to the sender says. */
export const SUPPORT_REPLY_TIME = '24 to 48 hours';
