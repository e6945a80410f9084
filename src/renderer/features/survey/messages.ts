/** The survey's texts; the product's fixed texts among them are matched exactly by tests. */
export const SURVEY_MESSAGES = {
  loadFailed: 'Failed to load survey. Please try again.',
  saveResponseFailed: (reason: string) => `Failed to save response: ${reason}`,
  savePreferenceFailed: (reason: string) => `Failed to save preference: ${reason}`,
  completeFailed: 'Failed to complete survey. Please try again.',
  submitted: 'Survey submitted! Taking you to your dashboard…',
  empty: 'There are no survey questions yet. Please check back soon.',
} as const;

/** The survey's own labels, shared by the screen and its tests. */
export const SURVEY_LABELS = {
  title: 'Survey',
  generalQuestions: 'General Questions',
  activityPreferences: 'Activity Preferences',
  wear: 'You wearing it',
  seePartnerWear: 'Your partner wearing it',
  submit: 'Submit Survey',
  update: 'Update Survey',
  nextUnanswered: 'Next unanswered',
  progress: (answered: number, total: number) => `${answered} of ${total} answered`,
  /** Worded apart from the page's progress, so a search for "N of M answered" finds only that. */
  sectionProgress: (answered: number, total: number) => `${answered} out of ${total} answered`,
} as const;

/** The reason a call failed, for "…: <reason>" messages. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Unknown error';
}
