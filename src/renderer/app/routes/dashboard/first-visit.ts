/**
 * Whether the dashboard greets a player for the first time ("Welcome") or again ("Welcome
 * back"): docs/journey-and-play.md, "The dashboard". Registration opens the dashboard at once,
 * so a first visit is one in the session that created the account, on a device that has not
 * shown this player the dashboard yet. Anything else is a return.
 */

/** How long after the account was created its first session may have begun. */
export const FIRST_SESSION_WINDOW_SECONDS = 5 * 60;

const seenKey = (playerId: string) => `velvet-dashboard-seen:${playerId}`;

/** Whether this device has shown the player the dashboard before; false when it cannot tell. */
export function seenOnThisDevice(storage: Storage, playerId: string): boolean {
  try {
    return storage.getItem(seenKey(playerId)) !== null;
  } catch {
    return false;
  }
}

/** Remembers that this device showed the player the dashboard (forgotten on signing out). */
export function rememberSeen(storage: Storage, playerId: string) {
  try {
    storage.setItem(seenKey(playerId), '1');
  } catch {
    // Storage refused (full or disabled): the next visit says "Welcome back" only if it can tell.
  }
}

/** Whether the session was begun by creating the account (both times are the server's). */
export function sessionCreatedAccount(sessionStartedAt: number, accountCreatedAt: string): boolean {
  const created = Date.parse(accountCreatedAt) / 1000;
  if (Number.isNaN(created)) return false;
  return sessionStartedAt - created <= FIRST_SESSION_WINDOW_SECONDS;
}

export interface VisitFacts {
  /** This device showed the player the dashboard before this visit. */
  seenBefore: boolean;
  sessionStartedAt: number;
  /** When the account was created; undefined while the player's record loads or if it failed. */
  accountCreatedAt: string | undefined;
}

/**
 * True when the greeting may say "Welcome back". Until the record tells when the account was
 * created, a device that has not seen the player says "Welcome", which is never untrue.
 */
export function isReturningVisit({
  seenBefore,
  sessionStartedAt,
  accountCreatedAt,
}: VisitFacts): boolean {
  if (seenBefore) return true;
  if (accountCreatedAt === undefined) return false;
  return !sessionCreatedAccount(sessionStartedAt, accountCreatedAt);
}
