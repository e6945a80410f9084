/**
 * The Velvet Coach: a chat and guided sessions for couples on a plan that includes `coach-iq`
 * (docs/coach-and-support.md). Rules the server and the screen share.
 */

export const COACH_FEATURE = 'coach-iq' as const;

/** Shown on the coach screen and sent with the first answer of every chat. */
export const COACH_DISCLAIMER =
  'Velvet Coach is for entertainment only. It is not a therapist and does not replace professional advice.';

export const CHAT_ROLES = ['user', 'assistant'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** How much of a conversation one chat call may carry. */
export const CHAT_MAX_MESSAGES = 40;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;
export const SESSION_ANSWER_MAX_LENGTH = 2000;
/** A guided session asks at most this many questions. */
export const SESSION_MAX_QUESTIONS = 5;

export const SESSION_STATUSES = ['started', 'question_generated', 'answered', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** The topics shown when the categories call fails. */
export const DEFAULT_COACH_TOPICS = [
  'Communication',
  'Romance',
  'Touch',
  'Fantasy',
  'Trust',
  'Playfulness',
  'Adventure',
  'Aftercare',
] as const;

/** Ten tips; each couple sees one a day, a different one the next day. */
export const DAILY_TIPS = [
  'Ask one curious question today that you have never asked your partner before.',
  'Put phones away for the first ten minutes you spend together this evening.',
  'Name one thing your partner did this week that made you feel cared for.',
  'Plan a five-minute slow hug: no talking, just breathing together.',
  'Share a small fantasy out loud, and let your partner simply listen.',
  'Agree on a playful pause word you can both use at any time.',
  'Swap one chore today so your partner has time for themselves.',
  'Send a message in the afternoon about something you look forward to tonight.',
  'Try a new way of saying yes, maybe or not now, and thank each other for honesty.',
  'End the day by telling each other one high and one low.',
] as const;

const DAY_MS = 86_400_000;

function coupleOffset(coupleId: string): number {
  let hash = 0;
  for (const char of coupleId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % DAILY_TIPS.length;
}

/**
 * The couple's tip for a calendar day (YYYY-MM-DD): the same all day, the next one in the list
 * the next day, and couples start at different places.
 */
export function tipOfTheDay(coupleId: string, day: string): string {
  const dayNumber = Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  return DAILY_TIPS[(dayNumber + coupleOffset(coupleId)) % DAILY_TIPS.length]!;
}

/** The fixed answer to a message about self-harm or despair, violence or minors. */
export const SAFETY_ANSWER =
  'It sounds like something serious may be going on, and you deserve real support. Velvet Coach ' +
  'cannot help with this. If you or someone else is in danger, contact your local emergency ' +
  'number now. A doctor, a counsellor or a local helpline for abuse or crisis support can listen ' +
  'and help, confidentially. Reaching out is a strong and caring step.';

/**
 * The fixed answer to a message telling that a no is not heard: pressure, guilt, giving in,
 * fear of a partner's reaction, being asked again and again, acts without agreement, control,
 * abuse. The same help as SAFETY_ANSWER, and first of all that a no always counts.
 */
export const CONSENT_ANSWER =
  'It sounds like something serious may be going on, and you deserve real support. A no always ' +
  'counts: you never owe anyone a yes, not to keep the peace, not after being asked again, and ' +
  'not because of how they might react. Velvet Coach cannot help with this. If you or someone ' +
  'else is in danger, contact your local emergency number now. A doctor, a counsellor or a ' +
  'local helpline for abuse or crisis support can listen and help, confidentially. Reaching out ' +
  'is a strong and caring step.';

export const COACH_ERRORS = {
  blankMessage: 'Please type a message.',
  lastFromPlayer: 'The last message must be yours.',
  tooManyMessages: `A conversation sent to the coach holds at most ${CHAT_MAX_MESSAGES} messages.`,
  messageTooLong: `A message is at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
  noCouple: 'The coach is for couples: connect with your partner first.',
  needsTier: (tier: string) => `Velvet Coach needs the ${tier} plan.`,
  sessionNotFound: 'Coach session not found.',
  notYourSession: 'Only the partner who started this session can do that.',
  forYourself: 'You can only start or answer a session for yourself.',
  notWelcomed: 'Choose an activity you both welcomed.',
  questionPending: 'Answer the current question first.',
  noQuestion: 'There is no question to answer yet.',
  wrongQuestion: 'That is not the current question.',
  maxQuestions: `A session asks at most ${SESSION_MAX_QUESTIONS} questions: complete it to see your summary.`,
  nothingAnswered: 'Answer at least one question before completing the session.',
  completed: 'This session is already completed.',
  blankAnswer: 'Please type an answer.',
} as const;

/** The screen's texts (the spec's). */
export const COACH_MESSAGES = {
  sendFailed: 'Failed to send message',
  startFailed: 'Failed to start coach session',
  questionFailed: 'Failed to generate question',
  answerFailed: 'Failed to submit answer',
  completeFailed: 'Failed to complete session',
  fetchSessionFailed: 'Failed to fetch session',
  fetchSessionsFailed: 'Failed to fetch sessions',
  noActiveSession: 'No active session',
  tierFailed: 'Failed to fetch tier info',
} as const;
