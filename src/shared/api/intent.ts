import { z } from 'zod';
import { clampComfortLevel, INTENT_OPTIONS } from '../domain/intent';
import { defineRoute } from './define';
import * as routes from './routes/intent';

/** The spec lets clients spell fields in Pascal case (`LookingFor`): read them as camel case. */
const camelKeys = (value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, v]) => [key.charAt(0).toLowerCase() + key.slice(1), v]),
      )
    : value;

const choiceList = (choices: readonly string[], label: string) =>
  z
    .array(z.string().trim(), { error: `${label} must be a list.` })
    .max(choices.length, `Too many ${label} choices.`)
    .refine((values) => values.every((value) => choices.includes(value)), {
      error: `Please choose ${label} from the list.`,
    })
    .transform((values) => [...new Set(values)])
    .optional();

/** Left out: kept as saved; null or empty: cleared. */
const oneChoice = (choices: readonly string[], label: string) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .refine((value) => value == null || choices.includes(value), {
      error: `Please choose a ${label} from the list.`,
    });

export const comfortLevels = z.record(
  z.string(),
  z.object({ toneWord: z.string(), description: z.string() }),
);

export const intentOptions = z.object({
  lookingFor: z.array(z.string()),
  focusAreas: z.array(z.string()),
  comfortZones: z.array(z.string()),
  avoidCategories: z.array(z.string()),
  experienceStyles: z.array(z.string()),
  challengePreferences: z.array(z.string()),
  tonePreferences: z.array(z.string()),
});

export const intent = z.object({
  /** Null until the player saves their preferences (the reply then holds the defaults). */
  id: z.uuid().nullable(),
  playerId: z.uuid(),
  coupleId: z.uuid().nullable(),
  lookingFor: z.array(z.string()),
  comfortLevel: z.number().int(),
  focusAreas: z.array(z.string()),
  comfortZone: z.string().nullable(),
  avoidCategories: z.array(z.string()),
  experienceStyle: z.array(z.string()),
  challengePreference: z.string().nullable(),
  tonePreference: z.string().nullable(),
  lastUpdated: z.string().nullable(),
});
export type Intent = z.infer<typeof intent>;

/**
 * A change to the caller's preferences: each field left out keeps its saved value (the
 * default before the first save); an empty list or null clears it.
 */
export const intentBody = z.preprocess(
  camelKeys,
  z.object({
    /** The caller's couple, as the spec's client sends it; any other couple is refused. */
    coupleId: z.uuid({ error: 'Invalid couple ID format' }).nullish(),
    lookingFor: choiceList(INTENT_OPTIONS.lookingFor, 'what you are looking for'),
    // Clamped into the lookup's range rather than refused, as the form clamps it.
    comfortLevel: z
      .number({ error: 'Comfort level must be a number.' })
      .transform((value) => clampComfortLevel(value))
      .optional(),
    focusAreas: choiceList(INTENT_OPTIONS.focusAreas, 'focus areas'),
    comfortZone: oneChoice(INTENT_OPTIONS.comfortZones, 'comfort zone'),
    avoidCategories: choiceList(INTENT_OPTIONS.avoidCategories, 'hard boundaries'),
    experienceStyle: choiceList(INTENT_OPTIONS.experienceStyles, 'experience styles'),
    challengePreference: oneChoice(INTENT_OPTIONS.challengePreferences, 'challenge preference'),
    tonePreference: oneChoice(INTENT_OPTIONS.tonePreferences, 'tone'),
  }),
);
export type IntentBody = z.infer<typeof intentBody>;

export const getComfortLevels = defineRoute({
  ...routes.getComfortLevels,
  response: comfortLevels,
});

export const getIntentOptions = defineRoute({
  ...routes.getIntentOptions,
  response: intentOptions,
});

/** The caller's own intent; the defaults when none is saved. Nobody else's is ever sent. */
export const getMyIntent = defineRoute({
  ...routes.getMyIntent,
  response: intent,
});

export const saveIntent = defineRoute({
  ...routes.saveIntent,
  body: intentBody,
  response: intent,
});
