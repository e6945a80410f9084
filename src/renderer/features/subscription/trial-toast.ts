/** The trial-expiry toast's pure parts: the per-couple dismissal and the hourly re-check. */

export const TRIAL_TOAST_TITLE = 'Your free trial ends soon';

/** The subscription alert is re-checked hourly while the dashboard is open. */
export const TRIAL_RECHECK_INTERVAL_MS = 60 * 60 * 1000;

/** localStorage key remembering that this couple closed the toast. */
export function trialToastDismissedKey(coupleId: string): string {
  return `velvet.trialToastDismissed.${coupleId}`;
}

/** Whether the toast was closed for this couple on this device (false when storage is unusable). */
export function isTrialToastDismissed(
  coupleId: string,
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): boolean {
  try {
    return storage.getItem(trialToastDismissedKey(coupleId)) === 'true';
  } catch {
    return false;
  }
}

/** Remembers the dismissal for this couple; a storage failure only means it may come back. */
export function rememberTrialToastDismissed(
  coupleId: string,
  storage: Pick<Storage, 'setItem'> = window.localStorage,
): void {
  try {
    storage.setItem(trialToastDismissedKey(coupleId), 'true');
  } catch {
    // Private mode or a full quota: the toast shows again next time, nothing worse.
  }
}

/** 'Your free trial ends today.' / '1 day left …' / '3 days left …' */
export function trialDaysLeftText(daysRemaining: number): string {
  if (daysRemaining <= 0) return 'Your free trial ends today.';
  if (daysRemaining === 1) return 'You have 1 day left in your free trial.';
  return `You have ${daysRemaining} days left in your free trial.`;
}

interface Timers {
  setInterval: (handler: () => void, ms: number) => ReturnType<typeof setInterval>;
  clearInterval: (id: ReturnType<typeof setInterval>) => void;
}

/** Runs `check` every `intervalMs` until the returned stop function is called. */
export function scheduleRecheck(
  check: () => void,
  intervalMs: number = TRIAL_RECHECK_INTERVAL_MS,
  timers: Timers = globalThis,
): () => void {
  const id = timers.setInterval(check, intervalMs);
  return () => timers.clearInterval(id);
}
