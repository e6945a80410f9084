/** How one backup ended: written and verified, or failed and why. */
export type BackupOutcome =
  | { success: true; file: string; bytes: number; rows: number; durationMs: number; at: Date }
  | { success: false; error: string; durationMs: number; at: Date };

type Listener = (outcome: BackupOutcome) => void;
const listeners = new Set<Listener>();

/**
 * Calls `listener` after each backup this process takes (scheduled or `npm run backup`), so
 * metrics can count successes and failures and show the last success; returns the unsubscribe.
 */
export function onBackupFinished(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceBackupFinished(outcome: BackupOutcome): void {
  for (const listener of listeners) {
    try {
      listener(outcome);
    } catch {
      // A listener's failure is its own: the backup's outcome stands.
    }
  }
}
