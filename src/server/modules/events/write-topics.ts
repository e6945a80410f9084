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

/**
 * Writes that change nothing another screen shows (a token refresh, a preview, a question), and
 * the coach's chat, which the server does not keep at all: not even a line saying it happened.
 * Reads made by POST belong here too (the couple's matches, its summary): announced, they would
 * make their own screen read them again, without end.
 */
export const QUIET_WRITES = new Set([
  'coach.chat',
  'accounts.refreshSession',
  'accounts.login',
  'accounts.register',
  'accounts.forgotPassword',
  'accounts.resendVerification',
  'dares.options',
  'journey.boundaryPreview',
  'results.compare',
  'results.coupleSummary',
  'support.contact',
]);

/**
 * Writes the partner must not hear of, even as "something changed": a draft adventure, one's
 * own survey answers, intent, settings and notifications. Only the player's own other screens
 * are told.
 */
const OWN_WRITES = new Set([
  'adventures.generate',
  'adventures.regenerate',
  'survey.respondOption',
  'survey.respondActivity',
  'survey.respondActivitiesBulk',
  'intent.save',
  'settings.updateNotificationSettings',
  'notifications.markRead',
  'notifications.markAllRead',
  'notifications.clear',
  'accounts.changePassword',
]);

export interface WriteAnnouncement {
  topics: readonly LiveTopic[];
  /** Whose screens hear of it: the player's own, or the couple's. */
  audience: 'player' | 'couple';
}

/** What a write route's success announces; no topics for reads, staff routes and quiet writes. */
export function announcementOf(routeName: string, method: string): WriteAnnouncement {
  const quiet = method === 'GET' || method === 'HEAD' || QUIET_WRITES.has(routeName);
  return {
    topics: quiet ? [] : (TOPICS_BY_AREA[routeName.split('.')[0] ?? ''] ?? []),
    audience: OWN_WRITES.has(routeName) ? 'player' : 'couple',
  };
}
