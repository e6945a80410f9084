/** The badges page's fixed texts; tests match them exactly. */
export const BADGE_MESSAGES = {
  notConnected: 'Badges are earned together',
  loadFailed: 'Failed to load your badges',
  earnedHeading: 'Earned together',
  toEarnHeading: 'Still to earn',
  noneYet: 'No badges yet. Your first comes with your first adventure together.',
  allEarned: 'You have earned every badge. Keep playing for the fun of it.',
  toEarnIntro: 'Each one comes from playing together: here is what earns it.',
  link: 'See your badges',
  count: (earned: number, total: number) =>
    `You have earned ${earned} of ${total} ${total === 1 ? 'badge' : 'badges'}.`,
  earnedOn: (day: string) => `Earned ${day}`,
} as const;
