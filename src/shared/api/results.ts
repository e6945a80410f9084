import { z } from 'zod';
import { coupleIdField, idParams } from './common';
import { access, defineRoute } from './define';

const positive = z.enum(['Yes', 'Maybe']);

export const compareResult = z.object({
  matches: z.number().int(),
  closeMatches: z.number().int(),
  /** Only a count: which answers disagree is never said. */
  conflicts: z.number().int(),
  generatedAt: z.string(),
  /** True while a new round is under way: these are the answers of the last completed one. */
  fromPreviousRound: z.boolean(),
  matchDetails: z.array(
    z.object({
      id: z.string(),
      optionId: z.uuid(),
      question: z.string(),
      category: z.string(),
      matchType: z.enum(['Exact', 'Close']),
      player1Response: positive,
      player2Response: positive,
    }),
  ),
});
export type CompareResult = z.infer<typeof compareResult>;

export const compare = defineRoute({
  name: 'results.compare',
  method: 'POST',
  path: '/api/ynm/compare',
  access: access.player,
  body: z.object({ coupleId: coupleIdField }),
  response: compareResult,
});

export const coupleSummary = defineRoute({
  name: 'results.coupleSummary',
  method: 'POST',
  path: '/api/aichat/couple-summary',
  access: access.player,
  rateLimit: 'summary',
  body: z.object({}).optional(),
  response: z.object({ summary: z.string(), generatedAt: z.string() }),
});

export const getSharedSummary = defineRoute({
  name: 'results.getSharedSummary',
  method: 'GET',
  path: '/api/couples/:id/shared-summary',
  access: access.couple('id'),
  params: idParams,
  response: z.object({
    bothYesCount: z.number().int(),
    bothMaybeCount: z.number().int(),
    yesMaybeCount: z.number().int(),
  }),
});

export const activitySummaryItem = z.object({
  activityId: z.uuid(),
  activityName: z.string(),
  category: z.string(),
  matchType: z.enum(['Both Yes', 'Both Maybe', 'Yes/Maybe']),
});

export const getActivitiesSummary = defineRoute({
  name: 'results.getActivitiesSummary',
  method: 'GET',
  // The screens call this parameter coupleProfileId; it is the couple's id like in its siblings.
  path: '/api/couples/:id/activities-summary',
  access: access.couple('id'),
  params: idParams,
  response: z.array(activitySummaryItem),
});
