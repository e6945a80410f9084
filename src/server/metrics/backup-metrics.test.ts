import { afterEach, describe, expect, it } from 'vitest';
import { announceBackupFinished } from '../backup/backup-events';
import { countBackupsInMetrics } from './backup-metrics';
import { processRegistry } from './process-metrics';

const valueOf = async (name: string) =>
  (await processRegistry.getSingleMetric(name)?.get())?.values[0]?.value ?? 0;

describe('backups in the metrics', () => {
  let stop: (() => void) | null = null;
  afterEach(() => stop?.());

  it('moves the last success time on a backup written and counts a failed one', async () => {
    stop = countBackupsInMetrics();
    const failuresBefore = await valueOf('velvet_backup_failures_total');
    const before = Date.now() / 1000;
    announceBackupFinished({
      success: true,
      file: 'velvet.backup.gz',
      bytes: 1,
      rows: 1,
      durationMs: 1,
      at: new Date(),
    });
    expect(await valueOf('velvet_backup_last_success_timestamp_seconds')).toBeGreaterThanOrEqual(
      Math.floor(before),
    );
    announceBackupFinished({ success: false, error: 'disk full', durationMs: 1, at: new Date() });
    expect(await valueOf('velvet_backup_failures_total')).toBe(failuresBefore + 1);
  });
});
