import { z } from 'zod';
import type { ResponseFormatJSONSchema } from 'openai/resources/shared';
import { DARE_LABELS } from '@shared/domain/dares';
import { JOURNEY_LEVELS, levelsUpTo, type JourneyLevel } from '@shared/domain/journey';
import { DARE_TEXT_MAX_LENGTH } from './dare-shape';
import type { DareInput } from './engine';
import { plainLine } from './summary-markdown';

/** How many of the couple's latest dares the model is shown, to keep the prompt short. */
const SEEN_TEXTS_SENT = 30;

/** A dare as the configured engine must answer it. */
export const dareReply = z.object({
  text: z.string().transform(plainLine).pipe(z.string().min(1).max(DARE_TEXT_MAX_LENGTH)),
  level: z.enum(JOURNEY_LEVELS),
});

/** Structured output: the same shape as a JSON schema the endpoint holds the model to. */
export const dareResponseFormat = (level: JourneyLevel): ResponseFormatJSONSchema => ({
  type: 'json_schema',
  json_schema: {
    name: 'velvet_dare',
    strict: true,
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['text', 'level'],
      properties: {
        text: { type: 'string' },
        level: { type: 'string', enum: levelsUpTo(level) },
      },
    },
  },
});

/** What each difficulty asks of the model, gentlest first. */
const DIFFICULTY_GUIDE = {
  romantic: 'tender and sweet: words, affection, small gestures of love',
  naughty: 'flirty and cheeky: teasing, playful touches, a little blush',
  hot: 'bold and sensual: slow, intimate and confident, never explicit',
  spicy: 'the boldest: intense and daring, still tasteful and never explicit',
} as const;

/** The rules and the difficulty; the couple's own details go in the message. */
export const darePrompt = (input: DareInput) =>
  [
    'You write for Velvet, an app for adult couples. Be warm, respectful and non-graphic,',
    'inclusive of every gender and orientation: make no assumption about bodies or genders and',
    'use only the names given. Everything must be consensual, with room for either partner to',
    'say no or pause at any time. Build only on the welcomed activities listed; never invent',
    'riskier ones.',
    'Write one dare that the sender sends to the receiver: one or two sentences addressed to the',
    'receiver as "you", naming the sender, something they can do within a day, different from',
    'the dares already seen. Reply with a JSON object only, shaped',
    '{"text": string, "level": string}: the text under 300 characters; level is one of the',
    'allowed levels, Vanilla being the gentlest.',
    `The difficulty is ${DARE_LABELS[input.difficulty]}: ${DIFFICULTY_GUIDE[input.difficulty]}.`,
  ].join(' ');

/**
 * What is sent: the difficulty, the allowed levels, the welcomed activities, the names and the
 * latest dares seen. Never a refusal or a boundary.
 */
export const dareMessage = (input: DareInput) =>
  JSON.stringify({
    difficulty: DARE_LABELS[input.difficulty],
    allowedLevels: levelsUpTo(input.level),
    welcomedActivities: input.welcomed.map((a) => ({
      activity: a.activity,
      category: a.category,
      match: a.match,
    })),
    sender: input.senderName,
    receiver: input.receiverName,
    daresAlreadySeen: input.seen.texts.slice(-SEEN_TEXTS_SENT),
  });
