import type { LiveTopic } from '@shared/domain/live-topics';

/**
 * What a successful write by a player changes on screens, by the route's area (the first part
 * of its contract name). One map instead of a call in every service: a new write route of an
 * area is announced without anyone remembering to.
 */
const TOPICS_BY_AREA: Record<string, readonly LiveTopic[]> = {
  accounts: ['account', 'couple'],
  adventures: ['adventures', 'scores', 'journey'],
  coach: ['coach'],
  couples: ['couple', 'subscription', 'scores'],
  dares: ['dares', 'scores'],
  intent: ['intent', 'adventures'],
  journey: ['journey'],
  notifications: ['notifications'],
  quicktasks: ['quicktasks', 'daily', 'scores', 'journey'],
  results: ['results'],
  settings: ['account', 'notifications'],
  subscription: ['subscription', 'coach'],
  survey: ['survey', 'results', 'journey'],
};

/** Writes that change nothing another screen shows (a token refresh, a preview, a question). */
const QUIET_WRITES = new Set([
  'accounts.refreshSession',
  'accounts.login',
  'accounts.register',
  'accounts.forgotPassword',
  'accounts.resendVerification',
  'dares.options',
  'journey.boundaryPreview',
  'results.compare',
  'support.contact',
]);

/** The topics a write route's success changes; none for reads, staff routes and quiet writes. */
export function topicsOfWrite(routeName: string, method: string): readonly LiveTopic[] {
  if (method === 'GET' || method === 'HEAD' || QUIET_WRITES.has(routeName)) return [];
  return TOPICS_BY_AREA[routeName.split('.')[0] ?? ''] ?? [];
}
