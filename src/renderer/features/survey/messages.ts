import { ROUND_INTERVAL_DAYS } from '@shared/domain/survey-rounds';

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
  stepPosition: (number: number, total: number) => `Category ${number} of ${total}`,
  activityHint: 'Answer Yes, Maybe or No for each. Your partner never sees your No answers.',
  stepNavigation: 'Survey steps',
  back: 'Back',
  next: 'Next',
  review: 'Review and submit',
  reviewLeft: 'Still to answer:',
  reviewDone: 'Every item is answered.',
  itemsLeft: (left: number) => (left === 1 ? '1 item left' : `${left} items left`),
  goTo: (name: string) => `Go to ${name}`,
} as const;

/** What the survey says about changing answers once submitted (docs/matching-and-privacy.md). */
export const ROUND_TEXTS = {
  newRoundTitle: 'Start a new round of the survey?',
  newRound: [
    'You have both completed the survey, so changing an answer starts a new round.',
    'Your partner will be told that you updated your answers, and you will both need to complete the survey again.',
    'Until you both have, your results show the answers you last completed with.',
    `You can start a new round once every ${ROUND_INTERVAL_DAYS} days.`,
  ],
  roundApart: [
    'You have already submitted your survey, so changing an answer starts a new round.',
    'The next time you connect with a partner, you will both complete the survey again before your results show, and your partner will be told that you updated your answers.',
    `You can start a new round once every ${ROUND_INTERVAL_DAYS} days.`,
  ],
  changeTitle: 'Change your submitted answers?',
  change: [
    'You have already submitted your survey.',
    'Changing an answer takes your submission back: submit your survey again when you are done.',
  ],
  confirm: 'Change my answers',
  cancel: 'Keep my answers',
  readOnly: (when: string) =>
    `Your answers can change again from ${when}: a new round of the survey can start once every ${ROUND_INTERVAL_DAYS} days.`,
} as const;

/** The reason a call failed, for "…: <reason>" messages. */
export function failureReason(error: unknown): string {
  if (error instanceof Error && error.message.trim()) return error.message;
  return 'Unknown error';
}
