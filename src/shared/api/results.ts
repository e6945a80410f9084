import { z } from 'zod';
import { coupleIdField, idParams } from './common';
import { defineRoute } from './define';
import * as routes from './routes/results';

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
  ...routes.compare,
  body: z.object({ coupleId: coupleIdField }),
  response: compareResult,
});

export const coupleSummary = defineRoute({
  ...routes.coupleSummary,
  body: z.object({}).optional(),
  response: z.object({ summary: z.string(), generatedAt: z.string() }),
});

export const getSharedSummary = defineRoute({
  ...routes.getSharedSummary,
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
  ...routes.getActivitiesSummary,
  params: idParams,
  response: z.array(activitySummaryItem),
});
