import type { SessionStatus } from '@shared/domain/coach';
import { SESSION_MAX_QUESTIONS } from '@shared/domain/coach';

/** The coach screen's own texts, beside the spec's in @shared/domain/coach. */
export const COACH_TEXTS = {
  notConnected: 'You must be connected with a partner to talk with Velvet Coach',
  upgrade: 'Upgrade to talk with Velvet Coach and start guided sessions together.',
  newSessionNeedsPlan:
    'Starting a new guided session needs the Premium plan; the sessions you have had stay here to read.',
  tipTitle: 'Tip of the Day',
  topicsTitle: 'Topics',
  topicsHint: 'Choose a topic to start a conversation about it.',
  chatTitle: 'Chat with Velvet Coach',
  chatEmpty: 'Ask the coach anything about connecting with your partner, or choose a topic.',
  chatLabel: 'Message the coach',
  chatHint: 'Enter sends; Shift+Enter starts a new line.',
  typing: 'Velvet Coach is writing…',
  newConversation: 'New conversation',
  newConversationStarted: 'New conversation started. Your earlier messages are cleared.',
  sessionsTitle: 'Guided Sessions',
  sessionsIntro:
    'Pick an activity you both welcomed: the coach asks one question at a time, each built on your answers, and sums up at the end. Your answers stay private to you.',
  activityLabel: 'Activity you both welcomed',
  activityRequired: 'Choose an activity first.',
  nothingWelcomed:
    'Nothing you both welcomed yet. Once you have both completed the survey, the activities you share show here.',
  activitiesFailed: 'Failed to load the activities you both welcomed',
  noSessionHint: 'Start a session above, or open one of yours from the list.',
  sessionListTitle: 'All sessions',
  noSessions: 'No guided sessions yet.',
  answerLabel: 'Your answer',
  summaryTitle: 'Summary',
  maxQuestions: `You have answered ${SESSION_MAX_QUESTIONS} questions: complete the session to see your summary.`,
} as const;

/** What a partner's session shows instead of its content. */
export const privateTo = (name: string) => `Private to ${name}`;

export const STATUS_LABELS: Record<SessionStatus, string> = {
  started: 'Started',
  question_generated: 'Question waiting',
  answered: 'Answered',
  completed: 'Completed',
};

/** The message a topic from the grid starts the conversation with. */
export const topicOpener = (topic: string) => `Let's talk about ${topic}.`;
