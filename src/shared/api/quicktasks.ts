import { z } from 'zod';
import { TASK_NOTES_MAX_LENGTH, TASK_TYPES } from '../domain/quicktasks';
import { idParams, optionalText } from './common';
import { access, defineRoute } from './define';
import { timeZoneField } from './gamification';
import { journeyLevel } from './journey';

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
  name: 'quicktasks.pending',
  method: 'GET',
  path: '/api/quicktasks/couple/:id/pending',
  access: access.couple('id'),
  params: idParams,
  response: quickTask.nullable(),
});

export const generateTask = defineRoute({
  name: 'quicktasks.generate',
  method: 'POST',
  path: '/api/quicktasks/couple/:id/generate',
  access: access.couple('id'),
  params: idParams,
  // The level asked for is capped at the couple's current journey level. A client may send
  // no body at all.
  body: z.object({ journeyLevel: journeyLevel.optional() }).nullish(),
  response: quickTask,
  successStatus: 201,
});

export const startTask = defineRoute({
  name: 'quicktasks.start',
  method: 'PUT',
  path: '/api/quicktasks/:id/start',
  // The task's couple is checked by the service: 404 to anyone outside it.
  access: access.player,
  params: idParams,
  response: quickTask,
});

export const confirmTask = defineRoute({
  name: 'quicktasks.confirm',
  method: 'PUT',
  path: '/api/quicktasks/:id/confirm',
  access: access.player,
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
});
export type DailyChallenge = z.infer<typeof dailyChallenge>;

/** Today's challenge, the same for both partners; null until the couple has a journey. */
export const getDailyChallenge = defineRoute({
  name: 'quicktasks.dailyChallenge',
  method: 'GET',
  path: '/api/quicktasks/couple/:id/daily-challenge',
  access: access.couple('id'),
  params: idParams,
  query: z.object({ timeZone: timeZoneField }),
  response: dailyChallenge.nullable(),
});
