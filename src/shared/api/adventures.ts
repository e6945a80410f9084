import { z } from 'zod';
import {
  ACCESSORIES,
  ADVENTURE_ERRORS,
  CHANCE_OUTCOMES,
  EXPERIENCE_RESPONSES,
  EXPERIENCE_STATUSES,
  REFLECTION_MAX_LENGTH,
  TEASER_MAX_LENGTH,
} from '../domain/adventures';
import { idParams } from './common';
import { optionalText } from './text-fields';
import { defineRoute } from './define';
import { timeZoneField } from './gamification';
import { journeyLevel } from './journey';
import * as routes from './routes/adventures';

export const experienceStatus = z.enum(EXPERIENCE_STATUSES);
export const experienceResponse = z.enum(EXPERIENCE_RESPONSES);

/**
 * An adventure as the caller may see it. The server blanks what the caller may not see yet:
 * to the other partner a planned adventure shows its teaser only (title hidden, details and
 * summary null), the preparation once they accepted, everything once completed.
 */
export const experience = z.object({
  id: z.uuid(),
  coupleId: z.uuid(),
  title: z.string(),
  type: z.string(),
  status: experienceStatus,
  level: journeyLevel,
  isLeadPartner: z.boolean(),
  leadPartnerName: z.string(),
  /** True once the lead has sent it (planned or later). */
  visibleToPartner: z.boolean(),
  /** What the other partner is told; for the lead's draft, the teaser that will be sent. */
  partnerTeaser: z.string().nullable(),
  /** Take a Chance only: the lead's toss, decided by the server at generation. */
  chanceOutcome: z.enum(CHANCE_OUTCOMES).nullable(),
  /**
   * Take a Chance only: the toss as the caller reads it. The lead's names the kind of date the
   * coin picked and whose forfeit it is; the partner's is the verdict their teaser ends with.
   */
  chanceResult: z.string().nullable(),
  selectedAccessories: z.array(z.string()),
  preparationInstructions: z.string().nullable(),
  details: z.string().nullable(),
  summary: z.string().nullable(),
  durationMinutes: z.number().int(),
  player1Response: experienceResponse.nullable(),
  player2Response: experienceResponse.nullable(),
  player1ResponseDate: z.string().nullable(),
  player2ResponseDate: z.string().nullable(),
  /** Set while the other partner's "Not tonight" holds: when the adventure asks again. */
  postponedUntil: z.string().nullable(),
  /** The other partner's reflection, once written. */
  partnerFeedback: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Experience = z.infer<typeof experience>;

export const experienceType = z.object({
  id: z.uuid(),
  type: z.string(),
  description: z.string(),
  aiInstruction: z.string().nullable(),
});
export type ExperienceType = z.infer<typeof experienceType>;

export const newBadge = z.object({ badgeName: z.string(), badgeIcon: z.string() });
export type NewBadge = z.infer<typeof newBadge>;

export const completionResult = z.object({
  experience,
  gamification: z.object({
    pointsAwarded: z.number().int(),
    newBadges: z.array(newBadge),
    /** The caller's score after the award. */
    totalScore: z.number().int(),
    currentStreak: z.number().int(),
  }),
});
export type CompletionResult = z.infer<typeof completionResult>;

export const getExperienceTypes = defineRoute({
  ...routes.getExperienceTypes,
  response: z.array(experienceType),
});

/** The caller's couple's adventures the caller may see, newest first ([] without a couple). */
export const listExperiences = defineRoute({
  ...routes.listExperiences,
  response: z.array(experience),
});

export const generateExperience = defineRoute({
  ...routes.generateExperience,
  body: z.object({
    coupleId: z.uuid({ error: ADVENTURE_ERRORS.noCouple }),
    type: z
      .string({ error: ADVENTURE_ERRORS.noType })
      .trim()
      .min(1, ADVENTURE_ERRORS.noType)
      .max(100, ADVENTURE_ERRORS.unknownType),
    /** The spec's client sends an empty object; nothing in it is read. */
    options: z.object({}).loose().optional(),
    selectedAccessories: z
      .array(z.string().trim(), { error: ADVENTURE_ERRORS.unknownAccessory })
      .max(ACCESSORIES.length, ADVENTURE_ERRORS.unknownAccessory)
      .refine((names) => names.every((name) => (ACCESSORIES as readonly string[]).includes(name)), {
        error: ADVENTURE_ERRORS.unknownAccessory,
      })
      .default([]),
  }),
  response: experience,
});

export const respondToExperience = defineRoute({
  ...routes.respondToExperience,
  body: z.object({
    experienceId: z.uuid({ error: 'Invalid id.' }),
    /** Must be the caller: a partner responds only for themselves. */
    playerId: z.uuid({ error: 'Player ID not found. Please log in again.' }),
    response: z.enum(EXPERIENCE_RESPONSES, { error: 'Response must be accepted or declined.' }),
  }),
  response: experience,
});

/** "Not tonight": the other partner puts a planned adventure off until tomorrow. */
export const postponeExperience = defineRoute({
  ...routes.postponeExperience,
  params: idParams,
  response: experience,
});

export const confirmExperience = defineRoute({
  ...routes.confirmExperience,
  params: idParams,
  // Without a teaser, the generated one is sent.
  body: z
    .object({
      partnerTeaser: optionalText(
        TEASER_MAX_LENGTH,
        `The teaser is at most ${TEASER_MAX_LENGTH} characters.`,
      ),
    })
    .nullish(),
  response: experience,
});

export const completeExperience = defineRoute({
  ...routes.completeExperience,
  params: idParams,
  // The spec's client sends an empty body; a time zone counts the streak's days (UTC if none).
  body: z.object({ timeZone: timeZoneField }).nullish(),
  response: completionResult,
});

export const regenerateExperience = defineRoute({
  ...routes.regenerateExperience,
  params: idParams,
  response: experience,
});

export const experienceFeedback = defineRoute({
  ...routes.experienceFeedback,
  params: idParams,
  body: z.object({
    feedback: z
      .string({ error: ADVENTURE_ERRORS.blankReflection })
      .trim()
      .min(1, ADVENTURE_ERRORS.blankReflection)
      .max(
        REFLECTION_MAX_LENGTH,
        `Your reflection is at most ${REFLECTION_MAX_LENGTH} characters.`,
      ),
  }),
  response: z.object({ experience, newBadges: z.array(newBadge) }),
});

/** The couple's latest adventure the caller may see (its title as the caller may see it). */
export const lastExperience = defineRoute({
  ...routes.lastExperience,
  params: idParams,
  response: z.object({ id: z.uuid(), title: z.string(), status: experienceStatus }).nullable(),
});
