import { QUICK_TASK_MESSAGES } from '@shared/domain/quicktasks';

/** The quick tasks' and daily challenge's fixed texts; tests match them exactly. */
export const TASK_MESSAGES = {
  ...QUICK_TASK_MESSAGES,
  startFailed: 'Failed to start task',
  confirmFailed: 'Failed to confirm task',
  challengeFailed: "Failed to load today's challenge",
  noChallenge: 'No challenge for today yet. Check back soon.',
  noTask: 'No task right now. Generate one when you are both ready.',
} as const;

/** The announcement once both partners confirmed a task. */
export const pointsEarnedText = (points: number) =>
  `You both earned ${points} ${points === 1 ? 'point' : 'points'}!`;
