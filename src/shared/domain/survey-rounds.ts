/**
 * Survey rounds (docs/matching-and-privacy.md): results come from the answers both partners
 * completed with. Changing an answer after both completed starts a new round, at most once per
 * ROUND_INTERVAL_DAYS for each player; so does changing one after completing while apart from
 * a partner one has had.
 */

export const ROUND_INTERVAL_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a player who started a round at `startedAt` may start the next one. */
export const nextRoundAt = (startedAt: Date): Date =>
  new Date(startedAt.getTime() + ROUND_INTERVAL_DAYS * DAY_MS);

/** A moment as the server's messages name it: "12 June 2025, 14:05 UTC". */
export function roundMoment(at: Date): string {
  const date = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  }).format(at);
  return `${date}, ${time} UTC`;
}

export const SURVEY_ROUND_MESSAGES = {
  /** The 409 when a change would start a second round within ROUND_INTERVAL_DAYS. */
  tooSoon: (allowedAt: Date) =>
    `You can start a new round of the survey once every ${ROUND_INTERVAL_DAYS} days. Your answers can change again from ${roundMoment(allowedAt)}.`,
  /** What the partner is told (in the app, and by email when they keep emails on). */
  partnerUpdated: (name: string) => ({
    title: `${name} updated their survey answers`,
    description:
      'Your results show your last completed round until you have both completed the survey again. Open the survey to complete yours.',
  }),
  /** What a partner who had completed is told when a couple forms with answers changed apart. */
  partnerChangedApart: (name: string) => ({
    title: `${name} updated their survey answers`,
    description:
      'They changed their answers while you were not connected. Your results show once you have both completed the survey again. Open the survey to complete yours.',
  }),
} as const;
