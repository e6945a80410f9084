import { onBackupFinished } from '../backup/backup-events';
import { recordBackup } from './process-metrics';

/**
 * Counts every backup this process takes in the metrics (the last success's time, the
 * failures); returns the unsubscribe. The server process calls it once at start.
 */
export const countBackupsInMetrics = () =>
  onBackupFinished((outcome) => recordBackup(outcome.success));
