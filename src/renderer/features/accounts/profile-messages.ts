/** The profile card's texts; the product's fixed ones are matched exactly by tests. */
export const PROFILE_MESSAGES = {
  loadFailed: 'Failed to load account information.',
  saveFailed: (reason: string) => `Failed to save profile: ${reason}`,
  saved: 'Your profile has been saved.',
  cannotChange: 'Display name and email cannot be changed.',
} as const;

/** The reason a call failed, for "…: <reason>" messages. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Unknown error';
}
