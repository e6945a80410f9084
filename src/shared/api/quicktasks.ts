import { z } from 'zod';
import { TASK_NOTES_MAX_LENGTH, TASK_TYPES } from '../domain/quicktasks';
import { idParams } from './common';
import { optionalText } from './text-fields';
import { defineRoute } from './define';
import { timeZoneField } from './gamification';
import { journeyLevel } from './journey';
import * as routes from './routes/quicktasks';

export const taskType = z.enum(TASK_TYPES);
export const quickTaskStatus = z.enum(['pending', 'started', 'completed']);

export const quickTask = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  taskType,
  durationMinutes: z.number().int(),
  suggestedPoints: z.number().int(),
  assignedToPlayerId: z.uuid(),
  assignedToPlayerName: z.string(),
  activityTags: z.array(z.string()),
  status: quickTaskStatus,
  startedAt: z.string().nullable(),
  /** Whether the caller, and the caller's partner, have confirmed the started task. */
  confirmedByMe: z.boolean(),
  confirmedByPartner: z.boolean(),
});
export type QuickTask = z.infer<typeof quickTask>;

/** The couple's one open task (pending or started), or null. */
export const getPendingTask = defineRoute({
  ...routes.getPendingTask,
  params: idParams,
  response: quickTask.nullable(),
});

export const generateTask = defineRoute({
  ...routes.generateTask,
  params: idParams,
  // The level asked for is capped at the couple's current journey level. A client may send
  // no body at all.
  body: z.object({ journeyLevel: journeyLevel.optional() }).nullish(),
  response: quickTask,
});

export const startTask = defineRoute({
  ...routes.startTask,
  params: idParams,
  response: quickTask,
});

export const confirmTask = defineRoute({
  ...routes.confirmTask,
  params: idParams,
  body: z
    .object({
      notes: optionalText(
        TASK_NOTES_MAX_LENGTH,
        `Notes are at most ${TASK_NOTES_MAX_LENGTH} characters.`,
      ),
      timeZone: timeZoneField,
    })
    .nullish(),
  response: z.object({ status: quickTaskStatus, pointsEarned: z.number().int() }),
});

export const dailyChallenge = z.object({
  /** The calendar day it is for (YYYY-MM-DD, in the caller's time zone). */
  date: z.string(),
  title: z.string(),
  description: z.string(),
  taskType,
  durationMinutes: z.number().int(),
  /** What each partner earns once both have marked it done. */
  points: z.number().int(),
  /** Pending until either partner starts it; completed once both marked it done. */
  status: quickTaskStatus,
  /** Whether the caller, and the caller's partner, have marked it done. */
  doneByMe: z.boolean(),
  doneByPartner: z.boolean(),
});
export type DailyChallenge = z.infer<typeof dailyChallenge>;

/** Today's challenge, the same for both partners; null until the couple has a journey. */
export const getDailyChallenge = defineRoute({
  ...routes.getDailyChallenge,
  params: idParams,
  query: z.object({ timeZone: timeZoneField }),
  response: dailyChallenge.nullable(),
});

/** The day of the challenge is the caller's, as for the read; UTC when left out. */
const dayOfCaller = z.object({ timeZone: timeZoneField }).nullish();

/** Either partner starts today's challenge, once. */
export const startDailyChallenge = defineRoute({
  ...routes.startDailyChallenge,
  params: idParams,
  body: dayOfCaller,
  response: dailyChallenge,
});

/** Each partner marks the started challenge done, once; the second completes it. */
export const completeDailyChallenge = defineRoute({
  ...routes.completeDailyChallenge,
  params: idParams,
  body: dayOfCaller,
  response: z.object({ status: quickTaskStatus, pointsEarned: z.number().int() }),
});
