import type { LiveTopic } from '@shared/domain/live-topics';

/**
 * The reads each live topic makes stale, as the first part of their query keys: a read's key
 * starts with its route's name (lib/route-query.ts), so `quicktasks.` is every quick task read.
 */
export const TOPIC_READS: Record<LiveTopic, readonly string[]> = {
  quicktasks: ['quicktasks.'],
  daily: ['quicktasks.dailyChallenge'],
  dares: ['dares.'],
  adventures: ['adventures.'],
  notifications: ['notifications.'],
  couple: ['couples.', 'accounts.getPlayer', 'survey.getCoupleSurveyStatus'],
  survey: ['survey.'],
  results: ['results.'],
  coach: ['coach.'],
  subscription: ['subscription.', 'tiers.'],
  scores: ['gamification.', 'dares.stats'],
  journey: ['journey.'],
  intent: ['intent.'],
  account: ['accounts.', 'settings.'],
};

/** True when a query key belongs to a read one of `topics` makes stale. */
export function isStaleFor(queryKey: readonly unknown[], topics: readonly LiveTopic[]): boolean {
  const name = queryKey[0];
  if (typeof name !== 'string') return false;
  return topics.some((topic) => TOPIC_READS[topic].some((prefix) => name.startsWith(prefix)));
}
