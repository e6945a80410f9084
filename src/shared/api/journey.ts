import { z } from 'zod';
import {
  CUSTOM_BOUNDARY_MAX_LENGTH,
  CUSTOM_BOUNDARY_PREFIX,
  HARD_BOUNDARY_OPTIONS,
  JOURNEY_LEVELS,
  MAX_BOUNDARIES_PER_PLAYER,
} from '../domain/journey';
import { coupleIdField, idParams } from './common';
import { defineRoute } from './define';
import * as routes from './routes/journey';
import { BOUNDARY_PREVIEW_MAX } from '../domain/journey';

export const journeyLevel = z.enum(JOURNEY_LEVELS, {
  error: `Level must be one of ${JOURNEY_LEVELS.join(', ')}.`,
});

/** One hard boundary: a listed option, or "custom: " followed by 1 to 60 characters. */
export const hardBoundary = z
  .string({ error: 'A boundary must be text.' })
  .trim()
  .refine(
    (value) =>
      (HARD_BOUNDARY_OPTIONS as readonly string[]).includes(value) ||
      (value.startsWith(CUSTOM_BOUNDARY_PREFIX) &&
        value.slice(CUSTOM_BOUNDARY_PREFIX.length).trim().length >= 1 &&
        value.slice(CUSTOM_BOUNDARY_PREFIX.length).trim().length <= CUSTOM_BOUNDARY_MAX_LENGTH),
    {
      error: `A boundary is one of ${HARD_BOUNDARY_OPTIONS.join(', ')}, or "${CUSTOM_BOUNDARY_PREFIX}" followed by up to ${CUSTOM_BOUNDARY_MAX_LENGTH} characters.`,
    },
  )
  .transform((value) =>
    value.startsWith(CUSTOM_BOUNDARY_PREFIX)
      ? `${CUSTOM_BOUNDARY_PREFIX}${value.slice(CUSTOM_BOUNDARY_PREFIX.length).trim()}`
      : value,
  );

export const hardBoundaries = z
  .array(hardBoundary, { error: 'hardBoundaries must be a list.' })
  .max(MAX_BOUNDARIES_PER_PLAYER, `At most ${MAX_BOUNDARIES_PER_PLAYER} boundaries.`);

/**
 * The couple's journey as one partner sees it: the shared levels, and only the caller's own
 * boundaries (a partner's boundaries are private, like a No).
 */
export const journey = z.object({
  initialized: z.boolean(),
  startingLevel: journeyLevel.nullable(),
  desiredLevel: journeyLevel.nullable(),
  currentLevel: journeyLevel.nullable(),
  myHardBoundaries: z.array(z.string()),
  initializedAt: z.string().nullable(),
  /**
   * Set while the partner has started the journey and the caller has neither added their own
   * boundaries nor waved the prompt off: who to name when asking them to.
   */
  boundaryPrompt: z.object({ partnerName: z.string() }).nullable(),
});
export type Journey = z.infer<typeof journey>;

export const getJourney = defineRoute({
  ...routes.getJourney,
  params: idParams,
  response: journey,
});

/**
 * Sets the journey up, or, once it exists, adds the caller's boundaries and lowers the desired
 * level (it is never raised, and never below the starting level).
 */
export const initializeJourney = defineRoute({
  ...routes.initializeJourney,
  params: idParams,
  body: z
    .object({
      startingLevel: journeyLevel,
      desiredLevel: journeyLevel,
      hardBoundaries: hardBoundaries.default([]),
    })
    .refine(
      (body) =>
        JOURNEY_LEVELS.indexOf(body.desiredLevel) >= JOURNEY_LEVELS.indexOf(body.startingLevel),
      {
        error: 'The desired level must be the same as or higher than the starting level.',
        path: ['desiredLevel'],
      },
    ),
  response: journey,
});

/** "Not now" on the prompt to add one's own boundaries: it is not shown again. */
export const dismissBoundaryPrompt = defineRoute({
  ...routes.dismissBoundaryPrompt,
  params: idParams,
  response: journey,
});

export const journeyProgress = z.object({
  level: journeyLevel,
  levelEmoji: z.string(),
  levelDescription: z.string(),
  progressPercent: z.number().int().min(0).max(100),
  progressText: z.string(),
  nextSteps: z.array(z.string()),
});
export type JourneyProgress = z.infer<typeof journeyProgress>;

export const getJourneyProgress = defineRoute({
  ...routes.getJourneyProgress,
  query: z.object({ coupleId: coupleIdField }),
  response: journeyProgress,
});

export const getActivityTagCategories = defineRoute({
  ...routes.getActivityTagCategories,
  response: z.array(z.string()),
});

export { BOUNDARY_PREVIEW_MAX };

/** The text of a custom entry, limited as a stored one. */
export const customBoundaryText = z
  .string({ error: 'A boundary must be text.' })
  .trim()
  .min(1, 'Write the boundary first.')
  .max(
    CUSTOM_BOUNDARY_MAX_LENGTH,
    `A custom boundary is at most ${CUSTOM_BOUNDARY_MAX_LENGTH} characters.`,
  );

export const boundaryPreview = z.object({
  /** The words and forms the entry keeps out of everything generated, most telling first. */
  keepsOut: z.array(z.string()).max(BOUNDARY_PREVIEW_MAX),
});
export type BoundaryPreview = z.infer<typeof boundaryPreview>;

/** What a custom boundary would keep out, read the way the content guard reads it. */
export const previewBoundary = defineRoute({
  ...routes.previewBoundary,
  body: z.object({ boundary: customBoundaryText }),
  response: boundaryPreview,
});
