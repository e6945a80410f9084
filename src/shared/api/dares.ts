import { z } from 'zod';
import {
  DARE_CUSTOM_TEXT_MAX_LENGTH,
  DARE_DIFFICULTIES,
  DARE_ERRORS,
  DARE_STATUSES,
} from '../domain/dares';
import { idParams } from './common';
import { defineRoute, type RouteDescriptor } from './define';
import { timeZoneField } from './gamification';
import * as routes from './routes/dares';

export const dareDifficulty = z.enum(DARE_DIFFICULTIES, {
  error: `Difficulty must be one of ${DARE_DIFFICULTIES.join(', ')}.`,
});
export const dareStatus = z.enum(DARE_STATUSES);

/**
 * A dare as the caller may see it. `dareText` is null to the receiver until they reveal it;
 * `status` reads Expired as soon as an accepted dare's time is up.
 */
export const dare = z.object({
  id: z.uuid(),
  coupleId: z.uuid(),
  senderId: z.uuid(),
  receiverId: z.uuid(),
  senderName: z.string(),
  receiverName: z.string(),
  difficultyLevel: dareDifficulty,
  points: z.number().int(),
  status: dareStatus,
  dareText: z.string().nullable(),
  revealed: z.boolean(),
  expiresAt: z.string().nullable(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
});
export type Dare = z.infer<typeof dare>;

export const dareStats = z.object({
  player1Completed: z.number().int(),
  player1Sent: z.number().int(),
  player2Completed: z.number().int(),
  player2Sent: z.number().int(),
  /** Dares verified. */
  totalCompleted: z.number().int(),
  /** Dares not yet answered, under way or waiting for verification. */
  totalPending: z.number().int(),
  totalDeclined: z.number().int(),
  /** Points earned from verified dares, both partners together. */
  totalPoints: z.number().int(),
});
export type DareStats = z.infer<typeof dareStats>;

const dareList = z.array(dare);

/** Who a dare goes to and how bold it is: what generate and the options both take. */
const dareRequest = z.object({
  coupleId: z.uuid({ error: 'Invalid couple ID format' }),
  receiverId: z.uuid({ error: DARE_ERRORS.noPartner }),
  difficultyLevel: dareDifficulty,
});

/** A candidate the sender may send as it is, by its id, within the hour. */
export const dareOption = z.object({
  optionId: z.uuid(),
  dareText: z.string(),
  points: z.number().int(),
});
export type DareOption = z.infer<typeof dareOption>;

/** Up to three candidates of the difficulty, each within both partners' boundaries. */
export const dareOptions = defineRoute({
  ...routes.dareOptions,
  body: dareRequest,
  response: z.array(dareOption),
});

export const customDareText = z
  .string({ error: DARE_ERRORS.customEmpty })
  .trim()
  .min(1, { error: DARE_ERRORS.customEmpty })
  .max(DARE_CUSTOM_TEXT_MAX_LENGTH, { error: DARE_ERRORS.customTooLong });

/**
 * Sends a dare: the candidate `optionId` names, the sender's own `customText`, or with neither
 * one the engine writes now.
 */
export const generateDare = defineRoute({
  ...routes.generateDare,
  body: dareRequest
    .extend({
      optionId: z.uuid({ error: DARE_ERRORS.optionGone }).optional(),
      customText: customDareText.optional(),
    })
    .refine((body) => body.optionId === undefined || body.customText === undefined, {
      error: DARE_ERRORS.choiceAndOwnWords,
    }),
  response: dare,
});

/** Every dare of the couple, newest first. */
export const coupleDares = defineRoute({
  ...routes.coupleDares,
  params: idParams,
  response: dareList,
});

/** Dares a player of the caller's couple sent (the caller or the partner), newest first. */
export const sentDares = defineRoute({
  ...routes.sentDares,
  params: idParams,
  response: dareList,
});

export const receivedDares = defineRoute({
  ...routes.receivedDares,
  params: idParams,
  response: dareList,
});

// The dare's couple and party are checked by the service: 404 outside the couple.
const dareAction = <const D extends RouteDescriptor>(route: D) =>
  defineRoute({ ...route, params: idParams, response: dare });

/** The receiver uncovers a pending dare's text. */
export const revealDare = dareAction(routes.revealDare);
export const acceptDare = dareAction(routes.acceptDare);
export const declineDare = dareAction(routes.declineDare);
export const completeDare = dareAction(routes.completeDare);

export const verifyDare = defineRoute({
  ...routes.verifyDare,
  params: idParams,
  body: z.object({
    verified: z.boolean({ error: 'verified must be true or false.' }),
    timeZone: timeZoneField,
  }),
  response: dare,
});

export const dareStatsRoute = defineRoute({
  ...routes.dareStatsRoute,
  params: idParams,
  response: dareStats,
});
