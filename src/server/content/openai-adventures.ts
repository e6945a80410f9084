import { z } from 'zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { JOURNEY_LEVELS, levelsUpTo, type JourneyLevel } from '@shared/domain/journey';
import { ADVENTURE_MAX_MINUTES, ADVENTURE_MIN_MINUTES } from './adventure-shape';
import type { AdventureInput } from './engine';
import { plainLine } from './summary-markdown';

const flat = (max: number) => z.string().transform(plainLine).pipe(z.string().min(1).max(max));

/**
 * An adventure as the configured engine must answer it. The teaser leaves room for the coin's
 * verdict that Take a Chance adds to it.
 */
export const adventureReply = z.object({
  title: flat(80),
  teaser: flat(350),
  preparationInstructions: flat(600),
  details: z.array(flat(400)).min(2).max(8),
  summary: flat(400),
  level: z.enum(JOURNEY_LEVELS),
  durationMinutes: z.number().int().min(ADVENTURE_MIN_MINUTES).max(ADVENTURE_MAX_MINUTES),
});
export type AdventureReply = z.infer<typeof adventureReply>;

const string = { type: 'string' } as const;

/** Structured output: the same shape as a JSON schema the endpoint holds the model to. */
export const adventureResponseFormat = (level: JourneyLevel): ResponseFormatJSONSchema => ({
  type: 'json_schema',
  json_schema: {
    name: 'velvet_adventure',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: [
        'title',
        'teaser',
        'preparationInstructions',
        'details',
        'summary',
        'level',
        'durationMinutes',
      ],
      properties: {
        title: string,
        teaser: string,
        preparationInstructions: string,
        details: { type: 'array', items: string },
        summary: string,
        level: { type: 'string', enum: levelsUpTo(level) },
        durationMinutes: { type: 'integer' },
      },
    },
  },
});

/** The rules, then the experience type as staff describe it (their instruction included). */
export const adventurePrompt = (input: AdventureInput) =>
  [
    'You write for Velvet, an app for adult couples. Be warm, respectful and non-graphic,',
    'inclusive of every gender and orientation: make no assumption about bodies or genders and',
    'use only the names given. Everything must be consensual, with room for either partner to',
    'pause at any time. Build only on the welcomed activities listed; never invent riskier ones.',
    'Write one adventure, a planned date of 30 to 90 minutes that the lead partner plans for',
    'the other partner, different from the titles already seen. Reply with a JSON object only,',
    'shaped {"title": string, "teaser": string, "preparationInstructions": string,',
    '"details": string[], "summary": string, "level": string, "durationMinutes": number}:',
    'the title under 60 characters; the teaser one or two sentences to the partner as "you",',
    'intriguing without giving the plan away; preparationInstructions tell the partner what to',
    'prepare, bring or wear; details are the plan as three to six steps addressed to the lead;',
    'the summary is one or two sentences for both; level is one of the allowed levels, Vanilla',
    'being the gentlest; durationMinutes is a whole number from 30 to 90.',
    'Weave in the accessories given, if any, and let the tone and what the couple look for',
    'colour the wording.',
    `The experience type is "${input.type.name}": ${input.type.description}`,
    input.type.aiInstruction ?? '',
  ]
    .join(' ')
    .trim();

/**
 * What is sent: the level, the welcomed activities, the accessories kept, the merged intents,
 * the names, the seen titles and the coin's verdict. Never a refusal or a boundary.
 */
export const adventureMessage = (input: AdventureInput) =>
  JSON.stringify({
    allowedLevels: levelsUpTo(input.level),
    welcomedActivities: input.welcomed.map((a) => ({
      activity: a.activity,
      category: a.category,
      match: a.match,
    })),
    accessories: input.accessories,
    lookingFor: input.intents.lookingFor,
    focusAreas: input.intents.focusAreas,
    experienceStyles: input.intents.experienceStyles,
    challengePreference: input.intents.challengePreference,
    tone: input.intents.tonePreference,
    lead: input.leadName,
    partner: input.partnerName,
    titlesAlreadySeen: input.seen.titles,
    coinFlip: input.chance,
  });

/** The steps as the plan reads them, numbered like the built-in ones. */
export const adventureDetails = (steps: readonly string[]) =>
  steps.map((step, i) => `${i + 1}. ${step}`).join('\n');
