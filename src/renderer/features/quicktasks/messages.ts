import { QUICK_TASK_MESSAGES } from '@shared/domain/quicktasks';

/** The quick tasks' and daily challenge's fixed texts; tests match them exactly. */
export const TASK_MESSAGES = {
  ...QUICK_TASK_MESSAGES,
  startFailed: 'Failed to start task',
  confirmFailed: 'Failed to confirm task',
  challengeFailed: "Failed to load today's challenge",
  noChallenge: 'No challenge for today yet. Check back soon.',
  challengeStartFailed: "Failed to start today's challenge",
  challengeDoneFailed: "Failed to mark today's challenge done",
  challengeWaiting: 'Waiting for your partner to mark it done...',
  challengePartnerDone: 'Your partner has marked it done. Mark it done to complete it together.',
  challengeNotStarted: 'Start it together, then each of you marks it done.',
  noTask: 'No task right now. Generate one when you are both ready.',
} as const;

/** The announcement once both partners confirmed a task. */
export const pointsEarnedText = (points: number) =>
  `You both earned ${points} ${points === 1 ? 'point' : 'points'}!`;

/** What a completed daily challenge says it earned. */
export const challengeCompletedText = (points: number) =>
  `Done together today. You each earned ${points} ${points === 1 ? 'point' : 'points'}.`;
