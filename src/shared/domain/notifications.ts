export const NOTIFICATION_TYPES = [
  'dare',
  'experience',
  'challenge',
  'milestone',
  'message',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NOTIFICATION_POLL_MS = 30_000;
const BADGE_CAP = 99;

/** The unread badge: the count, shown as 99+ above 99, nothing at 0. */
export function badgeLabel(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > BADGE_CAP ? `${BADGE_CAP}+` : String(unread);
}

/**
 * Header on every notification poll reply (200 and 304) carrying the caller's current couple
 * as `coupleStamp` writes it, so a client whose token names another couple, or no partner
 * where one has joined, knows to refresh its session.
 */
export const COUPLE_HEADER = 'x-velvet-couple';

export function coupleStamp(couple: {
  coupleId: string | null;
  player1Id: string | null;
  player2Id: string | null;
}): string {
  if (!couple.coupleId) return 'none';
  return [couple.coupleId, couple.player1Id ?? '-', couple.player2Id ?? '-'].join('.');
}
