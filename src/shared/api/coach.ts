import { z } from 'zod';
import {
  CHAT_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_ROLES,
  COACH_ERRORS,
  SESSION_ANSWER_MAX_LENGTH,
  SESSION_STATUSES,
} from '../domain/coach';
import { uuidParam } from './common';
import { defineRoute } from './define';
import * as routes from './routes/coach';

// Every coach route is for a couple whose plan includes `coach-iq` (checked by the server from
// the tier table: 403 with the lowest tier that includes it otherwise).

export const chatMessage = z.object({
  role: z.enum(CHAT_ROLES, { error: 'A message role is user or assistant.' }),
  content: z
    .string({ error: COACH_ERRORS.blankMessage })
    .trim()
    .min(1, COACH_ERRORS.blankMessage)
    .max(CHAT_MESSAGE_MAX_LENGTH, COACH_ERRORS.messageTooLong),
});
export type ChatMessage = z.infer<typeof chatMessage>;

export const coachChat = defineRoute({
  ...routes.coachChat,
  body: z.object({
    messages: z
      .array(chatMessage, { error: COACH_ERRORS.blankMessage })
      .min(1, COACH_ERRORS.blankMessage)
      .max(CHAT_MAX_MESSAGES, COACH_ERRORS.tooManyMessages)
      .refine((messages) => messages.at(-1)?.role === 'user', {
        error: COACH_ERRORS.lastFromPlayer,
      }),
    /** A topic from the grid the conversation is about, if any. */
    topic: z.string().trim().max(60).nullish(),
  }),
  /** The conversation with the coach's answer appended. */
  response: z.object({ messages: z.array(chatMessage) }),
});

export const sessionAnswer = z.object({
  questionId: z.uuid(),
  question: z.string(),
  answer: z.string(),
});

/**
 * A guided session as the caller may see it: its owner sees everything; the partner sees that
 * it exists and its activity, with question, answers and summary null.
 */
export const coachSession = z.object({
  id: z.uuid(),
  coupleId: z.uuid(),
  playerId: z.uuid(),
  playerName: z.string(),
  isMine: z.boolean(),
  activityId: z.uuid(),
  activityName: z.string(),
  status: z.enum(SESSION_STATUSES),
  /** The question waiting for an answer. */
  questionId: z.uuid().nullable(),
  question: z.string().nullable(),
  previousAnswers: z.array(sessionAnswer).nullable(),
  summary: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type CoachSession = z.infer<typeof coachSession>;

export const startCoachSession = defineRoute({
  ...routes.startCoachSession,
  params: z.object({ coupleId: uuidParam }),
  body: z.object({
    /** An activity both partners welcomed. */
    activityId: z.uuid({ error: COACH_ERRORS.notWelcomed }),
    /** As the client shows it; the server uses the activity's own name. */
    activityName: z.string().trim().max(200).nullish(),
    /** Must be the caller. */
    playerId: z.uuid({ error: COACH_ERRORS.forYourself }),
  }),
  response: coachSession,
});

export const generateSessionQuestion = defineRoute({
  ...routes.generateSessionQuestion,
  params: z.object({ sessionId: uuidParam }),
  // The spec's client repeats the id and sends the answers so far; the server reads its own.
  body: z
    .object({
      sessionId: z.uuid().optional(),
      previousAnswers: z.array(z.unknown()).max(50).optional(),
    })
    .nullish(),
  response: coachSession,
});

export const answerSessionQuestion = defineRoute({
  ...routes.answerSessionQuestion,
  body: z.object({
    sessionId: z.uuid({ error: COACH_ERRORS.sessionNotFound }),
    questionId: z.uuid({ error: COACH_ERRORS.wrongQuestion }),
    playerId: z.uuid({ error: COACH_ERRORS.forYourself }),
    answer: z
      .string({ error: COACH_ERRORS.blankAnswer })
      .trim()
      .min(1, COACH_ERRORS.blankAnswer)
      .max(
        SESSION_ANSWER_MAX_LENGTH,
        `An answer is at most ${SESSION_ANSWER_MAX_LENGTH} characters.`,
      ),
  }),
  response: coachSession,
});

export const completeCoachSession = defineRoute({
  ...routes.completeCoachSession,
  params: z.object({ id: uuidParam }),
  response: coachSession,
});

export const getCoachSession = defineRoute({
  ...routes.getCoachSession,
  params: z.object({ id: uuidParam }),
  response: coachSession,
});

/** The couple's sessions, newest first (the partner's without their content). */
export const listCoachSessions = defineRoute({
  ...routes.listCoachSessions,
  params: z.object({ coupleId: uuidParam }),
  response: z.array(coachSession),
});
