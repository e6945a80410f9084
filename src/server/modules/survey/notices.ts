import { SURVEY_ROUND_MESSAGES } from '@shared/domain/survey-rounds';
import type { NotificationDraft } from '../notifications';

const SURVEY_PATH = '/survey';

/** The results page of a couple, as the renderer routes it. */
const resultsPath = (coupleId: string) => `/coupleResults?coupleId=${encodeURIComponent(coupleId)}`;

/**
 * What the survey tells a couple (docs/notifications.md): the partner that the player
 * started a new round or finished, or both that their results are ready. None says anything
 * of an answer.
 */
export const surveyNotices = {
  partnerUpdated: (name: string): NotificationDraft => ({
    type: 'message',
    icon: '📝',
    ...SURVEY_ROUND_MESSAGES.partnerUpdated(name),
    actionUrl: SURVEY_PATH,
  }),
  partnerFinished: (name: string): NotificationDraft => ({
    type: 'message',
    icon: '📋',
    title: `${name} finished the survey`,
    description: 'Complete yours too and your results will be ready for you both.',
    actionUrl: SURVEY_PATH,
  }),
  resultsReady: (coupleId: string): NotificationDraft => ({
    type: 'message',
    icon: '💞',
    title: 'Your results are ready',
    description: 'You have both completed the survey. See what you both welcome.',
    actionUrl: resultsPath(coupleId),
  }),
};
