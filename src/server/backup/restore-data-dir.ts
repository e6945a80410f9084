import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { lockDataDir } from '../db/data-dir-lock';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { BACKUP_FILE_PATTERN, type BackupManifest } from './backup-file';
import { readManifest } from './read-backup';
import { RestoreRefusedError, restoreBackup } from './restore-backup';

/** What an empty data directory may already hold: its backups folder and backup files. */
function mayBeInEmptyDataDir(entry: string): boolean {
  return entry === 'backups' || BACKUP_FILE_PATTERN.test(entry) || entry.endsWith('.backup.gz');
}

/**
 * Rebuilds the embedded database of an empty DATA_DIR from a backup. A data directory that
 * already holds a database (or anything but backups) is refused: nothing is overwritten. If
 * the restore fails, the cluster it began is removed, so the same command can run again.
 */
export async function restoreDataDir(
  dataDir: string,
  file: string,
  log: FastifyBaseLogger,
): Promise<BackupManifest> {
  const entries = await fs.readdir(dataDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const present = entries.filter((entry) => !mayBeInEmptyDataDir(entry));
  if (present.length > 0) {
    throw new RestoreRefusedError(
      `The data directory ${dataDir} is not empty (it holds ${present.sort().join(', ')}). ` +
        'A backup is restored only into an empty data directory: set DATA_DIR to a new folder, or move this one aside, and restore again.',
    );
  }
  // Read before anything is created: a file that is no backup leaves no half-made cluster.
  await readManifest(file);
  const unlock = await lockDataDir(dataDir);
  let restored = false;
  try {
    const database = await startEmbeddedPostgres(dataDir, log);
    try {
      const manifest = await restoreBackup(database.url, file);
      restored = true;
      return manifest;
    } finally {
      await database.stop();
    }
  } finally {
    if (!restored) {
      await fs.rm(path.join(dataDir, 'postgres'), { recursive: true, force: true });
      await fs.rm(path.join(dataDir, 'postgres-credentials.json'), { force: true });
    }
    await unlock();
  }
}
