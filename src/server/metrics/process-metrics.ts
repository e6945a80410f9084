import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';

// What one process counts whichever app instance did it: the guard's refusals and the backups.
// Kept apart from each app's own metrics (app-metrics.ts), so two instances in one process (the
// tests' two nodes) share these and never register a name twice.

export const processRegistry = new Registry();

/** The generators whose output the boundary guard checks, as the metric labels them. */
export type GuardedGenerator =
  | 'couple_summary'
  | 'quick_task'
  | 'daily_challenge'
  | 'adventure'
  | 'dare'
  | 'coach_reply'
  | 'coach_question'
  | 'coach_session_summary';

const guardRefusals = new Counter({
  name: 'velvet_guard_refusals_total',
  help: 'Generated texts the boundary guard refused, by generator.',
  labelNames: ['generator'],
  registers: [processRegistry],
});

/** Counts one generated text the boundary guard refused. */
export function recordGuardRefusal(generator: GuardedGenerator): void {
  guardRefusals.inc({ generator });
}

const backupLastSuccess = new Gauge({
  name: 'velvet_backup_last_success_timestamp_seconds',
  help: 'When the last backup that succeeded finished (Unix time); 0 before the first.',
  registers: [processRegistry],
});

const backupFailures = new Counter({
  name: 'velvet_backup_failures_total',
  help: 'Backups that failed (written or verified).',
  registers: [processRegistry],
});

/** Records the outcome of one backup: a success moves its time, a failure is counted. */
export function recordBackup(success: boolean): void {
  if (success) backupLastSuccess.setToCurrentTime();
  else backupFailures.inc();
}

let defaultsCollected = false;

/**
 * Process, heap, garbage collection and event-loop lag, as prom-client measures them. Started
 * only when metrics are served: measuring the event loop costs a little on every turn.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
