import { z } from 'zod';
import { idParams, messageResponse, uuidParam } from './common';
import { defineRoute } from './define';
import { PERSPECTIVES, PREFERENCES } from '../domain/survey';
import * as routes from './routes/survey';

const preference = z.enum(PREFERENCES, { error: 'Preference must be Yes, Maybe or No.' });
const perspective = z.enum(PERSPECTIVES, {
  error: 'Perspective must be self, wear or see_partner_wear.',
});
/** An activity id, or for clothing an id, "::" and the perspective. */
const answerKey = z
  .string()
  .min(36)
  .max(64)
  .regex(/^[0-9a-f-]{36}(::(wear|see_partner_wear))?$/i, 'Invalid activity id.');

export const surveyQuestion = z.object({
  id: z.uuid(),
  text: z.string(),
  description: z.string().nullable(),
  questionType: z.enum(['MultipleChoice', 'Checkbox', 'Dropdown']),
  options: z.array(z.object({ id: z.uuid(), text: z.string() })),
});

export const surveyActivity = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  tagType: z.enum(['activity', 'clothing']),
});

export const surveyStructure = z.object({
  questions: z.array(surveyQuestion),
  categories: z.array(
    z.object({ id: z.uuid(), name: z.string(), activities: z.array(surveyActivity) }),
  ),
});
export type SurveyStructure = z.infer<typeof surveyStructure>;

export const getStructure = defineRoute({
  ...routes.getStructure,
  response: surveyStructure,
});

export const respondOption = defineRoute({
  ...routes.respondOption,
  body: z.object({
    questionId: z.uuid({ error: 'Invalid question id.' }),
    optionId: z.uuid({ error: 'Invalid option id.' }),
  }),
  response: messageResponse,
});

export const respondActivity = defineRoute({
  ...routes.respondActivity,
  body: z.object({
    activityId: z.uuid({ error: 'Invalid activity id.' }),
    preference,
    perspective: perspective.default('self'),
  }),
  response: messageResponse,
});

/** Many answers in one transaction: keys are answer keys, or plain ids with `perspective`. */
export const respondActivitiesBulk = defineRoute({
  ...routes.respondActivitiesBulk,
  body: z.object({
    preferences: z
      .record(answerKey, preference)
      .refine((map) => Object.keys(map).length > 0, 'Send at least one preference.')
      .refine((map) => Object.keys(map).length <= 1000, 'Send at most 1000 preferences at once.'),
    perspective: perspective.optional(),
  }),
  response: z.object({ message: z.string(), saved: z.number().int() }),
});

const savedPreference = z.object({
  activityId: z.uuid(),
  perspective,
  preference,
  /** activityId, with "::perspective" for clothing. */
  key: z.string(),
});

export const getActivityPreferences = defineRoute({
  ...routes.getActivityPreferences,
  response: z.array(savedPreference),
});

export const getActivityPreferencesByType = defineRoute({
  ...routes.getActivityPreferencesByType,
  response: z.object({ activity: z.array(savedPreference), clothing: z.array(savedPreference) }),
});

export const markComplete = defineRoute({
  ...routes.markComplete,
  response: z.object({ message: z.string(), completedAt: z.string() }),
});

export const getPlayerResponses = defineRoute({
  ...routes.getPlayerResponses,
  response: z.object({
    options: z.array(z.object({ questionId: z.uuid(), optionId: z.uuid() })),
    /** Keyed by answer key. */
    activities: z.record(z.string(), preference),
    completedAt: z.string().nullable(),
    /**
     * True when changing an answer now starts a new round (the player completed, and the
     * couple's results stand on these answers): the screen asks before the first change.
     */
    changeStartsNewRound: z.boolean(),
    /**
     * True when changing an answer now is a round of its own, made apart from a partner the
     * player has had: it counts toward the 7-day limit, and the next couple the player forms
     * completes the survey again before its results show.
     */
    changeIsRoundApart: z.boolean(),
    /** While a new round may not start yet (one per 7 days), when it may; else null. */
    nextRoundAllowedAt: z.string().nullable(),
  }),
});

export const getCoupleSurveyStatus = defineRoute({
  ...routes.getCoupleSurveyStatus,
  params: idParams,
  response: z.object({
    bothComplete: z.boolean(),
    player1SurveyComplete: z.boolean(),
    player2SurveyComplete: z.boolean(),
    player1Name: z.string(),
    player2Name: z.string().nullable(),
    /**
     * Results come from the last round both completed: true while a new round is under way
     * and results still show the previous one.
     */
    showingPreviousRound: z.boolean(),
  }),
});

/** The Yes/Maybe/No catalogue by category (no answers in it). */
export const getYnmOptions = defineRoute({
  ...routes.getYnmOptions,
  params: z.object({ userId: uuidParam }),
  response: z.object({
    categories: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        options: z.array(z.object({ id: z.uuid(), question: z.string() })),
      }),
    ),
  }),
});
