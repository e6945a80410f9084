import { z } from 'zod';
import { isTimeZone } from '../domain/gamification';
import { idParams } from './common';
import { defineRoute } from './define';
import * as routes from './routes/gamification';

/** The caller's IANA time zone, for counting calendar days; UTC when left out. */
export const timeZoneField = z
  .string()
  .trim()
  .max(64)
  .refine(isTimeZone, { error: 'Unknown time zone.' })
  .default('UTC');

export const gamificationStats = z.object({
  player1Score: z.number().int(),
  player2Score: z.number().int(),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The last calendar day (YYYY-MM-DD, in the caller's time zone) with a completion. */
  lastCompletedDate: z.string().nullable(),
});
export type GamificationStats = z.infer<typeof gamificationStats>;

export const getStats = defineRoute({
  ...routes.getStats,
  params: idParams,
  query: z.object({ timeZone: timeZoneField }),
  response: gamificationStats,
});

/** One badge of the catalogue, as this couple holds it. */
export const coupleBadge = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** When the couple earned it; null while it is still to earn. */
  earnedAt: z.string().nullable(),
});
export type CoupleBadge = z.infer<typeof coupleBadge>;

export const getBadges = defineRoute({
  ...routes.getBadges,
  params: idParams,
  response: z.object({ badges: z.array(coupleBadge) }),
});
